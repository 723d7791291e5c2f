import { sql, type Kysely } from 'kysely';

/**
 * Top-ups through a hosted bank (issue 30): the page the bank answered for the order (the sandbox's link is made on
 * each read instead), and the bank's reference of the payment, unique, so a notice repeated is applied once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table ledger_topups add column pay_url text, add column bank_ref text`.execute(db);
  await sql`create unique index ledger_topups_bank_ref_idx on ledger_topups (bank, bank_ref) where bank_ref is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table ledger_topups drop column pay_url, drop column bank_ref`.execute(db);
}
