/** Kysely types of the yard-booking domain (migration 0120_yardbk), merged into DB from here. */
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type DateColumn = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface YardBookingsTable {
  id: Generated<string>;
  /** YB + yymmdd (the port's day) + a sequence, assigned on create. */
  booking_no: string;
  /** draft | submitted | accepted | rejected | completed | cancelled */
  status: Generated<string>;
  /** The forwarder or fleet that books (owner) and the yard booked (counterpart). */
  company_id: string;
  yard_company_id: string;
  created_by: string | null;
  /** NB | JX: the port area (JxYardBkForm, jxYardLiftEmptyApply are port JX). */
  port: string;
  /** liftEmpty | returnEmpty | ladenDrop | ladenPick */
  operation: string;
  /** The pick-up release a lift-empty booking draws on (pickup_applications.release_no, and its id). */
  release_no: string | null;
  release_application_id: string | null;
  line_code: string;
  /** ISO 6346 size/type. */
  size_type: string;
  quantity: number;
  containers: string | null;
  planned_date: DateColumn;
  truck_plate: string | null;
  remark: string | null;
  reject_reason: string | null;
  complete_time: NullableTimestamp;
  version: Generated<number>;
  create_time: CreatedAt;
  update_time: CreatedAt;
}

declare module '../../db/schema' {
  interface DB {
    yard_bookings: YardBookingsTable;
  }
}
