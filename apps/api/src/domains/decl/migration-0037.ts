// The tables this migration creates join Kysely's DB type wherever the migrations are compiled (bench, scripts).
import type {} from './tables';
import { sql, type Kysely } from 'kysely';

/** Reefer export declarations (issue 14): one row per reefer container, owned by the forwarder, reviewed by the terminal. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create sequence reefer_declaration_no_seq`.execute(db);
  await db.schema
    .createTable('reefer_declarations')
    .addColumn('id', 'bigint', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('reefer_no', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
    .addColumn('company_id', 'text', (c) => c.notNull())
    .addColumn('terminal_company_id', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('voyage_seq', 'bigint', (c) => c.notNull())
    .addColumn('bl_no', 'text', (c) => c.notNull())
    .addColumn('container_no', 'text', (c) => c.notNull())
    .addColumn('size_type', 'text', (c) => c.notNull())
    .addColumn('commodity', 'text', (c) => c.notNull())
    .addColumn('set_temperature', sql`numeric(5,1)`, (c) => c.notNull())
    .addColumn('temperature_unit', 'text', (c) => c.notNull())
    .addColumn('ventilation', 'integer', (c) => c.notNull())
    .addColumn('humidity', 'integer')
    .addColumn('controlled_atmosphere', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('o2_percent', sql`numeric(4,1)`)
    .addColumn('co2_percent', sql`numeric(4,1)`)
    .addColumn('pre_trip_inspection', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('pti_date', 'date')
    .addColumn('genset', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('plug_in_from', 'timestamptz', (c) => c.notNull())
    .addColumn('plug_in_to', 'timestamptz', (c) => c.notNull())
    .addColumn('reject_reason', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('update_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index reefer_declarations_create_idx on reefer_declarations (create_time, id)`.execute(db);
  await sql`create index reefer_declarations_no_idx on reefer_declarations (reefer_no, id)`.execute(db);
  await sql`create index reefer_declarations_owner_idx on reefer_declarations (company_id, create_time)`.execute(db);
  await sql`create index reefer_declarations_terminal_idx on reefer_declarations (terminal_company_id, create_time)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('reefer_declarations').execute();
  await sql`drop sequence reefer_declaration_no_seq`.execute(db);
}
