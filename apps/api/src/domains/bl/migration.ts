// The tables this migration creates join Kysely's DB type wherever the migrations are compiled (bench, scripts).
import type {} from './tables';
import { sql, type Kysely } from 'kysely';

/**
 * B/L drafts (one per booking and B/L no.), the corrections asked of them, and the ship configuration per
 * voyage (issue 13 §3). Indexes for the lists' keyset paging and both parties' scope.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('bills')
    .addColumn('id', 'bigint', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('bl_no', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
    .addColumn('company_id', 'text', (c) => c.notNull())
    .addColumn('forwarder_company_id', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .addColumn('booking_id', 'bigint', (c) => c.notNull().references('bookings.id'))
    .addColumn('shipper', 'text', (c) => c.notNull())
    .addColumn('consignee', 'text', (c) => c.notNull())
    .addColumn('notify_party', 'text')
    .addColumn('pol_code', 'text', (c) => c.notNull())
    .addColumn('pod_code', 'text', (c) => c.notNull())
    .addColumn('voyage_seq', 'bigint', (c) => c.notNull())
    .addColumn('cargo_description', 'text', (c) => c.notNull())
    .addColumn('marks', 'text')
    .addColumn('containers', 'text', (c) => c.notNull())
    .addColumn('container_lines', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('container_count', 'integer', (c) => c.notNull())
    .addColumn('packages', 'integer', (c) => c.notNull())
    .addColumn('gross_weight', sql`numeric(14,3)`, (c) => c.notNull())
    .addColumn('volume', sql`numeric(12,3)`, (c) => c.notNull())
    .addColumn('freight_terms', 'text', (c) => c.notNull())
    .addColumn('bl_type', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('update_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index bills_no_uq on bills (bl_no)`.execute(db);
  await sql`create index bills_create_idx on bills (create_time, id)`.execute(db);
  await sql`create index bills_update_idx on bills (update_time, id)`.execute(db);
  await sql`create index bills_owner_idx on bills (company_id, create_time)`.execute(db);
  await sql`create index bills_forwarder_idx on bills (forwarder_company_id, create_time)`.execute(db);
  await sql`create index bills_booking_idx on bills (booking_id)`.execute(db);

  await db.schema
    .createTable('bill_corrections')
    .addColumn('id', 'bigint', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('bill_id', 'bigint', (c) => c.notNull().references('bills.id').onDelete('cascade'))
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('requested_value', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('requested_by', 'text')
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('close_time', 'timestamptz')
    .execute();
  await sql`create index bill_corrections_bill_idx on bill_corrections (bill_id, id)`.execute(db);

  await db.schema
    .createTable('ship_configs')
    .addColumn('id', 'bigint', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('voyage_seq', 'bigint', (c) => c.notNull())
    .addColumn('company_id', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .addColumn('booking_open', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('booking_deadline', 'timestamptz')
    .addColumn('bl_open', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('bl_deadline', 'timestamptz')
    .addColumn('remark', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('update_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index ship_configs_voyage_uq on ship_configs (voyage_seq)`.execute(db);
  await sql`create index ship_configs_create_idx on ship_configs (create_time, id)`.execute(db);
  await sql`create index ship_configs_update_idx on ship_configs (update_time, id)`.execute(db);
  await sql`create index ship_configs_owner_idx on ship_configs (company_id, create_time)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ship_configs').execute();
  await db.schema.dropTable('bill_corrections').execute();
  await db.schema.dropTable('bills').execute();
}
