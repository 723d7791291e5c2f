/** The wmm domain (SPEC §2.8 wmm): wheeled machinery registration (company → platform staff) and its plate re-issue with a fee. */
import type { Handlers } from '../../http/contract';
import { entityHandlers } from '../../lib/entity/handlers';
import { defineDomain } from '../module';
import * as migration from './migration';
import { WMM_COMPANY_KEYS, WMM_MENUS, WMM_OPERATION_MENUS } from './menus';
import { seedMachines } from './seed';
import { wmmMachineStore } from './store';

export const domain = defineDomain({
  name: 'wmm',
  handlers: { ...entityHandlers(wmmMachineStore, { exportTitle: 'wmm.pages.machines' }) } as unknown as Handlers,
  migrations: { '0115_wmm_machines': migration },
  menus: [WMM_MENUS, WMM_OPERATION_MENUS],
  grants: { driver: WMM_COMPANY_KEYS, YARD: WMM_COMPANY_KEYS, TERMINAL: WMM_COMPANY_KEYS },
  seedDemo: seedMachines,
});
