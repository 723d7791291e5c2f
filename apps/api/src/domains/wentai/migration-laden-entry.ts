// The tables this migration alters join Kysely's DB type wherever the migrations are compiled (bench, scripts).
import type {} from './tables';
import { sql, type Kysely } from 'kysely';

/**
 * 外地港重箱进场 (SPEC §2.8 addInWeightApplyWt): the non-local laden entry is a variant of the branch-line release,
 * a row of the same table with `kind` 'laden' (existing rows are 'branch'): the origin port, a seal and a gross
 * weight per container beside the release's columns. Each variant's list reads its own kind, in its sort orders.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table branch_releases add column kind text not null default 'branch'`.execute(db);
  await sql`alter table branch_releases add column origin_port text`.execute(db);
  await sql`alter table branch_releases add column seals text`.execute(db);
  await sql`alter table branch_releases add column weights text`.execute(db);
  await sql`alter table branch_releases add column total_weight_kg integer`.execute(db);
  await sql`create sequence laden_entry_no_seq`.execute(db);
  await sql`create index branch_releases_kind_create_idx on branch_releases (kind, create_time, id)`.execute(db);
  await sql`create index branch_releases_kind_apply_no_idx on branch_releases (kind, apply_no, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index branch_releases_kind_apply_no_idx`.execute(db);
  await sql`drop index branch_releases_kind_create_idx`.execute(db);
  await sql`drop sequence laden_entry_no_seq`.execute(db);
  await sql`alter table branch_releases drop column total_weight_kg, drop column weights, drop column seals, drop column origin_port, drop column kind`.execute(db);
}
