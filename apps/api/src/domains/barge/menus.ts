/**
 * The barge domain's menu (驳船业务): the forwarder's 驳船订单, the barge operator's 驳船订单池 (laden) and
 * 空箱订单池 (empty) — one list, the load as data — and 驳船管理, the terminal's 码头集港单; the hidden
 * screens of SPEC §2.8/§2.9 (bargeOrderDetail, bargeOrderPoolDetail, bargeOrderPoolEmptyDetail,
 * bargeContainerQuertDetails) open the same detail pages. The acting permissions hang under a hidden group of
 * their own, since a role selecting a menu takes its whole subtree.
 */
import type { MenuSeed } from '../module';

const button = (perms: string): MenuSeed => ({ key: perms, type: 'button', title: perms.split(':').slice(1).join(':'), perms });
const page = (key: string, path: string, title: string, component: string): MenuSeed => ({ key, type: 'page', path, title, component, keepAlive: true });
const named = (key: string, path: string, title: string, component: string): MenuSeed => ({ key, type: 'named', path, title, component, hidden: true });

export const BARGE_MENUS: MenuSeed = {
  key: 'barge', type: 'nested', path: '/barge', title: '驳船业务', icon: 'ship',
  children: [
    page('barge.orders', '/barge/orders', '驳船订单', 'barge/orders'),
    page('barge.pool', '/barge/pool', '驳船订单池', 'barge/pool'),
    page('barge.poolEmpty', '/barge/poolEmpty', '空箱订单池', 'barge/poolEmpty'),
    page('barge.gathering', '/barge/gathering', '码头集港单', 'barge/gathering'),
    page('barge.barges', '/barge/barges', '驳船管理', 'barge/barges'),
    named('barge.orderDetail', '/barge/orderDetail', '驳船订单详情', 'barge/orderDetail'),
    named('barge.orderForm', '/barge/orderForm', '驳船订单', 'barge/orderForm'),
    named('barge.bargeDetail', '/barge/bargeDetail', '驳船详情', 'barge/bargeDetail'),
    named('barge.bargeForm', '/barge/bargeForm', '驳船信息', 'barge/bargeForm'),
    named('bargeOrderDetail', '/barge/bargeOrderDetail', '码头集港单', 'barge/orderDetail'),
    named('bargeOrderPoolDetail', '/truckDetail/bargeOrderPoolDetail', '驳船订单池详情', 'barge/orderDetail'),
    named('bargeOrderPoolEmptyDetail', '/truckDetail/bargeOrderPoolEmptyDetail', '空箱订单池详情', 'barge/orderDetail'),
    named('bargeContainerQuertDetails', '/truckDetail/bargeContainerQuertDetails', '驳船箱详情', 'barge/containerDetail'),
  ],
};

export const BARGE_OPERATION_MENUS: MenuSeed = {
  key: 'bargeOperations', type: 'nested', path: '/barge-operations', title: '驳船作业', icon: 'ship', hidden: true,
  children: [
    button('barge:order:list'), button('barge:order:export'), button('barge:order:edit'), button('barge:pool:take'), button('barge:order:operate'),
    button('barge:gather:confirm'), button('barge:barge:list'), button('barge:barge:edit'),
  ],
};

const READ = ['barge:order:list', 'barge:order:export', 'bargeContainerQuertDetails', 'barge.orderDetail'];
/** What each seeded role selects (a key takes its subtree). */
export const BARGE_FORWARDER_KEYS = [...READ, 'barge.orders', 'barge.orderForm', 'barge:order:edit'];
export const BARGE_OPERATOR_KEYS = [
  ...READ, 'barge.pool', 'barge.poolEmpty', 'barge.orders', 'barge.barges', 'barge.bargeDetail', 'barge.bargeForm', 'bargeOrderPoolDetail', 'bargeOrderPoolEmptyDetail',
  'barge:pool:take', 'barge:order:operate', 'barge:barge:list', 'barge:barge:edit',
];
export const BARGE_TERMINAL_KEYS = [...READ, 'barge.gathering', 'bargeOrderDetail', 'barge:gather:confirm'];
