import { sql, type Kysely } from 'kysely';

/**
 * When a published post was pushed live (notice/scheduler claims the due ones by setting it). Posts published
 * before this migration count as pushed: their audience was told at publication or sees them at their next page.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table notice_posts add column pushed_at timestamptz`.execute(db);
  await sql`update notice_posts set pushed_at = coalesce(publish_time, now()) where status <> 'draft'`.execute(db);
  await sql`create index notice_posts_due_idx on notice_posts (valid_from) where status = 'published' and pushed_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table notice_posts drop column if exists pushed_at`.execute(db);
}
