// The tables this migration creates join Kysely's DB type wherever the migrations are compiled (bench, scripts).
import type {} from './tables';
import { sql, type Kysely } from 'kysely';

/**
 * Pick-up barcodes (issue 15, /barcodeLifting): one row per container of a released pick-up application. A container
 * has at most one live barcode (issued or used) per release — a partial unique index, so two racing applications
 * cannot both pass; the barcode itself is unique.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('barcode_lifts')
    .addColumn('id', 'bigint', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('barcode_no', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('issued'))
    .addColumn('company_id', 'text', (c) => c.notNull())
    .addColumn('yard_company_id', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .addColumn('application_id', 'bigint', (c) => c.notNull())
    .addColumn('ctn_no', 'text', (c) => c.notNull())
    .addColumn('truck_plate', 'text', (c) => c.notNull())
    .addColumn('valid_until', 'date', (c) => c.notNull())
    .addColumn('fee_cents', 'integer', (c) => c.notNull())
    .addColumn('lift_time', 'timestamptz')
    .addColumn('lifted_by', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('update_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index barcode_lifts_live_ctn_uq on barcode_lifts (application_id, ctn_no) where status in ('issued', 'used')`.execute(db);
  await sql`create index barcode_lifts_create_idx on barcode_lifts (create_time, id)`.execute(db);
  await sql`create index barcode_lifts_owner_idx on barcode_lifts (company_id, create_time)`.execute(db);
  await sql`create index barcode_lifts_yard_idx on barcode_lifts (yard_company_id, create_time)`.execute(db);
  await sql`create index barcode_lifts_due_idx on barcode_lifts (valid_until) where status = 'issued'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('barcode_lifts').execute();
}
