// The tables this migration creates join Kysely's DB type wherever the migrations are compiled (bench, scripts).
import type {} from './tables';
import { sql, type Kysely } from 'kysely';

/** The status page (issue 18): one health sample per component per minute. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('status_samples')
    .addColumn('component', 'varchar(20)', (c) => c.notNull())
    .addColumn('minute', 'timestamptz', (c) => c.notNull())
    .addColumn('state', 'varchar(10)', (c) => c.notNull().check(sql`state in ('up', 'degraded', 'down')`))
    .addPrimaryKeyConstraint('status_samples_pk', ['component', 'minute'])
    .execute();
  await db.schema.createIndex('status_samples_minute').on('status_samples').column('minute').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('status_samples').execute();
}
