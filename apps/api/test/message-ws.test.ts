import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { ADMIN, bearer, FLEET, FORWARDER, startApp, tokenFor, twoReplicas } from './helpers';
import { listenWs, WsClient, type WsFrame } from './ws-client';
import { socketHub, SOCKET_TIMING } from '../src/domains/message';

interface Frame extends WsFrame {
  id?: string;
  content?: string;
  noticeType?: string;
  contentType?: string;
  title?: string;
  pushTime?: string;
}

/** Sends the login frame as the site does and answers the first frame back. */
async function login(client: WsClient<Frame>, token: string, userId: string): Promise<Frame> {
  client.send({ action: 1, token, jsonObjStr: JSON.stringify({ userType: 1, userId, userName: 'x', orgId: 'o', orgName: 'org' }), extend: '' });
  return client.next();
}

const listen = (app: FastifyInstance) => listenWs(app, '/new/api/message/ws');

async function userIds(app: FastifyInstance): Promise<Record<string, string>> {
  const rows = await app.services.db.selectFrom('users').select(['user_id', 'mobile']).execute();
  return Object.fromEntries(rows.map((r) => [r.mobile, r.user_id]));
}

const publish = (app: FastifyInstance, adminToken: string, body: unknown) =>
  app.inject({ method: 'POST', url: '/new/api/message/messageTemplate/publish', headers: bearer(adminToken), payload: body as object });

describe('the notice WebSocket', () => {
  let app: FastifyInstance;
  let url: string;
  let clock = Date.now();
  let ids: Record<string, string>;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    app = await startApp({}, () => new Date(clock));
    url = await listen(app);
    ids = await userIds(app);
    for (const m of [ADMIN, FORWARDER, FLEET]) tokens[m] = await tokenFor(app, m);
  });
  afterAll(() => app.close());

  it('accepts the login frame with type 0, answers heartbeats with type 1 and delivers notices as type 3', async () => {
    const fwd = await WsClient.open<Frame>(url);
    expect(await login(fwd, tokens[FORWARDER]!, ids[FORWARDER]!)).toEqual({ type: 0, content: 'ws连接成功' });
    fwd.send({ action: 2, token: tokens[FORWARDER] });
    expect(await fwd.next()).toEqual({ type: 1 });

    const fleet = await WsClient.open<Frame>(url);
    await login(fleet, tokens[FLEET]!, ids[FLEET]!);

    const res = await publish(app, tokens[ADMIN]!, {
      title: '强提醒', content: '<p>请立即处理<script>x()</script></p>', contentType: 'NOTICE', noticeType: '2',
      target: { kind: 'user', ids: [ids[FORWARDER]] },
    });
    const published = res.json().result as { id: string };
    const notice = await fwd.next((f) => f.type === 3);
    expect(notice).toMatchObject({ type: 3, id: published.id, noticeType: '2', contentType: 'NOTICE', title: '强提醒', content: '<p>请立即处理</p>' });
    expect(notice.pushTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/);

    // the fleet's socket got nothing: its heartbeat reply is the next frame
    fleet.send({ action: 2, token: tokens[FLEET] });
    expect(await fleet.next()).toEqual({ type: 1 });
    expect(fleet.frames).toEqual([]);

    // reading it through the api (the modal's 已读) empties the box
    await app.inject({ method: 'POST', url: '/new/api/message/messageTemplate/readNotice', headers: bearer(tokens[FORWARDER]!), query: { id: published.id } });
    const box = (await app.inject({ method: 'GET', url: '/new/api/message/messageTemplate/queryUnReadNotice', headers: bearer(tokens[FORWARDER]!) })).json();
    expect(JSON.stringify(box.result)).not.toContain(published.id);
    fwd.close();
    fleet.close();
  });

  it('delivers to every tab of the user, and to role and everyone targets', async () => {
    const tabs = [await WsClient.open<Frame>(url), await WsClient.open<Frame>(url)];
    for (const t of tabs) await login(t, tokens[FLEET]!, ids[FLEET]!);
    const role = await app.services.db.selectFrom('roles').select('role_id').where('role_key', '=', 'driver').executeTakeFirstOrThrow();
    await publish(app, tokens[ADMIN]!, { title: '车队通知', content: '<p>a</p>', contentType: 'MESSAGE', noticeType: '1', target: { kind: 'role', ids: [role.role_id] } });
    await publish(app, tokens[ADMIN]!, { title: '全员待办', content: '<p>b</p>', contentType: 'TODO', noticeType: '1', target: { kind: 'all' } });
    for (const t of tabs) {
      expect((await t.next((f) => f.type === 3)).title).toBe('车队通知');
      expect((await t.next((f) => f.type === 3)).title).toBe('全员待办');
      t.close();
    }
  });

  it('closes the socket with 4401 and a reason on a bad token, a foreign userId, or a heartbeat before login', async () => {
    const bad = await WsClient.open<Frame>(url);
    expect(await login(bad, 'not-a-token', ids[FORWARDER]!)).toEqual({ type: 2, content: 'token已过期，请重新登录' });
    expect(await bad.closed).toEqual({ code: 4401, reason: 'token已过期，请重新登录' });

    const foreign = await WsClient.open<Frame>(url);
    expect((await login(foreign, tokens[FORWARDER]!, ids[FLEET]!)).type).toBe(2);
    expect(await foreign.closed).toEqual({ code: 4401, reason: '登录信息与当前账号不一致' });

    const early = await WsClient.open<Frame>(url);
    early.send({ action: 2, token: tokens[FORWARDER] });
    expect(await early.closed).toEqual({ code: 4401, reason: '未登录' });

    // a published notice does not reach a rejected socket, and nothing of it is kept
    expect(socketHub(app.services)!.stats()).toEqual({ connections: 0, users: 0, probes: 0 });
  });

  it('shows a notice published while the user was offline when they come back', async () => {
    const res = await publish(app, tokens[ADMIN]!, { title: '离线期间的通知', content: '<p>c</p>', contentType: 'NOTICE', noticeType: '2', target: { kind: 'user', ids: [ids[FLEET]] } });
    expect(res.json().result).toEqual({ id: expect.any(String), recipients: 1 });
    const back = await WsClient.open<Frame>(url);
    await login(back, tokens[FLEET]!, ids[FLEET]!);
    const box = (await app.inject({ method: 'GET', url: '/new/api/message/messageTemplate/queryUnReadNotice', headers: bearer(tokens[FLEET]!) })).json();
    const notices = box.result.noticeTypeVos[0].content as Array<{ title: string; noticeType: string }>;
    expect(notices.find((n) => n.title === '离线期间的通知')).toMatchObject({ noticeType: '2' });
    back.close();
  });

  it('closes a socket on a heartbeat once its session is revoked', async () => {
    const token = await tokenFor(app, FORWARDER);
    const c = await WsClient.open<Frame>(url);
    await login(c, token, ids[FORWARDER]!);
    await app.inject({ method: 'POST', url: '/new/api/auth/oauth/token/logout', headers: bearer(token) });
    clock += SOCKET_TIMING.sessionRecheckMs + 1000;
    c.send({ action: 2, token });
    expect(await c.next()).toEqual({ type: 2, content: 'token已过期，请重新登录' });
    expect((await c.closed).code).toBe(4401);
  });

  it('closes sockets that stop heartbeating after 90 s plus grace, and those that never log in', async () => {
    const hub = socketHub(app.services)!;
    const quiet = await WsClient.open<Frame>(url);
    await login(quiet, tokens[FLEET]!, ids[FLEET]!);
    const lively = await WsClient.open<Frame>(url);
    await login(lively, tokens[FORWARDER]!, ids[FORWARDER]!);
    clock += 90_000;
    lively.send({ action: 2, token: tokens[FORWARDER] });
    await lively.next();
    clock += 31_000;
    hub.sweep();
    expect(await quiet.closed).toEqual({ code: 4408, reason: '心跳超时，连接已关闭' });
    expect(lively.ws.readyState).toBe(WebSocket.OPEN);

    const silent = await WsClient.open<Frame>(url);
    clock += SOCKET_TIMING.loginMs + 1000;
    lively.send({ action: 2, token: tokens[FORWARDER] });
    await lively.next();
    hub.sweep();
    expect((await silent.closed).code).toBe(4408);
    expect(lively.ws.readyState).toBe(WebSocket.OPEN);
    lively.close();
    await lively.closed;
  });

  it('keeps nothing per connection after close', async () => {
    const hub = socketHub(app.services)!;
    const clients = await Promise.all(Array.from({ length: 30 }, () => WsClient.open<Frame>(url)));
    await Promise.all(clients.map((c, i) => login(c, tokens[i % 2 ? FLEET : FORWARDER]!, ids[i % 2 ? FLEET : FORWARDER]!)));
    expect(hub.stats()).toEqual({ connections: 30, users: 2, probes: 0 });
    clients.forEach((c) => c.close());
    await Promise.all(clients.map((c) => c.closed));
    // The server sees each close a moment after the client does.
    await expect.poll(() => hub.stats(), { timeout: 10_000, interval: 20 }).toEqual({ connections: 0, users: 0, probes: 0 });
  });
});

