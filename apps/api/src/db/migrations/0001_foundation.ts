import { sql, type Kysely } from 'kysely';

// Migrations take Kysely<unknown>: they describe the schema at their point in history, not today's types.
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;
  const uuid = sql`gen_random_uuid()::text`;

  await db.schema
    .createTable('companies')
    .addColumn('company_id', 'text', (c) => c.primaryKey().defaultTo(uuid))
    .addColumn('company_code', 'text', (c) => c.notNull().unique())
    .addColumn('company_name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('shop_id', 'text', (c) => c.notNull().unique().defaultTo(uuid))
    .addColumn('shop_status', 'text')
    .addColumn('auth_status', 'text', (c) => c.notNull().defaultTo('00'))
    .addColumn('profile', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('update_time', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create unique index companies_name_key on companies (lower(company_name))`.execute(db);

  await db.schema
    .createTable('users')
    .addColumn('user_id', 'text', (c) => c.primaryKey().defaultTo(uuid))
    .addColumn('mobile', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text')
    .addColumn('username', 'text')
    .addColumn('login_name', 'text')
    .addColumn('email', 'text')
    .addColumn('sex', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('0'))
    .addColumn('del_flag', 'text', (c) => c.notNull().defaultTo('0'))
    .addColumn('avatar', 'text')
    .addColumn('company_id', 'text', (c) => c.references('companies.company_id'))
    .addColumn('user_type', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('auth_status', 'text', (c) => c.notNull().defaultTo('00'))
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('weak_password', 'text', (c) => c.notNull().defaultTo('N'))
    .addColumn('failed_logins', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'timestamptz')
    .addColumn('remark', 'text')
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('update_time', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('password_update_time', 'timestamptz')
    .execute();
  await db.schema.createIndex('users_company_idx').on('users').column('company_id').execute();

  await db.schema
    .createTable('roles')
    .addColumn('role_id', 'text', (c) => c.primaryKey().defaultTo(uuid))
    .addColumn('role_key', 'text', (c) => c.notNull())
    .addColumn('role_name', 'text', (c) => c.notNull())
    .addColumn('role_sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('0'))
    .addColumn('data_scope', 'text', (c) => c.notNull().defaultTo('2'))
    .addColumn('company_id', 'text', (c) => c.references('companies.company_id'))
    .addColumn('flag', 'text')
    .addColumn('remark', 'text')
    .addColumn('create_by', 'text')
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('update_by', 'text')
    .addColumn('update_time', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create unique index roles_key_company_key on roles (role_key, coalesce(company_id, ''))`.execute(db);

  await db.schema
    .createTable('user_roles')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('role_id', 'text', (c) => c.notNull().references('roles.role_id').onDelete('cascade'))
    .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role_id'])
    .execute();

  await db.schema
    .createTable('menus')
    .addColumn('menu_id', 'text', (c) => c.primaryKey().defaultTo(uuid))
    .addColumn('parent_id', 'text', (c) => c.references('menus.menu_id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('component', 'text')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('icon', 'text')
    .addColumn('keep_alive', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('no_cache', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('hidden', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('page_id', 'text')
    .addColumn('link', 'text')
    .addColumn('redirect', 'text')
    .addColumn('perms', 'text')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('role_menus')
    .addColumn('role_id', 'text', (c) => c.notNull().references('roles.role_id').onDelete('cascade'))
    .addColumn('menu_id', 'text', (c) => c.notNull().references('menus.menu_id').onDelete('cascade'))
    .addPrimaryKeyConstraint('role_menus_pk', ['role_id', 'menu_id'])
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('ip', 'text')
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('captchas')
    .addColumn('uuid', 'text', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('window_start', 'timestamptz', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('rate_limits_pk', ['key', 'window_start'])
    .execute();

  await db.schema
    .createTable('dict_data')
    .addColumn('dict_code', 'serial', (c) => c.primaryKey())
    .addColumn('dict_type', 'text', (c) => c.notNull())
    .addColumn('dict_label', 'text', (c) => c.notNull())
    .addColumn('dict_value', 'text', (c) => c.notNull())
    .addColumn('dict_sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_default', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('0'))
    .addColumn('css_class', 'text')
    .addColumn('list_class', 'text')
    .addColumn('remark', 'text')
    .addColumn('create_by', 'text')
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('update_by', 'text')
    .addColumn('update_time', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('dict_data_type_value_key', ['dict_type', 'dict_value'])
    .execute();

  await db.schema
    .createTable('articles')
    .addColumn('id', 'text', (c) => c.primaryKey().defaultTo(uuid))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('context', 'text', (c) => c.notNull())
    .addColumn('pic_url', 'text')
    .addColumn('user_type', 'text', (c) => c.notNull().defaultTo('0'))
    .addColumn('published', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('articles_kind_idx').on('articles').columns(['kind', 'updated_at']).execute();

  await db.schema
    .createTable('addresses')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('parent_code', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('level', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('addresses_parent_idx').on('addresses').column('parent_code').execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey().defaultTo(uuid))
    .addColumn('actor_id', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text')
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .addColumn('trace_id', 'text')
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('audit_log_entity_idx').on('audit_log').columns(['entity', 'entity_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'audit_log', 'addresses', 'articles', 'dict_data', 'rate_limits', 'captchas', 'sessions',
    'role_menus', 'menus', 'user_roles', 'roles', 'users', 'companies',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
