/**
 * The handlers of openapi/paths/chat.yaml. A user reads and writes only their own conversations (anyone else's
 * answers 404); the desk (x-access platform) reads every one, takes, replies and closes. Sending is idempotent
 * by the sender's clientMsgId (a unique index), text is stored as written and shown as text by the clients.
 */
import type { FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { serverLanguage, type ServerLanguage } from '@port/config/server-messages';
import { validateChatMessage } from '@port/sdk/domains/chat';
import type { Schemas } from '@port/sdk/contract';
import type { DB } from '../../db/schema';
import { defineHandlers, requireUser } from '../../http/contract';
import { ApiError, forbidden, notFound } from '../../http/errors';
import { actorOf, recordAudit } from '../../lib/audit';
import { likeContains } from '../../lib/like';
import { clientText, enforce } from '../../lib/text';
import type { AppServices, SessionUser } from '../../services';
import { isPlatformStaff } from '../accounts/common/access';
import { publishChat } from './live';
import { conversationById, conversationQuery, liveConversationId, messageQuery, preview, toConversation, toMessage, type ChatMessage } from './store';

const langOf = (req: FastifyRequest): ServerLanguage => serverLanguage(req.headers['accept-language']);
const refused = (lang: ServerLanguage, key: string) => new ApiError(409, 'staleUpdate', {}, { text: clientText(lang, `chat.errors.${key}`) });

/** The message a sender already stored under this clientMsgId, if any. */
async function sentBefore(services: AppServices, senderId: string, clientMsgId: string): Promise<ChatMessage | null> {
  const row = await messageQuery(services.db).where('m.sender_id', '=', senderId).where('m.client_msg_id', '=', clientMsgId).executeTakeFirst();
  return row ? toMessage(services, row) : null;
}

/** The attachment's display name; it must be a file the sender uploaded (through the upload rules). */
async function attachmentName(services: AppServices, me: SessionUser, fileUrl: string | undefined, lang: ServerLanguage): Promise<string | null> {
  if (!fileUrl) return null;
  const file = await services.db.selectFrom('stored_files').select('original_name').where('path', '=', fileUrl).where('uploader_id', '=', me.userId).executeTakeFirst();
  if (!file) throw new ApiError(400, 'invalidBody', {}, { text: clientText(lang, 'chat.errors.fileNotFound'), field: 'fileUrl' });
  return file.original_name;
}

/** Stores one message in a conversation and counts it unread for the other side; null when clientMsgId was taken meanwhile. */
async function insertMessage(
  trx: Kysely<DB>,
  at: Date,
  m: { conversationId: string; senderId: string; side: 'user' | 'desk'; clientMsgId: string; content: string; filePath: string | null; fileName: string | null },
): Promise<string | null> {
  const inserted = await trx
    .insertInto('chat_messages')
    .values({ conversation_id: m.conversationId, sender_id: m.senderId, side: m.side, client_msg_id: m.clientMsgId, content: m.content, file_path: m.filePath, create_time: at })
    .onConflict((oc) => oc.columns(['sender_id', 'client_msg_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return null;
  await trx
    .updateTable('chat_conversations')
    .set({
      last_message: preview(m.content, m.fileName),
      last_message_at: at,
      ...(m.side === 'user' ? { desk_unread: sql<number>`desk_unread + 1` } : { user_unread: sql<number>`user_unread + 1` }),
    })
    .where('id', '=', m.conversationId)
    .execute();
  return String(inserted.id);
}

const shownOf = <T extends { userId: string; assigneeId: string | null }>(c: T) => {
  const { userId: _u, assigneeId: _a, ...shown } = c;
  return shown;
};

async function answerWith(services: AppServices, messageId: string, userId: string) {
  const message = toMessage(services, await messageQuery(services.db).where('m.id', '=', messageId).executeTakeFirstOrThrow());
  const conversation = await conversationById(services.db, message.conversationId);
  if (conversation) await publishChat(services, userId, shownOf(conversation), message);
  return message;
}

type Send = Schemas['ChatSend'];

/** A conversation the caller may read: their own, or any for the desk; else 404 (it does not exist for them). */
async function readable(services: AppServices, me: SessionUser, id: string) {
  const found = await conversationById(services.db, id);
  if (!found || (found.userId !== me.userId && !isPlatformStaff(me))) throw notFound();
  return found;
}

export const chatHandlers = defineHandlers({
  getMyChat: async ({ services, user }) => {
    const me = requireUser(user);
    const latest = await conversationQuery(services.db).where('c.user_id', '=', me.userId).orderBy('c.id', 'desc').limit(1).executeTakeFirst();
    const sum = await services.db.selectFrom('chat_conversations').select(sql<string>`coalesce(sum(user_unread), 0)`.as('n')).where('user_id', '=', me.userId).executeTakeFirstOrThrow();
    return { conversation: latest ? toConversation(latest) : null, unread: Number(sum.n) };
  },

  sendChatMessage: async ({ services, user, req, body }) => {
    const me = requireUser(user);
    const lang = langOf(req);
    // The desk answers from its own screen; its members have no conversation with themselves.
    if (isPlatformStaff(me)) throw forbidden(clientText(lang, 'chat.errors.deskIsStaff'));
    const send: Send = body;
    const earlier = await sentBefore(services, me.userId, send.clientMsgId);
    if (earlier) return earlier;
    enforce(lang, validateChatMessage, send, send.content?.trim() ? 'content' : 'fileUrl');
    const fileName = await attachmentName(services, me, send.fileUrl, lang);
    const at = services.now();
    const messageId = await services.db.transaction().execute(async (trx) => {
      let conversationId = await liveConversationId(trx, me.userId);
      if (!conversationId) {
        // Two first messages at once: the unique index lets one open it, the other finds it.
        const opened = await trx
          .insertInto('chat_conversations')
          .values({ user_id: me.userId, company_id: me.companyId, status: 'open', create_time: at })
          .onConflict((oc) => oc.column('user_id').where('status', '<>', 'closed').doNothing())
          .returning('id')
          .executeTakeFirst();
        conversationId = opened ? String(opened.id) : await liveConversationId(trx, me.userId);
      }
      if (!conversationId) throw new ApiError(409, 'duplicateSubmission');
      return insertMessage(trx, at, { conversationId, senderId: me.userId, side: 'user', clientMsgId: send.clientMsgId, content: send.content?.trim() ?? '', filePath: send.fileUrl ?? null, fileName });
    });
    if (!messageId) return (await sentBefore(services, me.userId, send.clientMsgId)) ?? Promise.reject(new ApiError(409, 'duplicateSubmission'));
    return answerWith(services, messageId, me.userId);
  },

  listChatMessages: async ({ services, user, params, query }) => {
    const me = requireUser(user);
    await readable(services, me, params.id);
    const size = query.pageSize ?? 30;
    let q = messageQuery(services.db).where('m.conversation_id', '=', params.id).orderBy('m.id', 'desc').limit(size + 1);
    if (query.before) q = q.where('m.id', '<', query.before);
    const rows = await q.execute();
    return { list: rows.slice(0, size).reverse().map((r) => toMessage(services, r)), hasMore: rows.length > size };
  },

  readChatConversation: async ({ services, user, params }) => {
    const me = requireUser(user);
    const found = await readable(services, me, params.id);
    const own = found.userId === me.userId;
    await services.db.updateTable('chat_conversations').set(own ? { user_unread: 0 } : { desk_unread: 0 }).where('id', '=', params.id).execute();
    const now = shownOf((await conversationById(services.db, params.id))!);
    await publishChat(services, found.userId, now);
    return now;
  },

  listChatDesk: async ({ services, query }) => {
    const statuses = (query.status ?? 'open,taken').split(',').map((s) => s.trim()).filter((s) => ['open', 'taken', 'closed'].includes(s));
    const pageNo = query.pageNo ?? 1;
    const pageSize = query.pageSize ?? 20;
    let base = conversationQuery(services.db).where('c.status', 'in', statuses.length ? statuses : ['open', 'taken']);
    const keyword = query.keyword?.trim();
    if (keyword) {
      const like = likeContains(keyword);
      base = base.where((eb) => eb.or([eb('u.name', 'ilike', like), eb('u.mobile', 'ilike', like), eb('co.company_name', 'ilike', like)]));
    }
    const [rows, count, unread] = await Promise.all([
      base.orderBy(sql`c.last_message_at desc nulls last`).orderBy('c.id', 'desc').limit(pageSize).offset((pageNo - 1) * pageSize).execute(),
      base.clearSelect().select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
      services.db.selectFrom('chat_conversations').select(sql<string>`coalesce(sum(desk_unread), 0)`.as('n')).where('status', '<>', 'closed').executeTakeFirstOrThrow(),
    ]);
    return { data: rows.map(toConversation), total: Number(count.n), totalExact: true, pageNo, pageSize, unread: Number(unread.n) };
  },

  takeChatConversation: async ({ services, user, req, params }) => {
    const me = requireUser(user);
    const lang = langOf(req);
    const found = await conversationById(services.db, params.id);
    if (!found) throw notFound();
    if (found.status === 'closed') throw refused(lang, 'closed');
    if (found.status === 'taken' && found.assigneeId !== me.userId) throw refused(lang, 'takenByOther');
    // The take and its audit record (who took which conversation, from what state) commit together.
    await services.db.transaction().execute(async (trx) => {
      const done = await trx.updateTable('chat_conversations').set({ status: 'taken', assignee_id: me.userId })
        .where('id', '=', params.id).where((eb) => eb.or([eb('status', '=', 'open'), eb('assignee_id', '=', me.userId)])).where('status', '<>', 'closed')
        .executeTakeFirst();
      if (!Number(done.numUpdatedRows)) throw refused(lang, 'takenByOther');
      await recordAudit(trx, actorOf(me, req), {
        action: 'take', entity: 'chat_conversation', entityId: params.id,
        before: { status: found.status, assigneeId: found.assigneeId }, after: { status: 'taken', assigneeId: me.userId },
      });
    });
    const now = shownOf((await conversationById(services.db, params.id))!);
    await publishChat(services, found.userId, now);
    return now;
  },

  closeChatConversation: async ({ services, user, req, params }) => {
    const lang = langOf(req);
    const found = await conversationById(services.db, params.id);
    if (!found) throw notFound();
    if (found.status === 'closed') throw refused(lang, 'closed');
    await services.db.transaction().execute(async (trx) => {
      const done = await trx.updateTable('chat_conversations').set({ status: 'closed', closed_at: services.now() })
        .where('id', '=', params.id).where('status', '<>', 'closed').executeTakeFirst();
      if (!Number(done.numUpdatedRows)) throw refused(lang, 'closed');
      await recordAudit(trx, actorOf(user, req), {
        action: 'close', entity: 'chat_conversation', entityId: params.id,
        before: { status: found.status, assigneeId: found.assigneeId }, after: { status: 'closed', assigneeId: found.assigneeId },
      });
    });
    const now = shownOf((await conversationById(services.db, params.id))!);
    await publishChat(services, found.userId, now);
    return now;
  },

  replyChatConversation: async ({ services, user, req, params, body }) => {
    const me = requireUser(user);
    const lang = langOf(req);
    const send: Send = body;
    const earlier = await sentBefore(services, me.userId, send.clientMsgId);
    if (earlier) return earlier;
    const found = await conversationById(services.db, params.id);
    if (!found) throw notFound();
    if (found.status === 'closed') throw refused(lang, 'closed');
    if (found.status === 'taken' && found.assigneeId !== me.userId) throw refused(lang, 'takenByOther');
    enforce(lang, validateChatMessage, send, send.content?.trim() ? 'content' : 'fileUrl');
    const fileName = await attachmentName(services, me, send.fileUrl, lang);
    const at = services.now();
    const messageId = await services.db.transaction().execute(async (trx) => {
      // Replying to a waiting conversation takes it; one taken meanwhile by another member is refused.
      const taken = await trx.updateTable('chat_conversations').set({ status: 'taken', assignee_id: me.userId, desk_unread: 0 })
        .where('id', '=', params.id).where('status', '<>', 'closed')
        .where((eb) => eb.or([eb('status', '=', 'open'), eb('assignee_id', '=', me.userId)]))
        .executeTakeFirst();
      if (!Number(taken.numUpdatedRows)) throw refused(lang, 'takenByOther');
      return insertMessage(trx, at, { conversationId: params.id, senderId: me.userId, side: 'desk', clientMsgId: send.clientMsgId, content: send.content?.trim() ?? '', filePath: send.fileUrl ?? null, fileName });
    });
    if (!messageId) return (await sentBefore(services, me.userId, send.clientMsgId)) ?? Promise.reject(new ApiError(409, 'duplicateSubmission'));
    return answerWith(services, messageId, found.userId);
  },
});
