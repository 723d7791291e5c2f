/**
 * Container visits from the gate moves (portal_container_moves, written by the terminal's 闸口作业 → 箱动态录入 and
 * the EDI/open API events): a gate-in or discharge at a place some yard or terminal operates opens a visit; the
 * next gate-out or load of that container at that place (before any later arrival there) closes it.
 *
 * Read paths call syncVisits first, so a move is billable as soon as it is recorded, without the open domain
 * knowing of fees. Whose place: yardfee_places, else the terminal of vessel calls naming it, else a yard or
 * terminal whose company code it is. Whose container: the forwarder of the booking or trucking order whose number
 * is the move's bill. Both statements are idempotent (the unique start move; only visits still 'in' close).
 */
import { sql } from 'kysely';
import type { Executor } from '../../lib/records';
import { touchList } from '../../lib/list-query';

export async function syncVisits(db: Executor): Promise<void> {
  const opened = await sql`
    insert into yardfee_visits (start_move_id, container_no, size_type, empty_full, place, bill_no, start_event, in_time, operator_company_id, customer_company_id)
    select m.id, m.container_no, m.size_type, m.empty_full, m.place, m.bill_no, m.event, m.event_time, op.company_id, cu.company_id
    from portal_container_moves m
    cross join lateral (select coalesce(
      (select p.company_id from yardfee_places p where p.place = m.place),
      (select v.terminal_company_id from vessel_voyages v where v.terminal_code = m.place and v.terminal_company_id is not null limit 1),
      (select c.company_id from companies c where c.company_code = m.place and c.kind in ('yard', 'terminal'))
    ) as company_id) op
    cross join lateral (select coalesce(
      (select b.company_id from bookings b where m.bill_no is not null and b.booking_no = m.bill_no order by b.id desc limit 1),
      (select o.forwarder_company_id from truck_orders o where m.bill_no is not null and o.bill_no = m.bill_no order by o.id desc limit 1)
    ) as company_id) cu
    where m.event in ('gateIn', 'discharge') and m.event_time is not null and op.company_id is not null
      and not exists (select 1 from yardfee_visits y where y.start_move_id = m.id)
    on conflict (start_move_id) do nothing`.execute(db);
  const closed = await sql`
    update yardfee_visits v set end_move_id = x.end_id, end_event = x.end_event, out_time = x.end_time, status = 'out', update_time = now()
    from (
      select v2.id as vid, e.id as end_id, e.event as end_event, e.event_time as end_time
      from yardfee_visits v2
      cross join lateral (
        select e.id, e.event, e.event_time from portal_container_moves e
        where e.container_no = v2.container_no and e.place = v2.place and e.event in ('gateOut', 'load')
          and e.event_time >= v2.in_time and e.event_time is not null
          and not exists (select 1 from yardfee_visits n where n.container_no = v2.container_no and n.place = v2.place
                          and n.in_time > v2.in_time and n.in_time <= e.event_time)
        order by e.event_time, e.id limit 1
      ) e
      where v2.status = 'in'
    ) x
    where v.id = x.vid and v.status = 'in'`.execute(db);
  if (Number(opened.numAffectedRows ?? 0) || Number(closed.numAffectedRows ?? 0)) touchList('yardfee.visit');
}
