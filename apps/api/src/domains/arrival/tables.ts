/** Kysely types of the arrival information domain (migration 0022_arrival_notice). Merged into DB from here. */
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface ArrivalNoticesTable {
  id: Generated<string>;
  /** AN + yymmdd + a sequence, assigned on create. */
  notice_no: string;
  /** The vessel voyage (vessel_voyages.seq) of the sending agent. */
  voyage_seq: string;
  ata: Timestamp;
  berth: string;
  discharged_count: number;
  /** The forwarder addressed, by company code, and its company id. */
  addressee_code: string;
  addressee_company_id: string;
  /** The addressee once sent (the counterpart): a draft is the agent's alone. */
  sent_to_company_id: string | null;
  remark: string | null;
  /** draft | sent | acknowledged */
  status: Generated<string>;
  /** The shipping-line agent that sends (owner). */
  company_id: string;
  created_by: string | null;
  version: Generated<number>;
  create_time: CreatedAt;
  update_time: CreatedAt;
}

declare module '../../db/schema' {
  interface DB {
    arrival_notices: ArrivalNoticesTable;
  }
}
