/** Kysely types of the accounts tables (migration 0004_accounts). */
import type { ColumnType, Generated, JSONColumnType } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** numeric comes back from the driver as a string. */
type Money = ColumnType<string, number | string | undefined, number | string>;

/** One SMS code: only its keyed hash is kept; the text lives in the message the adapter sent. */
export interface SmsCodesTable {
  id: Generated<string>;
  mobile: string;
  /** register | login | reset | changeMobile | twoStep | resetPassword */
  scene: string;
  code_hash: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  /** Set when 5 wrong tries used it up or a newer code replaced it. */
  void_at: NullableTimestamp;
  failed_attempts: Generated<number>;
}

/** Sending limits per mobile: the count of the current day (the port's zone) and the last send. */
export interface SmsQuotaTable {
  mobile: string;
  day: string;
  sent_count: number;
  last_sent_at: Timestamp;
}

/** Messages of the built-in outbox SMS adapter. */
export interface SmsOutboxTable {
  id: Generated<string>;
  mobile: string;
  scene: string;
  code: string | null;
  code_id: string | null;
  content: string;
  created_at: CreatedAt;
}

/** A captcha answered correctly for a mobile (POST /user/reg/imgVerify), usable for 10 minutes. */
export interface CaptchaVerificationsTable {
  uuid: string;
  mobile: string;
  code: string;
  expires_at: Timestamp;
}

export interface ResetTicketsTable {
  ticket_hash: string;
  user_id: string;
  mobile: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

/** Sessions stepped up by a two-step code. */
export interface SessionStepUpsTable {
  token_hash: string;
  valid_until: Timestamp;
}

export interface UserProfilesTable {
  user_id: string;
  settings: JSONColumnType<Record<string, unknown>, string | undefined, string>;
  /** The company name typed at registration; prefills the onboarding form. */
  register_company_name: string | null;
  update_time: NullableTimestamp;
}

export interface RealAuthIdentity {
  name: string;
  idCardNo: string;
  companyName?: string;
  creditCode?: string;
}

export interface RealAuthFlowsTable {
  flow_id: string;
  kind: 'company' | 'person';
  shop_id: string | null;
  /** Who asked for the link. */
  user_id: string;
  /** issued → submitted → success | failed; cancelled when regenerated or replaced. */
  status: 'issued' | 'submitted' | 'success' | 'failed' | 'cancelled';
  identity: JSONColumnType<RealAuthIdentity | null, string | null | undefined, string | null>;
  fail_reason: string | null;
  redirect_url: string | null;
  created_at: CreatedAt;
  expires_at: Timestamp;
  finished_at: NullableTimestamp;
}

export interface InvoiceManagersTable {
  shop_id: string;
  invoice_type: Generated<string>;
  /** The InvoiceBase of the contract (companyName, companyTaxCode, …). */
  base: JSONColumnType<Record<string, string | null>, string | undefined, string>;
  update_by: string | null;
  update_time: CreatedAt;
}

export interface InvoiceBusinessesTable {
  recode_id: Generated<string>;
  shop_id: string;
  bussiness_type: string;
  invoice_type: string;
  status: Generated<string>;
}

export interface CollectionQualificationsTable {
  id: Generated<string>;
  code: string;
  shop_id: string;
  qualification_type: string;
  bank_name: string;
  bank_account: string;
  bank_account_name: string;
  contact_name: string;
  contact_mobile: string;
  contact_email: string | null;
  attachments: JSONColumnType<string[], string | undefined, string>;
  /** '0' under review, '1' approved, '-1' rejected, '-2' revoked */
  status: Generated<string>;
  audit_remark: string | null;
  applicant_id: string | null;
  apply_time: CreatedAt;
  audit_time: NullableTimestamp;
}

export interface PaymentAccountsTable {
  id: Generated<string>;
  company_id: string;
  bank_name: string;
  account_no: string;
  account_name: string;
  is_default: Generated<boolean>;
  status: Generated<string>;
  remark: string | null;
  create_time: CreatedAt;
  update_time: CreatedAt;
}

export interface PaymentRecordsTable {
  id: Generated<string>;
  pay_no: string;
  /** platform | terminal */
  channel: string;
  company_id: string;
  business_type: string;
  order_no: string | null;
  terminal_name: string | null;
  amount: Money;
  /** '00' 待支付, '01' 支付成功, '02' 支付失败, '03' 已退款 */
  status: Generated<string>;
  /** prepay | bank */
  pay_method: string;
  bank_name: string | null;
  pay_time: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  create_time: CreatedAt;
  remark: string | null;
}

declare module '../../db/schema' {
  interface DB {
    captcha_verifications: CaptchaVerificationsTable;
    collection_qualifications: CollectionQualificationsTable;
    invoice_businesses: InvoiceBusinessesTable;
    invoice_managers: InvoiceManagersTable;
    payment_accounts: PaymentAccountsTable;
    payment_records: PaymentRecordsTable;
    real_auth_flows: RealAuthFlowsTable;
    reset_tickets: ResetTicketsTable;
    session_step_ups: SessionStepUpsTable;
    sms_codes: SmsCodesTable;
    sms_outbox: SmsOutboxTable;
    sms_quota: SmsQuotaTable;
    user_profiles: UserProfilesTable;
  }
}
