import type { DomainModule, MenuSeed } from '../domains/module';
import { DOMAINS } from '../domains/registry';

const crud = (resource: string, actions = ['add', 'edit', 'remove', 'list']): MenuSeed[] =>
  actions.map((a) => ({ key: `${resource}:${a}`, type: 'button' as const, title: a, perms: `${resource}:${a}` }));

const CORE_MENUS: MenuSeed[] = [
  { key: 'home', type: 'page', path: '/home', title: '首页', component: 'home', icon: 'home', keepAlive: true },
  {
    key: 'order', type: 'nested', path: '/order', title: '订单管理', icon: 'order',
    children: [
      { key: 'order.place', type: 'page', path: '/order/place', title: '下单', component: 'trucking/place', children: crud('td:main', ['edit']) },
      { key: 'order.list', type: 'page', path: '/order/list', title: '订单列表', component: 'trucking/orders', keepAlive: true,
        children: crud('td:main', ['list', 'exportZXD', 'exportTBook', 'exportVerifyList']) },
      { key: 'order.factory', type: 'page', path: '/order/factory', title: '常用工厂', component: 'trucking/factories' },
      { key: 'order.containers', type: 'page', path: '/order/containers', title: '箱子列表', component: 'trucking/containers' },
      { key: 'order.contacts', type: 'page', path: '/order/contacts', title: '常用联系人', component: 'trucking/contacts' },
    ],
  },
  {
    key: 'fleet', type: 'nested', path: '/fleet', title: '车队管理', icon: 'truck',
    children: [
      { key: 'fleet.driver', type: 'page', path: '/fleet/driver', title: '司机管理', component: 'fleet/drivers', children: crud('fleet:driver') },
      { key: 'fleet.truck', type: 'page', path: '/fleet/truck', title: '车辆管理', component: 'fleet/trucks', children: crud('fleet:truck') },
      { key: 'fleet.binding', type: 'page', path: '/fleet/binding', title: '车辆绑定', component: 'fleet/binding',
        children: [...crud('fleet:driverRelationTruck', ['add', 'edit', 'remove']), ...crud('fleet:relation', ['list'])] },
      { key: 'fleet.dispatch', type: 'page', path: '/fleet/dispatch', title: '车辆调度', component: 'trucking/dispatch', children: crud('truck:data', ['list']) },
      // The fleet's side of trucking orders: review or return them and dispatch their containers.
      { key: 'fleet.orders', type: 'page', path: '/fleet/orders', title: '运单审核', component: 'trucking/orders', keepAlive: true,
        children: [...crud('fleet:order', ['review']), ...crud('fleet:send', ['edit'])] },
    ],
  },
  {
    key: 'query', type: 'nested', path: '/query', title: '公共查询', icon: 'search',
    children: [
      { key: 'query.truck', type: 'page', path: '/query/truck', title: '车辆查询', component: 'query/trucks' },
      { key: 'query.emptyCtn', type: 'page', path: '/visual/emptyCtn', title: '空箱源', component: 'query/emptyCtn' },
    ],
  },
  {
    key: 'user', type: 'nested', path: '/user', title: '用户管理', icon: 'user',
    children: [
      { key: 'user.account', type: 'page', path: '/user/account', title: '账号管理', component: 'users/accounts', children: crud('accounts:user', ['add', 'edit', 'remove', 'list', 'resetPwd']) },
      { key: 'user.role', type: 'page', path: '/user/role', title: '角色管理', component: 'users/roles', children: crud('accounts:role') },
      { key: 'user.payment', type: 'page', path: '/user/payment', title: '支付管理', component: 'users/payment' },
    ],
  },
  {
    key: 'system', type: 'nested', path: '/system', title: '系统管理', icon: 'settings',
    children: [
      { key: 'system.review', type: 'page', path: '/system/review', title: '入驻审核', component: 'system/review', children: crud('accounts:seller', ['list', 'edit']) },
      { key: 'system.notice', type: 'page', path: '/system/notice', title: '通知发布', component: 'system/notice', children: crud('message:notice', ['add', 'list']) },
      { key: 'system.dict', type: 'page', path: '/system/dict', title: '字典管理', component: 'system/dict', children: crud('dict:data') },
      { key: 'system.sms', type: 'page', path: '/system/sms', title: '短信发件箱', component: 'system/sms', children: crud('accounts:sms', ['list']) },
      { key: 'system.screenToken', type: 'page', path: '/system/screen-token', title: '大屏令牌', component: 'system/screenToken', children: crud('screen:token', ['edit']) },
      { key: 'system.apiSubscription', type: 'page', path: '/system/api-subscription', title: 'API订阅审核', component: 'system/apiSubscriptions', children: crud('portal:apiSubscription', ['list', 'review']) },
    ],
  },
  // Hidden detail screens of SPEC §2.8/§2.9, opened by name from the order and fleet pages.
  {
    key: 'orderDetails', type: 'nested', path: '/orderDetails', title: '订单详情', icon: 'order', hidden: true,
    children: [
      { key: 'importOrderDetails', type: 'named', path: '/orderDetails/importOrderDetails', title: '进口订单详情', component: 'trucking/orderDetails', hidden: true },
      { key: 'exportOrderDetails', type: 'named', path: '/orderDetails/exportOrderDetails', title: '出口订单详情', component: 'trucking/orderDetails', hidden: true },
      { key: 'shortOrderDetails', type: 'named', path: '/orderDetails/shortOrderDetails', title: '短驳订单详情', component: 'trucking/orderDetails', hidden: true },
      { key: 'truckPerDetails', type: 'named', path: '/orderDetails/truckPerDetails', title: '预提操作', component: 'trucking/orderDetails', hidden: true },
    ],
  },
  {
    key: 'gpsDetail', type: 'nested', path: '/gpsDetail', title: '位置信息', icon: 'truck', hidden: true,
    children: [{ key: 'GpsDetail', type: 'named', path: '/gpsDetail/GpsDetail', title: '位置信息', component: 'trucking/gpsDetail', hidden: true }],
  },
  {
    key: 'truckDetail', type: 'nested', path: '/truckDetail', title: '车辆详情', icon: 'truck', hidden: true,
    children: [
      { key: 'truckGpsDetail', type: 'named', path: '/truckDetail/truckGpsDetail', title: '车辆轨迹', component: 'fleet/truckGpsDetail', hidden: true },
      { key: 'SendsCreate', type: 'named', path: '/truckDetail/SendsCreate', title: '派单', component: 'trucking/sendsCreate', hidden: true },
      { key: 'SendsDetailed', type: 'named', path: '/truckDetail/SendsDetailed', title: '派单详情', component: 'trucking/sendsDetailed', hidden: true },
    ],
  },
  { key: 'edi', type: 'page', path: '/edi', title: 'EDI平台', icon: 'link', component: 'edi/moves' },
  { key: 'screen', type: 'blank', path: '/screen', title: '数据看板', icon: 'dashboard' },
];

