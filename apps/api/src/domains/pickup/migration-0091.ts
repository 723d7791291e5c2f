// The tables this migration creates join Kysely's DB type wherever the migrations are compiled (bench, scripts).
import type {} from './tables';
import { sql, type Kysely } from 'kysely';

/**
 * Payment before reservation (SPEC §2.8 emptyPrepayFull): the reservation fee each yard charges per place, and the
 * fee a reservation holds from the company's prepayment balance (settled at gate-in or no-show, released on cancel).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pickup_yard_fees')
    .addColumn('yard_company_id', 'text', (c) => c.primaryKey())
    .addColumn('reservation_fee_cents', 'integer', (c) => c.notNull())
    .addCheckConstraint('pickup_yard_fee_positive', sql`reservation_fee_cents >= 0`)
    .execute();
  await db.schema.alterTable('pickup_reservations').addColumn('fee_cents', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('pickup_reservations').dropColumn('fee_cents').execute();
  await db.schema.dropTable('pickup_yard_fees').execute();
}
