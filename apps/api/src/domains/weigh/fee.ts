/**
 * The fee of one weighing: the terminal's yard tariff weighing item (yardfee_items, item WEIGH) with the orderer's
 * custom rate of that item valid today when there is one (the yardfee domain's rateOn), else DEFAULT_WEIGH_FEE_CENTS.
 */
import { sql } from 'kysely';
import { DEFAULT_WEIGH_FEE_CENTS } from '@port/sdk/domains/weigh';
import type { Executor } from '../../lib/records';
import { portDate, rateOn } from '../yardfee/fee';

const day = (v: Date | string | null): string | null => (v === null ? null : v instanceof Date ? portDate(v) : v.slice(0, 10));

export async function weighFeeCents(db: Executor, terminalId: string, customerId: string, now: Date): Promise<number> {
  const item = await db.selectFrom('yardfee_items').select([sql<string>`id::text`.as('id'), 'price_cents'])
    .where('company_id', '=', terminalId).where('item_code', '=', 'WEIGH').orderBy('id').executeTakeFirst();
  if (!item) return DEFAULT_WEIGH_FEE_CENTS;
  const rates = await db.selectFrom('yardfee_rates').select([sql<string>`item_id::text`.as('item_id'), 'price_cents', 'free_days', 'valid_from', 'valid_to'])
    .where('item_id', '=', item.id).where('customer_company_id', '=', customerId).execute();
  const rate = rateOn(rates.map((r) => ({ itemId: r.item_id, priceCents: Number(r.price_cents), freeDays: r.free_days, validFrom: day(r.valid_from), validTo: day(r.valid_to) })), item.id, portDate(now));
  return Number(rate ? rate.priceCents : item.price_cents);
}
