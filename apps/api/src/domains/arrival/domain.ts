/** The arrival information domain: the shipping-line agent sends a voyage's arrival, the forwarder addressed acknowledges. */
import { defineDomain } from '../module';
import { ARRIVAL_MENUS, ARRIVAL_OPERATION_MENUS } from './menus';
import * as migration from './migration';
import { arrivalHandlers } from './routes';
import { seedArrivalNotices } from './seed';

export const domain = defineDomain({
  name: 'arrival',
  handlers: arrivalHandlers,
  migrations: { '0022_arrival_notice': migration },
  menus: [{ ...ARRIVAL_MENUS, after: 'shipchange' }, ARRIVAL_OPERATION_MENUS],
  grants: { CARRIER: ['arrival', 'arrival:edit'], FORWARDER: ['arrival', 'arrival:ack'] },
  seedDemo: seedArrivalNotices,
});
