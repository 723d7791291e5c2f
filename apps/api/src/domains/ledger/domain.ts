/** The prepayment ledger (issue 15): one account per company, occupations of every business type, invoicing. */
import { defineDomain } from '../module';
import { LEDGER_COMPANY_KEYS, LEDGER_HIDDEN_MENUS, LEDGER_MENUS, LEDGER_PLATFORM_MENUS } from './menus';
import * as migration from './migration';
import * as dropOldBalances from './migration-0041';
import * as bankRef from './migration-0163';
import { ledgerHandlers } from './routes';
import { seedLedger } from './seed';

export const domain = defineDomain({
  name: 'ledger',
  handlers: ledgerHandlers,
  migrations: { '0040_ledger': migration, '0041_drop_prepayment_balances': dropOldBalances, '0163_ledger_bank_ref': bankRef },
  menus: [LEDGER_MENUS, LEDGER_HIDDEN_MENUS, LEDGER_PLATFORM_MENUS],
  grants: { FORWARDER: LEDGER_COMPANY_KEYS, driver: LEDGER_COMPANY_KEYS, CARRIER: LEDGER_COMPANY_KEYS, TERMINAL: LEDGER_COMPANY_KEYS, YARD: LEDGER_COMPANY_KEYS, BARGE: LEDGER_COMPANY_KEYS },
  seedDemo: seedLedger,
});
