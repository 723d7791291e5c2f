/** Export and import orders (the forwarder's shipment), under 订单管理; trucking orders are placed from them. */
import { defineDomain } from '../module';
import { SHIPMENT_MENUS } from './menus';
import * as migration from './migration';
import { shipmentHandlers } from './routes';
import { seedShipments } from './seed';

export const domain = defineDomain({
  name: 'shipment',
  handlers: shipmentHandlers,
  migrations: { '0126_shipment': migration },
  menus: SHIPMENT_MENUS.map((m) => ({ ...m, under: 'order' })),
  grants: { FORWARDER: ['order.shipments', 'order.shipmentDetail', 'order.shipmentForm'] },
  seedDemo: seedShipments,
});
