import { sql, type Kysely } from 'kysely';

/**
 * The balances table of the first 支付管理 overview goes: the ledger is the only record of money (the overview reads
 * it since this migration). Its demo rows were never money that moved, so nothing is carried over.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists prepayment_balances`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`create table if not exists prepayment_balances (
    company_id text not null references companies (company_id) on delete cascade,
    business_type text not null,
    balance numeric(14, 2) not null default 0,
    occupied numeric(14, 2) not null default 0,
    update_time timestamptz not null default now(),
    constraint prepayment_balances_pk primary key (company_id, business_type)
  )`.execute(db);
}
