/**
 * Bulk orders for benchmarks and scale tests: orders, two containers each (valid ISO 6346 numbers) and
 * completed dispatches for the completed ones, written by generate_series in SQL, a chunk per statement.
 * Completed dispatches only: the rule 'one active dispatch per truck' holds in bulk data too.
 */
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { listPage, touchList, type ListRequest } from '../../lib/list-query';

export { countsSettled } from '../../lib/list-query';
import { demoContainer } from './seed';
import { ORDER_LIST, orderListSource, type OrderFilter } from './order-list';
import { DISPATCH_LIST } from './dispatch-read';
import { DISPATCH, TRUCK_ORDER } from '@port/sdk/domains/trucking';

export interface BulkOptions {
  count: number;
  forwarderCompanyId: string;
  fleetCompanyId: string;
  createdBy: string;
  truckIds: string[];
  driverIds: string[];
  /** Rows per statement. */
  chunk?: number;
  /** The newest order's time; orders are one second apart going back. */
  newest?: Date;
  onProgress?: (done: number) => void;
}

const POOL = 10_000;

export async function bulkInsertOrders(db: Database, opts: BulkOptions): Promise<{ firstId: number; lastId: number }> {
  const chunk = opts.chunk ?? 100_000;
  const pool = Array.from({ length: POOL }, (_, i) => demoContainer(1_000_000 + i));
  const { rows } = await sql<{ max: number | string | null }>`select max(id) as max from truck_orders`.execute(db);
  const firstId = Number(rows[0]?.max ?? 0) + 1;
  const lastId = firstId + opts.count - 1;
  const newest = (opts.newest ?? new Date()).toISOString();
  const trucks = opts.truckIds.map(Number);
  const drivers = opts.driverIds.map(Number);
  for (let from = firstId; from <= lastId; from += chunk) {
    const to = Math.min(lastId, from + chunk - 1);
    await db.transaction().execute(async (trx) => {
      await sql`
        insert into truck_orders (id, order_no, order_type, status, forwarder_company_id, fleet_company_id, created_by, bill_no, vessel,
          voyage, take_address, delivery_address, contact_name, contact_phone, ctn_count, done_count, version, create_time, update_time)
        select s, 'TD' || to_char(ts, 'YYYYMMDD') || lpad(s::text, 8, '0'),
          (array['I','E','1','2','3','D'])[1 + s % 6],
          (array['05','00','01','02','03','06','06','01'])[1 + (s * 7) % 8],
          ${opts.forwarderCompanyId}, ${opts.fleetCompanyId}, ${opts.createdBy},
          'NGB' || lpad((s % 1000000)::text, 7, '0'),
          (array['MSC ANNA','COSCO TAURUS','EVER GIVEN','MAERSK EMDEN'])[1 + s % 4],
          lpad((s % 90 + 10)::text, 3, '0') || 'E',
          (array['ZITYARD','JXTLYARD','DFDCYARD','GMCYARD','CXNYARD'])[1 + s % 5],
          '宁波市北仑区新碶街道明州路' || (s % 500)::text || '号', '张经理', '13800000002',
          2, case when (s * 7) % 8 in (5, 6) then 2 else 0 end, 1, ts, ts
        from generate_series(${from}::bigint, ${to}::bigint) as s,
          lateral (select ${newest}::timestamptz - ((${lastId}::bigint - s) * interval '1 second') as ts) as t`.execute(trx);
      await sql`
        insert into truck_order_containers (order_id, seq, ctn_no, ctn_size, ctn_type, seal_no, weight_kg, send_status, delivered_time)
        select o.id, k, (${pool}::text[])[1 + ((o.id * 2 + k) % ${POOL})],
          (array['20','40','45'])[1 + (o.id + k) % 3], (array['GP','HC','RF'])[1 + (o.id + k) % 3],
          'SL' || o.id::text || k::text, 8000 + ((o.id + k) % 10) * 1000,
          case when o.status = ${sql.lit(TRUCK_ORDER.done)} then ${sql.lit(DISPATCH.delivered)} else ${sql.lit(DISPATCH.notSent)} end,
          case when o.status = ${sql.lit(TRUCK_ORDER.done)} then o.create_time + interval '6 hours' end
        from truck_orders o cross join generate_series(1, 2) as k
        where o.id between ${from} and ${to}`.execute(trx);
      await sql`
        insert into truck_dispatches (order_id, container_id, fleet_company_id, truck_id, driver_id, status, created_by, finish_time, create_time, update_time)
        select c.order_id, c.id, ${opts.fleetCompanyId}, (${trucks}::bigint[])[1 + (c.id % ${trucks.length})],
          (${drivers}::bigint[])[1 + (c.id % ${drivers.length})], ${sql.lit(DISPATCH.delivered)}, ${opts.createdBy}, c.delivered_time,
          c.delivered_time - interval '3 hours', c.delivered_time
        from truck_order_containers c
        where c.order_id between ${from} and ${to} and c.send_status = ${sql.lit(DISPATCH.delivered)}`.execute(trx);
    });
    opts.onProgress?.(to - firstId + 1);
  }
  await sql`select setval(pg_get_serial_sequence('truck_orders', 'id'), (select max(id) from truck_orders))`.execute(db);
  touchList(ORDER_LIST.name);
  touchList(DISPATCH_LIST.name);
  return { firstId, lastId };
}

/** Fresh planner statistics and visibility maps after a bulk load (index-only scans, honest estimates). */
export async function analyzeTrucking(db: Database): Promise<void> {
  for (const t of ['truck_orders', 'truck_order_containers', 'truck_dispatches']) await sql`vacuum analyze ${sql.table(t)}`.execute(db);
}

/**
 * One page of a forwarder's order list through the list machinery alone (no HTTP, no session): the
 * database side of the list's server time, for the benchmark.
 */
export async function forwarderOrderPage(db: Database, forwarderCompanyId: string, req: ListRequest & OrderFilter) {
  const { pageNo, pageSize, cursor, sortField, sortOrder, ...filter } = req;
  const source = orderListSource(db, { kind: 'company', companyId: forwarderCompanyId, companyKind: 'forwarder' }, filter);
  return listPage(db, ORDER_LIST, source, { pageNo, pageSize, cursor, sortField, sortOrder });
}
