/** The pick-up domain (/emptyApply): applications (forwarder → shipping-line agent), releases, yard slots and reservations. */
import { defineDomain } from '../module';
import { PICKUP_GRANTS, PICKUP_MENUS, PICKUP_OPERATION_MENUS } from './menus';
import * as migration from './migration';
import { pickupHandlers } from './routes';
import { seedPickup } from './seed';

export const domain = defineDomain({
  name: 'pickup',
  handlers: pickupHandlers,
  migrations: { '0030_pickup': migration },
  menus: [{ ...PICKUP_MENUS, after: 'exportation' }, PICKUP_OPERATION_MENUS],
  grants: PICKUP_GRANTS,
  seedDemo: seedPickup,
});
