/**
 * 过磅管理 (SPEC §2.8 /weightManageDetail: weightOrder, weightOrderWL, weightOrderMT): one list of weighing orders, the
 * WL and MT routes the same screen with the weighbridge station read from the path; the detail and the order form;
 * the lists that find every EIR, EDO and weighing list (whose print pages EIRPdf, EIRPdfJX, EDOPdf and
 * /truckWeighFee/SheetPrint stay the documents domain's hidden routes). Ordering (weigh:order:edit, forwarders and
 * fleets) and weighing (weigh:order:weigh, the terminal) hang under a hidden group of their own.
 */
import type { DomainMenu } from '../module';

const button = (perms: string): DomainMenu => ({ key: perms, type: 'button', title: perms.split(':').pop()!, perms });
const named = (key: string, path: string, title: string, component: string): DomainMenu => ({ key, type: 'named', path, title, component, hidden: true });

export const WEIGH_MENUS: DomainMenu = {
  key: 'weighbridge', type: 'nested', path: '/weighbridge', title: '过磅管理', icon: 'truck', after: 'papDetail',
  children: [
    { key: 'weighbridge.orders', type: 'page', path: '/weightManageDetail/weightOrder', title: '过磅委托', component: 'weigh/orders', keepAlive: true,
      children: [button('weigh:order:list')] },
    { key: 'weighbridge.ordersWL', type: 'page', path: '/weightManageDetail/weightOrderWL', title: '过磅委托(物流园区)', component: 'weigh/orders' },
    { key: 'weighbridge.ordersMT', type: 'page', path: '/weightManageDetail/weightOrderMT', title: '过磅委托(梅山港区)', component: 'weigh/orders' },
    named('weighbridge.detail', '/weightManageDetail/weightOrderDetail', '过磅委托详情', 'weigh/orderDetail'),
    named('weighbridge.form', '/weightManageDetail/weightOrderForm', '新增过磅委托', 'weigh/orderForm'),
    { key: 'weighbridge.eirs', type: 'page', path: '/weightManageDetail/eirList', title: '设备交接单查询', component: 'weigh/documents' },
    { key: 'weighbridge.edos', type: 'page', path: '/weightManageDetail/edoList', title: '电子提货单查询', component: 'weigh/documents' },
    { key: 'weighbridge.sheets', type: 'page', path: '/truckWeighFee/sheetList', title: '过磅单查询', component: 'weigh/documents' },
  ],
};

export const WEIGH_OPERATION_MENUS: DomainMenu = {
  key: 'weighOperations', type: 'nested', path: '/weigh-operations', title: '过磅作业', icon: 'truck', hidden: true,
  children: [button('weigh:order:edit'), button('weigh:order:weigh')],
};

/** What each role selects (a key takes its subtree). */
export const WEIGH_GRANTS = {
  FORWARDER: ['weighbridge', 'weigh:order:edit'],
  driver: ['weighbridge', 'weigh:order:edit'],
  TERMINAL: ['weighbridge', 'weigh:order:weigh'],
};
