/**
 * The gate reads a release (issue 14): a gate-out at a yard is refused unless something valid covers the container —
 * an agent's pick-up release at that yard still valid today (listing the container, or, released by quantity, of its
 * size/type), a booked pick-up reservation for it at that yard, or a yard booking the yard accepted that lists it.
 * Runs in the gate move's transaction (open domain, 箱动态录入), before the move is written.
 */
import { sql } from 'kysely';
import type { ServerLanguage } from '@port/config/server-messages';
import { ApiError } from '../../http/errors';
import type { Executor } from '../../lib/records';
import { clientText } from '../../lib/text';

export async function gateOutCovered(db: Executor, yardCompanyId: string, containerNo: string, sizeType: string): Promise<boolean> {
  const { rows } = await sql<{ ok: boolean }>`
    select exists (
      select 1 from pickup_applications p
      where p.status = 'released' and p.release_yard_id = ${yardCompanyId}
        and (p.valid_until is null or p.valid_until >= (now() at time zone 'Asia/Shanghai')::date)
        and (${containerNo} = any(string_to_array(p.released_containers, ','))
          or (p.released_containers is null and ${sizeType} = case p.released_size_type when '20GP' then '22G1' when '40GP' then '42G1' when '40HC' then '45G1'
            when '20RF' then '22R1' when '40RF' then '45R1' when '45HC' then 'L5G1' else p.released_size_type end))
    ) or exists (
      select 1 from pickup_reservations r where r.status = 'booked' and r.yard_company_id = ${yardCompanyId} and r.ctn_no = ${containerNo}
    ) or exists (
      select 1 from yard_bookings b where b.status = 'accepted' and b.yard_company_id = ${yardCompanyId} and b.operation in ('liftEmpty', 'ladenPick')
        and ${containerNo} = any(string_to_array(b.containers, ','))
    ) as ok`.execute(db);
  return rows[0]?.ok === true;
}

export async function assertGateOutCovered(db: Executor, lang: ServerLanguage, yardCompanyId: string, containerNo: string, sizeType: string): Promise<void> {
  if (!(await gateOutCovered(db, yardCompanyId, containerNo, sizeType))) {
    throw new ApiError(409, 'staleUpdate', {}, { text: clientText(lang, 'yardbk.gate.uncovered', { ctnNo: containerNo }) });
  }
}
