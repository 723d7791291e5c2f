// The tables this migration creates join Kysely's DB type wherever the migrations are compiled (bench, scripts).
import type {} from './tables';
import { sql, type Kysely } from 'kysely';

/**
 * Tyre purchase (issue 15): the catalogue and the orders. The stock has a check constraint besides the conditional
 * update that takes it, so no path can leave it below zero.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create sequence tyre_order_no_seq`.execute(db);
  await db.schema
    .createTable('tyres')
    .addColumn('id', 'bigint', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('onSale'))
    .addColumn('company_id', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('pattern', 'text', (c) => c.notNull())
    .addColumn('size', 'text', (c) => c.notNull())
    .addColumn('load_index', 'text', (c) => c.notNull())
    .addColumn('speed_rating', 'text', (c) => c.notNull())
    .addColumn('tube_type', 'text', (c) => c.notNull())
    .addColumn('price_cents', 'integer', (c) => c.notNull().check(sql`price_cents > 0`))
    .addColumn('stock', 'integer', (c) => c.notNull().defaultTo(0).check(sql`stock >= 0`))
    .addColumn('photo_file', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('update_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index tyres_create_idx on tyres (create_time, id)`.execute(db);
  await db.schema
    .createTable('tyre_orders')
    .addColumn('id', 'bigint', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('order_no', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('ordered'))
    .addColumn('company_id', 'text', (c) => c.notNull())
    .addColumn('platform_company_id', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .addColumn('tyre_id', 'bigint', (c) => c.notNull().references('tyres.id'))
    .addColumn('tyre_title', 'text', (c) => c.notNull())
    .addColumn('size', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('unit_price_cents', 'integer', (c) => c.notNull())
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('delivery_address', 'text', (c) => c.notNull())
    .addColumn('contact_name', 'text', (c) => c.notNull())
    .addColumn('contact_phone', 'text', (c) => c.notNull())
    .addColumn('truck_id', 'bigint')
    .addColumn('truck_license', 'text')
    .addColumn('carrier', 'text')
    .addColumn('tracking_no', 'text')
    .addColumn('reason', 'text')
    .addColumn('shipped_time', 'timestamptz')
    .addColumn('delivered_time', 'timestamptz')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('update_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index tyre_orders_create_idx on tyre_orders (create_time, id)`.execute(db);
  await sql`create index tyre_orders_owner_idx on tyre_orders (company_id, create_time)`.execute(db);
  await sql`create index tyre_orders_tyre_idx on tyre_orders (tyre_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('tyre_orders').execute();
  await db.schema.dropTable('tyres').execute();
  await sql`drop sequence tyre_order_no_seq`.execute(db);
}
