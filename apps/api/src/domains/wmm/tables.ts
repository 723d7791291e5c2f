/** Kysely types of the wmm domain (migration 0115_wmm_machines), merged into DB from here. */
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export interface WmmMachinesTable {
  id: Generated<string>;
  /** JX + yymmdd + a sequence, assigned on create. */
  machine_no: string;
  /** draft | submitted | approved | rejected | remaking */
  status: Generated<string>;
  /** The registering company (owner) and the platform company that reviews (counterpart). */
  company_id: string;
  platform_company_id: string;
  created_by: string | null;
  machine_type: string;
  brand: string;
  model: string;
  engine_no: string;
  /** A 17-character VIN (check digit verified) or an older frame number. */
  frame_no: string;
  manufacture_year: number;
  inspection_expiry: ColumnType<string, string, string>;
  insurance_expiry: ColumnType<string, string, string>;
  photo_file: string | null;
  inspection_file: string | null;
  /** 港-A1234, issued on the first approval and kept through re-issues. */
  plate_no: string | null;
  /** The plate document number: new on every approved re-issue. */
  licence_no: string | null;
  remake_reason: string | null;
  remake_count: Generated<number>;
  /** The ledger business key (WMM) of the last re-issue fee, and its amount. */
  fee_key: string | null;
  fee_cents: Generated<number>;
  reject_reason: string | null;
  version: Generated<number>;
  create_time: CreatedAt;
  update_time: CreatedAt;
}

declare module '../../db/schema' {
  interface DB {
    wmm_machines: WmmMachinesTable;
  }
}
