/** The yard-fee domain (SPEC §2.8 /yardCostManage, /report/exportChargeReport): tariffs, custom rates, visits billed from the ledger. */
import { defineDomain } from '../module';
import { YARDFEE_GRANTS, YARDFEE_MENUS, YARDFEE_OPERATION_MENUS } from './menus';
import * as migration from './migration';
import * as migration0150 from './migration-0150';
import { yardfeeHandlers } from './routes';
import { seedYardFees } from './seed';
import { UNPAID_FEES } from './work';

export const domain = defineDomain({
  name: 'yardfee',
  work: [UNPAID_FEES],
  handlers: yardfeeHandlers,
  migrations: { '0085_yardfee': migration, '0150_yardfee_visit_sync': migration0150 },
  menus: [{ ...YARDFEE_MENUS, after: 'ledger' }, YARDFEE_OPERATION_MENUS],
  grants: YARDFEE_GRANTS,
  seedDemo: seedYardFees,
});
