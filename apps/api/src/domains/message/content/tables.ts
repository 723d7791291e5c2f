/** Kysely types of the EDI and mobile-push tables (migration 0002_content). Articles are in db/schema.ts. */
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export interface EdiPlatformsTable {
  platform_code: string;
  platform_name: string;
  url: string;
  /** The platform accepts our sign-on token: its link then carries a fresh one. */
  sso: Generated<boolean>;
  enabled: Generated<boolean>;
  sort: Generated<number>;
}

/** Mobile push settings per client type (android, ios, h5). */
export interface PushConfigsTable {
  client_type: string;
  enabled: Generated<boolean>;
  app_key: string | null;
  /** Comma-joined NOTICE, MESSAGE, TODO. */
  content_types: Generated<string>;
  update_time: CreatedAt;
}

/** That a pushed item reached or was opened on a phone; one row per user, message, device and event. */
export interface PushLogsTable {
  id: Generated<string>;
  user_id: string;
  message_id: string;
  device_id: Generated<string>;
  /** received | opened */
  event: string;
  create_time: CreatedAt;
}

declare module '../../../db/schema' {
  interface DB {
    edi_platforms: EdiPlatformsTable;
    push_configs: PushConfigsTable;
    push_logs: PushLogsTable;
  }
}
