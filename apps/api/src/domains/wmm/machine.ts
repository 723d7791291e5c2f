/**
 * What a machine's transitions do beyond its state (the store's beforeTransition), in the transition's transaction:
 * the approval issues the in-port plate (港-, the type's series letter, four digits) and the plate document number;
 * a re-issue holds its fee from the owner's prepayment (business type WMM, one key per re-issue), its approval
 * settles the fee and issues a new plate document number, its rejection releases the fee.
 */
import { WMM_BUSINESS_TYPE, WMM_MACHINE_TYPES, WMM_REMAKE_FEE_CENTS, WMM_REMAKE_REASONS } from '@port/sdk/domains/wmm';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { ApiError, invalid } from '../../http/errors';
import type { EntityCaller, Row } from '../../lib/entity/store';
import type { Executor } from '../../lib/records';
import { clientText } from '../../lib/text';
import { LedgerError, hold, release, settle } from '../ledger/ledger';
import { portDayStamp } from '../../lib/datetime';

/** A prefix + yymmdd (the port's day) + a six-digit sequence. */
export async function nextNo(trx: Executor, caller: Pick<EntityCaller, 'services'>, sequence: string, prefix: string): Promise<string> {
  const { rows } = await sql<{ n: string }>`select nextval(${sequence})::text as n`.execute(trx);
  const day = portDayStamp(caller.services.now());
  return `${prefix}${day}${rows[0]!.n.padStart(6, '0')}`;
}

/** The in-port plate of a machine type: 港-, its series letter, the next of the plate sequence (four digits). */
export async function nextPlate(trx: Executor, machineType: string): Promise<string> {
  const letter = WMM_MACHINE_TYPES.find(([code]) => code === machineType)?.[1] ?? 'F';
  const { rows } = await sql<{ n: string }>`select nextval('wmm_plate_seq')::text as n`.execute(trx);
  return `港-${letter}${String(Number(rows[0]!.n) % 10_000).padStart(4, '0')}`;
}

export async function machineTransition(caller: EntityCaller, trx: Executor, action: string, row: Row, reason: string | null, fields: Readonly<Record<string, unknown>>): Promise<Record<string, unknown>> {
  const db = trx as Kysely<DB>;
  const now = caller.services.now();
  const companyId = String(row.company_id);
  const userId = caller.user.userId;
  switch (action) {
    case 'submit':
    case 'resubmit':
      return { reject_reason: null };
    case 'approve':
      return {
        plate_no: row.plate_no ? String(row.plate_no) : await nextPlate(trx, String(row.machine_type)),
        licence_no: await nextNo(trx, caller, 'wmm_licence_no_seq', 'PZ'),
        reject_reason: null,
      };
    case 'reject':
      return { reject_reason: reason };
    case 'remake': {
      const why = String(fields.remakeReason ?? '');
      if (!(WMM_REMAKE_REASONS as readonly string[]).includes(why)) throw invalid(clientText(caller.lang, 'wmm.reasonInvalid'), 'body.fields.remakeReason');
      // One occupation per re-issue: the count makes each key new, a replay of the same call finds its own.
      const feeKey = `${String(row.machine_no)}-R${Number(row.remake_count) + 1}`;
      try {
        await hold(db, {
          companyId, businessType: WMM_BUSINESS_TYPE, businessKey: feeKey, amountCents: WMM_REMAKE_FEE_CENTS, description: clientText('zh-CN', 'wmm.feeDescription'),
          recordPath: `/wmm/detail?id=${String(row.id)}`, userId, now,
        });
      } catch (err) {
        if (err instanceof LedgerError && err.code === 'insufficient') throw new ApiError(409, 'invalidBody', {}, { text: clientText(caller.lang, 'wmm.insufficient') });
        throw err;
      }
      return { remake_reason: why, fee_key: feeKey, fee_cents: WMM_REMAKE_FEE_CENTS, reject_reason: null };
    }
    case 'approveRemake':
      await settle(db, { companyId, businessType: WMM_BUSINESS_TYPE, businessKey: String(row.fee_key), userId, now });
      return { licence_no: await nextNo(trx, caller, 'wmm_licence_no_seq', 'PZ'), remake_count: Number(row.remake_count) + 1, reject_reason: null };
    case 'rejectRemake':
      await release(db, { companyId, businessType: WMM_BUSINESS_TYPE, businessKey: String(row.fee_key), userId, now });
      return { reject_reason: reason };
    default:
      return {};
  }
}
