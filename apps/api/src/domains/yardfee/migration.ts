// The tables this migration creates join Kysely's DB type wherever the migrations are compiled (bench, scripts).
import type {} from './tables';
import { sql, type Kysely } from 'kysely';

/**
 * Yard fees (SPEC §2.8 /yardCostManage): the operators' tariffs, customers' custom rates, the places each operator
 * runs, and container visits (billed once, by the unique charge no. and the ledger's own business key).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;
  await sql`create sequence yardfee_charge_no_seq`.execute(db);
  await db.schema
    .createTable('yardfee_items')
    .addColumn('id', 'bigint', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull())
    .addColumn('item_code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('ctn_size', 'text')
    .addColumn('ctn_type', 'text')
    .addColumn('empty_full', 'text')
    .addColumn('free_days', 'integer', (c) => c.notNull().defaultTo(0).check(sql`free_days >= 0`))
    .addColumn('price_cents', 'bigint', (c) => c.notNull().check(sql`price_cents >= 0`))
    .addColumn('created_by', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('update_time', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create index yardfee_items_company_idx on yardfee_items (company_id, update_time, id)`.execute(db);
  await sql`create index yardfee_items_update_idx on yardfee_items (update_time, id)`.execute(db);

  await db.schema
    .createTable('yardfee_rates')
    .addColumn('id', 'bigint', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull())
    .addColumn('customer_code', 'text', (c) => c.notNull())
    .addColumn('customer_company_id', 'text', (c) => c.notNull())
    .addColumn('item_id', 'bigint', (c) => c.notNull().references('yardfee_items.id').onDelete('cascade'))
    .addColumn('price_cents', 'bigint', (c) => c.notNull().check(sql`price_cents >= 0`))
    .addColumn('free_days', 'integer', (c) => c.check(sql`free_days >= 0`))
    .addColumn('valid_from', 'timestamptz')
    .addColumn('valid_to', 'timestamptz')
    .addColumn('remark', 'text')
    .addColumn('created_by', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('update_time', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create index yardfee_rates_update_idx on yardfee_rates (update_time, id)`.execute(db);
  await sql`create index yardfee_rates_company_idx on yardfee_rates (company_id, update_time)`.execute(db);
  await sql`create index yardfee_rates_customer_idx on yardfee_rates (customer_company_id, company_id)`.execute(db);

  await db.schema
    .createTable('yardfee_places')
    .addColumn('place', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('yardfee_visits')
    .addColumn('id', 'bigint', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('start_move_id', 'text', (c) => c.notNull().unique())
    .addColumn('end_move_id', 'text')
    .addColumn('container_no', 'text', (c) => c.notNull())
    .addColumn('size_type', 'text', (c) => c.notNull())
    .addColumn('empty_full', 'text', (c) => c.notNull())
    .addColumn('place', 'text', (c) => c.notNull())
    .addColumn('bill_no', 'text')
    .addColumn('start_event', 'text', (c) => c.notNull())
    .addColumn('in_time', 'timestamptz', (c) => c.notNull())
    .addColumn('end_event', 'text')
    .addColumn('out_time', 'timestamptz')
    .addColumn('operator_company_id', 'text', (c) => c.notNull())
    .addColumn('customer_company_id', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('in'))
    .addColumn('charge_no', 'text', (c) => c.unique())
    .addColumn('days', 'integer')
    .addColumn('total_cents', 'bigint')
    .addColumn('lines', 'jsonb')
    .addColumn('paid_by', 'text')
    .addColumn('paid_time', 'timestamptz')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('update_time', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create index yardfee_visits_in_idx on yardfee_visits (in_time, id)`.execute(db);
  await sql`create index yardfee_visits_open_idx on yardfee_visits (container_no, place, in_time)`.execute(db);
  await sql`create index yardfee_visits_customer_idx on yardfee_visits (customer_company_id, in_time)`.execute(db);
  await sql`create index yardfee_visits_operator_idx on yardfee_visits (operator_company_id, in_time)`.execute(db);
  await sql`create index yardfee_visits_paid_idx on yardfee_visits (paid_time) where status = 'paid'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['yardfee_visits', 'yardfee_places', 'yardfee_rates', 'yardfee_items']) await db.schema.dropTable(t).execute();
  await sql`drop sequence yardfee_charge_no_seq`.execute(db);
}
