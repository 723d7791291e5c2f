/** Reading conversations and messages as the contract shapes them (ChatConversation, ChatMessage). */
import type { Schemas } from '@port/sdk/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { formatDateTime } from '../../lib/datetime';
import type { AppServices } from '../../services';
import { PLATFORM_COMPANY_KIND } from '../accounts/common/platform';
import { signedLink } from '../../lib/file-links';

export type ChatConversation = Schemas['ChatConversation'];
export type ChatMessage = Schemas['ChatMessage'];
export type ChatStatus = Schemas['ChatStatus'];

/** How much of the last message a conversation row keeps for the lists. */
export const PREVIEW_LENGTH = 100;

export const preview = (content: string, fileName: string | null): string =>
  [...(content.trim() || (fileName ? `📎 ${fileName}` : ''))].slice(0, PREVIEW_LENGTH).join('');

/** The conversation query with the names the screens show. */
export function conversationQuery(db: Kysely<DB>) {
  return db
    .selectFrom('chat_conversations as c')
    .innerJoin('users as u', 'u.user_id', 'c.user_id')
    .leftJoin('companies as co', 'co.company_id', 'c.company_id')
    .leftJoin('users as a', 'a.user_id', 'c.assignee_id')
    .select([
      'c.id', 'c.user_id', 'c.status', 'c.assignee_id', 'c.last_message', 'c.last_message_at', 'c.user_unread', 'c.desk_unread',
      'c.create_time', 'u.name as user_name', 'u.mobile as user_mobile', 'co.company_name', 'a.name as assignee_name', 'a.mobile as assignee_mobile',
    ]);
}

type ConversationRow = Awaited<ReturnType<ReturnType<typeof conversationQuery>['executeTakeFirstOrThrow']>>;

export function toConversation(r: ConversationRow): ChatConversation {
  return {
    id: String(r.id),
    status: r.status as ChatStatus,
    userName: r.user_name ?? r.user_mobile,
    userMobile: r.user_mobile,
    companyName: r.company_name ?? null,
    assigneeName: r.assignee_id ? (r.assignee_name ?? r.assignee_mobile ?? null) : null,
    lastMessage: r.last_message,
    lastMessageTime: r.last_message_at ? formatDateTime(r.last_message_at) : null,
    userUnread: Number(r.user_unread),
    deskUnread: Number(r.desk_unread),
    createTime: formatDateTime(r.create_time),
  };
}

export async function conversationById(db: Kysely<DB>, id: string): Promise<(ChatConversation & { userId: string; assigneeId: string | null }) | null> {
  const row = await conversationQuery(db).where('c.id', '=', id).executeTakeFirst();
  return row ? { ...toConversation(row), userId: row.user_id, assigneeId: row.assignee_id } : null;
}

/** The message query with the sender's name and the attachment's stored metadata. */
export function messageQuery(db: Kysely<DB>) {
  return db
    .selectFrom('chat_messages as m')
    .innerJoin('users as s', 's.user_id', 'm.sender_id')
    .leftJoin('stored_files as f', 'f.path', 'm.file_path')
    .select([
      'm.id', 'm.conversation_id', 'm.client_msg_id', 'm.side', 'm.content', 'm.file_path', 'm.create_time',
      's.name as sender_name', 's.mobile as sender_mobile', 'f.original_name', 'f.size', 'f.content_type',
    ]);
}

type MessageRow = Awaited<ReturnType<ReturnType<typeof messageQuery>['executeTakeFirstOrThrow']>>;

/**
 * Whoever may read the conversation may open its attachments: the link is signed here (10 minutes), since the
 * file belongs to the sender's company and the other side could not ask for it by path.
 */
export function toMessage(services: AppServices, r: MessageRow): ChatMessage {
  const now = services.now();
  return {
    id: String(r.id),
    conversationId: String(r.conversation_id),
    clientMsgId: r.client_msg_id,
    side: r.side as ChatMessage['side'],
    // The desk answers as the desk: a company user does not learn which staff member wrote.
    senderName: r.side === 'desk' ? '' : (r.sender_name ?? r.sender_mobile),
    content: r.content,
    attachment:
      r.file_path && r.original_name
        ? {
            fileName: r.original_name,
            fileUrl: r.file_path,
            url: signedLink(services.env.signingSecret, r.file_path, now).url,
            size: Number(r.size ?? 0),
            contentType: r.content_type ?? 'application/octet-stream',
          }
        : null,
    createTime: formatDateTime(r.create_time),
  };
}

/** The live conversation of a user, if any (at most one: a unique index). */
export async function liveConversationId(db: Kysely<DB>, userId: string): Promise<string | null> {
  const row = await db.selectFrom('chat_conversations').select('id').where('user_id', '=', userId).where('status', '<>', 'closed').executeTakeFirst();
  return row ? String(row.id) : null;
}

/** Users of the service desk: platform staff (users of the operator company holding an enabled platform role). */
export async function deskUserIds(db: Kysely<DB>): Promise<string[]> {
  const rows = await sql<{ user_id: string }>`
    select distinct u.user_id from users u
    join companies c on c.company_id = u.company_id and c.kind = ${PLATFORM_COMPANY_KIND}
    join user_roles ur on ur.user_id = u.user_id
    join roles r on r.role_id = ur.role_id and r.company_id is null and r.status = '0'
    where u.status = '0' and u.del_flag = '0'`.execute(db);
  return rows.rows.map((r) => r.user_id);
}
