/** Kysely types of the sign domain (migration 0110_sign_contracts), merged into DB from here. */
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type DateText = ColumnType<string | null, string | null | undefined, string | null>;
type NullableTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface SignContractsTable {
  id: Generated<string>;
  /** SQ + yymmdd + a sequence, assigned on create. */
  apply_no: string;
  /** draft | submitted | rejected | approved | signed | terminated | expired */
  status: Generated<string>;
  /** The applying company (party B, owner) and the platform company that reviews and signs as party A (counterpart). */
  company_id: string;
  platform_company_id: string;
  created_by: string | null;
  /** MONTHLY | BARCODE | EDI | API */
  agreement_type: string;
  contact_name: string;
  contact_phone: string;
  start_date: ColumnType<string, string, string>;
  end_date: ColumnType<string, string, string>;
  remark: string | null;
  attachment_file: string | null;
  /** Set on approval: the contract's number, validity, credit limit (MONTHLY) and its text, frozen from then on. */
  contract_no: string | null;
  valid_from: DateText;
  valid_to: DateText;
  credit_limit_yuan: number | null;
  content: string | null;
  /** Lowercase hex SHA-256 of `content`. */
  content_hash: string | null;
  /** Hex HMAC-SHA256 with the platform's signing secret over the number and the hash (party A's seal). */
  port_seal: string | null;
  port_signer_id: string | null;
  port_signer_name: string | null;
  port_sign_time: NullableTime;
  /** Hex HMAC-SHA256 over the number, the hash and party B's signer and time (the countersignature's seal). */
  company_seal: string | null;
  company_signer_id: string | null;
  company_signer_name: string | null;
  company_sign_time: NullableTime;
  reject_reason: string | null;
  version: Generated<number>;
  create_time: CreatedAt;
  update_time: CreatedAt;
}

declare module '../../db/schema' {
  interface DB {
    sign_contracts: SignContractsTable;
  }
}
