/**
 * The handlers of openapi/paths/notice.yaml: notice posts on the entity mechanism (a publish or withdrawal then tells
 * the audience live), and the read statistics: of the users a post was delivered to, who read or acknowledged it.
 */
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { sql } from 'kysely';
import { serverLanguage } from '@port/config/server-messages';
import { RAW, requireUser, type Handlers } from '../../http/contract';
import { notFound } from '../../http/errors';
import { formatDateTime } from '../../lib/datetime';
import { entityHandlers } from '../../lib/entity/handlers';
import { parseId } from '../../lib/ids';
import type { AppServices, SessionUser } from '../../services';
import { tellAudience } from './publish';
import { noticePostStore } from './store';
import { readersQuery } from './readers';
import { sendReadsWorkbook } from './readsExport';

type Call = {
  services: AppServices;
  user: SessionUser | null;
  req: { id: string; headers: Record<string, string | string[] | undefined>; log: FastifyBaseLogger };
  reply: FastifyReply;
  params: { id: string };
  query: { pageNo?: number; pageSize?: number; read?: '0' | '1'; mobile?: string };
  body: { action?: string };
};

export async function postOf(services: AppServices, id: string) {
  const post = await services.db.selectFrom('notice_posts').select(['seq', 'kind', 'notice_id', 'popup_id', 'title']).where('seq', '=', parseId(id)).executeTakeFirst();
  if (!post) throw notFound();
  return post;
}

async function listNoticePostReads({ services, user, params, query }: Call) {
  requireUser(user);
  const post = await postOf(services, params.id);
  const pageNo = query.pageNo ?? 1;
  const pageSize = query.pageSize ?? 10;
  const all = readersQuery(services, post, {});
  const [counts, filtered] = await Promise.all([
    all.q.select([sql<string>`count(*)`.as('audience'), sql<string>`count(${all.readAt})`.as('read')]).executeTakeFirst(),
    (async () => {
      const { q, readAt } = readersQuery(services, post, query);
      const [total, rows] = await Promise.all([
        q.select(sql<string>`count(*)`.as('n')).executeTakeFirst(),
        q.select(['u.user_id', 'u.name', 'u.mobile', 'c.company_name', readAt.as('read_at')])
          .orderBy(sql`${readAt} is null`).orderBy('u.mobile').limit(pageSize).offset((pageNo - 1) * pageSize).execute(),
      ]);
      return { total: Number(total?.n ?? 0), rows };
    })(),
  ]);
  return {
    audienceCount: Number(counts?.audience ?? 0),
    readCount: Number(counts?.read ?? 0),
    total: filtered.total,
    data: filtered.rows.map((r) => ({
      userId: r.user_id, userName: r.name, mobile: r.mobile, companyName: r.company_name, readAt: r.read_at ? formatDateTime(r.read_at) : null,
    })),
  };
}

async function exportNoticePostReads(call: Call) {
  requireUser(call.user);
  const post = await postOf(call.services, call.params.id);
  await sendReadsWorkbook(call.services, call.reply, serverLanguage(call.req.headers['accept-language'] as string | undefined), post, call.query);
  return RAW;
}

const base = entityHandlers(noticePostStore, { exportTitle: 'notice.pages.posts' }) as unknown as Record<string, (call: Call) => Promise<unknown>>;
const transition = base.transitionNoticePost!;

export const noticeHandlers = {
  ...base,
  transitionNoticePost: async (call: Call) => {
    const answer = await transition(call);
    try {
      await tellAudience(call.services, parseId(call.params.id));
    } catch (err) {
      // Stored is what counts: users offline or on a replica the bus missed see it at their next page.
      call.req.log.warn({ err, post: call.params.id }, 'live delivery of a notice post failed');
    }
    return answer;
  },
  listNoticePostReads,
  exportNoticePostReads,
} as unknown as Handlers;
