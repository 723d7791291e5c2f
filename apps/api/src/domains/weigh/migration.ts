// The tables this migration creates join Kysely's DB type wherever the migrations are compiled (bench, scripts).
import type {} from './tables';
import { sql, type Kysely } from 'kysely';

/**
 * Weighing orders (issue 15, weighbridge): one row per container to weigh, owned by the ordering forwarder or fleet,
 * addressed to the terminal that weighs it; the weighing (tare, gross, net, VGM) and the weighing list it wrote are
 * kept on the row. A container has at most one open order (ordered or weighed) per orderer: a partial unique index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create sequence weigh_order_no_seq`.execute(db);
  await db.schema
    .createTable('weigh_orders')
    .addColumn('id', 'bigint', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('weigh_no', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('ordered'))
    .addColumn('company_id', 'text', (c) => c.notNull())
    .addColumn('terminal_company_id', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .addColumn('station', 'text', (c) => c.notNull())
    .addColumn('direction', 'text', (c) => c.notNull())
    .addColumn('container_no', 'text', (c) => c.notNull())
    .addColumn('ctn_size', 'text', (c) => c.notNull())
    .addColumn('ctn_type', 'text', (c) => c.notNull())
    .addColumn('seal_no', 'text')
    .addColumn('truck_license', 'text', (c) => c.notNull())
    .addColumn('cargo_name', 'text')
    .addColumn('vgm_method', 'text')
    .addColumn('vgm_responsible_party', 'text')
    .addColumn('vgm_signatory', 'text')
    .addColumn('tare_kg', 'integer', (c) => c.check(sql`tare_kg > 0`))
    .addColumn('gross_kg', 'integer', (c) => c.check(sql`gross_kg > 0 and gross_kg <= 60000`))
    .addColumn('net_kg', 'integer')
    .addColumn('vgm_kg', 'integer')
    .addColumn('weigh_time', 'timestamptz')
    .addColumn('weigher', 'text')
    .addColumn('weigh_list_id', 'bigint')
    .addColumn('vgm_confirm_time', 'timestamptz')
    .addColumn('fee_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cancel_reason', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('update_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index weigh_orders_open_ctn_uq on weigh_orders (company_id, container_no) where status in ('ordered', 'weighed')`.execute(db);
  await sql`create index weigh_orders_create_idx on weigh_orders (create_time, id)`.execute(db);
  await sql`create index weigh_orders_owner_idx on weigh_orders (company_id, create_time)`.execute(db);
  await sql`create index weigh_orders_terminal_idx on weigh_orders (terminal_company_id, create_time)`.execute(db);
  await sql`create index weigh_orders_ctn_idx on weigh_orders (container_no)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('weigh_orders').execute();
  await sql`drop sequence weigh_order_no_seq`.execute(db);
}
