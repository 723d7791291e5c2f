import { sql, type Kysely } from 'kysely';

// Accounts: SMS codes and their outbox, captcha verifications, reset tickets, two-step marks, profiles,
// real-name flows, invoicing settings, collection qualifications, payment accounts and prepayment balances.
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;
  const uuid = sql`gen_random_uuid()::text`;

  await db.schema
    .createTable('sms_codes')
    .addColumn('id', 'text', (c) => c.primaryKey().defaultTo(uuid))
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('scene', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('void_at', 'timestamptz')
    .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('sms_codes_mobile_idx').on('sms_codes').columns(['mobile', 'scene', 'created_at']).execute();

  // One row per mobile: the day's count and the last send, updated by one conditional upsert (see sms/codes.ts).
  await db.schema
    .createTable('sms_quota')
    .addColumn('mobile', 'text', (c) => c.primaryKey())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('sent_count', 'integer', (c) => c.notNull())
    .addColumn('last_sent_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sms_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey().defaultTo(uuid))
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('scene', 'text', (c) => c.notNull())
    .addColumn('code', 'text')
    .addColumn('code_id', 'text', (c) => c.references('sms_codes.id').onDelete('set null'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('sms_outbox_mobile_idx').on('sms_outbox').columns(['mobile', 'created_at']).execute();
  await db.schema.createIndex('sms_outbox_time_idx').on('sms_outbox').column('created_at').execute();

  await db.schema
    .createTable('captcha_verifications')
    .addColumn('uuid', 'text', (c) => c.primaryKey())
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('reset_tickets')
    .addColumn('ticket_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('session_step_ups')
    .addColumn('token_hash', 'text', (c) => c.primaryKey().references('sessions.token_hash').onDelete('cascade'))
    .addColumn('valid_until', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('user_profiles')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.user_id').onDelete('cascade'))
    .addColumn('settings', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('register_company_name', 'text')
    .addColumn('update_time', 'timestamptz')
    .execute();

  await db.schema
    .createTable('real_auth_flows')
    .addColumn('flow_id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('company', 'person')`))
    .addColumn('shop_id', 'text')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('issued', 'submitted', 'success', 'failed', 'cancelled')`))
    .addColumn('identity', 'jsonb')
    .addColumn('fail_reason', 'text')
    .addColumn('redirect_url', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('finished_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('real_auth_flows_shop_idx').on('real_auth_flows').columns(['shop_id', 'created_at']).execute();
  await db.schema.createIndex('real_auth_flows_user_idx').on('real_auth_flows').columns(['user_id', 'kind', 'created_at']).execute();

  await db.schema
    .createTable('invoice_managers')
    .addColumn('shop_id', 'text', (c) => c.primaryKey().references('companies.shop_id').onDelete('cascade'))
    .addColumn('invoice_type', 'text', (c) => c.notNull().defaultTo('SDP'))
    .addColumn('base', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('update_by', 'text')
    .addColumn('update_time', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('invoice_businesses')
    .addColumn('recode_id', 'text', (c) => c.primaryKey().defaultTo(uuid))
    .addColumn('shop_id', 'text', (c) => c.notNull().references('companies.shop_id').onDelete('cascade'))
    .addColumn('bussiness_type', 'text', (c) => c.notNull())
    .addColumn('invoice_type', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('0'))
    .addUniqueConstraint('invoice_businesses_shop_type_key', ['shop_id', 'bussiness_type'])
    .execute();

  await db.schema
    .createTable('collection_qualifications')
    .addColumn('id', 'text', (c) => c.primaryKey().defaultTo(uuid))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('shop_id', 'text', (c) => c.notNull().references('companies.shop_id').onDelete('cascade'))
    .addColumn('qualification_type', 'text', (c) => c.notNull())
    .addColumn('bank_name', 'text', (c) => c.notNull())
    .addColumn('bank_account', 'text', (c) => c.notNull())
    .addColumn('bank_account_name', 'text', (c) => c.notNull())
    .addColumn('contact_name', 'text', (c) => c.notNull())
    .addColumn('contact_mobile', 'text', (c) => c.notNull())
    .addColumn('contact_email', 'text')
    .addColumn('attachments', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('0'))
    .addColumn('audit_remark', 'text')
    .addColumn('applicant_id', 'text')
    .addColumn('apply_time', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('audit_time', 'timestamptz')
    .execute();
  // One open (under review or approved) qualification per shop and business type.
  await sql`create unique index collection_open_key on collection_qualifications (shop_id, qualification_type) where status in ('0', '1')`.execute(db);

  await db.schema
    .createTable('payment_accounts')
    .addColumn('id', 'text', (c) => c.primaryKey().defaultTo(uuid))
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.company_id').onDelete('cascade'))
    .addColumn('bank_name', 'text', (c) => c.notNull())
    .addColumn('account_no', 'text', (c) => c.notNull())
    .addColumn('account_name', 'text', (c) => c.notNull())
    .addColumn('is_default', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('0'))
    .addColumn('remark', 'text')
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('update_time', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('payment_accounts_company_no_key', ['company_id', 'account_no'])
    .execute();

  await db.schema
    .createTable('prepayment_balances')
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.company_id').onDelete('cascade'))
    .addColumn('business_type', 'text', (c) => c.notNull())
    .addColumn('balance', 'numeric(14, 2)', (c) => c.notNull().defaultTo(0))
    .addColumn('occupied', 'numeric(14, 2)', (c) => c.notNull().defaultTo(0))
    .addColumn('update_time', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('prepayment_balances_pk', ['company_id', 'business_type'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'prepayment_balances', 'payment_accounts', 'collection_qualifications', 'invoice_businesses', 'invoice_managers',
    'real_auth_flows', 'user_profiles', 'session_step_ups', 'reset_tickets', 'captcha_verifications', 'sms_outbox',
    'sms_quota', 'sms_codes',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
