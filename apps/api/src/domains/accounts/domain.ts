/** Enterprises and accounts (accounts/index.ts): its tables, its sections of the menu, the demo world's companies and users. */
import { defineDomain } from '../module';
import * as accounts from './migrations/0004_accounts';
import * as paymentRecords from './migrations/0008_payment_records';
import { ensureAdmin, seedDemoAccounts } from './demo-seed';
import { accountsHandlers, seedAccounts } from './index';
import { ACCOUNTS_GRANTS, ACCOUNTS_MENUS } from './menus';

export const domain = defineDomain({
  name: 'accounts',
  handlers: accountsHandlers,
  migrations: { '0004_accounts': accounts, '0008_payment_records': paymentRecords },
  menus: ACCOUNTS_MENUS,
  grants: ACCOUNTS_GRANTS,
  seed: {
    core: seedDemoAccounts,
    // Last of the seed, as it always ran: its later pages (given with 账号管理) and demo payments, then the first administrator.
    late: async (services) => {
      await seedAccounts(services);
      await ensureAdmin(services);
    },
  },
});
