/** Kysely types of the big screen's own table (migration 0006_documents). */
import type { ColumnType } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type BigId = ColumnType<string, string | number | undefined, string | number>;

/** A read-only token for an unattended wall display; only its SHA-256 is stored. */
export interface DisplayTokensTable {
  id: BigId;
  name: string;
  token_hash: string;
  created_by: string | null;
  create_time: CreatedAt;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
  last_used_at: NullableTimestamp;
}

declare module '../../db/schema' {
  interface DB {
    display_tokens: DisplayTokensTable;
  }
}
