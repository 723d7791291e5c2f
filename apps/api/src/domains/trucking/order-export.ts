/** The trucking orders' export (the million-row sheet): packed cells in keyset batches, fleets named per batch. */
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { sqlPortZone } from '../../lib/datetime';
import { iteratePacked, packCells, type ListRequest } from '../../lib/list-query';
import { ORDER_LIST, type orderListSource } from './order-list';

/**
 * The export's cells, as cheap for the database and the driver as they can be (a million rows are read in a
 * fraction of the time the full list row takes): packed (packCells) and read a batch at a time as one text
 * (iteratePacked), the time as the text of the port zone's wall-clock timestamp (to_char costs several times
 * more a row), the fleet as its id, named by exportBatches. EXPORT_CELL gives each cell's position.
 */
const EXPORT_CELLS = packCells([
  'o.order_no', 'o.order_type', 'o.status', 'o.bill_no', 'o.vessel', 'o.voyage', 'o.take_address', 'o.ctn_count', 'o.fleet_company_id',
  sql`o.create_time at time zone ${sqlPortZone}`,
]);

export const EXPORT_CELL = {
  orderNo: 0, orderType: 1, status: 2, billNo: 3, vessel: 4, voyage: 5, takeAddress: 6, ctnCount: 7, fleetCompanyId: 8, createTime: 9,
} as const;

export type ExportRow = string[];

/**
 * The export's rows (cells in EXPORT_CELL order) in list order and keyset batches, and a row's fleet name:
 * names are read for the fleets a batch brings that were not seen before (a handful an export), not joined
 * per row. The time cell may carry fractions of a second; the sheet shows 'YYYY-MM-DD HH:mm:ss'.
 */
export function exportBatches(db: Database, source: ReturnType<typeof orderListSource>, req: Pick<ListRequest, 'sortField' | 'sortOrder'>) {
  const names = new Map<string, string | null>();
  async function* batches(): AsyncGenerator<ExportRow[]> {
    for await (const rows of iteratePacked(db, ORDER_LIST, source.base, EXPORT_CELLS, req, { batchSize: 10_000 })) {
      const missing = new Set<string>();
      for (const r of rows) {
        const id = r[EXPORT_CELL.fleetCompanyId]!;
        if (id && !names.has(id)) missing.add(id);
      }
      if (missing.size) {
        const found = await db.selectFrom('companies').select(['company_id', 'company_name']).where('company_id', 'in', [...missing]).execute();
        for (const id of missing) names.set(id, null);
        for (const c of found) names.set(c.company_id, c.company_name);
      }
      yield rows;
    }
  }
  return {
    rows: batches(),
    fleetName: (r: ExportRow) => names.get(r[EXPORT_CELL.fleetCompanyId]!) ?? null,
    time: (r: ExportRow) => r[EXPORT_CELL.createTime]!.slice(0, 19),
  };
}
