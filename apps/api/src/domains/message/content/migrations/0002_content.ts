import { sql, type Kysely } from 'kysely';

/**
 * Content and lookups: container agents, company mappings, empty-container stock, vessels and voyages,
 * the transportation privilege (pap) with its vehicles and prepayment accounts, stored files, EDI platforms,
 * mobile push configuration and push logs.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;
  const uuid = sql`gen_random_uuid()::text`;

  await db.schema
    .createTable('container_agents')
    .addColumn('containeragent', 'text', (c) => c.primaryKey())
    .addColumn('chndesc', 'text', (c) => c.notNull())
    .addColumn('engdesc', 'text')
    .addColumn('remark', 'text')
    .execute();

  await db.schema
    .createTable('company_mappings')
    .addColumn('id', 'text', (c) => c.primaryKey().defaultTo(uuid))
    .addColumn('company_code', 'text', (c) => c.notNull())
    .addColumn('company_name', 'text')
    .addColumn('company_mapping_code', 'text', (c) => c.notNull())
    .addColumn('company_mapping_name', 'text')
    .addColumn('source', 'text', (c) => c.notNull())
    .addUniqueConstraint('company_mappings_source_code_key', ['source', 'company_code'])
    .execute();

  await db.schema
    .createTable('empty_ctn_stock')
    .addColumn('org_code', 'text', (c) => c.notNull())
    .addColumn('org_name', 'text')
    .addColumn('line_code', 'text', (c) => c.notNull())
    .addColumn('ctn_size_type', 'text', (c) => c.notNull())
    .addColumn('ctn_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('update_time', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('empty_ctn_stock_pk', ['org_code', 'line_code', 'ctn_size_type'])
    .execute();

  await db.schema
    .createTable('vessels')
    .addColumn('vessel_code', 'text', (c) => c.primaryKey())
    .addColumn('vessel_name', 'text', (c) => c.notNull())
    .addColumn('vessel_ename', 'text')
    .execute();

  await db.schema
    .createTable('vessel_voyages')
    .addColumn('id', 'text', (c) => c.primaryKey().defaultTo(uuid))
    .addColumn('vessel_code', 'text', (c) => c.notNull().references('vessels.vessel_code').onDelete('cascade'))
    .addColumn('voyage', 'text', (c) => c.notNull())
    .addColumn('ie_flag', 'text', (c) => c.notNull())
    .addColumn('terminal_code', 'text')
    .addColumn('berth', 'text')
    .addColumn('eta', 'timestamptz')
    .addColumn('etd', 'timestamptz')
    .addColumn('ata', 'timestamptz')
    .addColumn('atd', 'timestamptz')
    .addColumn('close_time', 'timestamptz')
    .addUniqueConstraint('vessel_voyages_key', ['vessel_code', 'voyage', 'ie_flag'])
    .execute();
  await db.schema.createIndex('vessel_voyages_eta_idx').on('vessel_voyages').column('eta').execute();

  // The pap tables hang off companies.shop_id: the privilege, the vehicles and the prepayment account are per shop.
  await db.schema
    .createTable('pap_privileges')
    .addColumn('shop_id', 'text', (c) => c.primaryKey().references('companies.shop_id').onDelete('cascade'))
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('valid_from', 'text')
    .addColumn('valid_to', 'text')
    .addColumn('update_time', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('pap_vehicles')
    .addColumn('id', 'text', (c) => c.primaryKey().defaultTo(uuid))
    .addColumn('shop_id', 'text', (c) => c.notNull().references('companies.shop_id').onDelete('cascade'))
    .addColumn('truck_license', 'text', (c) => c.notNull())
    .addColumn('trailer_license', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('update_time', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('pap_vehicles_shop_truck_key', ['shop_id', 'truck_license'])
    .execute();

  await db.schema
    .createTable('pap_prepay_accounts')
    .addColumn('shop_id', 'text', (c) => c.primaryKey().references('companies.shop_id').onDelete('cascade'))
    // '1' opened, '2' frozen (a shop without a row has none: '0').
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('1'))
    .addColumn('balance', sql`numeric(14, 2)`, (c) => c.notNull().defaultTo(0))
    .addColumn('update_time', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('stored_files')
    .addColumn('id', 'text', (c) => c.primaryKey().defaultTo(uuid))
    .addColumn('path', 'text', (c) => c.notNull().unique())
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('biz_type', 'text', (c) => c.notNull())
    .addColumn('company_id', 'text')
    .addColumn('uploader_id', 'text')
    .addColumn('business_no', 'text')
    .addColumn('business_type', 'text')
    .addColumn('file_type', 'text')
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('stored_files_business_idx').on('stored_files').columns(['business_no', 'company_id']).execute();

  await db.schema
    .createTable('edi_platforms')
    .addColumn('platform_code', 'text', (c) => c.primaryKey())
    .addColumn('platform_name', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    // Whether the platform accepts our sign-on token (then its link carries one).
    .addColumn('sso', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('push_configs')
    .addColumn('client_type', 'text', (c) => c.primaryKey())
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('app_key', 'text')
    // Comma-joined content types pushed to phones (NOTICE, MESSAGE, TODO).
    .addColumn('content_types', 'text', (c) => c.notNull().defaultTo('NOTICE,MESSAGE,TODO'))
    .addColumn('update_time', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('push_logs')
    .addColumn('id', 'text', (c) => c.primaryKey().defaultTo(uuid))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('message_id', 'text', (c) => c.notNull())
    .addColumn('device_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('push_logs_once_key', ['user_id', 'message_id', 'device_id', 'event'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'push_logs', 'push_configs', 'edi_platforms', 'stored_files', 'pap_prepay_accounts', 'pap_vehicles',
    'pap_privileges', 'vessel_voyages', 'vessels', 'empty_ctn_stock', 'company_mappings', 'container_agents',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
