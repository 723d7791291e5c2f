// The tables this migration creates join Kysely's DB type wherever the migrations are compiled (bench, scripts).
import type {} from './tables';
import { sql, type Kysely } from 'kysely';

/**
 * Pre-arrival and arrival (运抵) declarations (issue 14): one row per container, owned by the forwarder, addressed
 * to the terminal that gates it in; the gate-in record and the customs receipt are kept on the row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create sequence pre_arrival_no_seq`.execute(db);
  await db.schema
    .createTable('pre_arrivals')
    .addColumn('id', 'bigint', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('pre_arrival_no', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
    .addColumn('company_id', 'text', (c) => c.notNull())
    .addColumn('terminal_company_id', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .addColumn('voyage_seq', 'bigint', (c) => c.notNull())
    .addColumn('bl_no', 'text', (c) => c.notNull())
    .addColumn('container_no', 'text', (c) => c.notNull())
    .addColumn('seal_no', 'text', (c) => c.notNull())
    .addColumn('gross_weight', sql`numeric(12,3)`, (c) => c.notNull())
    .addColumn('customs_decl_no', 'text', (c) => c.notNull())
    .addColumn('gate_in_time', 'timestamptz')
    .addColumn('gate_in_seal', 'text')
    .addColumn('gate_in_weight', sql`numeric(12,3)`)
    .addColumn('report_time', 'timestamptz')
    .addColumn('receipt_reason', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('update_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index pre_arrivals_create_idx on pre_arrivals (create_time, id)`.execute(db);
  await sql`create index pre_arrivals_no_idx on pre_arrivals (pre_arrival_no, id)`.execute(db);
  await sql`create index pre_arrivals_owner_idx on pre_arrivals (company_id, create_time)`.execute(db);
  await sql`create index pre_arrivals_terminal_idx on pre_arrivals (terminal_company_id, create_time)`.execute(db);
  await sql`create index pre_arrivals_container_idx on pre_arrivals (container_no)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('pre_arrivals').execute();
  await sql`drop sequence pre_arrival_no_seq`.execute(db);
}
