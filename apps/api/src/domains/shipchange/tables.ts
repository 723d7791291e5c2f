/** Kysely types of the vessel-change application domain (migration 0021_ship_change). Merged into DB from here. */
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export interface ShipChangesTable {
  id: Generated<string>;
  /** SC + yymmdd + a sequence, assigned on create. */
  apply_no: string;
  /** The original and the new vessel voyage (vessel_voyages.seq), both calling at the auditing terminal. */
  from_voyage_seq: string;
  to_voyage_seq: string;
  /** Container numbers, comma-separated, each passing SPEC §5. */
  containers: string;
  container_count: number;
  reason: string;
  /** draft | submitted | approved | rejected */
  status: Generated<string>;
  /** The forwarder that applied (owner). */
  company_id: string;
  /** The terminal company the voyages call at, which audits (counterpart). */
  terminal_company_id: string | null;
  created_by: string | null;
  version: Generated<number>;
  create_time: CreatedAt;
  update_time: CreatedAt;
}

declare module '../../db/schema' {
  interface DB {
    ship_changes: ShipChangesTable;
  }
}
