/** The declarations domain (SPEC §2.8 "Declarations"): dangerous-goods export declarations (forwarder → terminal)
 * pre-arrival / arrival declarations (forwarder → terminal at gate-in → customs) and reefer export declarations. */
import { defineDomain } from '../module';
import { DECL_FORWARDER_KEYS, DECL_MENUS, DECL_OPERATION_MENUS, DECL_TERMINAL_KEYS } from './menus';
import * as dgDeclaration from './migration-0035';
import * as preArrival from './migration-0036';
import * as reefer from './migration-0037';
import { seedReeferDeclarations } from './reeferSeed';
import { seedPreArrivals } from './preArrivalSeed';
import { declHandlers } from './routes';
import { seedDgDeclarations } from './seed';
import { describedWork } from '../../lib/entity/work';
import { dgDeclarationStore } from './stores';
import { reeferStore } from './reeferStore';
import { preArrivalStore } from './preArrivalStore';

export const domain = defineDomain({
  name: 'decl',
  work: [...describedWork(dgDeclarationStore), ...describedWork(reeferStore), ...describedWork(preArrivalStore)],
  handlers: declHandlers,
  migrations: { '0035_dg_declaration': dgDeclaration, '0036_pre_arrival': preArrival, '0037_reefer_declaration': reefer },
  menus: [DECL_MENUS, DECL_OPERATION_MENUS],
  grants: { FORWARDER: DECL_FORWARDER_KEYS, TERMINAL: DECL_TERMINAL_KEYS },
  seedDemo: async (services) => {
    await seedDgDeclarations(services);
    await seedPreArrivals(services);
    await seedReeferDeclarations(services);
  },
});
