/** Kysely types of the message tables (migration 0003_messages). */
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** A notice, message or to-do as published once; who receives it is in its targets and deliveries. */
export interface NoticesTable {
  id: Generated<string>;
  /** Publication order; users catch up on broadcast items above their sync mark (notice_sync). */
  seq: Generated<number>;
  /** NOTICE | MESSAGE | TODO */
  content_type: string;
  /** '1' normal | '2' strong reminder */
  notice_type: string;
  title: string;
  /** Sanitised HTML. */
  content: string;
  push_time: CreatedAt;
  publisher_id: string | null;
  publisher_name: string | null;
  /** user | role | all */
  target_kind: string;
  /** No longer shown from this time (migration 0070_notice: a notice post's validTo or withdrawal). */
  expires_at: NullableTimestamp;
  create_time: CreatedAt;
}

/** The userIds or roleIds a notice was addressed to (none for 'all'). */
export interface NoticeTargetsTable {
  notice_id: string;
  target_id: string;
}

/** One notice in one user's box, with its read state. content_type and push_time are copies for the indexes. */
export interface NoticeDeliveriesTable {
  user_id: string;
  notice_id: string;
  content_type: string;
  push_time: ColumnType<Date, Date | string, Date | string>;
  read_at: NullableTimestamp;
  delivered_at: CreatedAt;
}

/** The highest notice seq a user's box has been brought up to date with. */
export interface NoticeSyncTable {
  user_id: string;
  seq: number;
}

export interface PopupNoticesTable {
  id: Generated<string>;
  /** A route fragment: the popup shows on routes that contain it. */
  url: string;
  title: string;
  /** Sanitised HTML. */
  context: string;
  width: number | null;
  height: number | null;
  confirm_text: string | null;
  /** '0' counted in the browser; '1' counted here through popup_reads. */
  is_store: string;
  /** OK clicks before it stops showing; null means 'N' (always). */
  open_count: number | null;
  enabled: Generated<boolean>;
  start_time: NullableTimestamp;
  end_time: NullableTimestamp;
  sort: Generated<number>;
  /** The notice post it was published from (migration 0070_notice): only that post's audience is shown it. */
  post_seq: ColumnType<string | null, string | null | undefined, string | null>;
  create_time: CreatedAt;
  update_time: CreatedAt;
}

export interface PopupReadsTable {
  config_id: string;
  user_id: string;
  read_count: number;
  last_read_at: CreatedAt;
}

declare module '../../db/schema' {
  interface DB {
    notice_deliveries: NoticeDeliveriesTable;
    notice_sync: NoticeSyncTable;
    notice_targets: NoticeTargetsTable;
    notices: NoticesTable;
    popup_notices: PopupNoticesTable;
    popup_reads: PopupReadsTable;
  }
}
