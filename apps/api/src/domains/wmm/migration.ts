// The tables this migration creates join Kysely's DB type wherever the migrations are compiled (bench, scripts).
import type {} from './tables';
import { sql, type Kysely } from 'kysely';

/**
 * Wheeled machinery (issue 15): one row per machine a company registers for work inside the port. A frame number is
 * registered once (a unique index, so two racing registrations cannot both pass); an in-port plate is issued once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create sequence wmm_machine_no_seq`.execute(db);
  await sql`create sequence wmm_licence_no_seq`.execute(db);
  await sql`create sequence wmm_plate_seq start 1001`.execute(db);
  await db.schema
    .createTable('wmm_machines')
    .addColumn('id', 'bigint', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('machine_no', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
    .addColumn('company_id', 'text', (c) => c.notNull())
    .addColumn('platform_company_id', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .addColumn('machine_type', 'text', (c) => c.notNull())
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('engine_no', 'text', (c) => c.notNull())
    .addColumn('frame_no', 'text', (c) => c.notNull().unique())
    .addColumn('manufacture_year', 'integer', (c) => c.notNull())
    .addColumn('inspection_expiry', 'date', (c) => c.notNull())
    .addColumn('insurance_expiry', 'date', (c) => c.notNull())
    .addColumn('photo_file', 'text')
    .addColumn('inspection_file', 'text')
    .addColumn('plate_no', 'text', (c) => c.unique())
    .addColumn('licence_no', 'text', (c) => c.unique())
    .addColumn('remake_reason', 'text')
    .addColumn('remake_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('fee_key', 'text')
    .addColumn('fee_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reject_reason', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('update_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index wmm_machines_create_idx on wmm_machines (create_time, id)`.execute(db);
  await sql`create index wmm_machines_owner_idx on wmm_machines (company_id, create_time)`.execute(db);
  await sql`create index wmm_machines_inspection_idx on wmm_machines (inspection_expiry)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('wmm_machines').execute();
  await sql`drop sequence wmm_plate_seq`.execute(db);
  await sql`drop sequence wmm_licence_no_seq`.execute(db);
  await sql`drop sequence wmm_machine_no_seq`.execute(db);
}
