/**
 * Which trucks hold a port permit now: a filing approved whose validity covers today's port day. The truck's
 * own filing state (fleet_trucks.filing_status, kept by ./permit.ts) says approved but not until when; readers that
 * must not count a lapsed permit (the GPS simulator, dispatch) use this predicate on their truck id column.
 */
import { sql, type SqlBool } from 'kysely';
import { portDay } from '../../lib/datetime';
import { writeHistory } from '../../lib/entity/history';
import { touchList } from '../../lib/list-query';
import type { Executor } from '../../lib/records';
import type { AppServices, SessionUser } from '../../services';
import { vehicleFilingEntity } from '@port/sdk/domains/permits';

export function filedTruck(truckIdColumn: string, now: Date) {
  const today = portDay(now);
  return sql<SqlBool>`exists (select 1 from vehicle_filings f where f.truck_id = ${sql.ref(truckIdColumn)} and f.status = 'approved'
    and f.valid_from <= ${today}::date and f.valid_to >= ${today}::date)`;
}

/**
 * A filed truck whose plates or type changed no longer is the truck its permit names: its approved filing lapses
 * (revoked, with the reason and a line in its trail), so the permits list, dispatch and the GPS simulator agree with
 * the truck's own state (未备案) and the fleet files it again. Runs in the edit's transaction.
 */
export async function lapseFilingsOfChangedTruck(
  trx: Executor, caller: { user: SessionUser; services: AppServices }, truckId: string, reason: string,
): Promise<number> {
  const lapsed = await trx
    .updateTable('vehicle_filings')
    .set((eb) => ({ status: 'revoked', reject_reason: reason, version: eb('version', '+', 1), update_time: caller.services.now() }))
    .where('truck_id', '=', truckId)
    .where('status', '=', 'approved')
    .returning('id')
    .execute();
  for (const { id } of lapsed) {
    await writeHistory(trx, caller, { entity: vehicleFilingEntity.name, recordId: id, action: 'revoke', fromState: 'approved', toState: 'revoked', reason });
  }
  if (lapsed.length > 0) touchList(vehicleFilingEntity.name);
  return lapsed.length;
}
