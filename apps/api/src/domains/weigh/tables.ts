/** Kysely types of the weighbridge domain (migration 0100_weigh_orders), merged into DB from here. */
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type MaybeTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface WeighOrdersTable {
  id: Generated<string>;
  /** WB + yymmdd + a sequence, assigned on create. */
  weigh_no: string;
  /** ordered | weighed | confirmed | cancelled */
  status: Generated<string>;
  /** The forwarder or fleet that orders (owner) and the terminal that weighs (counterpart). */
  company_id: string;
  terminal_company_id: string;
  created_by: string | null;
  station: string;
  direction: string;
  container_no: string;
  ctn_size: string;
  ctn_type: string;
  seal_no: string | null;
  truck_license: string;
  cargo_name: string | null;
  vgm_method: string | null;
  vgm_responsible_party: string | null;
  vgm_signatory: string | null;
  tare_kg: number | null;
  gross_kg: number | null;
  net_kg: number | null;
  vgm_kg: number | null;
  weigh_time: MaybeTime;
  weigher: string | null;
  /** The weighing list (weigh_lists.id) the weighing wrote: /truckWeighFee/SheetPrint?id=. */
  weigh_list_id: ColumnType<string | null, string | null | undefined, string | null>;
  vgm_confirm_time: MaybeTime;
  /** The fee held on ordering (ledger business type WEIGH, business key = weigh_no). */
  fee_cents: Generated<number>;
  cancel_reason: string | null;
  version: Generated<number>;
  create_time: CreatedAt;
  update_time: CreatedAt;
}

declare module '../../db/schema' {
  interface DB {
    weigh_orders: WeighOrdersTable;
  }
}
