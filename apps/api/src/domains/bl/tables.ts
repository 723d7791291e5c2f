/** Kysely types of the B/L domain (migration 0020_bl), merged into DB from here. */
import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { BillContainer } from '@port/sdk/domains/bl';

type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Decimal = ColumnType<string, number | string, number | string>;

export interface BillsTable {
  id: Generated<string>;
  bl_no: string;
  /** draft | issued | correcting | confirmed | approved */
  status: Generated<string>;
  /** The shipping-line agent that issued the draft (owner) and the forwarder who booked (counterpart). */
  company_id: string;
  forwarder_company_id: string;
  created_by: string | null;
  booking_id: string;
  shipper: string;
  consignee: string;
  notify_party: string | null;
  pol_code: string;
  pod_code: string;
  voyage_seq: string;
  cargo_description: string;
  marks: string | null;
  /** The container lines as typed, and parsed. */
  containers: string;
  container_lines: JSONColumnType<BillContainer[], string, string>;
  container_count: number;
  packages: number;
  gross_weight: Decimal;
  volume: Decimal;
  freight_terms: string;
  bl_type: string;
  version: Generated<number>;
  create_time: CreatedAt;
  update_time: CreatedAt;
}

/** One correction a forwarder asked of a B/L draft: the field, the value asked for, a note; its outcome on re-issue. */
export interface BillCorrectionsTable {
  id: Generated<string>;
  bill_id: string;
  field: string;
  requested_value: string;
  note: string | null;
  /** open | applied | declined */
  state: Generated<string>;
  requested_by: string | null;
  create_time: CreatedAt;
  close_time: NullableTimestamp;
}

/** Whether a voyage takes bookings and B/L confirmations, and until when; kept by the voyage's agent. */
export interface ShipConfigsTable {
  id: Generated<string>;
  voyage_seq: string;
  company_id: string;
  created_by: string | null;
  booking_open: Generated<boolean>;
  booking_deadline: NullableTimestamp;
  bl_open: Generated<boolean>;
  bl_deadline: NullableTimestamp;
  remark: string | null;
  version: Generated<number>;
  create_time: CreatedAt;
  update_time: CreatedAt;
}

declare module '../../db/schema' {
  interface DB {
    bills: BillsTable;
    bill_corrections: BillCorrectionsTable;
    ship_configs: ShipConfigsTable;
  }
}
