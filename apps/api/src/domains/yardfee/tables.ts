/** Kysely types of the yard-fee domain (migration 0085_yardfee), merged into DB from here. */
import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { FeeLine } from './fee';

type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** bigint columns come back as strings from pg; numbers are accepted on write. */
type Cents = ColumnType<string, number | string | bigint, number | string | bigint>;
type NullableCents = ColumnType<string | null, number | string | bigint | null | undefined, number | string | bigint | null>;
type NullableDate = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** One line of an operator's tariff: a fee item for containers of a size, type group and full/empty (null = any). */
export interface YardfeeItemsTable {
  id: Generated<string>;
  /** The yard or terminal whose tariff it is (owner). */
  company_id: string;
  item_code: string;
  name: string;
  ctn_size: string | null;
  ctn_type: string | null;
  empty_full: string | null;
  free_days: number;
  price_cents: Cents;
  created_by: string | null;
  version: Generated<number>;
  create_time: CreatedAt;
  update_time: CreatedAt;
}

/** A customer's own price (and free days) of one tariff line, within optional dates. */
export interface YardfeeRatesTable {
  id: Generated<string>;
  company_id: string;
  customer_code: string;
  customer_company_id: string;
  item_id: string;
  price_cents: Cents;
  free_days: number | null;
  valid_from: NullableDate;
  valid_to: NullableDate;
  remark: string | null;
  created_by: string | null;
  version: Generated<number>;
  create_time: CreatedAt;
  update_time: CreatedAt;
}

/** A gate or yard place (as container moves name it) and the yard/terminal operating it, beside the terminals of vessel calls. */
export interface YardfeePlacesTable {
  place: string;
  company_id: string;
}

/**
 * A container's stay at an operator's place, from its gate-in (or discharge) move to its gate-out (or load) move,
 * taken from the gate moves (portal_container_moves); once paid it is the bill: its number, lines and total kept.
 */
export interface YardfeeVisitsTable {
  id: Generated<string>;
  start_move_id: string;
  end_move_id: string | null;
  container_no: string;
  size_type: string;
  empty_full: string;
  place: string;
  bill_no: string | null;
  start_event: string;
  in_time: Timestamp;
  end_event: string | null;
  out_time: NullableTime;
  operator_company_id: string;
  customer_company_id: string | null;
  /** in | out | paid */
  status: Generated<string>;
  charge_no: string | null;
  days: number | null;
  total_cents: NullableCents;
  lines: JSONColumnType<FeeLine[], string | null, string | null> | null;
  paid_by: string | null;
  paid_time: NullableTime;
  version: Generated<number>;
  create_time: CreatedAt;
  update_time: CreatedAt;
}

/** One row (id 1): the seq of the last gate move made into visits (migration 0150). */
export interface YardfeeSyncTable {
  id: number;
  last_seq: ColumnType<string, number | string, number | string>;
}

declare module '../../db/schema' {
  interface DB {
    yardfee_sync: YardfeeSyncTable;
    yardfee_items: YardfeeItemsTable;
    yardfee_rates: YardfeeRatesTable;
    yardfee_places: YardfeePlacesTable;
    yardfee_visits: YardfeeVisitsTable;
  }
}
