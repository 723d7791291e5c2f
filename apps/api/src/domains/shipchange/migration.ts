// The tables this migration creates join Kysely's DB type wherever the migrations are compiled (bench, scripts).
import type {} from './tables';
import { sql, type Kysely } from 'kysely';

/**
 * Vessel-change applications (SPEC §2.8 /JxTzShipApplyForm). Indexed for the list's sorts (create time,
 * application no.) and the data scope (owner, terminal).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;
  await sql`create sequence ship_change_no_seq`.execute(db);
  await db.schema
    .createTable('ship_changes')
    .addColumn('id', 'bigint', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('apply_no', 'text', (c) => c.notNull().unique())
    .addColumn('from_voyage_seq', 'bigint', (c) => c.notNull())
    .addColumn('to_voyage_seq', 'bigint', (c) => c.notNull())
    .addColumn('containers', 'text', (c) => c.notNull())
    .addColumn('container_count', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
    .addColumn('company_id', 'text', (c) => c.notNull())
    .addColumn('terminal_company_id', 'text')
    .addColumn('created_by', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('update_time', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create index ship_changes_create_idx on ship_changes (create_time, id)`.execute(db);
  await sql`create index ship_changes_apply_no_idx on ship_changes (apply_no, id)`.execute(db);
  await sql`create index ship_changes_company_idx on ship_changes (company_id, create_time)`.execute(db);
  await sql`create index ship_changes_terminal_idx on ship_changes (terminal_company_id, create_time)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ship_changes').execute();
  await sql`drop sequence ship_change_no_seq`.execute(db);
}
