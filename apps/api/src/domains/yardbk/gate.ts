/**
 * The gate reads a release (issue 14): a gate-out at a yard is refused unless something valid covers the container —
 * its pick-up barcode (barcode domain: paid from the ledger, within its validity; the gate-out lifts it), an agent's
 * pick-up release at that yard still valid today (listing the container, or, released by quantity, of its size/type
 * and the releasing agent's line),
 * a booked pick-up reservation for it at that yard, or a yard booking the yard accepted that lists it. A container
 * given a barcode under a release goes out on the barcode, not on the release it was given under (else a cancelled,
 * refunded barcode would still let it out). Runs in the gate move's transaction (open domain, 箱动态录入), before the
 * move is written.
 */
import { sql } from 'kysely';
import type { ServerLanguage } from '@port/config/server-messages';
import { ApiError } from '../../http/errors';
import type { Executor } from '../../lib/records';
import { clientText } from '../../lib/text';
import { barcodeAtGate } from '../barcode/lift';
import { sqlPortToday } from '../../lib/datetime';
import { PICKUP_STATUS, RESERVATION_STATUS } from '@port/sdk/domains/pickup';

export async function gateOutCovered(db: Executor, yardCompanyId: string, containerNo: string, sizeType: string, lineCode: string): Promise<boolean> {
  const { rows } = await sql<{ ok: boolean }>`
    select exists (
      select 1 from pickup_applications p
      where p.status = ${sql.lit(PICKUP_STATUS.released)} and p.release_yard_id = ${yardCompanyId}
        and (p.valid_until is null or p.valid_until >= ${sqlPortToday()})
        and (${containerNo} = any(string_to_array(p.released_containers, ','))
          or (p.released_containers is null and ${sizeType} = case p.released_size_type when '20GP' then '22G1' when '40GP' then '42G1' when '40HC' then '45G1'
            when '20RF' then '22R1' when '40RF' then '45R1' when '45HC' then 'L5G1' else p.released_size_type end
            and ${lineCode} = coalesce((select al.line_code from pickup_agent_lines al where al.agent_company_id = p.agent_company_id),
              (select ac.company_code from companies ac where ac.company_id = p.agent_company_id))))
        and not exists (select 1 from barcode_lifts bl where bl.application_id = p.id and bl.ctn_no = ${containerNo})
    ) or exists (
      select 1 from pickup_reservations r where r.status = ${sql.lit(RESERVATION_STATUS.booked)} and r.yard_company_id = ${yardCompanyId} and r.ctn_no = ${containerNo}
    ) or exists (
      select 1 from yard_bookings b where b.status = 'accepted' and b.yard_company_id = ${yardCompanyId} and b.operation in ('liftEmpty', 'ladenPick')
        and ${containerNo} = any(string_to_array(b.containers, ','))
    ) as ok`.execute(db);
  return rows[0]?.ok === true;
}

export interface GateOut {
  yardCompanyId: string;
  /** Where the yard's moves are recorded (the move's place). */
  place: string;
  containerNo: string;
  sizeType: string;
  /** The line the move is recorded under (a release by quantity covers its agent's line only, as 空箱源 counts it). */
  lineCode: string;
  now: Date;
  actor: { userId: string | null; companyId: string | null };
}

export async function assertGateOutCovered(db: Executor, lang: ServerLanguage, g: GateOut): Promise<void> {
  const barcode = await barcodeAtGate(db, g.yardCompanyId, g.place, g.containerNo, g.now, g.actor);
  if (barcode.kind === 'passes' || (await gateOutCovered(db, g.yardCompanyId, g.containerNo, g.sizeType, g.lineCode))) return;
  const text = barcode.kind === 'expired' ? clientText(lang, 'yardbk.gate.barcodeExpired', { ctnNo: g.containerNo, date: barcode.date })
    : barcode.kind === 'unpaid' ? clientText(lang, 'yardbk.gate.barcodeUnpaid', { ctnNo: g.containerNo, barcode: barcode.barcode })
      : clientText(lang, 'yardbk.gate.uncovered', { ctnNo: g.containerNo });
  throw new ApiError(409, 'staleUpdate', {}, { text });
}
