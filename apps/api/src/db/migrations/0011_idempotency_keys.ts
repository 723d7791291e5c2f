import { sql, type Kysely } from 'kysely';

/**
 * The answers of creating calls by their Idempotency-Key (http/idempotency.ts): a repeat of a call with the
 * same key, by the same user, on the same operation gets the first answer instead of creating a second record.
 * A row is 'running' while the first call works and 'done' once its answer is stored; rows live 24 hours.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('operation_id', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    /** sha256 of method, url and body: the same key with another request is refused. */
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('content_type', 'text')
    .addColumn('body', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'operation_id', 'key'])
    .execute();
  await sql`create index idempotency_keys_created_at_idx on idempotency_keys (created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('idempotency_keys').ifExists().execute();
}
