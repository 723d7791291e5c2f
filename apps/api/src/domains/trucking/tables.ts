/** Kysely types of the trucking tables (migration 0005_trucking): orders, their containers and dispatches. */
import type { ColumnType, Generated } from 'kysely';
import type { BigId } from '../fleet/tables';

type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type BigRef = ColumnType<string, string | number, string | number>;
type NullableBigRef = ColumnType<string | null, string | number | null | undefined, string | number | null>;

export interface TruckOrdersTable {
  id: BigId;
  order_no: string;
  /** SPEC §4 truck order type: I, E, 1, 2, 3, D. */
  order_type: string;
  /** SPEC §4 trucking order status: 05 → 00 → 01 → 02 → 06, 03 back to the forwarder. */
  status: Generated<string>;
  forwarder_company_id: string;
  /** The fleet the forwarder entrusts the order to. */
  fleet_company_id: string | null;
  created_by: string | null;
  bill_no: string | null;
  vessel: string | null;
  voyage: string | null;
  /** Pick-up yard, dictionary td_take_address. */
  take_address: string;
  delivery_address: string | null;
  contact_name: string | null;
  contact_phone: string | null;
  plan_time: NullableTimestamp;
  /** numeric(12,2), read as text. */
  amount: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  remark: string | null;
  return_reason: string | null;
  ctn_count: Generated<number>;
  done_count: Generated<number>;
  paid_time: NullableTimestamp;
  finish_time: NullableTimestamp;
  version: Generated<number>;
  create_time: CreatedAt;
  update_time: CreatedAt;
}

export interface TruckOrderContainersTable {
  id: BigId;
  order_id: BigRef;
  seq: number;
  ctn_no: string;
  /** Dictionary td_ctn_size. */
  ctn_size: string;
  /** Dictionary td_ctn_type. */
  ctn_type: string;
  seal_no: string | null;
  weight_kg: number | null;
  /** 02 never dispatched, 01 dispatched, 08 undispatched again after a cancel, 06 delivered. */
  send_status: Generated<string>;
  delivered_time: NullableTimestamp;
}

export interface TruckDispatchesTable {
  id: BigId;
  order_id: BigRef;
  container_id: BigRef;
  fleet_company_id: string;
  truck_id: BigRef;
  driver_id: BigRef;
  /** SPEC §4 dispatch status: 01 active; 03 superseded by a reassignment; 04 cancelled; 06 completed. */
  status: Generated<string>;
  /** The dispatch this one reassigned. */
  replaces_id: NullableBigRef;
  created_by: string | null;
  remark: string | null;
  finish_time: NullableTimestamp;
  version: Generated<number>;
  create_time: CreatedAt;
  update_time: CreatedAt;
}

/** 常用工厂: a forwarder company's frequent factories (loading / unloading addresses) (migration 0008). */
export interface TruckFactoriesTable {
  id: BigId;
  company_id: string;
  created_by: string | null;
  factory_name: string;
  address: string;
  contact_name: string | null;
  contact_phone: string | null;
  remark: string | null;
  version: Generated<number>;
  create_time: CreatedAt;
  update_time: CreatedAt;
}

/** 常用联系人: a forwarder company's frequent contacts, offered when placing an order (migration 0008). */
export interface TruckContactsTable {
  id: BigId;
  company_id: string;
  created_by: string | null;
  name: string;
  mobile: string;
  tel: string | null;
  email: string | null;
  remark: string | null;
  version: Generated<number>;
  create_time: CreatedAt;
  update_time: CreatedAt;
}

declare module '../../db/schema' {
  interface DB {
    truck_contacts: TruckContactsTable;
    truck_dispatches: TruckDispatchesTable;
    truck_factories: TruckFactoriesTable;
    truck_order_containers: TruckOrderContainersTable;
    truck_orders: TruckOrdersTable;
  }
}
