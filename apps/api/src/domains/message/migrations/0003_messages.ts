import { sql, type Kysely } from 'kysely';

// Notices, messages and to-dos with per-user delivery and read state; popup notice configurations.
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;
  const uuid = sql`gen_random_uuid()::text`;

  await db.schema
    .createTable('notices')
    .addColumn('id', 'text', (c) => c.primaryKey().defaultTo(uuid))
    .addColumn('seq', 'serial', (c) => c.notNull().unique())
    .addColumn('content_type', 'text', (c) => c.notNull().check(sql`content_type in ('NOTICE', 'MESSAGE', 'TODO')`))
    .addColumn('notice_type', 'text', (c) => c.notNull().defaultTo('1').check(sql`notice_type in ('1', '2')`))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('push_time', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('publisher_id', 'text', (c) => c.references('users.user_id').onDelete('set null'))
    .addColumn('publisher_name', 'text')
    .addColumn('target_kind', 'text', (c) => c.notNull().check(sql`target_kind in ('user', 'role', 'all')`))
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('notice_targets')
    .addColumn('notice_id', 'text', (c) => c.notNull().references('notices.id').onDelete('cascade'))
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('notice_targets_pk', ['notice_id', 'target_id'])
    .execute();

  await db.schema
    .createTable('notice_deliveries')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('notice_id', 'text', (c) => c.notNull().references('notices.id').onDelete('cascade'))
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('push_time', 'timestamptz', (c) => c.notNull())
    .addColumn('read_at', 'timestamptz')
    .addColumn('delivered_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('notice_deliveries_pk', ['user_id', 'notice_id'])
    .execute();
  // The bell: unread counts per type and the newest unread items come from this partial index alone.
  await sql`create index notice_deliveries_unread_idx on notice_deliveries (user_id, content_type, push_time desc, notice_id desc) where read_at is null`.execute(db);
  // The message centre's pages, newest first.
  await sql`create index notice_deliveries_user_time_idx on notice_deliveries (user_id, push_time desc, notice_id desc)`.execute(db);
  await db.schema.createIndex('notice_deliveries_notice_idx').on('notice_deliveries').column('notice_id').execute();

  await db.schema
    .createTable('notice_sync')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.user_id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('popup_notices')
    .addColumn('id', 'text', (c) => c.primaryKey().defaultTo(uuid))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('context', 'text', (c) => c.notNull())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('confirm_text', 'text')
    .addColumn('is_store', 'text', (c) => c.notNull().defaultTo('1').check(sql`is_store in ('0', '1')`))
    .addColumn('open_count', 'integer', (c) => c.check(sql`open_count is null or open_count >= 1`))
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('start_time', 'timestamptz')
    .addColumn('end_time', 'timestamptz')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('update_time', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('popup_reads')
    .addColumn('config_id', 'text', (c) => c.notNull().references('popup_notices.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('read_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_read_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('popup_reads_pk', ['user_id', 'config_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['popup_reads', 'popup_notices', 'notice_sync', 'notice_deliveries', 'notice_targets', 'notices']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
