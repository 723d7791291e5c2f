/** Kysely types of the barcode-lift domain (migration 0135_barcode_lift), merged into DB from here. */
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export interface BarcodeLiftsTable {
  id: Generated<string>;
  /** TM + 16 random base-32 characters + a check character (@port/sdk/domains/barcode); the ledger business key of its fee. */
  barcode_no: string;
  /** issued | used | expired | cancelled */
  status: Generated<string>;
  /** The forwarder (owner) and the yard the release names (counterpart: it checks and lifts at the gate). */
  company_id: string;
  yard_company_id: string;
  created_by: string | null;
  /** The released pick-up application (pickup_applications.id). */
  application_id: string;
  ctn_no: string;
  truck_plate: string;
  /** The release's validity. */
  valid_until: ColumnType<string, string, string>;
  fee_cents: number;
  lift_time: ColumnType<Date | null, Date | null | undefined, Date | null>;
  lifted_by: string | null;
  version: Generated<number>;
  create_time: CreatedAt;
  update_time: CreatedAt;
}

declare module '../../db/schema' {
  interface DB {
    barcode_lifts: BarcodeLiftsTable;
  }
}
