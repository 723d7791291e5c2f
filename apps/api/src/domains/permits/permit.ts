/**
 * What a filing's transitions do beyond its state (the store's beforeTransition), in the transition's transaction:
 * the permit fee moves through the prepayment ledger (business type PAP: held on submit, settled on approval,
 * released on rejection; a renewal holds and settles at once), the permit gets its number and validity, and the
 * truck's filing state (fleet_trucks.filing_status, which dispatch reads) follows: 1 under review, 2 filed, 3 rejected,
 * 0 after a revocation.
 */
import { PERMIT_FEE_CENTS, PERMIT_MONTHS } from '@port/sdk/domains/permits';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { ApiError } from '../../http/errors';
import type { EntityCaller, Row } from '../../lib/entity/store';
import type { Executor } from '../../lib/records';
import { clientText } from '../../lib/text';
import { LedgerError, hold, release, settle } from '../ledger/ledger';
import { sql } from 'kysely';
import { portDay, portDayStamp } from '../../lib/datetime';

export const PAP = 'PAP';

/** YYYY-MM-DD plus months (the day clamped to the month's last). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) + months;
  const last = new Date(Date.UTC(Math.floor(total / 12), (total % 12) + 1, 0)).getUTCDate();
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

const dateText = (v: unknown): string | null => (v instanceof Date ? portDay(v) : typeof v === 'string' && v ? v.slice(0, 10) : null);

async function money<T>(caller: EntityCaller, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof LedgerError && err.code === 'insufficient') throw new ApiError(409, 'invalidBody', {}, { text: clientText(caller.lang, 'permits.insufficient') });
    throw err;
  }
}

async function setTruck(trx: Executor, row: Row, caller: EntityCaller, set: Record<string, unknown>): Promise<void> {
  await trx.updateTable('fleet_trucks').set({ ...set, update_time: caller.services.now() }).where('id', '=', String(row.truck_id)).execute();
}

export async function filingTransition(caller: EntityCaller, trx: Executor, action: string, row: Row, reason: string | null): Promise<Record<string, unknown>> {
  const db = trx as Kysely<DB>;
  const now = caller.services.now();
  const companyId = String(row.company_id);
  const today = portDay(now);
  const recordPath = `/papDetail/vehicleDetails?id=${String(row.id)}`;
  const userId = caller.user.userId;
  switch (action) {
    case 'submit':
    case 'resubmit': {
      // One occupation per submission: the version makes a resubmission's key new, a replay of the same call finds it.
      const holdKey = `${String(row.filing_no)}-${String(row.version)}`;
      await money(caller, () => hold(db, {
        companyId, businessType: PAP, businessKey: holdKey, amountCents: PERMIT_FEE_CENTS, description: clientText('zh-CN', 'permits.feeDescription'), recordPath, userId, now,
      }));
      await setTruck(trx, row, caller, { filing_status: '1', filing_submit_time: now, filing_reason: null });
      return { hold_key: holdKey, fee_cents: PERMIT_FEE_CENTS, reject_reason: null };
    }
    case 'approve': {
      await settle(db, { companyId, businessType: PAP, businessKey: String(row.hold_key), userId, now });
      await setTruck(trx, row, caller, {
        filing_status: '2', filing_review_time: now, filing_reviewer: userId, filing_reason: null, trailer_license: row.trailer_license as string | null, truck_type: String(row.truck_type),
      });
      const permitNo = row.permit_no ? String(row.permit_no) : await nextNo(trx, caller, 'vehicle_permit_no_seq', 'TX');
      return { permit_no: permitNo, valid_from: today, valid_to: addMonths(today, PERMIT_MONTHS) };
    }
    case 'reject': {
      await release(db, { companyId, businessType: PAP, businessKey: String(row.hold_key), userId, now });
      await setTruck(trx, row, caller, { filing_status: '3', filing_review_time: now, filing_reviewer: userId, filing_reason: reason });
      return { reject_reason: reason };
    }
    case 'renew': {
      // The renewal runs a year from the end of the current validity (or from today when it has lapsed).
      const end = dateText(row.valid_to) ?? today;
      const from = end > today ? end : today;
      const key = `${String(row.permit_no)}-R${from}`;
      await money(caller, () => hold(db, {
        companyId, businessType: PAP, businessKey: key, amountCents: PERMIT_FEE_CENTS, description: clientText('zh-CN', 'permits.feeDescription'), recordPath, userId, now,
      }));
      await settle(db, { companyId, businessType: PAP, businessKey: key, userId, now });
      return { valid_to: addMonths(from, PERMIT_MONTHS), fee_cents: PERMIT_FEE_CENTS };
    }
    case 'revoke': {
      await setTruck(trx, row, caller, { filing_status: '0', filing_reason: reason, filing_review_time: now, filing_reviewer: userId });
      return { reject_reason: reason };
    }
    default:
      return {};
  }
}

/** A prefix + yymmdd (the port's day) + a six-digit sequence. */
export async function nextNo(trx: Executor, caller: Pick<EntityCaller, 'services'>, sequence: string, prefix: string): Promise<string> {
  const { rows } = await sql<{ n: string }>`select nextval(${sequence})::text as n`.execute(trx);
  const day = portDayStamp(caller.services.now());
  return `${prefix}${day}${rows[0]!.n.padStart(6, '0')}`;
}
