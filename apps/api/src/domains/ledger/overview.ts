/**
 * 支付管理's overview (getPaymentOverview) read from the ledger, the only record of money: one prepayment account
 * per company whose available amount every business type draws on, and what each business type holds now.
 * A business type's row: what it holds (occupied), the shared available amount, and their sum (what that
 * business can count on); the totals are the account's own, not a sum of the rows.
 */
import { sql } from 'kysely';
import { defineHandlers, requireUser } from '../../http/contract';
import { companyOf } from '../accounts/payment/routes';
import { dateTime, yuan } from '../accounts/common/format';
import { balances } from './ledger';
import { businessNames, num } from './view';

const fromCents = (cents: bigint | string | number): number => yuan(num(cents) / 100);

export const paymentOverviewHandlers = defineHandlers({
  getPaymentOverview: async ({ services, user, query }) => {
    const me = requireUser(user);
    const company = await companyOf(services, me, query.companyId);
    const names = await businessNames(services);
    const account = await balances(services.db, company.company_id);
    const held = await services.db
      .selectFrom('ledger_holds')
      .select(['business_type', sql<string>`sum(amount_cents)::text`.as('cents'), sql<Date>`max(update_time)`.as('update_time')])
      .where('company_id', '=', company.company_id)
      .where('status', '=', 'held')
      .groupBy('business_type')
      .execute();
    const heldByType = new Map(held.map((h) => [h.business_type, h]));
    const available = fromCents(account.available);
    const balancesByType = [...new Set([...names.keys(), ...heldByType.keys()])].map((type) => {
      const h = heldByType.get(type);
      const occupied = fromCents(h?.cents ?? 0);
      return { businessType: type, businessName: names.get(type) ?? null, balance: yuan(occupied + available), occupied, available, updateTime: dateTime(h?.update_time) };
    });
    const accounts = await services.db
      .selectFrom('payment_accounts')
      .selectAll()
      .where('company_id', '=', company.company_id)
      .orderBy('is_default', 'desc')
      .orderBy('create_time')
      .execute();
    return {
      companyId: company.company_id,
      companyName: company.company_name,
      totalBalance: fromCents(account.available + account.held),
      totalOccupied: fromCents(account.held),
      totalAvailable: available,
      balances: balancesByType,
      accounts: accounts.map((a) => ({
        id: a.id, companyId: a.company_id, bankName: a.bank_name, accountNo: a.account_no, accountName: a.account_name,
        isDefault: a.is_default, status: a.status === '1' ? ('1' as const) : ('0' as const), remark: a.remark, createTime: dateTime(a.create_time),
      })),
    };
  },
});
