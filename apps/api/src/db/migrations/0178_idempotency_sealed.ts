import { sql, type Kysely } from 'kysely';

/**
 * Stored answers are sealed from now on (lib/sealed-answer.ts). Answers stored before were kept in clear and may hold
 * a secret shown once; a migration has no signing secret to seal them with, so they are dropped. A retry with such a
 * key within its 24 hours runs afresh, which is the lesser harm than a secret at rest.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`delete from idempotency_keys where body is not null and body not like 'v1.%'`.execute(db);
}

export async function down(): Promise<void> {
  // Nothing to restore: the dropped answers are gone.
}
