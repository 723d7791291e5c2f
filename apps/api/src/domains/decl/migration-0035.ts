// The tables this migration creates join Kysely's DB type wherever the migrations are compiled (bench, scripts).
import type {} from './tables';
import { sql, type Kysely } from 'kysely';

/**
 * Dangerous-goods export declarations (issue 14): one row per container and cargo line, owned by the forwarder,
 * addressed to the terminal. Indexed for the list's sorts (create time, declaration no.) and both parties' scope.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create sequence dg_declaration_no_seq`.execute(db);
  await db.schema
    .createTable('dg_declarations')
    .addColumn('id', 'bigint', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('decl_no', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
    .addColumn('company_id', 'text', (c) => c.notNull())
    .addColumn('terminal_company_id', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .addColumn('voyage_seq', 'bigint', (c) => c.notNull())
    .addColumn('bl_no', 'text', (c) => c.notNull())
    .addColumn('container_no', 'text', (c) => c.notNull())
    .addColumn('size_type', 'text', (c) => c.notNull())
    .addColumn('un_no', 'text', (c) => c.notNull())
    .addColumn('proper_shipping_name', 'text', (c) => c.notNull())
    .addColumn('imdg_class', 'text', (c) => c.notNull())
    .addColumn('subsidiary_risks', 'text')
    .addColumn('packing_group', 'text')
    .addColumn('flash_point', sql`numeric(6,1)`)
    .addColumn('ems', 'text', (c) => c.notNull())
    .addColumn('marine_pollutant', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('limited_quantity', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('packages', 'integer', (c) => c.notNull())
    .addColumn('package_kind', 'text', (c) => c.notNull())
    .addColumn('net_weight', sql`numeric(12,3)`, (c) => c.notNull())
    .addColumn('gross_weight', sql`numeric(12,3)`, (c) => c.notNull())
    .addColumn('emergency_contact', 'text', (c) => c.notNull())
    .addColumn('emergency_phone', 'text', (c) => c.notNull())
    .addColumn('dg_declaration_file', 'text')
    .addColumn('packing_certificate_file', 'text')
    .addColumn('sds_file', 'text')
    .addColumn('reject_reason', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('update_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index dg_declarations_create_idx on dg_declarations (create_time, id)`.execute(db);
  await sql`create index dg_declarations_no_idx on dg_declarations (decl_no, id)`.execute(db);
  await sql`create index dg_declarations_owner_idx on dg_declarations (company_id, create_time)`.execute(db);
  await sql`create index dg_declarations_terminal_idx on dg_declarations (terminal_company_id, create_time)`.execute(db);
  await sql`create index dg_declarations_container_idx on dg_declarations (container_no)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('dg_declarations').execute();
  await sql`drop sequence dg_declaration_no_seq`.execute(db);
}
