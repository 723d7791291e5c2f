/** Kysely types of the portal's tables (migration 0007_portal). */
import type { ColumnType, Generated, JSONColumnType } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** One move of a container: discharged from or loaded onto a vessel, or through a gate. */
export interface PortalContainerMovesTable {
  id: Generated<string>;
  /** Insertion number (migration 0150): how far the yard-fee visits have followed the moves (yardfee_sync). */
  seq: Generated<string>;
  container_no: string;
  size_type: string;
  line_code: string;
  /** E empty, F full */
  empty_full: string;
  /** discharge | gateOut | gateIn | load */
  event: string;
  /** null while the move is planned (e.g. a container booked on a vessel not yet loaded). */
  event_time: NullableTimestamp;
  place: string;
  vessel_code: string | null;
  voyage: string | null;
  /** B/L number (discharge) or booking number (load). */
  bill_no: string | null;
  seal_no: string | null;
  /** Port of loading (discharge) or of discharge (load). */
  port_code: string | null;
  yard_location: string | null;
  truck_license: string | null;
}

export interface PortalStandardsTable {
  code: string;
  name: string;
  /** fee | operation | data */
  category: string;
  unit: string | null;
  /** numeric: the driver answers text. */
  price: ColumnType<string | null, number | string | null, number | string | null>;
  effective_date: ColumnType<Date | string, string, string>;
  remark: string | null;
  sort: Generated<number>;
}

export interface ApiEndpointDoc {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  description: string;
  params: Array<{ name: string; type: string; required: boolean; description: string }>;
  sampleRequest: string;
  sampleResponse: string;
}

export interface ApiProductsTable {
  code: string;
  name: string;
  /** vessel | container | truck | customs */
  category: string;
  summary: string;
  description: string;
  version: string;
  endpoints: JSONColumnType<ApiEndpointDoc[], string, string>;
  sort: Generated<number>;
  published: Generated<boolean>;
  update_time: CreatedAt;
}

export interface ApiSubscriptionsTable {
  id: Generated<string>;
  product_code: string;
  company_id: string;
  user_id: string;
  purpose: string;
  contact_name: string;
  contact_mobile: string;
  /** '0' under review, '1' approved, '2' rejected */
  status: Generated<string>;
  review_remark: string | null;
  create_time: CreatedAt;
  update_time: CreatedAt;
}

declare module '../../db/schema' {
  interface DB {
    api_products: ApiProductsTable;
    api_subscriptions: ApiSubscriptionsTable;
    portal_container_moves: PortalContainerMovesTable;
    portal_standards: PortalStandardsTable;
  }
}
