/** Kysely types of the pick-up domain (migrations 0030_pickup, 0091_pickup_prepay, 0155_pickup_agent_lines), merged into DB from here. */
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type DateColumn = ColumnType<Date, Date | string, Date | string>;
type NullableDate = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface PickupApplicationsTable {
  id: Generated<string>;
  apply_no: string;
  /** draft | submitted | released | rejected | cancelled */
  status: Generated<string>;
  /** The forwarder (owner) and the shipping-line agent it applies to (counterpart). */
  company_id: string;
  agent_company_id: string;
  created_by: string | null;
  /** empty | laden; foreign | domestic */
  kind: string;
  trade: string;
  booking_id: string | null;
  booking_no: string | null;
  bl_no: string | null;
  size_type: string;
  quantity: number;
  containers: string | null;
  seal_nos: string | null;
  yard_company_id: string | null;
  pickup_date: DateColumn;
  remark: string | null;
  release_no: string | null;
  release_yard_id: string | null;
  released_size_type: string | null;
  released_quantity: number | null;
  released_containers: string | null;
  valid_until: NullableDate;
  /** Places reserved against the release (booked or gated in); never above released_quantity. */
  reserved_count: Generated<number>;
  edo_id: string | null;
  reject_reason: string | null;
  version: Generated<number>;
  create_time: CreatedAt;
  update_time: CreatedAt;
}

export interface YardSlotsTable {
  id: Generated<string>;
  yard_company_id: string;
  size_type: string;
  slot_start: DateColumn;
  slot_end: DateColumn;
  /** Set by the yard operator; `used` never exceeds it (a check constraint, and the conditional update). */
  capacity: number;
  used: Generated<number>;
}

export interface PickupReservationsTable {
  id: Generated<string>;
  res_no: string;
  application_id: string;
  company_id: string;
  yard_company_id: string;
  slot_id: string;
  truck_plate: string;
  ctn_no: string | null;
  /** booked | cancelled | completed | noShow */
  status: Generated<string>;
  /** The reservation fee held from the prepayment balance (0: none); settled at gate-in or no-show, released on cancel. */
  fee_cents: Generated<number>;
  created_by: string | null;
  create_time: CreatedAt;
  update_time: CreatedAt;
}

/** The shipping line an agent releases for (migration 0155); an agent without one stands for its own line by its company code. */
export interface PickupAgentLinesTable {
  agent_company_id: string;
  line_code: string;
}

export interface PickupYardFeesTable {
  yard_company_id: string;
  reservation_fee_cents: number;
}

declare module '../../db/schema' {
  interface DB {
    pickup_yard_fees: PickupYardFeesTable;
    pickup_agent_lines: PickupAgentLinesTable;
    pickup_applications: PickupApplicationsTable;
    yard_slots: YardSlotsTable;
    pickup_reservations: PickupReservationsTable;
  }
}
