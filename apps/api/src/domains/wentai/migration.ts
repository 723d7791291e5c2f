// The tables this migration creates join Kysely's DB type wherever the migrations are compiled (bench, scripts).
import type {} from './tables';
import { sql, type Kysely } from 'kysely';

/**
 * Branch-line box release applications (SPEC §2.8 /wentai): one table for every branch port, the port a
 * column. Indexed for the list's sorts (create time, application no.) and the data scope (owner, terminal).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;
  await sql`create sequence branch_release_no_seq`.execute(db);
  await db.schema
    .createTable('branch_releases')
    .addColumn('id', 'bigint', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('apply_no', 'text', (c) => c.notNull().unique())
    .addColumn('port_code', 'text', (c) => c.notNull())
    .addColumn('voyage_seq', 'bigint', (c) => c.notNull())
    .addColumn('bl_no', 'text', (c) => c.notNull())
    .addColumn('containers', 'text', (c) => c.notNull())
    .addColumn('container_count', 'integer', (c) => c.notNull())
    .addColumn('size_type', 'text', (c) => c.notNull())
    .addColumn('load', 'text', (c) => c.notNull())
    .addColumn('remark', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
    .addColumn('company_id', 'text', (c) => c.notNull())
    .addColumn('terminal_company_id', 'text')
    .addColumn('created_by', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('update_time', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create index branch_releases_create_idx on branch_releases (create_time, id)`.execute(db);
  await sql`create index branch_releases_apply_no_idx on branch_releases (apply_no, id)`.execute(db);
  await sql`create index branch_releases_company_idx on branch_releases (company_id, create_time)`.execute(db);
  await sql`create index branch_releases_terminal_idx on branch_releases (terminal_company_id, create_time)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('branch_releases').execute();
  await sql`drop sequence branch_release_no_seq`.execute(db);
}
