/** Kysely types of the customer-service chat (migration 0075_chat). */
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** One conversation of a signed-in user with the service desk; at most one not closed per user. */
export interface ChatConversationsTable {
  id: Generated<string>;
  user_id: string;
  /** The user's company when the conversation opened (null for a user without one). */
  company_id: string | null;
  /** open | taken | closed */
  status: string;
  /** The member of the desk who took it. */
  assignee_id: string | null;
  last_message: string | null;
  last_message_at: NullableTimestamp;
  /** Desk messages the user has not read; user messages the desk has not read. */
  user_unread: Generated<number>;
  desk_unread: Generated<number>;
  create_time: Timestamp;
  closed_at: NullableTimestamp;
}

export interface ChatMessagesTable {
  id: Generated<string>;
  conversation_id: string;
  sender_id: string;
  /** user | desk */
  side: string;
  /** The sender's id for this message: a repeat of it answers the stored message (unique per sender). */
  client_msg_id: string;
  /** Plain text as written. */
  content: string;
  /** The stored file (stored_files.path) the sender uploaded, if any. */
  file_path: string | null;
  create_time: Timestamp;
}

declare module '../../db/schema' {
  interface DB {
    chat_conversations: ChatConversationsTable;
    chat_messages: ChatMessagesTable;
  }
}
