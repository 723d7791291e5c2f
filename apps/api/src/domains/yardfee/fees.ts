/**
 * The fee of visits as records: the facts of each visit, its operator's tariff, its customer's rates and its
 * weighings not charged by the weighbridge read in a few queries per page, then computeVisitFee (fee.ts). A paid visit answers its bill as paid.
 */
import { sql } from 'kysely';
import type { Schemas } from '@port/sdk/contract';
import { hasPermission, type SessionUser } from '../../services';
import type { Executor } from '../../lib/records';
import { computeVisitFee, portDate, type CustomRate, type FeeLine, type TariffLine, type VisitFee } from './fee';

export interface VisitFacts {
  id: string;
  container_no: string;
  size_type: string;
  empty_full: string;
  in_time: Date;
  out_time: Date | null;
  start_event: string;
  end_event: string | null;
  status: string;
  operator_company_id: string;
  customer_company_id: string | null;
  lines: FeeLine[] | null;
  days: number | null;
  total_cents: string | null;
}

export const factsQuery = (db: Executor) =>
  db.selectFrom('yardfee_visits').select([
    sql<string>`id::text`.as('id'), 'container_no', 'size_type', 'empty_full', 'in_time', 'out_time', 'start_event', 'end_event', 'status',
    'operator_company_id', 'customer_company_id', 'lines', 'days', 'total_cents',
  ]);

/** Each visit's fee: computed at `now` for an unpaid visit, the kept bill for a paid one. */
export async function feesOf(db: Executor, visits: readonly VisitFacts[], now: Date): Promise<Map<string, VisitFee>> {
  const out = new Map<string, VisitFee>();
  const open = visits.filter((v) => v.status !== 'paid');
  for (const v of visits) if (v.status === 'paid') out.set(v.id, { days: v.days ?? 0, lines: v.lines ?? [], totalCents: Number(v.total_cents ?? 0) });
  if (!open.length) return out;
  const operators = [...new Set(open.map((v) => v.operator_company_id))];
  const customers = [...new Set(open.map((v) => v.customer_company_id).filter((c): c is string => !!c))];
  const items = await db.selectFrom('yardfee_items')
    .select([sql<string>`id::text`.as('id'), 'company_id', 'item_code', 'name', 'ctn_size', 'ctn_type', 'empty_full', 'free_days', 'price_cents'])
    .where('company_id', 'in', operators).execute();
  const rates = customers.length
    ? await db.selectFrom('yardfee_rates')
      .select([sql<string>`item_id::text`.as('item_id'), 'company_id', 'customer_company_id', 'price_cents', 'free_days', 'valid_from', 'valid_to'])
      .where('company_id', 'in', operators).where('customer_company_id', 'in', customers).execute()
    : [];
  // A weighing ordered through the weighbridge (weigh_orders) is charged there, on its own WEIGH ledger fee; the
  // visit counts only weighings nobody else charged (a weighing list without an order).
  const weighed = await db.selectFrom('weigh_lists as l').select(['l.ctn_no', 'l.weigh_time'])
    .where('l.ctn_no', 'in', [...new Set(open.map((v) => v.container_no))])
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('weigh_orders as o').select('o.id').whereRef('o.weigh_list_id', '=', 'l.id'))))
    .execute();
  const day = (d: Date | string | null) => (d === null ? null : portDate(d instanceof Date ? d : new Date(d)));
  for (const v of open) {
    const tariff: TariffLine[] = items.filter((i) => i.company_id === v.operator_company_id).map((i) => ({
      id: i.id, itemCode: i.item_code as TariffLine['itemCode'], name: i.name, ctnSize: i.ctn_size, ctnType: i.ctn_type, emptyFull: i.empty_full,
      freeDays: i.free_days, priceCents: Number(i.price_cents),
    }));
    const own: CustomRate[] = rates.filter((r) => r.company_id === v.operator_company_id && r.customer_company_id === v.customer_company_id).map((r) => ({
      itemId: r.item_id, priceCents: Number(r.price_cents), freeDays: r.free_days, validFrom: day(r.valid_from), validTo: day(r.valid_to),
    }));
    const end = v.out_time ?? now;
    const wasWeighed = weighed.some((w) => w.ctn_no === v.container_no && w.weigh_time >= v.in_time && w.weigh_time <= end);
    out.set(v.id, computeVisitFee({
      sizeType: v.size_type, emptyFull: v.empty_full, inTime: v.in_time, outTime: v.out_time, startEvent: v.start_event, endEvent: v.end_event, weighed: wasWeighed,
    }, tariff, own, now));
  }
  return out;
}

/** Whether the caller may pay the visit now: a user of its customer holding yardfee:pay, the container gone, a fee due. */
export const payable = (user: SessionUser, v: VisitFacts, fee: VisitFee): boolean =>
  v.status === 'out' && !!v.customer_company_id && v.customer_company_id === user.companyId && hasPermission(user, 'yardfee:pay') && fee.totalCents > 0;

/** The record with its fee: days, total and lines as computed (or paid), and whether the caller may pay it. */
export function withFee(record: Schemas['YardVisit'], user: SessionUser, v: VisitFacts | undefined, fee: VisitFee | undefined): Schemas['YardVisit'] {
  if (!v || !fee) return { ...record, days: record.days ?? 0, feeCents: record.feeCents ?? 0, feeLines: [], payable: false };
  return {
    ...record,
    days: fee.days,
    feeCents: fee.totalCents,
    feeLines: fee.lines.map((l) => ({ ...l })),
    payable: payable(user, v, fee),
  };
}
