/**
 * The message box's answers (the unread count, the bell's list, the message centre's first page) are kept per user
 * (domains/message/box-cache.ts) and answered without the database, yet a publish, a read or an item's push time
 * coming shows on the very next call — on this replica at once, on another once the bus carries the message.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ADMIN, bearer, CLERK, startApp, statementsDuring, tokenFor, twoReplicas } from './helpers';

interface Counts {
  unreadNotices: number;
  unreadMessages: number;
  openTodos: number;
  allCount: number;
}
interface Page {
  data: Array<{ id: string; title: string; read: boolean }>;
  total: number;
}

const get = async (app: FastifyInstance, token: string, url: string, payload?: object) => {
  const res = await app.inject({ method: payload ? 'POST' : 'GET', url: `/new/api/message/messageTemplate/${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
  expect(res.statusCode).toBe(200);
  return (res.json() as { result: unknown }).result;
};
const counts = (app: FastifyInstance, token: string) => get(app, token, 'workCounts') as Promise<Counts>;
const firstPage = (app: FastifyInstance, token: string) => get(app, token, 'queryPageNoticeList', { pageNo: 1, pageSize: 10 }) as Promise<Page>;

async function publishTo(app: FastifyInstance, admin: string, userId: string, title: string): Promise<string> {
  const res = await app.inject({
    method: 'POST', url: '/new/api/message/messageTemplate/publish', headers: bearer(admin),
    payload: { title, content: `<p>${title}</p>`, contentType: 'MESSAGE', noticeType: '1', target: { kind: 'user', ids: [userId] } },
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { result: { id: string } }).result.id;
}

/** Counts the statements on the box's tables (notices, notice_*) the database runs while `fn` runs. */
const boxStatementsDuring = (app: FastifyInstance, fn: () => Promise<unknown>) =>
  statementsDuring(app, fn, (node) => JSON.stringify(node).includes('notice'));

/** The fewest box statements of three tries: the notice scheduler may read the box meanwhile on a busy machine. */
async function fewestBoxStatements(app: FastifyInstance, fn: () => Promise<unknown>): Promise<number> {
  let fewest = Infinity;
  for (let i = 0; i < 3 && fewest > 0; i++) fewest = Math.min(fewest, await boxStatementsDuring(app, fn));
  return fewest;
}

const userIdOf = async (app: FastifyInstance, mobile: string) =>
  (await app.services.db.selectFrom('users').select('user_id').where('mobile', '=', mobile).executeTakeFirstOrThrow()).user_id;

describe('the message box cache', () => {
  let app: FastifyInstance;
  let clock = Date.now();
  let admin: string;
  let clerk: string;
  let clerkId: string;

  beforeAll(async () => {
    app = await startApp({}, () => new Date(clock));
    [admin, clerk] = [await tokenFor(app, ADMIN), await tokenFor(app, CLERK)];
    clerkId = await userIdOf(app, CLERK);
  });
  afterAll(() => app.close());

  it('answers a second count, bell list and first page without reading the box', async () => {
    await counts(app, clerk);
    await get(app, clerk, 'queryUnReadNotice');
    await firstPage(app, clerk);
    expect(await fewestBoxStatements(app, () => counts(app, clerk))).toBe(0);
    expect(await fewestBoxStatements(app, () => get(app, clerk, 'queryUnReadNotice'))).toBe(0);
    expect(await fewestBoxStatements(app, () => firstPage(app, clerk))).toBe(0);
  });

  it('a notice published to the user shows in the next count and first page', async () => {
    const before = await counts(app, clerk);
    await firstPage(app, clerk);
    const id = await publishTo(app, admin, clerkId, '缓存后的新消息');
    expect(await counts(app, clerk)).toEqual({ ...before, unreadMessages: before.unreadMessages + 1, allCount: before.allCount + 1 });
    const page = await firstPage(app, clerk);
    expect(page.data[0]).toMatchObject({ id, title: '缓存后的新消息', read: false });
  });

  it('an item read shows as read in the next count and first page; everything read counts zero', async () => {
    const before = await counts(app, clerk);
    const item = (await firstPage(app, clerk)).data.find((n) => !n.read)!;
    await app.inject({ method: 'POST', url: '/new/api/message/messageTemplate/readNotice', headers: bearer(clerk), query: { id: item.id } });
    expect((await counts(app, clerk)).allCount).toBe(before.allCount - 1);
    expect((await firstPage(app, clerk)).data.find((n) => n.id === item.id)?.read).toBe(true);
    await app.inject({ method: 'POST', url: '/new/api/message/messageTemplate/readNoticeList', headers: bearer(clerk) });
    expect(await counts(app, clerk)).toEqual({ unreadNotices: 0, unreadMessages: 0, openTodos: 0, allCount: 0 });
  });

  it('an item whose push time comes later is counted once it has come, with no write in between', async () => {
    const at = new Date(clock + 60_000);
    // A scheduled item, as a notice post with a later validFrom stores it.
    const notice = await app.services.db
      .insertInto('notices')
      .values({ content_type: 'NOTICE', notice_type: '1', title: '稍后推送', content: '<p>x</p>', push_time: at, target_kind: 'user' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await app.services.db.insertInto('notice_targets').values({ notice_id: notice.id, target_id: clerkId }).execute();
    await app.services.db.insertInto('notice_deliveries').values({ user_id: clerkId, notice_id: notice.id, content_type: 'NOTICE', push_time: at }).execute();
    expect((await counts(app, clerk)).unreadNotices).toBe(0);
    expect((await counts(app, clerk)).unreadNotices).toBe(0);
    clock = at.getTime() + 1;
    expect((await counts(app, clerk)).unreadNotices).toBe(1);
  });
});

const shared = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);

describe.skipIf(!shared)('the message box cache across replicas (PostgreSQL + Redis)', () => {
  const replicas = twoReplicas();

  it('a notice published on one replica shows in the count the other had kept', async () => {
    const [a, b] = [replicas.a(), replicas.b()];
    const [admin, clerk] = [await tokenFor(a, ADMIN), await tokenFor(b, CLERK)];
    const before = await counts(b, clerk);
    expect(await fewestBoxStatements(b, () => counts(b, clerk))).toBe(0);
    await publishTo(a, admin, await userIdOf(a, CLERK), '另一台发布');
    // Generous for a busy CI machine; the poll ends as soon as the other replica has it.
    await expect.poll(async () => (await counts(b, clerk)).allCount, { timeout: 10_000, interval: 10 }).toBe(before.allCount + 1);
  });
});
