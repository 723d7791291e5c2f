/** Kysely types of the tyre domain (migration 0105_tyre), merged into DB from here. */
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type When = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Cents = ColumnType<string, number | string | bigint, number | string | bigint>;

export interface TyresTable {
  id: Generated<string>;
  /** onSale | offSale */
  status: Generated<string>;
  /** The platform company that sells (its staff keep the catalogue). */
  company_id: string;
  created_by: string | null;
  brand: string;
  pattern: string;
  size: string;
  load_index: string;
  speed_rating: string;
  /** TL | TT */
  tube_type: string;
  price_cents: number;
  /** Never below zero (a check constraint; orders take it by a conditional update). */
  stock: number;
  photo_file: string | null;
  version: Generated<number>;
  create_time: CreatedAt;
  update_time: CreatedAt;
}

export interface TyreOrdersTable {
  id: Generated<string>;
  /** LT + yymmdd + a sequence; the ledger's business key (TYRE). */
  order_no: string;
  /** ordered | shipped | delivered | cancelled */
  status: Generated<string>;
  /** The buying company (owner) and the platform company that sells (counterpart). */
  company_id: string;
  platform_company_id: string;
  created_by: string | null;
  tyre_id: string;
  tyre_title: string;
  size: string;
  quantity: number;
  unit_price_cents: number;
  amount_cents: Cents;
  delivery_address: string;
  contact_name: string;
  contact_phone: string;
  truck_id: string | null;
  truck_license: string | null;
  carrier: string | null;
  tracking_no: string | null;
  reason: string | null;
  shipped_time: When;
  delivered_time: When;
  version: Generated<number>;
  create_time: CreatedAt;
  update_time: CreatedAt;
}

declare module '../../db/schema' {
  interface DB {
    tyres: TyresTable;
    tyre_orders: TyreOrdersTable;
  }
}
