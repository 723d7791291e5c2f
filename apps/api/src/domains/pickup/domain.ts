/** The pick-up domain (/emptyApply): applications (forwarder → shipping-line agent), releases, yard slots and reservations. */
import { defineDomain } from '../module';
import { PICKUP_GRANTS, PICKUP_MENUS, PICKUP_OPERATION_MENUS } from './menus';
import * as migration from './migration';
import * as prepay from './migration-0091';
import * as agentLines from './migration-0155';
import { pickupHandlers } from './routes';
import { seedAgentLines, seedPickup, seedYardFees } from './seed';
import { describedWork } from '../../lib/entity/work';
import { pickupApplicationStore } from './stores';

export const domain = defineDomain({
  name: 'pickup',
  work: [...describedWork(pickupApplicationStore)],
  handlers: pickupHandlers,
  migrations: { '0030_pickup': migration, '0091_pickup_prepay': prepay, '0155_pickup_agent_lines': agentLines },
  menus: [{ ...PICKUP_MENUS, after: 'exportation' }, PICKUP_OPERATION_MENUS],
  grants: PICKUP_GRANTS,
  seedDemo: async (services) => {
    await seedPickup(services);
    await seedYardFees(services);
    await seedAgentLines(services);
  },
});
