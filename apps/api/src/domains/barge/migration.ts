// The tables this migration creates join Kysely's DB type wherever the migrations are compiled (bench, scripts).
import type {} from './tables';
import { sql, type Kysely } from 'kysely';

/**
 * Barges and barge orders with their containers. Orders are indexed for the list's sorts (create time, order
 * no., planned day), the data scope (forwarder, barge operator, terminal) and the open pool (status pooled).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;
  await db.schema
    .createTable('barges')
    .addColumn('id', 'bigint', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('registration_no', 'text', (c) => c.notNull().unique())
    .addColumn('capacity_teu', 'integer', (c) => c.notNull())
    .addColumn('remark', 'text')
    .addColumn('company_id', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('update_time', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create index barges_company_idx on barges (company_id, name, id)`.execute(db);
  await sql`create index barges_name_idx on barges (name, id)`.execute(db);
  await sql`create index barges_create_idx on barges (create_time, id)`.execute(db);

  await sql`create sequence barge_order_no_seq`.execute(db);
  await db.schema
    .createTable('barge_orders')
    .addColumn('id', 'bigint', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('order_no', 'text', (c) => c.notNull().unique())
    .addColumn('direction', 'text', (c) => c.notNull())
    .addColumn('load', 'text', (c) => c.notNull())
    .addColumn('river_port', 'text', (c) => c.notNull())
    .addColumn('terminal_code', 'text', (c) => c.notNull())
    .addColumn('terminal_company_id', 'text')
    .addColumn('voyage_seq', 'bigint')
    .addColumn('bl_no', 'text')
    .addColumn('plan_date', 'date', (c) => c.notNull())
    .addColumn('container_list', 'text', (c) => c.notNull())
    .addColumn('container_count', 'integer', (c) => c.notNull())
    .addColumn('teu', 'integer', (c) => c.notNull())
    .addColumn('remark', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
    .addColumn('company_id', 'text', (c) => c.notNull())
    .addColumn('barge_company_id', 'text')
    .addColumn('barge_id', 'bigint')
    .addColumn('barge_voyage_no', 'text')
    .addColumn('take_time', 'timestamptz')
    .addColumn('created_by', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('update_time', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create index barge_orders_create_idx on barge_orders (create_time, id)`.execute(db);
  await sql`create index barge_orders_no_idx on barge_orders (order_no, id)`.execute(db);
  await sql`create index barge_orders_company_idx on barge_orders (company_id, create_time)`.execute(db);
  await sql`create index barge_orders_barge_company_idx on barge_orders (barge_company_id, create_time)`.execute(db);
  await sql`create index barge_orders_terminal_idx on barge_orders (terminal_company_id, create_time)`.execute(db);
  await sql`create index barge_orders_pool_idx on barge_orders (create_time, id) where status = 'pooled'`.execute(db);

  await db.schema
    .createTable('barge_order_containers')
    .addColumn('id', 'bigint', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('order_id', 'bigint', (c) => c.notNull().references('barge_orders.id').onDelete('cascade'))
    .addColumn('line_no', 'integer', (c) => c.notNull())
    .addColumn('ctn_no', 'text', (c) => c.notNull())
    .addColumn('ctn_size_type', 'text', (c) => c.notNull())
    .addColumn('ctn_operator_code', 'text', (c) => c.notNull())
    .addColumn('remarks', 'text')
    .addColumn('car_res_no', 'text')
    .addColumn('pier_res_no', 'text')
    .execute();
  await sql`create unique index barge_order_containers_line_idx on barge_order_containers (order_id, line_no)`.execute(db);
  await sql`create index barge_order_containers_ctn_idx on barge_order_containers (ctn_no)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('barge_order_containers').execute();
  await db.schema.dropTable('barge_orders').execute();
  await sql`drop sequence barge_order_no_seq`.execute(db);
  await db.schema.dropTable('barges').execute();
}
