// The tables this migration creates join Kysely's DB type wherever the migrations are compiled (bench, scripts).
import type {} from './tables';
import { sql, type Kysely } from 'kysely';

/**
 * Pick-up applications (SPEC §2.8 /emptyApply) with the agent's release, yard slots with a capacity per hour and
 * size/type, and the reservations that take their places. `used <= capacity` is a check constraint besides the
 * conditional update that takes a place, so no path can overbook a slot.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;
  await sql`create sequence pickup_apply_no_seq`.execute(db);
  await sql`create sequence pickup_res_no_seq`.execute(db);
  await db.schema
    .createTable('pickup_applications')
    .addColumn('id', 'bigint', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('apply_no', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
    .addColumn('company_id', 'text', (c) => c.notNull())
    .addColumn('agent_company_id', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('trade', 'text', (c) => c.notNull())
    .addColumn('booking_id', 'bigint')
    .addColumn('booking_no', 'text')
    .addColumn('bl_no', 'text')
    .addColumn('size_type', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('containers', 'text')
    .addColumn('seal_nos', 'text')
    .addColumn('yard_company_id', 'text')
    .addColumn('pickup_date', 'date', (c) => c.notNull())
    .addColumn('remark', 'text')
    .addColumn('release_no', 'text')
    .addColumn('release_yard_id', 'text')
    .addColumn('released_size_type', 'text')
    .addColumn('released_quantity', 'integer')
    .addColumn('released_containers', 'text')
    .addColumn('valid_until', 'date')
    .addColumn('reserved_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('edo_id', 'bigint')
    .addColumn('reject_reason', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('update_time', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addCheckConstraint('pickup_reserved_within_release', sql`reserved_count >= 0 and reserved_count <= coalesce(released_quantity, 0)`)
    .execute();
  await sql`create index pickup_apps_create_idx on pickup_applications (create_time, id)`.execute(db);
  await sql`create index pickup_apps_update_idx on pickup_applications (update_time, id)`.execute(db);
  await sql`create index pickup_apps_owner_idx on pickup_applications (company_id, create_time)`.execute(db);
  await sql`create index pickup_apps_agent_idx on pickup_applications (agent_company_id, create_time)`.execute(db);

  await db.schema
    .createTable('yard_slots')
    .addColumn('id', 'bigint', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('yard_company_id', 'text', (c) => c.notNull())
    .addColumn('size_type', 'text', (c) => c.notNull())
    .addColumn('slot_start', 'timestamptz', (c) => c.notNull())
    .addColumn('slot_end', 'timestamptz', (c) => c.notNull())
    .addColumn('capacity', 'integer', (c) => c.notNull())
    .addColumn('used', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('yard_slots_one', ['yard_company_id', 'size_type', 'slot_start'])
    .addCheckConstraint('yard_slots_within_capacity', sql`used >= 0 and used <= capacity`)
    .execute();

  await db.schema
    .createTable('pickup_reservations')
    .addColumn('id', 'bigint', (c) => c.generatedByDefaultAsIdentity().primaryKey())
    .addColumn('res_no', 'text', (c) => c.notNull().unique())
    .addColumn('application_id', 'bigint', (c) => c.notNull())
    .addColumn('company_id', 'text', (c) => c.notNull())
    .addColumn('yard_company_id', 'text', (c) => c.notNull())
    .addColumn('slot_id', 'bigint', (c) => c.notNull())
    .addColumn('truck_plate', 'text', (c) => c.notNull())
    .addColumn('ctn_no', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('booked'))
    .addColumn('created_by', 'text')
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('update_time', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create index pickup_res_company_idx on pickup_reservations (company_id, create_time)`.execute(db);
  await sql`create index pickup_res_yard_idx on pickup_reservations (yard_company_id, create_time)`.execute(db);
  await sql`create index pickup_res_app_idx on pickup_reservations (application_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['pickup_reservations', 'yard_slots', 'pickup_applications']) await db.schema.dropTable(t).ifExists().execute();
  await sql`drop sequence if exists pickup_res_no_seq`.execute(db);
  await sql`drop sequence if exists pickup_apply_no_seq`.execute(db);
}
