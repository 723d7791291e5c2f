/** Kysely types of the fleet tables (migration 0005_trucking): trucks, drivers and their binding. */
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
/** bigint identity; read as text (see lib/ids.ts), written as a string or number. */
export type BigId = ColumnType<string, string | number | undefined, string | number>;
type BigRef = ColumnType<string, string | number, string | number>;

export interface FleetTrucksTable {
  id: BigId;
  fleet_company_id: string;
  /** The tractor's plate, e.g. 浙B12345. */
  truck_license: string;
  /** The trailer's plate, e.g. 浙B1234挂. */
  trailer_license: string | null;
  /** Dictionary fleet_truck_type. */
  truck_type: string;
  /** Dictionary fleet_filing_status: 0 未备案, 1 备案中, 2 已备案, 3 备案驳回 (the machine of fleet/filing.ts). */
  filing_status: Generated<string>;
  /** The reviewer's reason of the last rejection (migration 0008). */
  filing_reason: Generated<string | null>;
  filing_submit_time: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  filing_review_time: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The user id of the last reviewer. */
  filing_reviewer: Generated<string | null>;
  /** '0' in service, '1' out of service. */
  status: Generated<string>;
  remark: string | null;
  version: Generated<number>;
  create_time: CreatedAt;
  update_time: CreatedAt;
}

export interface FleetDriversTable {
  id: BigId;
  fleet_company_id: string;
  name: string;
  mobile: string;
  id_card_no: string | null;
  licence_no: string | null;
  status: Generated<string>;
  remark: string | null;
  version: Generated<number>;
  create_time: CreatedAt;
  update_time: CreatedAt;
}

/** driverRelationTruck: which truck a driver drives. */
export interface FleetDriverTrucksTable {
  id: BigId;
  fleet_company_id: string;
  driver_id: BigRef;
  truck_id: BigRef;
  remark: string | null;
  version: Generated<number>;
  create_time: CreatedAt;
  update_time: CreatedAt;
}

declare module '../../db/schema' {
  interface DB {
    fleet_driver_trucks: FleetDriverTrucksTable;
    fleet_drivers: FleetDriversTable;
    fleet_trucks: FleetTrucksTable;
  }
}
