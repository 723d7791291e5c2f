import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { formatDateTime } from '../src/lib/datetime';
import { hashed, STRONG } from './accounts-fixtures';
import { bearer, login, startApp } from './helpers';
import { Caller, MOBILES } from './trucking-helpers';
import { listenWs, WsClient } from './ws-client';

interface Post {
  id: string;
  status: string;
  kind: string;
  url: string | null;
  openCount: number | null;
  companyType: string | null;
  audienceCount: number;
  readCount: number;
  allowedActions: string[];
  version: number;
}
interface Stats {
  audienceCount: number;
  readCount: number;
  total: number;
  data: Array<{ mobile: string; readAt: string | null }>;
}
interface Popup {
  id: string;
  title: string;
}
interface UnreadList {
  noticeTypeVos: Array<{ contentType: string; content: Array<{ id: string; title: string; noticeType: string }> }>;
}

const unreadTitles = async (c: Caller) =>
  (await c.call<UnreadList>('GET', '/message/messageTemplate/queryUnReadNotice', undefined, { userType: '1' })).body.result.noticeTypeVos.flatMap((v) => v.content);

describe('notices and popups kept by the platform', () => {
  let app: FastifyInstance;
  let admin: Caller;
  let forwarder: Caller;
  let fleet: Caller;

  beforeAll(async () => {
    app = await startApp();
    [admin, forwarder, fleet] = await Caller.all(app, [MOBILES.admin, MOBILES.forwarder, MOBILES.fleet]);
  });
  afterAll(() => app.close());

  const draft = async (body: Record<string, unknown>) => {
    const res = await admin.call<Post>('POST', '/admin/notices', { content: '<p>正文</p>', ...body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.result;
  };
  const act = (post: Post, action: string) => admin.call<Post>('POST', `/admin/notices/${post.id}/transitions`, { action, version: post.version });

  it('is for platform staff only: a company account cannot list, create, publish or read the statistics', async () => {
    const post = await draft({ kind: 'notice', title: '仅平台可管理', audience: 'all' });
    for (const c of [forwarder, fleet]) {
      expect((await c.call('GET', '/admin/notices')).status).toBe(403);
      expect((await c.call('POST', '/admin/notices', { kind: 'notice', title: 'x', content: '<p>x</p>', audience: 'all' })).status).toBe(403);
      expect((await c.call('POST', `/admin/notices/${post.id}/transitions`, { action: 'publish', version: post.version })).status).toBe(403);
      expect((await c.call('GET', `/admin/notices/${post.id}/reads`)).status).toBe(403);
      expect((await app.inject({ method: 'GET', url: `/new/api/admin/notices/${post.id}/reads/export`, headers: bearer(c.token) })).statusCode).toBe(403);
    }
    expect((await admin.call<Post>('GET', `/admin/notices/${post.id}`)).body.result.status).toBe('draft');
  });

  it('validates the audience and the popup page with the form rules', async () => {
    const noType = await admin.call('POST', '/admin/notices', { kind: 'notice', title: 't', content: '<p>x</p>', audience: 'companyType' });
    expect(noType.status).toBe(400);
    const badCompany = await admin.call('POST', '/admin/notices', { kind: 'notice', title: 't', content: '<p>x</p>', audience: 'company', companyCode: 'NOPE99' });
    expect(badCompany.status).toBe(400);
    expect(JSON.stringify(badCompany.body)).toContain('NOPE99');
    const noUrl = await admin.call('POST', '/admin/notices', { kind: 'popup', title: 't', content: '<p>x</p>', audience: 'all' });
    expect(noUrl.status).toBe(400);
    const order = await admin.call('POST', '/admin/notices', {
      kind: 'notice', title: 't', content: '<p>x</p>', audience: 'all', validFrom: '2030-01-02 00:00:00', validTo: '2030-01-01 00:00:00',
    });
    expect(order.status).toBe(400);
  });

  it('a popup for forwarders reaches forwarders only, once each, and counts who confirmed it', async () => {
    const post = await draft({ kind: 'popup', title: '货代弹窗通知', audience: 'companyType', companyType: 'forwarder', url: '/home' });
    expect(post).toMatchObject({ status: 'draft', openCount: 1, allowedActions: ['publish'] });
    expect((await act(post, 'withdraw')).status).toBe(409);
    const before = (await forwarder.call<Popup[]>('GET', '/message/popup/list')).body.result;
    expect(before.map((p) => p.title)).not.toContain('货代弹窗通知');

    const published = await act(post, 'publish');
    expect(published.status).toBe(200);
    expect(published.body.result).toMatchObject({ status: 'published', readCount: 0 });
    expect(published.body.result.audienceCount).toBeGreaterThanOrEqual(2);

    const mine = (await forwarder.call<Popup[]>('GET', '/message/popup/list')).body.result.find((p) => p.title === '货代弹窗通知');
    expect(mine).toBeDefined();
    expect((await fleet.call<Popup[]>('GET', '/message/popup/list')).body.result.map((p) => p.title)).not.toContain('货代弹窗通知');

    expect((await forwarder.call('POST', '/message/popup/read', { configId: mine!.id })).status).toBe(200);
    expect((await forwarder.call<Popup[]>('GET', '/message/popup/list')).body.result.map((p) => p.title)).not.toContain('货代弹窗通知');

    const stats = (await admin.call<Stats>('GET', `/admin/notices/${post.id}/reads`)).body.result;
    expect(stats.readCount).toBe(1);
    expect(stats.audienceCount).toBe(published.body.result.audienceCount);
    expect(stats.data[0]).toMatchObject({ mobile: MOBILES.forwarder });
    expect(stats.data[0]!.readAt).not.toBeNull();
    const unread = (await admin.call<Stats>('GET', `/admin/notices/${post.id}/reads`, undefined, { read: '0' })).body.result;
    expect(unread.data.map((r) => r.mobile)).not.toContain(MOBILES.forwarder);
    expect(unread.data.map((r) => r.mobile)).not.toContain(MOBILES.fleet);
    const xlsx = await app.inject({ method: 'GET', url: `/new/api/admin/notices/${post.id}/reads/export`, headers: bearer(admin.token) });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
  });

  it('a strong reminder to one user reaches that user only, and is gone once withdrawn', async () => {
    const post = await draft({ kind: 'strong', title: '车队强提醒', audience: 'user', userMobile: MOBILES.fleet });
    const published = (await act(post, 'publish')).body.result;
    expect(published.audienceCount).toBe(1);
    const item = (await unreadTitles(fleet)).find((n) => n.title === '车队强提醒');
    expect(item?.noticeType).toBe('2');
    expect((await unreadTitles(forwarder)).map((n) => n.title)).not.toContain('车队强提醒');

    expect((await fleet.call('POST', '/message/messageTemplate/readNotice', undefined, { id: item!.id })).status).toBe(200);
    expect((await admin.call<Post>('GET', `/admin/notices/${post.id}`)).body.result.readCount).toBe(1);

    const other = await draft({ kind: 'notice', title: '将撤回的通知', audience: 'company', companyCode: 'FLT001' });
    const live = (await act(other, 'publish')).body.result;
    expect((await unreadTitles(fleet)).map((n) => n.title)).toContain('将撤回的通知');
    expect((await act(live, 'withdraw')).body.result.status).toBe('withdrawn');
    expect((await unreadTitles(fleet)).map((n) => n.title)).not.toContain('将撤回的通知');
    expect((await act({ ...live, version: live.version + 1 }, 'publish')).status).toBe(409);
  });

  it('a notice valid from a later time stays out of the box until then', async () => {
    const post = await draft({ kind: 'notice', title: '明年的通知', audience: 'all', validFrom: '2099-01-01 00:00:00' });
    await act(post, 'publish');
    expect((await unreadTitles(forwarder)).map((n) => n.title)).not.toContain('明年的通知');
  });

  it('resolves the audience at delivery: a user who joins the company after publication sees the notice and the popup', async () => {
    const notice = await draft({ kind: 'notice', title: '货代公司通知（后加入可见）', audience: 'company', companyCode: 'FWD001' });
    const popup = await draft({ kind: 'popup', title: '货代类型弹窗（后加入可见）', audience: 'companyType', companyType: 'forwarder', url: '/home' });
    const audienceAtPublication = (await act(notice, 'publish')).body.result.audienceCount;
    await act(popup, 'publish');

    // The forwarder's administrator adds a user to the company after both were published.
    const mobile = '13300000016';
    const created = await forwarder.call<{ id: string }>('POST', '/user/user', { mobile, name: '新加入的货代', password: hashed(STRONG), roleIds: [] });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const joined = new Caller(app, (await login(app, mobile, STRONG)).body.result!.access_token);

    expect((await unreadTitles(joined)).map((n) => n.title)).toContain('货代公司通知（后加入可见）');
    const shown = (await joined.call<Popup[]>('GET', '/message/popup/list')).body.result.find((p) => p.title === '货代类型弹窗（后加入可见）');
    expect(shown).toBeDefined();
    expect((await joined.call('POST', '/message/popup/read', { configId: shown!.id })).status).toBe(200);
    // The statistics count the newcomer in the audience and as a reader of the popup.
    expect((await admin.call<Post>('GET', `/admin/notices/${notice.id}`)).body.result.audienceCount).toBe(audienceAtPublication + 1);
    const stats = (await admin.call<Stats>('GET', `/admin/notices/${popup.id}/reads`, undefined, { mobile })).body.result;
    expect(stats.data).toEqual([expect.objectContaining({ mobile, readAt: expect.any(String) })]);
    // A company the audience does not name still does not see it.
    expect((await unreadTitles(fleet)).map((n) => n.title)).not.toContain('货代公司通知（后加入可见）');
  });

  it('pushes a notice live over the socket when its validity starts', async () => {
    const userId = (await app.services.db.selectFrom('users').select('user_id').where('mobile', '=', MOBILES.forwarder).executeTakeFirstOrThrow()).user_id;
    const socket = await WsClient.open(await listenWs(app, '/new/api/message/ws'));
    socket.send({ action: 1, token: forwarder.token, jsonObjStr: JSON.stringify({ userType: 1, userId, userName: 'x', orgId: 'o', orgName: 'o' }), extend: '' });
    await socket.next(0);
    const startsAt = new Date(Date.now() + 2000);
    const post = await draft({ kind: 'strong', title: '两秒后生效的强提醒', audience: 'companyType', companyType: 'forwarder', validFrom: formatDateTime(startsAt) });
    expect((await act(post, 'publish')).status).toBe(200);
    expect((await unreadTitles(forwarder)).map((n) => n.title)).not.toContain('两秒后生效的强提醒');

    const frame = await socket.next((f) => f.type === 3 && f.title === '两秒后生效的强提醒', 6000);
    expect(Date.now()).toBeGreaterThanOrEqual(startsAt.getTime() - 1000);
    expect(frame.noticeType).toBe('2');
    expect((await unreadTitles(forwarder)).map((n) => n.title)).toContain('两秒后生效的强提醒');
    socket.close();
    // Pushed once: the claim is taken, a later pass finds nothing due.
    const row = await app.services.db.selectFrom('notice_posts').select('pushed_at').where('seq', '=', post.id).executeTakeFirstOrThrow();
    expect(row.pushed_at).not.toBeNull();
  });
});
