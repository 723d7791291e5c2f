/**
 * Container visits from the gate moves (portal_container_moves, written by the terminal's 闸口作业 → 箱动态录入 and
 * the EDI/open API events): a gate-in or discharge at a place some yard or terminal operates opens a visit; the
 * next gate-out or load of that container at that place (before any later arrival there) closes it.
 *
 * Event-driven: recording a gate move (open/events.ts emitContainerEvent) runs syncVisits in the move's own
 * transaction, after taking the sync lock (lockVisitSync) before inserting it, so moves are made into visits in the
 * order of their insertion numbers (seq) and none commits behind the watermark (yardfee_sync.last_seq). Reads still
 * call syncVisits, which answers at once when the watermark is at the last move (moves written by other means, e.g.
 * the demo seed, are taken then, once). Whose place: yardfee_places, else the terminal of vessel calls naming it,
 * else a yard or terminal whose company code it is. Whose container: the forwarder of the booking or trucking order
 * whose number is the move's bill. Both statements are idempotent (the unique start move; only visits still 'in' close).
 */
import { sql } from 'kysely';
import type { Executor } from '../../lib/records';
import { touchList } from '../../lib/list-query';

/** Takes the sync's row lock in the caller's transaction: a move inserted after it gets a seq no sync has passed. */
export async function lockVisitSync(trx: Executor): Promise<void> {
  await sql`select last_seq from yardfee_sync where id = 1 for update`.execute(trx);
}

const lastMoveSeq = async (db: Executor): Promise<string> =>
  (await sql<{ n: string }>`select coalesce(max(seq), 0)::text as n from portal_container_moves`.execute(db)).rows[0]!.n;
const watermark = async (db: Executor, lock: boolean): Promise<string> =>
  (await sql<{ n: string }>`select last_seq::text as n from yardfee_sync where id = 1 ${lock ? sql`for update` : sql``}`.execute(db)).rows[0]?.n ?? '0';

/** Makes the moves after the watermark into visits; answers whether any visit opened or closed. */
export async function syncVisits(db: Executor): Promise<boolean> {
  if (BigInt(await lastMoveSeq(db)) <= BigInt(await watermark(db, false))) return false;
  const work = (trx: Executor) => syncFrom(trx);
  const changed = db.isTransaction ? await work(db) : await db.transaction().execute(work);
  // In a caller's transaction the caller tells the lists after its commit.
  if (changed && !db.isTransaction) touchList('yardfee.visit');
  return changed;
}

async function syncFrom(trx: Executor): Promise<boolean> {
  const lo = await watermark(trx, true);
  const hi = await lastMoveSeq(trx);
  if (BigInt(hi) <= BigInt(lo)) return false;
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
    where m.seq > ${lo}::bigint and m.seq <= ${hi}::bigint
      and m.event in ('gateIn', 'discharge') and m.event_time is not null and op.company_id is not null
      and not exists (select 1 from yardfee_visits y where y.start_move_id = m.id)
    on conflict (start_move_id) do nothing`.execute(trx);
  // Only a visit opened by these moves, or one these moves may end, can close now (the same rule as over every move:
  // a visit that stayed open stays so until a new move of its container and place comes).
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
      where v2.status = 'in' and exists (
        select 1 from portal_container_moves r where r.seq > ${lo}::bigint and r.seq <= ${hi}::bigint
          and r.container_no = v2.container_no and r.place = v2.place and (r.event in ('gateOut', 'load') or r.id = v2.start_move_id))
    ) x
    where v.id = x.vid and v.status = 'in'`.execute(trx);
  await sql`update yardfee_sync set last_seq = ${hi}::bigint where id = 1`.execute(trx);
  return Number(opened.numAffectedRows ?? 0) > 0 || Number(closed.numAffectedRows ?? 0) > 0;
}
