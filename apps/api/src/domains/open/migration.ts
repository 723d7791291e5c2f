// The tables this migration creates join Kysely's DB type wherever the migrations are compiled (bench, scripts).
import type {} from './tables';
import { sql, type Kysely } from 'kysely';

/** The open API (issue 18): keys and their daily usage, container event subscriptions, the delivery outbox. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('api_keys')
    .addColumn('id', 'bigint', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('subscription_id', 'text', (c) => c.notNull())
    .addColumn('company_id', 'text', (c) => c.notNull())
    .addColumn('product_code', 'text', (c) => c.notNull())
    .addColumn('prefix', 'text', (c) => c.notNull())
    .addColumn('key_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('last_used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('api_keys_subscription').on('api_keys').columns(['subscription_id', 'create_time']).execute();
  await db.schema
    .createTable('api_key_usage')
    .addColumn('key_id', 'bigint', (c) => c.notNull())
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('calls', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('limited', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('api_key_usage_pk', ['key_id', 'day'])
    .execute();
  await db.schema
    .createTable('open_webhooks')
    .addColumn('id', 'bigint', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull())
    .addColumn('key_id', 'bigint', (c) => c.notNull())
    .addColumn('container_no', 'text')
    .addColumn('bill_no', 'text')
    .addColumn('events', 'jsonb', (c) => c.notNull())
    .addColumn('url', 'text')
    .addColumn('email', 'text')
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('open_webhooks_container').on('open_webhooks').column('container_no').where(sql.ref('active'), '=', true).execute();
  await db.schema.createIndex('open_webhooks_bill').on('open_webhooks').column('bill_no').where(sql.ref('active'), '=', true).execute();
  await db.schema.createIndex('open_webhooks_company').on('open_webhooks').columns(['company_id', 'id']).execute();
  await db.schema
    .createTable('open_event_outbox')
    .addColumn('id', 'bigint', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('webhook_id', 'bigint', (c) => c.notNull())
    .addColumn('company_id', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('container_no', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz')
    .addColumn('locked_until', 'timestamptz')
    .addColumn('last_status', 'integer')
    .addColumn('last_error', 'text')
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('delivered_at', 'timestamptz')
    .execute();
  await sql`create index open_event_outbox_due on open_event_outbox (next_attempt_at) where status = 'pending'`.execute(db);
  await db.schema.createIndex('open_event_outbox_company').on('open_event_outbox').columns(['company_id', 'id']).execute();
  await db.schema
    .createTable('open_delivery_attempts')
    .addColumn('id', 'bigint', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('delivery_id', 'bigint', (c) => c.notNull())
    .addColumn('attempt_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('http_status', 'integer')
    .addColumn('error', 'text')
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('open_delivery_attempts_delivery').on('open_delivery_attempts').column('delivery_id').execute();
  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'bigint', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['mail_outbox', 'open_delivery_attempts', 'open_event_outbox', 'open_webhooks', 'api_key_usage', 'api_keys']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
