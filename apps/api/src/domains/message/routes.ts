import { defineHandlers, requireUser } from '../../http/contract';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { parseDateTime } from '../../lib/datetime';
import { hasVisibleContent, sanitizeRichHtml } from '../../lib/html';
import type { AppServices } from '../../services';
import { serializeOnce } from '../../http/envelope';
import { fromBox } from './box-cache';
import {
  boxPage,
  CONTENT_TYPES,
  deliverLive,
  inBox,
  markRead,
  storeNotice,
  syncInbox,
  unreadCounts,
  unreadItems,
  type TargetKind,
} from './inbox';
import { countPopupRead, popupsFor, publicPopups } from './popups';

/** Items listed per type in the bell's popover (typeCount still counts them all). */
export const UNREAD_LIST_LIMIT = 20;
/** Ids accepted by one readNoticeList call. */
export const READ_LIST_MAX = 200;

function contractDate(text: string | undefined, field: string): Date | undefined {
  if (text === undefined || text === '') return undefined;
  const date = parseDateTime(text);
  if (!date) throw badRequest('invalidField', { field, detail: 'not a real date and time' }, field);
  return date;
}

/** Target ids that name no (undeleted) user or role: a publish to them is refused. */
async function unknownTargets(services: AppServices, kind: TargetKind, ids: string[]): Promise<string[]> {
  if (kind === 'all' || ids.length === 0) return [];
  const found =
    kind === 'user'
      ? await services.db.selectFrom('users').select('user_id as id').where('user_id', 'in', ids).where('del_flag', '=', '0').execute()
      : await services.db.selectFrom('roles').select('role_id as id').where('role_id', 'in', ids).execute();
  const known = new Set(found.map((r) => r.id));
  return ids.filter((id) => !known.has(id));
}

export const messageHandlers = defineHandlers({
  queryUnreadNotices: async ({ services, user, query }) => {
    const me = requireUser(user);
    // The client sends its own userId; another user's box is not readable this way.
    if (query.userId && query.userId !== me.userId) throw forbidden();
    return fromBox(services, me.userId, 'unread', async () => {
      const counts = await unreadCounts(services, me.userId);
      const noticeTypeVos = [];
      for (const contentType of CONTENT_TYPES) {
        const content = counts[contentType] > 0 ? await unreadItems(services, me.userId, contentType, UNREAD_LIST_LIMIT) : [];
        noticeTypeVos.push({ contentType, content, typeCount: counts[contentType] });
      }
      return serializeOnce({ noticeTypeVos, allCount: counts.NOTICE + counts.MESSAGE + counts.TODO });
    });
  },

  // The message centre's count, asked by every page: kept per user until the box changes (box-cache.ts).
  getWorkCounts: async ({ services, user }) => {
    const me = requireUser(user);
    return fromBox(services, me.userId, 'counts', async () => {
      const c = await unreadCounts(services, me.userId);
      return serializeOnce({ unreadNotices: c.NOTICE, unreadMessages: c.MESSAGE, openTodos: c.TODO, allCount: c.NOTICE + c.MESSAGE + c.TODO });
    });
  },

  readNotice: async ({ services, user, query }) => {
    const me = requireUser(user);
    if ((await markRead(services, me.userId, { ids: [query.id] })) > 0) return null;
    if (await inBox(services, me.userId, query.id)) return null; // already read: idempotent
    // A broadcast item the box has not caught up with yet (e.g. the id came over the socket).
    await syncInbox(services, me.userId);
    if ((await markRead(services, me.userId, { ids: [query.id] })) > 0) return null;
    throw notFound();
  },

  readNoticeList: async ({ services, user, query }) => {
    const me = requireUser(user);
    let ids: string[] | undefined;
    if (query.ids !== undefined) {
      ids = [...new Set(query.ids.split(',').map((s) => s.trim()).filter(Boolean))];
      if (ids.length > READ_LIST_MAX) throw badRequest('tooManyIds', { max: READ_LIST_MAX }, 'ids');
    }
    await syncInbox(services, me.userId);
    return { count: await markRead(services, me.userId, { ids, contentType: query.contentType }) };
  },

  queryNoticePage: async ({ services, user, body }) => {
    const me = requireUser(user);
    const pageNo = body.pageNo ?? 1;
    const pageSize = body.pageSize ?? 10;
    const filter = {
      contentType: body.contentType,
      read: body.readStatus === undefined ? undefined : body.readStatus === '1',
      title: body.title?.trim() || undefined,
      from: contractDate(body.pushTimeStart, 'pushTimeStart'),
      to: contractDate(body.pushTimeEnd, 'pushTimeEnd'),
    };
    const page = async () => {
      const { data, total } = await boxPage(services, me.userId, filter, pageNo, pageSize);
      return serializeOnce({ data, total, totalExact: true, pageNo, pageSize });
    };
    // The first page (what 消息中心 opens on) is kept per user and filter until the box changes.
    if (pageNo === 1) return fromBox(services, me.userId, `page\u0000${pageSize}\u0000${JSON.stringify(filter)}`, page);
    await syncInbox(services, me.userId);
    return page();
  },

  listPopupNotices: async ({ services, user }) => popupsFor(services, requireUser(user).userId),

  listPublicPopupNotices: async ({ services }) => publicPopups(services),

  readPopupNotice: async ({ services, user, body }) => {
    if (!(await countPopupRead(services, requireUser(user).userId, body.configId))) throw notFound();
    return null;
  },

  publishNotice: async ({ services, user, body, req }) => {
    const me = requireUser(user);
    const kind = body.target.kind;
    const ids = kind === 'all' ? [] : [...new Set((body.target.ids ?? []).map((s) => s.trim()).filter(Boolean))];
    if (kind !== 'all' && ids.length === 0) throw badRequest('noticeRecipientRequired', {}, 'target.ids');
    const missing = await unknownTargets(services, kind, ids);
    if (missing.length > 0) throw badRequest('noticeRecipientUnknown', { ids: missing.slice(0, 5).join(', ') }, 'target.ids');
    const title = body.title.trim();
    if (!title) throw badRequest('invalidField', { field: 'title', detail: 'empty' }, 'title');
    const content = sanitizeRichHtml(body.content);
    if (!hasVisibleContent(content)) throw badRequest('noticeContentEmpty', {}, 'content');

    const published = await storeNotice(services, {
      title,
      content,
      contentType: body.contentType,
      noticeType: body.noticeType,
      target: { kind, ids },
      publisher: { id: me.userId, name: me.name },
    });
    try {
      await deliverLive(services, published.recipients, published.frame);
    } catch (err) {
      // Stored is what counts: recipients offline or on a replica the bus missed see it on their next load.
      req.log.warn({ err, noticeId: published.id }, 'live delivery of a notice failed');
    }
    return { id: published.id, recipients: published.recipients.length };
  },
});
