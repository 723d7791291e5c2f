/**
 * 轮胎采购 (SPEC §2.8 zhilun/tireDetail): the catalogue is the screen of zhilun/tireDetail, the orders beside it; the
 * tyre's and the order's detail and form pages are hidden named routes. Ordering (tyre:order:edit) is every company's;
 * keeping the catalogue (tyre:catalogue:edit) and shipping (tyre:order:ship) are platform staff's (the administrator
 * role holds every menu), under a hidden group of their own.
 */
import type { DomainMenu } from '../module';

const button = (perms: string): DomainMenu => ({ key: perms, type: 'button', title: perms.split(':').pop()!, perms });
const named = (key: string, path: string, title: string, component: string): DomainMenu => ({ key, type: 'named', path, title, component, hidden: true });

export const TYRE_MENUS: DomainMenu = {
  key: 'zhilun', type: 'nested', path: '/zhilun', title: '轮胎采购', icon: 'shopping-cart', after: 'papDetail',
  children: [
    { key: 'zhilun.tireDetail', type: 'page', path: '/zhilun/tireDetail', title: '轮胎目录', component: 'tyre/tyres', keepAlive: true,
      children: [button('tyre:catalogue:list')] },
    { key: 'zhilun.tireOrders', type: 'page', path: '/zhilun/tireOrders', title: '轮胎订单', component: 'tyre/orders', keepAlive: true,
      children: [button('tyre:order:list'), button('tyre:order:edit')] },
    named('zhilun.tyreDetail', '/zhilun/tyreDetail', '轮胎详情', 'tyre/tyreDetail'),
    named('zhilun.tyreForm', '/zhilun/tyreForm', '维护轮胎', 'tyre/tyreForm'),
    named('zhilun.orderDetail', '/zhilun/orderDetail', '轮胎订单详情', 'tyre/orderDetail'),
    named('zhilun.orderForm', '/zhilun/orderForm', '购买轮胎', 'tyre/orderForm'),
  ],
};

export const TYRE_OPERATION_MENUS: DomainMenu = {
  key: 'tyreOperations', type: 'nested', path: '/tyre-operations', title: '轮胎作业', icon: 'shopping-cart', hidden: true,
  children: [button('tyre:catalogue:edit'), button('tyre:order:ship')],
};

/** What every buying company's role gains: the catalogue, its orders, ordering. */
export const TYRE_BUYER_KEYS = ['zhilun', 'tyre:catalogue:list', 'tyre:order:list', 'tyre:order:edit'];
export const TYRE_GRANTS = { driver: TYRE_BUYER_KEYS, FORWARDER: TYRE_BUYER_KEYS, CARRIER: TYRE_BUYER_KEYS, TERMINAL: TYRE_BUYER_KEYS, BARGE: TYRE_BUYER_KEYS, YARD: TYRE_BUYER_KEYS };
