/**
 * Payment before reservation (SPEC §2.8 emptyPrepayFull): a yard that charges a reservation fee has it held from
 * the company's prepayment balance (the ledger, business type LIFTING, key = the reservation no.) in the
 * reservation's own transaction; the fee is settled when the truck gates in or does not come, and released when
 * the reservation is cancelled. The ledger's entries are idempotent by that key, so a retried call never moves
 * money twice, and its balance constraint means concurrent reservations never overdraw.
 */
import { ApiError } from '../../http/errors';
import type { Executor } from '../../lib/records';
import { hold, LedgerError, release, settle } from '../ledger/ledger';

export const RESERVATION_BUSINESS = 'LIFTING';

/** The reservation fee in cents a yard charges for one place; 0 = none. */
export async function reservationFeeCents(trx: Executor, yardCompanyId: string): Promise<number> {
  const row = await trx.selectFrom('pickup_yard_fees').select('reservation_fee_cents').where('yard_company_id', '=', yardCompanyId).executeTakeFirst();
  return row?.reservation_fee_cents ?? 0;
}

export interface PrepaymentCharge {
  companyId: string;
  amountCents: number;
  /** The reservation no.: the same key never holds twice. */
  businessKey: string;
  description: string;
  recordPath: string;
  userId: string;
}

/** Holds the fee from the company's prepayment balance; 409 with `insufficientText` when the balance does not cover it. */
export async function payReservationFee(trx: Executor, charge: PrepaymentCharge, insufficientText: string): Promise<void> {
  if (charge.amountCents <= 0) return;
  try {
    await hold(trx, {
      companyId: charge.companyId, businessType: RESERVATION_BUSINESS, businessKey: charge.businessKey, amountCents: charge.amountCents,
      description: charge.description, recordPath: charge.recordPath, userId: charge.userId,
    });
  } catch (error) {
    if (error instanceof LedgerError && error.code === 'insufficient') throw new ApiError(409, 'staleUpdate', {}, { text: insufficientText });
    throw error;
  }
}

/** The fee is earned (gate-in, no-show): held → revenue. Nothing when the reservation held none. */
export async function settleReservationFee(trx: Executor, r: { company_id: string; res_no: string; fee_cents: number }, userId: string): Promise<void> {
  if (r.fee_cents > 0) await settle(trx, { companyId: r.company_id, businessType: RESERVATION_BUSINESS, businessKey: r.res_no, userId });
}

/** The reservation was cancelled: held → available. */
export async function releaseReservationFee(trx: Executor, r: { company_id: string; res_no: string; fee_cents: number }, userId: string): Promise<void> {
  if (r.fee_cents > 0) await release(trx, { companyId: r.company_id, businessType: RESERVATION_BUSINESS, businessKey: r.res_no, userId });
}