/** The core menu with each domain's entries placed in it: under a parent, after a top-level key, or at the end. */
export function composeMenus(core: readonly MenuSeed[], domains: readonly DomainModule[]): MenuSeed[] {
  const menus: MenuSeed[] = core.map((m) => (m.children ? { ...m, children: [...m.children] } : { ...m }));
  for (const d of domains) {
    for (const { under, after, ...entry } of d.menus ?? []) {
      if (under) {
        const parent = menus.find((m) => m.key === under);
        if (!parent) throw new Error(`domain ${d.name}: no menu ${under} to hang ${entry.key} under`);
        parent.children = [...(parent.children ?? []), entry];
      } else if (after) {
        const at = menus.findIndex((m) => m.key === after);
        if (at < 0) throw new Error(`domain ${d.name}: no menu ${after} to place ${entry.key} after`);
        menus.splice(at + 1, 0, entry);
      } else {
        menus.push(entry);
      }
    }
  }
  return menus;
}

export const MENUS: MenuSeed[] = composeMenus(CORE_MENUS, DOMAINS);

/** Which core menu keys each role gets; a prefix selects a subtree. The domains add their grants below. */
const CORE_ROLE_MENUS: Record<string, string[]> = {
  sys: ['*'],
  FORWARDER: ['home', 'order', 'orderDetails', 'gpsDetail', 'truckDetail', 'query', 'user', 'edi', 'td:main:', 'accounts:user:list', 'accounts:role:list'],
  driver: ['home', 'fleet', 'orderDetails', 'gpsDetail', 'truckDetail', 'query', 'screen', 'fleet:', 'truck:data:', 'accounts:user:list'],
  common: ['home', 'query', 'order.list', 'orderDetails', 'td:main:list'],
  // The port's counterparts (issue 13 §2): 首页, their users and roles, and the public queries; their business
  // menus come from the domains.
  CARRIER: ['home', 'user', 'query'],
  TERMINAL: ['home', 'user', 'query'],
  BARGE: ['home', 'user', 'query'],
  YARD: ['home', 'user', 'query'],
};

export const ROLE_MENUS: Record<string, string[]> = Object.fromEntries(
  Object.entries(CORE_ROLE_MENUS).map(([role, keys]) => [role, [...keys, ...DOMAINS.flatMap((d) => d.grants?.[role] ?? [])]]),
);
