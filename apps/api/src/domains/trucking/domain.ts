/** Trucking (SPEC §2.8/§2.9): the forwarder's orders, the fleet's review and dispatch, the directory, the container list. */
import { defineDomain } from '../module';
import * as trucking from './migrations/0005_trucking';
import * as directory from './migrations/0009_trucking_directory';
import * as containerListIndexes from './migrations/0010_container_list_indexes';
import { TRUCKING_GRANTS, TRUCKING_MENUS } from './menus';
import { truckingHandlers } from './routes';
import { seedTrucking } from './seed';
import { TRUCKING_WORK } from './work';

export const domain = defineDomain({
  name: 'trucking',
  handlers: truckingHandlers,
  // 0005 also makes the fleet's, the GPS's and the alarms' tables (one migration then; its name stays).
  migrations: { '0005_trucking': trucking, '0009_trucking_directory': directory, '0010_container_list_indexes': containerListIndexes },
  menus: TRUCKING_MENUS,
  grants: TRUCKING_GRANTS,
  work: TRUCKING_WORK,
  // Every start: the fleet dictionaries and page buttons; demo orders and dispatches; the embedded GPS simulator.
  seed: { late: (services) => seedTrucking(services) },
});
