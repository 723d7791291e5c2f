/** Kysely types of the booking domain (migration 0013_booking), merged into DB from here. */
import type { ColumnType, Generated, JSONColumnType } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableDate = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface BookingsTable {
  id: Generated<string>;
  /** Assigned by the agent on accept. */
  booking_no: string | null;
  /** draft | submitted | accepted | rejected | cancelled */
  status: Generated<string>;
  /** The forwarder (owner) and the shipping-line agent the booking is addressed to (counterpart). */
  company_id: string;
  agent_company_id: string;
  created_by: string | null;
  shipper: string;
  consignee: string;
  notify_party: string | null;
  pol_code: string;
  pod_code: string;
  /** vessel_voyages.seq of the chosen call, when known. */
  voyage_seq: string | null;
  sailing_from: NullableDate;
  sailing_to: NullableDate;
  /** The container demand as typed ("2x40HC COC; 1x20GP SOC") and its parsed lines. */
  containers: string;
  container_lines: JSONColumnType<Array<{ quantity: number; sizeType: string; soc: boolean }>, string, string>;
  cargo_description: string;
  hs_code: string | null;
  packages: number;
  package_kind: string;
  gross_weight: ColumnType<string, number | string, number | string>;
  volume: ColumnType<string | null, number | string | null, number | string | null>;
  dangerous: Generated<boolean>;
  reefer: Generated<boolean>;
  freight_terms: string;
  bl_type: string;
  remark: string | null;
  reject_reason: string | null;
  version: Generated<number>;
  create_time: CreatedAt;
  update_time: CreatedAt;
}

declare module '../../db/schema' {
  interface DB {
    bookings: BookingsTable;
  }
}
