/** The packing-list domain (SPEC §2.8 /packingQuery): the forwarder's packing list per container, compared with and confirmed by the terminal. */
import { defineDomain } from '../module';
import { PACKING_GRANTS, PACKING_MENUS, PACKING_OPERATION_MENUS } from './menus';
import * as migration from './migration';
import { packingHandlers } from './routes';
import { seedPackingLists } from './seed';
import { describedWork } from '../../lib/entity/work';
import { packingListStore } from './store';

export const domain = defineDomain({
  name: 'packing',
  work: [...describedWork(packingListStore)],
  handlers: packingHandlers,
  migrations: { '0090_packing_list': migration },
  menus: [{ ...PACKING_MENUS, after: 'emptyApply' }, PACKING_OPERATION_MENUS],
  grants: PACKING_GRANTS,
  seedDemo: seedPackingLists,
});
