/**
 * What a barcode's life does beyond its state, in the transaction of the change: its fee through the prepayment
 * ledger (business type BARCODE, the barcode its key: held on issue, settled on the lift, released on cancel or
 * expiry), the gate-out on the lift; and the barcode itself (random, with its check character).
 */
import { randomBytes } from 'node:crypto';
import { BARCODE_ALPHABET, BARCODE_FEE_CENTS, barcodeCheck } from '@port/sdk/domains/barcode';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { ApiError } from '../../http/errors';
import type { EntityCaller, Row } from '../../lib/entity/store';
import type { Executor } from '../../lib/records';
import { clientText } from '../../lib/text';
import { LedgerError, hold, release, settle } from '../ledger/ledger';
import { portDay } from '../../lib/datetime';

export const BARCODE = 'BARCODE';
export const BARCODE_FEE = BARCODE_FEE_CENTS;

/** TM + 16 characters from 80 random bits + the check character. */
export function newBarcode(): string {
  const bytes = randomBytes(10);
  let bits = 0n;
  for (const b of bytes) bits = (bits << 8n) | BigInt(b);
  let body = '';
  for (let i = 0; i < 16; i++) {
    body = BARCODE_ALPHABET[Number(bits & 31n)]! + body;
    bits >>= 5n;
  }
  return `TM${body}${barcodeCheck(body)}`;
}

export const recordPath = (id: string) => `/barcodeLifting/detail?id=${id}`;
const dayText = (v: unknown): string => (v instanceof Date ? portDay(v) : String(v).slice(0, 10));

/** The barcode is past its release's validity (the port's day). */
export const isPastValidity = (row: Row, now: Date): boolean => dayText(row.valid_until) < portDay(now);

export async function holdFee(caller: EntityCaller, trx: Executor, id: string, row: { barcode_no: string; company_id: string }): Promise<void> {
  try {
    await hold(trx as Kysely<DB>, {
      companyId: row.company_id, businessType: BARCODE, businessKey: row.barcode_no, amountCents: BARCODE_FEE,
      description: clientText('zh-CN', 'barcode.feeDescription'), recordPath: recordPath(id), userId: caller.user.userId, now: caller.services.now(),
    });
  } catch (err) {
    if (err instanceof LedgerError && err.code === 'insufficient') throw new ApiError(409, 'invalidBody', {}, { text: clientText(caller.lang, 'barcode.insufficient') });
    throw err;
  }
}

export async function liftTransition(caller: EntityCaller, trx: Executor, action: string, row: Row): Promise<Record<string, unknown>> {
  const db = trx as Kysely<DB>;
  const now = caller.services.now();
  const money = { companyId: String(row.company_id), businessType: BARCODE, businessKey: String(row.barcode_no), userId: caller.user.userId, now };
  if (action === 'lift') {
    if (isPastValidity(row, now)) throw new ApiError(409, 'invalidBody', {}, { text: clientText(caller.lang, 'barcode.expired', { date: dayText(row.valid_until) }) });
    await settle(db, money);
    return { lift_time: now, lifted_by: caller.user.userId };
  }
  if (action === 'cancel') await release(db, money);
  return {};
}

/** Expires the issued barcodes past their validity (all of them, or the ones given): the state, the fee released, the trail. Answers how many. */
export async function expireDue(db: Kysely<DB>, now: Date, actor: { userId: string | null; companyId: string | null }, ids?: readonly string[]): Promise<number> {
  return db.transaction().execute(async (trx) => {
    let q = trx.updateTable('barcode_lifts').set({ status: 'expired', version: (eb) => eb('version', '+', 1), update_time: now })
      .where('status', '=', 'issued').where('valid_until', '<', portDay(now));
    if (ids) q = q.where('id', 'in', [...ids]);
    const done = await q.returning(['id', 'company_id', 'barcode_no']).execute();
    for (const r of done) {
      await release(trx, { companyId: r.company_id, businessType: BARCODE, businessKey: r.barcode_no, userId: actor.userId, now });
      await trx.insertInto('record_history').values({
        entity: 'barcode.lift', record_id: String(r.id), time: now, actor_id: actor.userId, actor_company_id: actor.companyId, action: 'expire',
        from_state: 'issued', to_state: 'expired', reason: null, changes: '[]',
      }).execute();
    }
    return done.length;
  });
}

/** What the container's barcode at a yard says at a gate-out (yardbk/gate.ts): none, it lets the container out, or why not. */
export type BarcodeAtGate = { kind: 'none' } | { kind: 'passes' } | { kind: 'expired'; date: string } | { kind: 'unpaid'; barcode: string };

/**
 * The container's latest barcode at the yard, unless a gate-out there already used it: paid (issued with its fee held,
 * or lifted with it settled — the ledger's hold says so, not only the state) and within its validity, it lets the
 * container out; an issued one is lifted by the gate-out itself (state, fee settled, trail), so it serves once.
 * Runs in the gate move's transaction.
 */
export async function barcodeAtGate(trx: Executor, yardCompanyId: string, place: string, ctnNo: string, now: Date, actor: { userId: string | null; companyId: string | null }): Promise<BarcodeAtGate> {
  const db = trx as Kysely<DB>;
  const row = await db.selectFrom('barcode_lifts as b')
    .leftJoin('ledger_holds as h', (j) => j.onRef('h.company_id', '=', 'b.company_id').on('h.business_type', '=', BARCODE).onRef('h.business_key', '=', 'b.barcode_no'))
    .select(['b.id', 'b.barcode_no', 'b.status', 'b.company_id', 'b.create_time', 'h.status as hold_status', sql<string>`to_char(b.valid_until, 'YYYY-MM-DD')`.as('valid_until')])
    .where('b.yard_company_id', '=', yardCompanyId).where('b.ctn_no', '=', ctnNo).orderBy('b.id', 'desc').limit(1).forUpdate('b').executeTakeFirst();
  if (!row) return { kind: 'none' };
  const gatedOut = await db.selectFrom('portal_container_moves').select('id').where('container_no', '=', ctnNo).where('place', '=', place)
    .where('event', '=', 'gateOut').where('event_time', '>=', row.create_time).limit(1).executeTakeFirst();
  if (gatedOut) return { kind: 'none' };
  if (row.status === 'expired' || row.valid_until < portDay(now)) return { kind: 'expired', date: row.valid_until };
  const paid = (row.status === 'issued' && row.hold_status === 'held') || (row.status === 'used' && row.hold_status === 'settled');
  if (!paid) return { kind: 'unpaid', barcode: row.barcode_no };
  if (row.status === 'issued') {
    await settle(db, { companyId: row.company_id, businessType: BARCODE, businessKey: row.barcode_no, userId: actor.userId, now });
    await db.updateTable('barcode_lifts').set({ status: 'used', lift_time: now, lifted_by: actor.userId, version: (eb) => eb('version', '+', 1), update_time: now })
      .where('id', '=', row.id).execute();
    await db.insertInto('record_history').values({
      entity: 'barcode.lift', record_id: String(row.id), time: now, actor_id: actor.userId, actor_company_id: actor.companyId, action: 'lift',
      from_state: 'issued', to_state: 'used', reason: null, changes: '[]',
    }).execute();
  }
  return { kind: 'passes' };
}
