// The tables this migration creates join Kysely's DB type wherever the migrations are compiled (bench, scripts).
import type {} from './tables';
import { sql, type Kysely } from 'kysely';

/**
 * Packing lists (装箱单, issue 14): one row per container, owned by the forwarder, addressed to the terminal; the
 * cargo lines as text with their totals, and the terminal's pre-entry data beside them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create sequence packing_no_seq`.execute(db);
  await db.schema
    .createTable('packing_lists')
    .addColumn('id', 'bigint', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('packing_no', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
    .addColumn('company_id', 'text', (c) => c.notNull())
    .addColumn('terminal_company_id', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .addColumn('container_no', 'text', (c) => c.notNull())
    .addColumn('size_type', 'text', (c) => c.notNull())
    .addColumn('seal_no', 'text', (c) => c.notNull())
    .addColumn('bl_no', 'text')
    .addColumn('cargo_lines', 'text', (c) => c.notNull())
    .addColumn('line_count', 'integer', (c) => c.notNull())
    .addColumn('packages', 'integer', (c) => c.notNull())
    .addColumn('gross_weight', sql`numeric(12,3)`, (c) => c.notNull())
    .addColumn('volume', sql`numeric(10,3)`, (c) => c.notNull())
    .addColumn('terminal_source', 'text')
    .addColumn('terminal_seal_no', 'text')
    .addColumn('terminal_packages', 'integer')
    .addColumn('terminal_gross_weight', sql`numeric(12,3)`)
    .addColumn('terminal_volume', sql`numeric(10,3)`)
    .addColumn('return_reason', 'text')
    .addColumn('confirm_time', 'timestamptz')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('update_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index packing_lists_create_idx on packing_lists (create_time, id)`.execute(db);
  await sql`create index packing_lists_no_idx on packing_lists (packing_no, id)`.execute(db);
  await sql`create index packing_lists_owner_idx on packing_lists (company_id, create_time)`.execute(db);
  await sql`create index packing_lists_terminal_idx on packing_lists (terminal_company_id, create_time)`.execute(db);
  await sql`create index packing_lists_container_idx on packing_lists (container_no)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('packing_lists').execute();
  await sql`drop sequence packing_no_seq`.execute(db);
}
