/**
 * Demo yard fees: the yard YRD001 runs the place ZITYARD (中技堆场) and both it and the terminal TML001 keep a
 * tariff (storage by size and full/empty after free days, lift-off and lift-on, reefer power, weighing); TML001
 * gives the forwarder FWD001 an agreed storage price. Containers of FWD001's bookings visited ZITYARD over the last
 * five weeks: most have left (a few paid from FWD001's prepayment, the rest to pay), a few are still in the yard.
 * Container numbers pass ISO 6346; every time lies in the past. Runs once (skipped when a tariff exists).
 */
import type { Insertable } from 'kysely';
import { sql } from 'kysely';
import type { AppServices } from '../../services';
import { containerNumber } from '../portal/seed';
import type { PortalContainerMovesTable } from '../portal/tables';
import { LedgerError } from '../ledger/ledger';
import { billVisit } from './bill';
import { factsQuery, type VisitFacts } from './fees';
import { syncVisits } from './visits';

const YARD_PLACE = 'ZITYARD';
type Line = [code: string, name: string, size: string | null, type: string | null, ef: string | null, freeDays: number, cents: number];
const TARIFF: Line[] = [
  ['STORAGE', '堆存费(标准)', null, null, null, 4, 1_500],
  ['STORAGE', '40尺重箱堆存费', '40', null, 'F', 4, 3_000],
  ['STORAGE', '空箱堆存费', null, null, 'E', 7, 800],
  ['LIFT_OFF', '卸车费', null, null, null, 0, 12_000],
  ['LIFT_ON', '装车费', null, null, null, 0, 12_000],
  ['REEFER', '冷藏箱插电费', null, 'R', 'F', 0, 18_000],
  ['WEIGH', '过磅费', null, null, null, 0, 5_000],
];
const PREFIXES = ['MSKU', 'CSNU', 'OOLU', 'CMAU'] as const;
const SIZE_TYPES = ['22G1', '45G1', '42G1', '45R1'] as const;
const VISITS = 16;

export async function seedYardFees(services: AppServices): Promise<void> {
  const { db } = services;
  if (await db.selectFrom('yardfee_items').select('id').limit(1).executeTakeFirst()) return;
  const companies = await db.selectFrom('companies').select(['company_id', 'company_code']).where('company_code', 'in', ['YRD001', 'TML001', 'FWD001']).execute();
  const idOf = (code: string) => companies.find((c) => c.company_code === code)?.company_id;
  const yard = idOf('YRD001');
  const terminal = idOf('TML001');
  const forwarder = idOf('FWD001');
  if (!yard || !terminal || !forwarder) return;
  const now = services.now().getTime();
  const day = 86_400_000;
  const at = new Date(now - 40 * day);
  await db.insertInto('yardfee_places').values({ place: YARD_PLACE, company_id: yard }).onConflict((oc) => oc.column('place').doNothing()).execute();
  for (const company of [yard, terminal]) {
    await db.insertInto('yardfee_items').values(TARIFF.map(([item_code, name, ctn_size, ctn_type, empty_full, free_days, price_cents]) => ({
      company_id: company, item_code, name, ctn_size, ctn_type, empty_full, free_days, price_cents: company === terminal ? Math.round(price_cents * 1.2) : price_cents, create_time: at, update_time: at,
    }))).execute();
  }
  const standard = await db.selectFrom('yardfee_items').select(sql<string>`id::text`.as('id')).where('company_id', '=', terminal).where('item_code', '=', 'STORAGE')
    .where('ctn_size', 'is', null).where('empty_full', 'is', null).executeTakeFirstOrThrow();
  await db.insertInto('yardfee_rates').values({
    company_id: terminal, customer_code: 'FWD001', customer_company_id: forwarder, item_id: standard.id, price_cents: 1_200, free_days: 5, remark: '年度协议价', create_time: at, update_time: at,
  }).execute();

  // Visits at the yard of containers on FWD001's bookings.
  const bookings = await db.selectFrom('bookings').select('booking_no').where('company_id', '=', forwarder).where('booking_no', 'is not', null).orderBy('booking_no').limit(VISITS).execute();
  if (!bookings.length) return;
  const hour = 3_600_000;
  const moves: Array<Insertable<PortalContainerMovesTable>> = [];
  for (let i = 0; i < VISITS; i += 1) {
    const prefix = PREFIXES[i % PREFIXES.length]!;
    const base = {
      container_no: containerNumber(prefix, 730_000 + i * 17), size_type: SIZE_TYPES[i % SIZE_TYPES.length]!, line_code: prefix.slice(0, 3), empty_full: i % 3 === 0 ? 'E' : 'F',
      place: YARD_PLACE, bill_no: bookings[i % bookings.length]!.booking_no, truck_license: `浙B${String(30000 + i * 211).padStart(5, '0')}`,
    };
    const inAt = new Date(now - (36 - i * 2) * day - (i % 5) * hour);
    moves.push({ ...base, event: 'gateIn', event_time: inAt });
    // The last few are still in the yard.
    if (i < VISITS - 3) moves.push({ ...base, event: 'gateOut', event_time: new Date(inAt.getTime() + (2 + (i % 9)) * day + 5 * hour) });
  }
  await db.insertInto('portal_container_moves').values(moves).execute();
  await syncVisits(db);
  const payer = await db.selectFrom('users').select('user_id').where('mobile', '=', '13800000002').executeTakeFirst();
  const closed = (await factsQuery(db).where('status', '=', 'out').where('place', '=', YARD_PLACE).where('customer_company_id', '=', forwarder).orderBy('in_time').limit(6).execute()) as VisitFacts[];
  for (const v of closed) {
    const paidAt = new Date(Math.min(now - hour, (v.out_time ?? new Date(now)).getTime() + 2 * hour));
    // A balance too short for a demo bill leaves that visit to pay.
    await db.transaction().execute((trx) => billVisit(trx, v, { companyId: forwarder, userId: payer?.user_id ?? null }, paidAt)).catch((err: unknown) => {
      if (!(err instanceof LedgerError)) throw err;
    });
  }
}
