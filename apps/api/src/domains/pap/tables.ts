/** Kysely types of the transportation privilege (pap) tables (migration 0002_content); all keyed by shop. */
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export interface PapPrivilegesTable {
  shop_id: string;
  enabled: Generated<boolean>;
  /** YYYY-MM-DD */
  valid_from: string | null;
  valid_to: string | null;
  update_time: CreatedAt;
}

export interface PapVehiclesTable {
  id: Generated<string>;
  shop_id: string;
  truck_license: string;
  /** '' when the vehicle has no trailer. */
  trailer_license: Generated<string>;
  create_time: CreatedAt;
  update_time: CreatedAt;
}

/** The port-permit prepayment account of a shop; no row means none was opened. */
export interface PapPrepayAccountsTable {
  shop_id: string;
  /** '1' opened, '2' frozen */
  status: Generated<string>;
  /** numeric(14,2): read it as text. */
  balance: ColumnType<string, string | number | undefined, string | number>;
  update_time: CreatedAt;
}

declare module '../../db/schema' {
  interface DB {
    pap_prepay_accounts: PapPrepayAccountsTable;
    pap_privileges: PapPrivilegesTable;
    pap_vehicles: PapVehiclesTable;
  }
}
