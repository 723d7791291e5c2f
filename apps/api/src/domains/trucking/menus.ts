/**
 * Trucking's menus: the forwarder's 订单管理 (placed after 首页), the fleet's review and dispatch pages in 车队管理,
 * and the hidden detail screens of SPEC §2.8/§2.9 opened by name from the order and fleet pages.
 */
import { crudButtons, type DomainMenu } from '../module';

export const TRUCKING_MENUS: DomainMenu[] = [
  {
    key: 'order', type: 'nested', path: '/order', title: '订单管理', icon: 'order', after: 'home',
    children: [
      { key: 'order.place', type: 'page', path: '/order/place', title: '下单', component: 'trucking/place', children: crudButtons('td:main', ['edit']) },
      { key: 'order.list', type: 'page', path: '/order/list', title: '订单列表', component: 'trucking/orders', keepAlive: true,
        children: crudButtons('td:main', ['list', 'exportZXD', 'exportTBook', 'exportVerifyList']) },
      { key: 'order.factory', type: 'page', path: '/order/factory', title: '常用工厂', component: 'trucking/factories' },
      { key: 'order.containers', type: 'page', path: '/order/containers', title: '箱子列表', component: 'trucking/containers' },
      { key: 'order.contacts', type: 'page', path: '/order/contacts', title: '常用联系人', component: 'trucking/contacts' },
    ],
  },
  { key: 'fleet.dispatch', type: 'page', path: '/fleet/dispatch', title: '车辆调度', component: 'trucking/dispatch', children: crudButtons('truck:data', ['list']), under: 'fleet' },
  // The fleet's side of trucking orders: review or return them and dispatch their containers.
  { key: 'fleet.orders', type: 'page', path: '/fleet/orders', title: '运单审核', component: 'trucking/orders', keepAlive: true,
    children: [...crudButtons('fleet:order', ['review']), ...crudButtons('fleet:send', ['edit'])], under: 'fleet' },
  // Placed after 公共查询 here; 用户管理 and 系统管理 (accounts) go between.
  {
    key: 'orderDetails', type: 'nested', path: '/orderDetails', title: '订单详情', icon: 'order', hidden: true, after: 'query',
    children: [
      { key: 'importOrderDetails', type: 'named', path: '/orderDetails/importOrderDetails', title: '进口订单详情', component: 'trucking/orderDetails', hidden: true },
      { key: 'exportOrderDetails', type: 'named', path: '/orderDetails/exportOrderDetails', title: '出口订单详情', component: 'trucking/orderDetails', hidden: true },
      { key: 'shortOrderDetails', type: 'named', path: '/orderDetails/shortOrderDetails', title: '短驳订单详情', component: 'trucking/orderDetails', hidden: true },
      { key: 'truckPerDetails', type: 'named', path: '/orderDetails/truckPerDetails', title: '预提操作', component: 'trucking/orderDetails', hidden: true },
    ],
  },
  {
    key: 'gpsDetail', type: 'nested', path: '/gpsDetail', title: '位置信息', icon: 'truck', hidden: true, after: 'orderDetails',
    children: [{ key: 'GpsDetail', type: 'named', path: '/gpsDetail/GpsDetail', title: '位置信息', component: 'trucking/gpsDetail', hidden: true }],
  },
  {
    key: 'truckDetail', type: 'nested', path: '/truckDetail', title: '车辆详情', icon: 'truck', hidden: true, after: 'gpsDetail',
    children: [
      { key: 'truckGpsDetail', type: 'named', path: '/truckDetail/truckGpsDetail', title: '车辆轨迹', component: 'fleet/truckGpsDetail', hidden: true },
      { key: 'SendsCreate', type: 'named', path: '/truckDetail/SendsCreate', title: '派单', component: 'trucking/sendsCreate', hidden: true },
      { key: 'SendsDetailed', type: 'named', path: '/truckDetail/SendsDetailed', title: '派单详情', component: 'trucking/sendsDetailed', hidden: true },
    ],
  },
];

/** The forwarder places and follows orders; the fleet dispatches; the clerk lists. */
export const TRUCKING_GRANTS: Partial<Record<string, readonly string[]>> = {
  FORWARDER: ['order', 'orderDetails', 'gpsDetail', 'truckDetail', 'td:main:'],
  driver: ['orderDetails', 'gpsDetail', 'truckDetail', 'truck:data:'],
  common: ['order.list', 'orderDetails', 'td:main:list'],
};
