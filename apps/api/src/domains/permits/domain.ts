/** The permits domain (SPEC §2.8 papDetail): vehicle filing with documents (fleet → platform staff) and the port permit it becomes. */
import type { Handlers } from '../../http/contract';
import { entityHandlers } from '../../lib/entity/handlers';
import { defineDomain } from '../module';
import * as migration from './migration';
import { PERMITS_FLEET_KEYS, PERMITS_MENUS, PERMITS_OPERATION_MENUS } from './menus';
import { seedFilings } from './seed';
import { vehicleFilingStore } from './store';
import { describedWork } from '../../lib/entity/work';

export const domain = defineDomain({
  name: 'permits',
  work: [...describedWork(vehicleFilingStore)],
  handlers: { ...entityHandlers(vehicleFilingStore, { exportTitle: 'permits.pages.filings' }) } as unknown as Handlers,
  migrations: { '0080_vehicle_filing': migration },
  menus: [PERMITS_MENUS, PERMITS_OPERATION_MENUS],
  grants: { driver: PERMITS_FLEET_KEYS },
  seedDemo: seedFilings,
});
