// The tables this migration creates join Kysely's DB type wherever the migrations are compiled (bench, scripts).
import type {} from './tables';
import { sql, type Kysely } from 'kysely';

/**
 * Arrival information (SPEC §2.8 shipToSend / shipToAdd). Indexed for the list's sorts (create time, ATA) and
 * the data scope (sender, addressee).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;
  await sql`create sequence arrival_notice_no_seq`.execute(db);
  await db.schema
    .createTable('arrival_notices')
    .addColumn('id', 'bigint', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('notice_no', 'text', (c) => c.notNull().unique())
    .addColumn('voyage_seq', 'bigint', (c) => c.notNull())
    .addColumn('ata', 'timestamptz', (c) => c.notNull())
    .addColumn('berth', 'text', (c) => c.notNull())
    .addColumn('discharged_count', 'integer', (c) => c.notNull())
    .addColumn('addressee_code', 'text', (c) => c.notNull())
    .addColumn('addressee_company_id', 'text', (c) => c.notNull())
    .addColumn('sent_to_company_id', 'text')
    .addColumn('remark', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
    .addColumn('company_id', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('update_time', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create index arrival_notices_create_idx on arrival_notices (create_time, id)`.execute(db);
  await sql`create index arrival_notices_ata_idx on arrival_notices (ata, id)`.execute(db);
  await sql`create index arrival_notices_company_idx on arrival_notices (company_id, create_time)`.execute(db);
  await sql`create index arrival_notices_sent_to_idx on arrival_notices (sent_to_company_id, create_time)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('arrival_notices').execute();
  await sql`drop sequence arrival_notice_no_seq`.execute(db);
}
