// The tables this migration creates join Kysely's DB type wherever the migrations are compiled (bench, scripts).
import type {} from './tables';
import { sql, type Kysely } from 'kysely';

/**
 * Vehicle filings and port permits (issue 15): one row per filing of a fleet's truck. A plate has at most one open
 * filing per fleet (draft, submitted, approved or rejected): a partial unique index, so two racing filings cannot both pass.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create sequence vehicle_filing_no_seq`.execute(db);
  await sql`create sequence vehicle_permit_no_seq`.execute(db);
  await db.schema
    .createTable('vehicle_filings')
    .addColumn('id', 'bigint', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('filing_no', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
    .addColumn('company_id', 'text', (c) => c.notNull())
    .addColumn('platform_company_id', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .addColumn('truck_id', 'bigint', (c) => c.notNull())
    .addColumn('plate_province', 'text', (c) => c.notNull())
    .addColumn('plate_no', 'text', (c) => c.notNull())
    .addColumn('truck_license', 'text', (c) => c.notNull())
    .addColumn('trailer_province', 'text')
    .addColumn('trailer_plate_no', 'text')
    .addColumn('trailer_license', 'text')
    .addColumn('truck_type', 'text', (c) => c.notNull())
    .addColumn('vin', 'text', (c) => c.notNull())
    .addColumn('insurance_expiry', 'date', (c) => c.notNull())
    .addColumn('driving_licence_file', 'text')
    .addColumn('vehicle_licence_file', 'text')
    .addColumn('insurance_file', 'text')
    .addColumn('photo_file', 'text')
    .addColumn('trailer_licence_file', 'text')
    .addColumn('hold_key', 'text')
    .addColumn('permit_no', 'text', (c) => c.unique())
    .addColumn('valid_from', 'date')
    .addColumn('valid_to', 'date')
    .addColumn('fee_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reject_reason', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('update_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index vehicle_filings_open_plate_uq on vehicle_filings (company_id, truck_license) where status <> 'revoked'`.execute(db);
  await sql`create index vehicle_filings_create_idx on vehicle_filings (create_time, id)`.execute(db);
  await sql`create index vehicle_filings_owner_idx on vehicle_filings (company_id, create_time)`.execute(db);
  await sql`create index vehicle_filings_truck_idx on vehicle_filings (truck_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('vehicle_filings').execute();
  await sql`drop sequence vehicle_permit_no_seq`.execute(db);
  await sql`drop sequence vehicle_filing_no_seq`.execute(db);
}
