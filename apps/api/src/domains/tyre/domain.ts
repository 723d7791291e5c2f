/** The tyre domain (SPEC §2.8 zhilun/tireDetail): the platform's tyre catalogue and the orders paid from the prepayment ledger. */
import type { Handlers } from '../../http/contract';
import { entityHandlers } from '../../lib/entity/handlers';
import { defineDomain } from '../module';
import * as migration from './migration';
import { TYRE_GRANTS, TYRE_MENUS, TYRE_OPERATION_MENUS } from './menus';
import { seedTyres } from './seed';
import { tyreOrderStore, tyreStore } from './stores';

export const domain = defineDomain({
  name: 'tyre',
  handlers: {
    ...entityHandlers(tyreStore, { exportTitle: 'tyre.pages.tyres' }),
    ...entityHandlers(tyreOrderStore, { exportTitle: 'tyre.pages.orders' }),
  } as unknown as Handlers,
  migrations: { '0105_tyre': migration },
  menus: [TYRE_MENUS, TYRE_OPERATION_MENUS],
  grants: TYRE_GRANTS,
  seedDemo: seedTyres,
});
