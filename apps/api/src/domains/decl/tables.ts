/** Kysely types of the declarations domain (migration 0035_dg_declaration), merged into DB from here. */
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Numeric = ColumnType<string, number | string, number | string>;
type NullableNumeric = ColumnType<string | null, number | string | null, number | string | null>;

export interface DgDeclarationsTable {
  id: Generated<string>;
  /** DG + yymmdd + a sequence, assigned on create. */
  decl_no: string;
  /** draft | submitted | accepted | rejected | cancelled */
  status: Generated<string>;
  /** The forwarder that declares (owner) and the terminal that reviews (counterpart). */
  company_id: string;
  terminal_company_id: string;
  created_by: string | null;
  voyage_seq: string;
  bl_no: string;
  container_no: string;
  size_type: string;
  un_no: string;
  proper_shipping_name: string;
  imdg_class: string;
  subsidiary_risks: string | null;
  packing_group: string | null;
  flash_point: NullableNumeric;
  ems: string;
  marine_pollutant: Generated<boolean>;
  limited_quantity: Generated<boolean>;
  packages: number;
  package_kind: string;
  net_weight: Numeric;
  gross_weight: Numeric;
  emergency_contact: string;
  emergency_phone: string;
  /** Stored file paths (stored_files.path) of the three documents. */
  dg_declaration_file: string | null;
  packing_certificate_file: string | null;
  sds_file: string | null;
  reject_reason: string | null;
  version: Generated<number>;
  create_time: CreatedAt;
  update_time: CreatedAt;
}

declare module '../../db/schema' {
  interface DB {
    dg_declarations: DgDeclarationsTable;
  }
}

export interface PreArrivalsTable {
  id: Generated<string>;
  /** PA + yymmdd + a sequence, assigned on create. */
  pre_arrival_no: string;
  /** draft | submitted | arrived | accepted | rejected | cancelled */
  status: Generated<string>;
  /** The forwarder (owner) and the terminal that gates the container in (counterpart). */
  company_id: string;
  terminal_company_id: string;
  created_by: string | null;
  voyage_seq: string;
  bl_no: string;
  container_no: string;
  seal_no: string;
  gross_weight: Numeric;
  customs_decl_no: string;
  /** The terminal's gate-in record, matched with the declaration. */
  gate_in_time: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  gate_in_seal: string | null;
  gate_in_weight: NullableNumeric;
  /** When the arrival report went to customs, and the reason of its rejection receipt. */
  report_time: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  receipt_reason: string | null;
  version: Generated<number>;
  create_time: CreatedAt;
  update_time: CreatedAt;
}

declare module '../../db/schema' {
  interface DB {
    pre_arrivals: PreArrivalsTable;
  }
}

export interface ReeferDeclarationsTable {
  id: Generated<string>;
  /** RF + yymmdd + a sequence, assigned on create. */
  reefer_no: string;
  status: Generated<string>;
  company_id: string;
  terminal_company_id: string;
  created_by: string | null;
  /** port | wt (the /wt screens' channel). */
  channel: string;
  voyage_seq: string;
  bl_no: string;
  container_no: string;
  size_type: string;
  commodity: string;
  set_temperature: Numeric;
  temperature_unit: string;
  ventilation: number;
  humidity: number | null;
  controlled_atmosphere: Generated<boolean>;
  o2_percent: NullableNumeric;
  co2_percent: NullableNumeric;
  pre_trip_inspection: Generated<boolean>;
  pti_date: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  genset: Generated<boolean>;
  plug_in_from: ColumnType<Date, Date | string, Date | string>;
  plug_in_to: ColumnType<Date, Date | string, Date | string>;
  reject_reason: string | null;
  version: Generated<number>;
  create_time: CreatedAt;
  update_time: CreatedAt;
}

declare module '../../db/schema' {
  interface DB {
    reefer_declarations: ReeferDeclarationsTable;
  }
}
