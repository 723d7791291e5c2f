/** Kysely types of the barge domain (migration 0025_barge). Merged into DB from here. */
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface BargesTable {
  id: Generated<string>;
  name: string;
  /** 船舶登记号, unique. */
  registration_no: string;
  capacity_teu: number;
  remark: string | null;
  /** The barge operator (owner). */
  company_id: string;
  created_by: string | null;
  version: Generated<number>;
  create_time: CreatedAt;
  update_time: CreatedAt;
}

export interface BargeOrdersTable {
  id: Generated<string>;
  /** BO + yymmdd + a sequence, assigned on create. */
  order_no: string;
  /** export (river port → CNNGB) | import (CNNGB → river port) */
  direction: string;
  /** laden | empty */
  load: string;
  /** The branch or river port (UN/LOCODE). */
  river_port: string;
  /** The CNNGB terminal (BLCT, BLCT2, MSICT, NBCT). */
  terminal_code: string;
  /** The terminal company that receives the gathering order (third party). */
  terminal_company_id: string | null;
  /** The mother vessel call (vessel_voyages.seq), when known. */
  voyage_seq: string | null;
  bl_no: string | null;
  plan_date: ColumnType<Date, Date | string, Date | string>;
  /** One container a line: number, size/type, operator (the form's text; barge_order_containers holds the rows). */
  container_list: string;
  container_count: number;
  teu: number;
  remark: string | null;
  /** draft | pooled | taken | sailing | completed | cancelled */
  status: Generated<string>;
  /** The forwarder (owner). */
  company_id: string;
  /** The barge operator that took it (counterpart); null while in the pool. */
  barge_company_id: string | null;
  barge_id: string | null;
  barge_voyage_no: string | null;
  take_time: NullableTimestamp;
  created_by: string | null;
  version: Generated<number>;
  create_time: CreatedAt;
  update_time: CreatedAt;
}

export interface BargeOrderContainersTable {
  id: Generated<string>;
  order_id: string;
  line_no: number;
  ctn_no: string;
  ctn_size_type: string;
  ctn_operator_code: string;
  remarks: string | null;
  /** The barge reservation no., given on take. */
  car_res_no: string | null;
  /** The terminal reservation no., given when the terminal confirms the gathering. */
  pier_res_no: string | null;
}

declare module '../../db/schema' {
  interface DB {
    barges: BargesTable;
    barge_orders: BargeOrdersTable;
    barge_order_containers: BargeOrderContainersTable;
  }
}
