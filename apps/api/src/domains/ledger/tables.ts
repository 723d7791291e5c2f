/** Kysely types of the prepayment ledger (migration 0040_ledger), merged into DB from here. */
import type { ColumnType, Generated, JSONColumnType } from 'kysely';

type Time = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** bigint columns come back as strings from pg; numbers are accepted on write. */
type Cents = ColumnType<string, number | string | bigint, number | string | bigint>;

/** The four accounts of a company: bank, available, held, revenue (see migration). */
export interface LedgerAccountsTable {
  company_id: string;
  account: string;
  balance_cents: Cents;
  update_time: Time;
}

export interface LedgerEntriesTable {
  id: Generated<string>;
  company_id: string;
  /** topup | refund | hold | settle | release */
  kind: string;
  business_type: string;
  terminal: string | null;
  business_key: string;
  from_account: string;
  to_account: string;
  amount_cents: Cents;
  hold_id: string | null;
  user_id: string | null;
  remark: string | null;
  create_time: Time;
}

export interface LedgerHoldsTable {
  id: Generated<string>;
  company_id: string;
  business_type: string;
  terminal: string | null;
  business_key: string;
  amount_cents: Cents;
  settled_cents: ColumnType<string, number | string | undefined, number | string>;
  /** held | settled | released */
  status: Generated<string>;
  description: string;
  record_path: string | null;
  user_id: string | null;
  create_time: Time;
  update_time: Time;
}

export interface LedgerTopupsTable {
  order_no: string;
  company_id: string;
  amount_cents: Cents;
  /** pending | paid | cancelled */
  status: Generated<string>;
  bank: string;
  user_id: string | null;
  create_time: Time;
  paid_time: NullableTime;
  /** The hosted bank's page for the order; null for the sandbox, whose link is made on each read. */
  pay_url: string | null;
  /** The bank's reference of the payment its notice reported (unique per bank). */
  bank_ref: string | null;
}

export interface LedgerInvoicesTable {
  id: Generated<string>;
  invoice_no: string | null;
  company_id: string;
  business_type: string;
  invoice_type: string;
  buyer_name: string;
  buyer_tax_code: string;
  tax_rate_permille: number;
  total_cents: Cents;
  tax_cents: Cents;
  /** applied | issued | rejected | reversed | red */
  status: string;
  reason: string | null;
  red_of: string | null;
  lines: JSONColumnType<Array<{ holdId: string; businessKey: string; description: string; amountCents: number; taxCents: number }>, string, string>;
  remark: string | null;
  user_id: string | null;
  issued_by: string | null;
  create_time: Time;
  issue_time: NullableTime;
}

/** Which live invoice covers an occupation (unique: a settled occupation is invoiced once). */
export interface LedgerInvoiceHoldsTable {
  hold_id: string;
  invoice_id: string;
}

declare module '../../db/schema' {
  interface DB {
    ledger_accounts: LedgerAccountsTable;
    ledger_entries: LedgerEntriesTable;
    ledger_holds: LedgerHoldsTable;
    ledger_topups: LedgerTopupsTable;
    ledger_invoices: LedgerInvoicesTable;
    ledger_invoice_holds: LedgerInvoiceHoldsTable;
  }
}
