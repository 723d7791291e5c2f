/**
 * The yard-fee menu (SPEC §2.8 /yardCostManage/yardCostUserItemManage, /report/exportChargeReport): the tariff
 * (费目费率) and the customers' rates for yards and terminals; the rates, the billed visits and the charge report
 * for the customers too. The acting permissions hang under a hidden group of their own.
 */
import type { DomainMenu } from '../module';

const button = (perms: string): DomainMenu => ({ key: perms, type: 'button', title: perms.split(':').pop()!, perms });
const named = (name: string, title: string, component: string): DomainMenu => ({
  key: `yardCostManage.${name}`, type: 'named', path: `/yardCostManage/${name}`, title, component, hidden: true,
});

export const YARDFEE_MENUS: DomainMenu = {
  key: 'yardCostManage', type: 'nested', path: '/yardCostManage', title: '堆场费用管理', icon: 'order',
  children: [
    { key: 'yardCostManage.items', type: 'page', path: '/yardCostManage/yardCostItemManage', title: '费目费率', component: 'yardfee/items', keepAlive: true },
    named('itemDetail', '费目详情', 'yardfee/itemDetail'),
    named('itemForm', '费目费率', 'yardfee/itemForm'),
    { key: 'yardCostManage.rates', type: 'page', path: '/yardCostManage/yardCostUserItemManage', title: '客户协议费率', component: 'yardfee/rates', keepAlive: true },
    named('rateDetail', '协议费率详情', 'yardfee/rateDetail'),
    named('rateForm', '客户协议费率', 'yardfee/rateForm'),
    { key: 'yardCostManage.visits', type: 'page', path: '/yardCostManage/visits', title: '堆存计费', component: 'yardfee/visits', keepAlive: true },
    named('visitDetail', '计费详情', 'yardfee/visitDetail'),
    { key: 'yardCostManage.report', type: 'page', path: '/report/exportChargeReport', title: '费用报表', component: 'yardfee/report' },
  ],
};

export const YARDFEE_OPERATION_MENUS: DomainMenu = {
  key: 'yardfeeOperations', type: 'nested', path: '/yardfee-operations', title: '堆场费用作业', icon: 'order', hidden: true,
  children: [button('yardfee:list'), button('yardfee:tariff'), button('yardfee:pay'), button('yardfee:report')],
};

const CUSTOMER = ['yardCostManage.rates', 'yardCostManage.rateDetail', 'yardCostManage.visits', 'yardCostManage.visitDetail', 'yardCostManage.report', 'yardfee:list', 'yardfee:pay', 'yardfee:report'];
const OPERATOR = ['yardCostManage', 'yardfee:list', 'yardfee:tariff', 'yardfee:report'];
export const YARDFEE_GRANTS = { FORWARDER: CUSTOMER, driver: CUSTOMER, CARRIER: CUSTOMER, YARD: OPERATOR, TERMINAL: OPERATOR };
