/**
 * Kysely types of the vessel domain: vessels and their calls (vessel_voyages), created by migration 0002 for
 * the lookups and extended by 0012_vessel_schedule for the schedule. Merged into DB from here.
 */
import type { ColumnType, Generated } from 'kysely';

type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export interface VesselsTable {
  /** The entity id (bigint identity); vessel_code stays the key the lookups and voyages refer to. */
  id: Generated<string>;
  vessel_code: string;
  vessel_name: string;
  vessel_ename: string | null;
  imo: string | null;
  mmsi: string | null;
  call_sign: string | null;
  flag: string | null;
  vessel_type: string | null;
  teu: number | null;
  company_id: string | null;
  created_by: string | null;
  version: Generated<number>;
  create_time: CreatedAt;
  update_time: CreatedAt;
}

export interface VesselVoyagesTable {
  id: Generated<string>;
  /** The entity id (bigint identity). */
  seq: Generated<string>;
  vessel_code: string;
  /** The lookups' voyage and direction (I import, E export): the export voyage when there is one, else the import one. */
  voyage: string;
  ie_flag: string;
  import_voyage: string | null;
  export_voyage: string | null;
  port_code: string | null;
  terminal_code: string | null;
  berth: string | null;
  eta: NullableTimestamp;
  etd: NullableTimestamp;
  ata: NullableTimestamp;
  atd: NullableTimestamp;
  doc_cutoff: NullableTimestamp;
  /** The gate-in cut-off (截港), read by the portal's entry notice. */
  close_time: NullableTimestamp;
  /** planned | berthed | departed | closed | cancelled */
  status: Generated<string>;
  company_id: string | null;
  created_by: string | null;
  terminal_company_id: string | null;
  version: Generated<number>;
  create_time: CreatedAt;
  update_time: CreatedAt;
}

declare module '../../db/schema' {
  interface DB {
    vessels: VesselsTable;
    vessel_voyages: VesselVoyagesTable;
  }
}
