/**
 * Paying a visit: the fee computed now becomes its bill (charge no., days, lines, total kept on the visit) and is
 * taken from the customer's available balance in the same transaction — a hold settled at once under the ledger's
 * business type YARD with the charge no. as its key, so the ledger screen shows it as a yard-fee occupation linked
 * to the visit. A zero fee is billed without a ledger entry (the ledger moves only positive amounts).
 */
import { sql } from 'kysely';
import { YARD_FEE_BUSINESS } from '@port/sdk/domains/yardfee';
import type { Executor } from '../../lib/records';
import { clientText } from '../../lib/text';
import { hold, settle } from '../ledger/ledger';
import { portDate, type VisitFee } from './fee';
import { feesOf, type VisitFacts } from './fees';

/** YF + yymmdd (port date) + a six-digit sequence. */
async function nextChargeNo(trx: Executor, now: Date): Promise<string> {
  const { rows } = await sql<{ n: string }>`select nextval('yardfee_charge_no_seq')::text as n`.execute(trx);
  return `YF${portDate(now).slice(2).replace(/-/g, '')}${rows[0]!.n.padStart(6, '0')}`;
}

/** Bills and pays a visit that has ended (the caller checked its customer and state, the row locked). */
export async function billVisit(trx: Executor, v: VisitFacts, payer: { companyId: string; userId: string | null }, now: Date): Promise<{ chargeNo: string; fee: VisitFee }> {
  const fee = (await feesOf(trx, [v], now)).get(v.id)!;
  const chargeNo = await nextChargeNo(trx, now);
  if (fee.totalCents > 0) {
    const key = { companyId: payer.companyId, businessType: YARD_FEE_BUSINESS, businessKey: chargeNo };
    await hold(trx, {
      ...key, amountCents: fee.totalCents, description: clientText('zh-CN', 'yardfee.ledger', { containerNo: v.container_no }),
      recordPath: `/yardCostManage/visitDetail?id=${v.id}`, userId: payer.userId, now,
    });
    await settle(trx, { ...key, userId: payer.userId, now });
  }
  await trx.updateTable('yardfee_visits').set({
    status: 'paid', charge_no: chargeNo, days: fee.days, total_cents: fee.totalCents, lines: JSON.stringify(fee.lines), paid_by: payer.userId, paid_time: now,
    version: sql`version + 1`, update_time: now,
  }).where('id', '=', v.id).execute();
  return { chargeNo, fee };
}
