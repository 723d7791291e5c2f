/**
 * The seam where a reservation fee is paid before the reservation (SPEC §2.8 emptyPrepayFull: paid from the
 * company's prepayment balance). The ledger of prepayment balances is being built (issue 14 part 4); until it
 * exists no yard charges a reservation fee (`reservationFeeCents` answers 0 for every yard), and a yard that
 * did would be refused with pickup.reservation.feeHeld — never a pretended payment.
 *
 * To wire the ledger: make `reservationFeeCents` read the yard's rate, and `payReservationFee` debit the
 * company's prepayment balance for `amountCents` under the idempotent business key (e.g. `pickup:YY…`) in the
 * same transaction `trx` as the reservation, throwing when the balance does not cover it.
 */
import { ApiError } from '../../http/errors';
import type { Executor } from '../../lib/records';

/** The reservation fee in cents a yard charges for one place; 0 = none (all yards, until the ledger exists). */
export async function reservationFeeCents(_trx: Executor, _yardCompanyId: string): Promise<number> {
  return 0;
}

export interface PrepaymentCharge {
  companyId: string;
  amountCents: number;
  /** Unique per business: the same key never debits twice. */
  businessKey: string;
}

/** Pays `amountCents` from the company's prepayment balance; held (409) while the ledger does not exist. */
export async function payReservationFee(_trx: Executor, charge: PrepaymentCharge, heldText: string): Promise<void> {
  if (charge.amountCents <= 0) return;
  throw new ApiError(409, 'staleUpdate', {}, { text: heldText });
}
