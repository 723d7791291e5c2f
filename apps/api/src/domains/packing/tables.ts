/** Kysely types of the packing-list domain (migration 0090_packing_list), merged into DB from here. */
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Numeric = ColumnType<string, number | string, number | string>;
type NullableNumeric = ColumnType<string | null, number | string | null | undefined, number | string | null>;

export interface PackingListsTable {
  id: Generated<string>;
  packing_no: string;
  /** draft | submitted | returned | confirmed | cancelled */
  status: Generated<string>;
  /** The forwarder (owner) and the terminal it is addressed to (counterpart). */
  company_id: string;
  terminal_company_id: string;
  created_by: string | null;
  container_no: string;
  size_type: string;
  seal_no: string;
  bl_no: string | null;
  /** One cargo item a line (@port/sdk/domains/packing lines.ts); the totals below are derived from it. */
  cargo_lines: string;
  line_count: number;
  packages: number;
  gross_weight: Numeric;
  volume: Numeric;
  /** terminal | gateIn | preArrival | null: where the terminal's pre-entry data came from. */
  terminal_source: string | null;
  terminal_seal_no: string | null;
  terminal_packages: number | null;
  terminal_gross_weight: NullableNumeric;
  terminal_volume: NullableNumeric;
  return_reason: string | null;
  confirm_time: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  version: Generated<number>;
  create_time: CreatedAt;
  update_time: CreatedAt;
}

declare module '../../db/schema' {
  interface DB {
    packing_lists: PackingListsTable;
  }
}
