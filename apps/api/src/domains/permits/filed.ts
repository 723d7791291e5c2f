/**
 * Which trucks hold a port permit now: a filing approved whose validity covers today's port day. The truck's
 * own filing state (fleet_trucks.filing_status, kept by ./permit.ts) says approved but not until when; readers that
 * must not count a lapsed permit (the GPS simulator, dispatch) use this predicate on their truck id column.
 */
import { sql, type SqlBool } from 'kysely';
import { portDay } from '../../lib/datetime';

export function filedTruck(truckIdColumn: string, now: Date) {
  const today = portDay(now);
  return sql<SqlBool>`exists (select 1 from vehicle_filings f where f.truck_id = ${sql.ref(truckIdColumn)} and f.status = 'approved'
    and f.valid_from <= ${today}::date and f.valid_to >= ${today}::date)`;
}
