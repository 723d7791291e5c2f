import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ADMIN, bearer, CLERK, FLEET, FORWARDER, startApp, tokenFor } from './helpers';
import { hashPlain } from '../src/domains/auth/passwords';
import { DEMO_PASSWORD } from '../src/seed';

interface NoticeItem {
  id: string;
  title: string;
  content: string;
  pushTime: string;
  noticeType: '1' | '2';
  contentType: 'NOTICE' | 'MESSAGE' | 'TODO';
  read: boolean;
}
interface Unread {
  noticeTypeVos: Array<{ contentType: string; content: NoticeItem[]; typeCount: number }>;
  allCount: number;
}

describe('notices, messages and to-dos', () => {
  let app: FastifyInstance;
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};

  const call = async (method: 'GET' | 'POST', url: string, who: string, opts: { query?: Record<string, string>; body?: unknown } = {}) => {
    const res = await app.inject({
      method,
      url: `/new/api${url}`,
      headers: bearer(tokens[who]!),
      ...(opts.query ? { query: opts.query } : {}),
      ...(opts.body !== undefined ? { payload: opts.body as object } : {}),
    });
    return { status: res.statusCode, body: res.json() as { code: string | number; msg: string; result: unknown; field?: string } };
  };
  const unread = async (who: string) => (await call('GET', '/message/messageTemplate/queryUnReadNotice', who)).body.result as Unread;
  const vo = (u: Unread, type: string) => u.noticeTypeVos.find((v) => v.contentType === type)!;
  const publish = (body: unknown, who = ADMIN) => call('POST', '/message/messageTemplate/publish', who, { body });

  beforeAll(async () => {
    app = await startApp();
    for (const m of [ADMIN, FORWARDER, FLEET, CLERK]) tokens[m] = await tokenFor(app, m);
    const users = await app.services.db.selectFrom('users').select(['user_id', 'mobile']).execute();
    for (const u of users) ids[u.mobile] = u.user_id;
    const roles = await app.services.db.selectFrom('roles').select(['role_id', 'role_key']).execute();
    for (const r of roles) ids[r.role_key] = r.role_id;
  });
  afterAll(() => app.close());

  it('answers the seeded unread items by type, with counts, code 0000 and the strong reminder', async () => {
    const { status, body } = await call('GET', '/message/messageTemplate/queryUnReadNotice', FORWARDER, { query: { userType: '1', userId: ids[FORWARDER]! } });
    expect(status).toBe(200);
    expect(body.code).toBe('0000');
    expect(body.msg).toBe('操作成功');
    const u = body.result as Unread;
    expect(u.noticeTypeVos.map((v) => v.contentType)).toEqual(['NOTICE', 'MESSAGE', 'TODO']);
    expect(u.noticeTypeVos.map((v) => v.typeCount)).toEqual([2, 1, 1]);
    expect(u.allCount).toBe(4);
    const strong = vo(u, 'NOTICE').content.find((n) => n.noticeType === '2')!;
    expect(strong).toMatchObject({ title: '关于加强出口集装箱VGM申报管理的重要通知', read: false, contentType: 'NOTICE' });
    expect(strong.pushTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/);
    // newest first
    expect(vo(u, 'NOTICE').content[0]!.id).toBe(strong.id);
    // the fleet sees its own items, not the forwarder's
    const fleet = await unread(FLEET);
    expect(fleet.noticeTypeVos.map((v) => v.typeCount)).toEqual([1, 1, 1]);
    expect(JSON.stringify(fleet)).not.toContain('VGM');
  });

  it("refuses another user's box", async () => {
    const { status, body } = await call('GET', '/message/messageTemplate/queryUnReadNotice', FORWARDER, { query: { userId: ids[FLEET]! } });
    expect(status).toBe(403);
    expect(body).toMatchObject({ code: 403, msg: '禁止访问' });
  });

  it('marks one item read, idempotently, and only in the reader’s own box', async () => {
    const before = await unread(CLERK);
    const item = vo(before, 'TODO').content[0]!;
    const first = await call('POST', '/message/messageTemplate/readNotice', CLERK, { query: { id: item.id } });
    expect(first.body.code).toBe('0000');
    const after = await unread(CLERK);
    expect(after.allCount).toBe(before.allCount - 1);
    expect(vo(after, 'TODO').content.map((n) => n.id)).not.toContain(item.id);
    const again = await call('POST', '/message/messageTemplate/readNotice', CLERK, { query: { id: item.id } });
    expect(again.body.code).toBe('0000');
    // the forwarder's own to-do is not in the clerk's box
    const fwdTodo = vo(await unread(FORWARDER), 'TODO').content[0]!;
    const foreign = await call('POST', '/message/messageTemplate/readNotice', CLERK, { query: { id: fwdTodo.id } });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ code: 404, msg: '访问资源不存在' });
    expect(vo(await unread(FORWARDER), 'TODO').typeCount).toBe(1);
  });

  it('publishes to a user, a role and everyone, and sanitises the HTML', async () => {
    const toUser = await publish({
      title: '  单据提醒 ',
      content: '<p onclick="steal()">请查收<script>alert(1)</script><a href="javascript:alert(2)">链接</a><img src="x" onerror="y()"></p>',
      contentType: 'MESSAGE',
      noticeType: '1',
      target: { kind: 'user', ids: [ids[FLEET]] },
    });
    expect(toUser.body.code).toBe('0000');
    expect(toUser.body.result).toMatchObject({ recipients: 1 });
    const msg = vo(await unread(FLEET), 'MESSAGE').content.find((n) => n.title === '单据提醒')!;
    expect(msg.content).toContain('请查收');
    expect(msg.content).not.toMatch(/script|onclick|onerror|javascript:/);

    const toRole = await publish({ title: '车队专属通知', content: '<p>车队</p>', contentType: 'NOTICE', noticeType: '2', target: { kind: 'role', ids: [ids.driver] } });
    expect(toRole.body.result).toMatchObject({ recipients: 1 });
    expect(vo(await unread(FLEET), 'NOTICE').content.map((n) => n.title)).toContain('车队专属通知');
    expect(vo(await unread(FORWARDER), 'NOTICE').content.map((n) => n.title)).not.toContain('车队专属通知');

    const users = Number((await app.services.db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const toAll = await publish({ title: '全员通知', content: '<p>大家好</p>', contentType: 'NOTICE', noticeType: '1', target: { kind: 'all' } });
    expect(toAll.body.result).toMatchObject({ recipients: users });
    for (const who of [ADMIN, FORWARDER, FLEET, CLERK]) {
      expect(vo(await unread(who), 'NOTICE').content.map((n) => n.title)).toContain('全员通知');
    }
  });

  it('refuses a publish without recipients, to unknown ones, or with nothing left after sanitising', async () => {
    const none = await publish({ title: 't', content: '<p>x</p>', contentType: 'TODO', noticeType: '1', target: { kind: 'role', ids: [] } });
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ msg: '请选择接收对象', field: 'target.ids' });
    const unknown = await publish({ title: 't', content: '<p>x</p>', contentType: 'TODO', noticeType: '1', target: { kind: 'user', ids: ['no-such-user'] } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toBe('接收对象不存在：no-such-user');
    const empty = await publish({ title: 't', content: '<script>alert(1)</script>', contentType: 'TODO', noticeType: '1', target: { kind: 'all' } });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ msg: '内容不能为空', field: 'content' });
    const badType = await publish({ title: 't', content: '<p>x</p>', contentType: 'MAIL', noticeType: '1', target: { kind: 'all' } });
    expect(badType.status).toBe(400);
    expect(badType.body.field).toBe('body.contentType');
  });

  it('answers 403 in the envelope to a user without message:notice:add, and stores nothing', async () => {
    const before = Number((await app.services.db.selectFrom('notices').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const res = await publish({ title: '越权', content: '<p>x</p>', contentType: 'NOTICE', noticeType: '1', target: { kind: 'all' } }, FORWARDER);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 403, msg: '禁止访问', result: null });
    const after = Number((await app.services.db.selectFrom('notices').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    expect(after).toBe(before);
  });

  it('gives a user created later the broadcast items of everyone and of their role', async () => {
    const { db } = app.services;
    const company = await db.selectFrom('companies').select('company_id').where('company_code', '=', 'FLT001').executeTakeFirstOrThrow();
    const user = await db
      .insertInto('users')
      .values({ mobile: '13900000009', name: '新司机', company_id: company.company_id, auth_status: '02', password_hash: await hashPlain(DEMO_PASSWORD) })
      .returning('user_id')
      .executeTakeFirstOrThrow();
    await db.insertInto('user_roles').values({ user_id: user.user_id, role_id: ids.driver! }).execute();
    tokens.newcomer = await tokenFor(app, '13900000009');
    const u = await unread('newcomer');
    const titles = u.noticeTypeVos.flatMap((v) => v.content.map((n) => n.title));
    expect(titles).toEqual(expect.arrayContaining(['全员通知', '车队专属通知', '关于春节期间港区作业安排的通知', '新的派单提醒']));
    // user-addressed items stay with their user
    expect(titles).not.toContain('单据提醒');
    expect(titles).not.toContain('请确认今日派车计划');
    const counts = (await call('GET', '/message/messageTemplate/workCounts', 'newcomer')).body.result;
    expect(counts).toEqual({ unreadNotices: vo(u, 'NOTICE').typeCount, unreadMessages: vo(u, 'MESSAGE').typeCount, openTodos: 0, allCount: u.allCount });
  });

  it('pages the message centre with filters for type, read state, title and time', async () => {
    for (let i = 1; i <= 23; i++) {
      const r = await publish({ title: `分页消息${String(i).padStart(2, '0')}`, content: `<p>${i}</p>`, contentType: 'MESSAGE', noticeType: '1', target: { kind: 'user', ids: [ids[CLERK]] } });
      expect(r.body.code).toBe('0000');
    }
    const page = (body: Record<string, unknown>) => call('POST', '/message/messageTemplate/queryPageNoticeList', CLERK, { body });
    const p1 = (await page({ pageNo: 1, pageSize: 10, contentType: 'MESSAGE', title: '分页消息' })).body.result as { data: NoticeItem[]; total: number; pageNo: number; pageSize: number };
    expect(p1.total).toBe(23);
    expect(p1.data).toHaveLength(10);
    expect(p1.data[0]!.title).toBe('分页消息23');
    const p3 = (await page({ pageNo: 3, pageSize: 10, contentType: 'MESSAGE', title: '分页消息' })).body.result as { data: NoticeItem[] };
    expect(p3.data.map((n) => n.title)).toEqual(['分页消息03', '分页消息02', '分页消息01']);

    // the title filter treats % and _ literally
    expect(((await page({ title: '%' })).body.result as { total: number }).total).toBe(0);

    await call('POST', '/message/messageTemplate/readNotice', CLERK, { query: { id: p1.data[0]!.id } });
    const read = (await page({ readStatus: '1', title: '分页消息' })).body.result as { data: NoticeItem[]; total: number };
    expect(read.total).toBe(1);
    expect(read.data[0]).toMatchObject({ title: '分页消息23', read: true });
    expect(((await page({ readStatus: '0', title: '分页消息' })).body.result as { total: number }).total).toBe(22);

    const all = (await page({ pageSize: 50 })).body.result as { data: NoticeItem[]; total: number };
    const types = new Set(all.data.map((n) => n.contentType));
    expect(types.size).toBeGreaterThan(1);
    const todos = (await page({ contentType: 'TODO' })).body.result as { data: NoticeItem[] };
    expect(todos.data.every((n) => n.contentType === 'TODO')).toBe(true);

    const future = (await page({ pushTimeStart: '2999-01-01 00:00:00' })).body.result as { total: number };
    expect(future.total).toBe(0);
    const past = (await page({ pushTimeEnd: '2000-01-01 00:00:00' })).body.result as { total: number };
    expect(past.total).toBe(0);
    const window = (await page({ pushTimeStart: '2000-01-01 00:00:00', pushTimeEnd: '2999-01-01 00:00:00' })).body.result as { total: number };
    expect(window.total).toBe(all.total);
    const bad = await page({ pushTimeStart: '2024-02-30 00:00:00' });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('pushTimeStart');
    const tooBig = await page({ pageSize: 51 });
    expect(tooBig.status).toBe(400);
  });

  it('marks some, a type, or everything read', async () => {
    const some = (await call('POST', '/message/messageTemplate/queryPageNoticeList', CLERK, { body: { readStatus: '0', contentType: 'MESSAGE', pageSize: 2 } })).body.result as { data: NoticeItem[] };
    const two = await call('POST', '/message/messageTemplate/readNoticeList', CLERK, { query: { ids: some.data.map((n) => n.id).join(',') } });
    expect(two.body).toMatchObject({ code: '0000', result: { count: 2 } });
    const before = await unread(CLERK);
    const messages = await call('POST', '/message/messageTemplate/readNoticeList', CLERK, { query: { contentType: 'MESSAGE' } });
    expect((messages.body.result as { count: number }).count).toBe(vo(before, 'MESSAGE').typeCount);
    expect(vo(await unread(CLERK), 'MESSAGE').typeCount).toBe(0);
    expect(vo(await unread(CLERK), 'NOTICE').typeCount).toBe(vo(before, 'NOTICE').typeCount);
    await call('POST', '/message/messageTemplate/readNoticeList', CLERK);
    expect((await unread(CLERK)).allCount).toBe(0);
    expect((await call('GET', '/message/messageTemplate/workCounts', CLERK)).body.result).toEqual({ unreadNotices: 0, unreadMessages: 0, openTodos: 0, allCount: 0 });
    const tooMany = await call('POST', '/message/messageTemplate/readNoticeList', CLERK, { query: { ids: Array.from({ length: 201 }, (_, i) => `id${i}`).join(',') } });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({ msg: '一次最多处理200条', field: 'ids' });
  });

  it('lists the popup notice until a server-counted one is confirmed openCount times', async () => {
    const list = async (who: string) => (await call('GET', '/message/popup/list', who)).body.result as Array<Record<string, unknown>>;
    const mine = await list(FORWARDER);
    const home = mine.find((p) => p.url === '/home')!;
    expect(home).toMatchObject({ title: '平台使用须知', isStore: '1', openCount: 1, width: 700, confirmText: '我已知晓', open: false });
    const read = await call('POST', '/message/popup/read', FORWARDER, { body: { configId: home.id } });
    expect(read.body.code).toBe('0000');
    expect((await list(FORWARDER)).map((p) => p.id)).not.toContain(home.id);
    expect((await list(FLEET)).map((p) => p.id)).toContain(home.id);
    const missing = await call('POST', '/message/popup/read', FORWARDER, { body: { configId: 'nope' } });
    expect(missing.status).toBe(404);

    // a locally counted popup (isStore '0', openCount 'N') is always listed
    await app.services.db.insertInto('popup_notices').values({ url: '/order', title: '下单须知', context: '<p>x</p>', width: null, height: null, confirm_text: null, is_store: '0', open_count: null }).execute();
    const local = (await list(FORWARDER)).find((p) => p.url === '/order')!;
    expect(local).toMatchObject({ isStore: '0', openCount: 'N', width: null, confirmText: null });
  });

  it('asks for a token', async () => {
    const res = await app.inject({ method: 'GET', url: '/new/api/message/messageTemplate/queryUnReadNotice' });
    expect(res.statusCode).toBe(401);
  });
});
