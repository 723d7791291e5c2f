/**
 * The shipment menu, under the forwarder's 订单管理 (issue 13 §3 export and import orders): 进出口订单 is the list,
 * its detail and form hidden beside it. The SPEC's /orderDetails/* routes stay the trucking order details. The
 * forwarder role selects 订单管理 whole, so the buttons hang under the list page.
 */
import type { MenuSeed } from '../module';

const button = (perms: string): MenuSeed => ({ key: perms, type: 'button', title: perms.split(':').pop()!, perms });

export const SHIPMENT_MENUS: MenuSeed[] = [
  { key: 'order.shipments', type: 'page', path: '/order/shipments', title: '进出口订单', component: 'shipment/shipments', keepAlive: true,
    children: [button('shipment:list'), button('shipment:edit'), button('shipment:export')] },
  { key: 'order.shipmentDetail', type: 'named', path: '/order/shipmentDetail', title: '订单详情', component: 'shipment/shipmentDetail', hidden: true },
  { key: 'order.shipmentForm', type: 'named', path: '/order/shipmentForm', title: '新增进出口订单', component: 'shipment/shipmentForm', hidden: true },
];
