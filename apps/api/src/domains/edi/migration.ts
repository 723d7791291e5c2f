// The tables this migration creates join Kysely's DB type wherever the migrations are compiled (bench, scripts).
import type {} from './tables';
import { sql, type Kysely } from 'kysely';

/**
 * The EDI message hub (issue 25): the log of every interchange in or out with its answers, and the EDI identities
 * (UNB sender id + qualifier) each company declares. A duplicate inbound interchange (same sender and control
 * reference) is refused by a partial unique index, so two concurrent copies cannot both apply.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('edi_interchanges')
    .addColumn('id', 'bigint', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('company_id', 'text')
    .addColumn('direction', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('sender_id', 'text', (c) => c.notNull())
    .addColumn('sender_qualifier', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('recipient_id', 'text', (c) => c.notNull())
    .addColumn('control_ref', 'text', (c) => c.notNull())
    .addColumn('message_types', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('message_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('applied_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('raw', 'text', (c) => c.notNull())
    .addColumn('contrl', 'text')
    .addColumn('aperak', 'text')
    .addColumn('problems', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('records', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('container_nos', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('refs', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('received_by', 'text')
    .addColumn('replays', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('update_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index edi_interchanges_inbound_uq on edi_interchanges (sender_id, sender_qualifier, control_ref) where direction = 'in'`.execute(db);
  await sql`create index edi_interchanges_company_idx on edi_interchanges (company_id, id)`.execute(db);
  await sql`create index edi_interchanges_ctn_idx on edi_interchanges using gin (container_nos)`.execute(db);
  await sql`create index edi_interchanges_refs_idx on edi_interchanges using gin (refs)`.execute(db);
  await db.schema
    .createTable('edi_parties')
    .addColumn('id', 'bigint', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull())
    .addColumn('edi_id', 'text', (c) => c.notNull())
    .addColumn('qualifier', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // One identity names one company: an interchange's sender maps to at most one.
  await sql`create unique index edi_parties_id_uq on edi_parties (edi_id, qualifier)`.execute(db);
  await sql`create index edi_parties_company_idx on edi_parties (company_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('edi_parties').execute();
  await db.schema.dropTable('edi_interchanges').execute();
}
