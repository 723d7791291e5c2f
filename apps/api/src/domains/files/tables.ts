/** Kysely type of the stored files' metadata (migration 0002_content); the bytes live in the storage adapter. */
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export interface StoredFilesTable {
  id: Generated<string>;
  /** The adapter key, e.g. company/2026/11/<uuid>.png; what forms keep as fileUrl. */
  path: string;
  original_name: string;
  /** Detected from the content, never taken from the client. */
  content_type: string;
  size: number;
  biz_type: string;
  company_id: string | null;
  uploader_id: string | null;
  /** The business order the file belongs to, when it is an order attachment. */
  business_no: string | null;
  business_type: string | null;
  /** invoice | receipt | contract | attachment */
  file_type: string | null;
  create_time: CreatedAt;
}

declare module '../../db/schema' {
  interface DB {
    stored_files: StoredFilesTable;
  }
}
