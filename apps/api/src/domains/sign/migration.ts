// The tables this migration creates join Kysely's DB type wherever the migrations are compiled (bench, scripts).
import type {} from './tables';
import { sql, type Kysely } from 'kysely';

/**
 * Agreement applications and their contracts (issue 15, signApply / signMessageDetail): one row per application of a
 * company; once approved it holds the contract's text, its SHA-256 and the seals of both parties.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create sequence sign_apply_no_seq`.execute(db);
  await sql`create sequence sign_contract_no_seq`.execute(db);
  await db.schema
    .createTable('sign_contracts')
    .addColumn('id', 'bigint', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('apply_no', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
    .addColumn('company_id', 'text', (c) => c.notNull())
    .addColumn('platform_company_id', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .addColumn('agreement_type', 'text', (c) => c.notNull())
    .addColumn('contact_name', 'text', (c) => c.notNull())
    .addColumn('contact_phone', 'text', (c) => c.notNull())
    .addColumn('start_date', 'date', (c) => c.notNull())
    .addColumn('end_date', 'date', (c) => c.notNull())
    .addColumn('remark', 'text')
    .addColumn('attachment_file', 'text')
    .addColumn('contract_no', 'text', (c) => c.unique())
    .addColumn('valid_from', 'date')
    .addColumn('valid_to', 'date')
    .addColumn('credit_limit_yuan', 'integer')
    .addColumn('content', 'text')
    .addColumn('content_hash', 'text')
    .addColumn('port_seal', 'text')
    .addColumn('port_signer_id', 'text')
    .addColumn('port_signer_name', 'text')
    .addColumn('port_sign_time', 'timestamptz')
    .addColumn('company_seal', 'text')
    .addColumn('company_signer_id', 'text')
    .addColumn('company_signer_name', 'text')
    .addColumn('company_sign_time', 'timestamptz')
    .addColumn('reject_reason', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('update_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index sign_contracts_create_idx on sign_contracts (create_time, id)`.execute(db);
  await sql`create index sign_contracts_owner_idx on sign_contracts (company_id, create_time)`.execute(db);
  await sql`create index sign_contracts_platform_idx on sign_contracts (platform_company_id, create_time)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sign_contracts').execute();
  await sql`drop sequence sign_contract_no_seq`.execute(db);
  await sql`drop sequence sign_apply_no_seq`.execute(db);
}
