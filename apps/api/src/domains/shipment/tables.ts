/** Kysely types of the shipment domain (migration 0126_shipment). Merged into DB from here. */
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export interface ShipmentsTable {
  id: Generated<string>;
  /** EX/IM + yymmdd + a sequence, assigned on create. */
  shipment_no: string;
  /** export | import */
  direction: string;
  bl_no: string;
  /** The accepted booking an export was made from (bookings.id). */
  booking_id: string | null;
  voyage_seq: string;
  pol_code: string;
  pod_code: string;
  shipper: string;
  consignee: string;
  /** One container a line: number size/type seal gross-kg (normalized). */
  containers: string;
  container_count: number;
  cargo_description: string;
  packages: number;
  gross_weight_kg: number;
  /** notDeclared | declared | released | inspection */
  customs_status: string;
  delivery_address: string | null;
  remark: string | null;
  /** draft | confirmed | inTransport | completed | cancelled */
  status: Generated<string>;
  /** The forwarder (owner). */
  company_id: string;
  /** The shipping-line agent of the booking, told of the shipment's transitions (counterpart). */
  agent_company_id: string | null;
  created_by: string | null;
  version: Generated<number>;
  create_time: CreatedAt;
  update_time: CreatedAt;
}

declare module '../../db/schema' {
  interface DB {
    shipments: ShipmentsTable;
  }
}
