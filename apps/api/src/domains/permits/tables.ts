/** Kysely types of the permits domain (migration 0080_vehicle_filing), merged into DB from here. */
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type DateText = ColumnType<string | null, string | null | undefined, string | null>;

export interface VehicleFilingsTable {
  id: Generated<string>;
  /** BA + yymmdd + a sequence, assigned on create. */
  filing_no: string;
  /** draft | submitted | approved | rejected | revoked */
  status: Generated<string>;
  /** The fleet that files (owner) and the platform company that reviews (counterpart: its staff are told). */
  company_id: string;
  platform_company_id: string;
  created_by: string | null;
  /** The fleet truck (fleet_trucks.id) the plate names; added to the fleet when missing. */
  truck_id: string;
  plate_province: string;
  plate_no: string;
  truck_license: string;
  trailer_province: string | null;
  trailer_plate_no: string | null;
  trailer_license: string | null;
  truck_type: string;
  vin: string;
  insurance_expiry: ColumnType<string, string, string>;
  driving_licence_file: string | null;
  vehicle_licence_file: string | null;
  insurance_file: string | null;
  photo_file: string | null;
  trailer_licence_file: string | null;
  /** The ledger business key of the fee held by the last submission (PAP). */
  hold_key: string | null;
  permit_no: string | null;
  valid_from: DateText;
  valid_to: DateText;
  fee_cents: Generated<number>;
  reject_reason: string | null;
  version: Generated<number>;
  create_time: CreatedAt;
  update_time: CreatedAt;
}

declare module '../../db/schema' {
  interface DB {
    vehicle_filings: VehicleFilingsTable;
  }
}