const crossReason = !process.env.DATABASE_URL || !process.env.REDIS_URL ? 'DATABASE_URL and REDIS_URL are not both set' : '';
if (crossReason) console.log(`skipping the cross-instance WebSocket test: ${crossReason}`);

describe.skipIf(Boolean(crossReason))('the notice WebSocket across api instances (PostgreSQL + Redis)', () => {
  const replicas = twoReplicas();

  it('delivers a notice published on one instance to a socket held by the other', async () => {
    const [a, b] = [replicas.a(), replicas.b()];
    expect(a.services.bus.kind).toBe('redis');
    const urlB = await listen(b);
    const urlA = await listen(a);
    const ids = await userIds(a);
    const admin = await tokenFor(a, ADMIN);
    // a session made on A is good on B: both read the same database
    const fwdToken = await tokenFor(a, FORWARDER);
    const onB = await WsClient.open<Frame>(urlB);
    expect(await login(onB, fwdToken, ids[FORWARDER]!)).toEqual({ type: 0, content: 'ws连接成功' });
    const onA = await WsClient.open<Frame>(urlA);
    await login(onA, fwdToken, ids[FORWARDER]!);

    const res = await publish(a, admin, { title: '跨实例通知', content: '<p>x</p>', contentType: 'NOTICE', noticeType: '1', target: { kind: 'user', ids: [ids[FORWARDER]] } });
    expect(res.json().code).toBe('0000');
    const id = (res.json().result as { id: string }).id;
    expect(await onB.next((f) => f.type === 3)).toMatchObject({ id, title: '跨实例通知', noticeType: '1' });
    expect(await onA.next((f) => f.type === 3)).toMatchObject({ id });

    // and the other way round, to everyone
    const back = await publish(b, await tokenFor(b, ADMIN), { title: '来自B', content: '<p>y</p>', contentType: 'MESSAGE', noticeType: '1', target: { kind: 'all' } });
    expect(back.json().code).toBe('0000');
    expect((await onA.next((f) => f.type === 3)).title).toBe('来自B');
    expect((await onB.next((f) => f.type === 3)).title).toBe('来自B');
    onA.close();
    onB.close();
    await Promise.all([onA.closed, onB.closed]);
  });
});
