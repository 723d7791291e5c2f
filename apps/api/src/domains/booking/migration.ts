// The tables this migration creates join Kysely's DB type wherever the migrations are compiled (bench, scripts).
import type {} from './tables';
import { sql, type Kysely } from 'kysely';

/**
 * Booking entrustments (issue 13 §3): one row per booking, owned by the forwarder and addressed to the agent.
 * Indexes for the list's keyset paging (create/update time, id) and both parties' scope.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('bookings')
    .addColumn('id', 'bigint', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('booking_no', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
    .addColumn('company_id', 'text', (c) => c.notNull())
    .addColumn('agent_company_id', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .addColumn('shipper', 'text', (c) => c.notNull())
    .addColumn('consignee', 'text', (c) => c.notNull())
    .addColumn('notify_party', 'text')
    .addColumn('pol_code', 'text', (c) => c.notNull())
    .addColumn('pod_code', 'text', (c) => c.notNull())
    .addColumn('voyage_seq', 'bigint')
    .addColumn('sailing_from', 'date')
    .addColumn('sailing_to', 'date')
    .addColumn('containers', 'text', (c) => c.notNull())
    .addColumn('container_lines', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('cargo_description', 'text', (c) => c.notNull())
    .addColumn('hs_code', 'text')
    .addColumn('packages', 'integer', (c) => c.notNull())
    .addColumn('package_kind', 'text', (c) => c.notNull())
    .addColumn('gross_weight', sql`numeric(14,3)`, (c) => c.notNull())
    .addColumn('volume', sql`numeric(12,3)`)
    .addColumn('dangerous', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('reefer', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('freight_terms', 'text', (c) => c.notNull())
    .addColumn('bl_type', 'text', (c) => c.notNull())
    .addColumn('remark', 'text')
    .addColumn('reject_reason', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('update_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index bookings_no_idx on bookings (booking_no) where booking_no is not null`.execute(db);
  await sql`create index bookings_create_idx on bookings (create_time, id)`.execute(db);
  await sql`create index bookings_update_idx on bookings (update_time, id)`.execute(db);
  await sql`create index bookings_owner_idx on bookings (company_id, create_time)`.execute(db);
  await sql`create index bookings_agent_idx on bookings (agent_company_id, create_time)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('bookings').execute();
}
