/** The sign domain (SPEC §2.8 signApply, signMessageDetail): agreement applications (company → platform staff) and the sealed contracts they become. */
import type { Handlers } from '../../http/contract';
import { entityHandlers } from '../../lib/entity/handlers';
import { defineDomain } from '../module';
import * as migration from './migration';
import { SIGN_COMPANY_KEYS, SIGN_MENUS, SIGN_OPERATION_MENUS } from './menus';
import { signHandlers } from './routes';
import { seedContracts } from './seed';
import { signContractStore } from './store';

export const domain = defineDomain({
  name: 'sign',
  handlers: { ...entityHandlers(signContractStore, { exportTitle: 'sign.pages.contracts' }), ...signHandlers } as unknown as Handlers,
  migrations: { '0110_sign_contracts': migration },
  menus: [SIGN_MENUS, SIGN_OPERATION_MENUS],
  grants: { FORWARDER: SIGN_COMPANY_KEYS, driver: SIGN_COMPANY_KEYS, CARRIER: SIGN_COMPANY_KEYS, TERMINAL: SIGN_COMPANY_KEYS, BARGE: SIGN_COMPANY_KEYS },
  seedDemo: seedContracts,
});
