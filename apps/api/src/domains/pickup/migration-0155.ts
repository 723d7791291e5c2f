// The tables this migration creates join Kysely's DB type wherever the migrations are compiled (bench, scripts).
import type {} from './tables';
import { sql, type Kysely } from 'kysely';

/**
 * The shipping line a shipping-line agent releases for (空箱源 counts a release by quantity under it): one line per
 * agent company. The demo agent, when it exists already, releases for MSK (the demo seed sets it on a fresh database).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pickup_agent_lines')
    .addColumn('agent_company_id', 'text', (c) => c.primaryKey())
    .addColumn('line_code', 'text', (c) => c.notNull())
    .addCheckConstraint('pickup_agent_line_code', sql`line_code ~ '^[A-Z]{2,4}$'`)
    .execute();
  await sql`insert into pickup_agent_lines (agent_company_id, line_code) select company_id, 'MSK' from companies where company_code = 'AGT001' and kind = 'agent'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('pickup_agent_lines').execute();
}
