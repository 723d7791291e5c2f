// The tables this migration creates join Kysely's DB type wherever the migrations are compiled (bench, scripts).
import type {} from './tables';
import { sql, type Kysely } from 'kysely';

/**
 * Export and import orders (issue 13 §3, the forwarder's shipment). Indexed for the list's sorts (create time,
 * order no.), the data scope (owner, agent) and the trucking orders read by B/L.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;
  await sql`create sequence shipment_no_seq`.execute(db);
  await db.schema
    .createTable('shipments')
    .addColumn('id', 'bigint', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('shipment_no', 'text', (c) => c.notNull().unique())
    .addColumn('direction', 'text', (c) => c.notNull())
    .addColumn('bl_no', 'text', (c) => c.notNull())
    .addColumn('booking_id', 'bigint')
    .addColumn('voyage_seq', 'bigint', (c) => c.notNull())
    .addColumn('pol_code', 'text', (c) => c.notNull())
    .addColumn('pod_code', 'text', (c) => c.notNull())
    .addColumn('shipper', 'text', (c) => c.notNull())
    .addColumn('consignee', 'text', (c) => c.notNull())
    .addColumn('containers', 'text', (c) => c.notNull())
    .addColumn('container_count', 'integer', (c) => c.notNull())
    .addColumn('cargo_description', 'text', (c) => c.notNull())
    .addColumn('packages', 'integer', (c) => c.notNull())
    .addColumn('gross_weight_kg', 'integer', (c) => c.notNull())
    .addColumn('customs_status', 'text', (c) => c.notNull())
    .addColumn('delivery_address', 'text')
    .addColumn('remark', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
    .addColumn('company_id', 'text', (c) => c.notNull())
    .addColumn('agent_company_id', 'text')
    .addColumn('created_by', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('update_time', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create index shipments_create_idx on shipments (create_time, id)`.execute(db);
  await sql`create index shipments_no_idx on shipments (shipment_no, id)`.execute(db);
  await sql`create index shipments_company_idx on shipments (company_id, create_time)`.execute(db);
  await sql`create index shipments_agent_idx on shipments (agent_company_id, create_time)`.execute(db);
  await sql`create index truck_orders_fwd_bill_idx on truck_orders (forwarder_company_id, bill_no)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index truck_orders_fwd_bill_idx`.execute(db);
  await db.schema.dropTable('shipments').execute();
  await sql`drop sequence shipment_no_seq`.execute(db);
}
