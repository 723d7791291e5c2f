// The table this migration creates joins Kysely's DB type wherever the migrations are compiled (bench, scripts).
import type {} from './tables';
import { sql, type Kysely } from 'kysely';

/** Per-kind overdue limits of the work queue (issue 26), set by platform staff. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('work_limits')
    .addColumn('kind', 'text', (c) => c.primaryKey())
    .addColumn('minutes', 'integer', (c) => c.notNull())
    .addColumn('update_by', 'text', (c) => c.notNull())
    .addColumn('update_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('work_limits').execute();
}
