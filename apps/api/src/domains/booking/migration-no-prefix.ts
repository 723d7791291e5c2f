// The tables this migration creates join Kysely's DB type wherever the migrations are compiled (bench, scripts).
import type {} from './tables';
import { sql, type Kysely } from 'kysely';

/**
 * The booking-number filter is a prefix match (`like 'BKG0001%'`), which a btree in the database's collation
 * cannot serve: at 1,000,000 bookings it scanned the table (27 ms). text_pattern_ops can.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists bookings_no_idx`.execute(db);
  await sql`create index bookings_no_idx on bookings (booking_no text_pattern_ops) where booking_no is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists bookings_no_idx`.execute(db);
  await sql`create index bookings_no_idx on bookings (booking_no) where booking_no is not null`.execute(db);
}
