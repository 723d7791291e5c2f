/**
 * Kysely types of the administration domain. Migration 0050_admin changes tables declared in db/schema.ts
 * (articles: seq, status, pinned, publish_at, version, created_by, update_time; audit_log: company_id, ip),
 * so nothing is merged here; the file exists for the migration's type import.
 */
export type AdminTables = Record<string, never>;
