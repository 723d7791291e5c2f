// The tables this migration creates join Kysely's DB type wherever the migrations are compiled (bench, scripts).
import type {} from './tables';
import { sql, type Kysely } from 'kysely';

/**
 * Yard bookings (SPEC §2.8 yardBkManage, jxYardLiftEmpty), and an index that lets 空箱源 count the empties gated in
 * and out of each place since its last stock count (GET /inquiry/emptyCtn reads the moves, not a copy of them).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;
  await sql`create sequence yard_booking_no_seq`.execute(db);
  await db.schema
    .createTable('yard_bookings')
    .addColumn('id', 'bigint', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('booking_no', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
    .addColumn('company_id', 'text', (c) => c.notNull())
    .addColumn('yard_company_id', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .addColumn('port', 'text', (c) => c.notNull())
    .addColumn('operation', 'text', (c) => c.notNull())
    .addColumn('release_no', 'text')
    .addColumn('release_application_id', 'bigint')
    .addColumn('line_code', 'text', (c) => c.notNull())
    .addColumn('size_type', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('containers', 'text')
    .addColumn('planned_date', 'date', (c) => c.notNull())
    .addColumn('truck_plate', 'text')
    .addColumn('remark', 'text')
    .addColumn('reject_reason', 'text')
    .addColumn('complete_time', 'timestamptz')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('update_time', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addCheckConstraint('yard_bookings_quantity', sql`quantity between 1 and 50`)
    .execute();
  await sql`create index yard_bookings_create_idx on yard_bookings (create_time, id)`.execute(db);
  await sql`create index yard_bookings_update_idx on yard_bookings (update_time, id)`.execute(db);
  await sql`create index yard_bookings_owner_idx on yard_bookings (company_id, create_time)`.execute(db);
  await sql`create index yard_bookings_yard_idx on yard_bookings (yard_company_id, create_time)`.execute(db);
  await sql`create index yard_bookings_release_idx on yard_bookings (release_application_id) where release_application_id is not null`.execute(db);
  await sql`create index portal_moves_empty_place_idx on portal_container_moves (place, event_time) where empty_full = 'E'`.execute(db);
  await sql`create index pickup_apps_release_no_idx on pickup_applications (release_no) where release_no is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists pickup_apps_release_no_idx`.execute(db);
  await sql`drop index if exists portal_moves_empty_place_idx`.execute(db);
  await db.schema.dropTable('yard_bookings').ifExists().execute();
  await sql`drop sequence if exists yard_booking_no_seq`.execute(db);
}
