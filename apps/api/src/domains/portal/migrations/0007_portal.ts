import { sql, type Kysely } from 'kysely';

/**
 * The public portal's own data: container moves behind the public ship and container queries, the
 * platform's standards, the API product catalogue and the enterprises' API subscription applications.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;
  const uuid = sql`gen_random_uuid()::text`;

  await db.schema
    .createTable('portal_container_moves')
    .addColumn('id', 'text', (c) => c.primaryKey().defaultTo(uuid))
    .addColumn('container_no', 'text', (c) => c.notNull())
    .addColumn('size_type', 'text', (c) => c.notNull())
    .addColumn('line_code', 'text', (c) => c.notNull())
    .addColumn('empty_full', 'text', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('event_time', 'timestamptz')
    .addColumn('place', 'text', (c) => c.notNull())
    .addColumn('vessel_code', 'text')
    .addColumn('voyage', 'text')
    .addColumn('bill_no', 'text')
    .addColumn('seal_no', 'text')
    .addColumn('port_code', 'text')
    .addColumn('yard_location', 'text')
    .addColumn('truck_license', 'text')
    .execute();
  await db.schema.createIndex('portal_container_moves_ctn_idx').on('portal_container_moves').columns(['container_no', 'event_time']).execute();
  await db.schema.createIndex('portal_container_moves_call_idx').on('portal_container_moves').columns(['vessel_code', 'voyage', 'event']).execute();

  await db.schema
    .createTable('portal_standards')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('unit', 'text')
    .addColumn('price', 'numeric(12, 2)')
    .addColumn('effective_date', 'date', (c) => c.notNull())
    .addColumn('remark', 'text')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('api_products')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('endpoints', 'jsonb', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('published', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('update_time', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('api_subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey().defaultTo(uuid))
    .addColumn('product_code', 'text', (c) => c.notNull().references('api_products.code'))
    .addColumn('company_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('contact_name', 'text', (c) => c.notNull())
    .addColumn('contact_mobile', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('0'))
    .addColumn('review_remark', 'text')
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('update_time', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  // One open application (under review or approved) per company and product; a rejected one may be followed by another.
  await sql`create unique index api_subscriptions_open_key on api_subscriptions (company_id, product_code) where status in ('0', '1')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['api_subscriptions', 'api_products', 'portal_standards', 'portal_container_moves']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
