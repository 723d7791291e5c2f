import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import WebSocket from 'ws';
import { bearer, startApp, tokenFor } from './helpers';
import { buildServer } from '../src/server';
import { socketHub, SOCKET_TIMING } from '../src/domains/message';

const ADMIN = '13800000001';
const FORWARDER = '13800000002';
const FLEET = '13800000003';

interface Frame {
  type: number;
  id?: string;
  content?: string;
  noticeType?: string;
  contentType?: string;
  title?: string;
  pushTime?: string;
}

/** A test client: collects frames and the close, and waits for what a user would wait for. */
class Client {
  readonly frames: Frame[] = [];
  private waiters: Array<() => void> = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.frames.push(JSON.parse(String(data)) as Frame);
      this.waiters.splice(0).forEach((w) => w());
    });
    this.closed = new Promise((resolve) => ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  }

  static async open(url: string): Promise<Client> {
    const ws = new WebSocket(url);
    const client = new Client(ws);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return client;
  }

  send(frame: unknown): void {
    this.ws.send(JSON.stringify(frame));
  }

  /** The first frame (after those already taken) matching; fails after the timeout. */
  async next(match: (f: Frame) => boolean = () => true, timeoutMs = 3000): Promise<Frame> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const i = this.frames.findIndex(match);
      if (i >= 0) return this.frames.splice(i, 1)[0]!;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching frame within ${timeoutMs} ms; got ${JSON.stringify(this.frames)}`);
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, left);
        this.waiters.push(() => (clearTimeout(t), resolve()));
      });
    }
  }

  async login(token: string, userId: string): Promise<Frame> {
    this.send({ action: 1, token, jsonObjStr: JSON.stringify({ userType: 1, userId, userName: 'x', orgId: 'o', orgName: 'org' }), extend: '' });
    return this.next();
  }

  close(): void {
    this.ws.close();
  }
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `ws://127.0.0.1:${address.port}/new/api/message/ws`;
}

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
    const fwd = await Client.open(url);
    expect(await fwd.login(tokens[FORWARDER]!, ids[FORWARDER]!)).toEqual({ type: 0, content: 'ws连接成功' });
    fwd.send({ action: 2, token: tokens[FORWARDER] });
    expect(await fwd.next()).toEqual({ type: 1 });

    const fleet = await Client.open(url);
    await fleet.login(tokens[FLEET]!, ids[FLEET]!);

    const res = await publish(app, tokens[ADMIN]!, {
      title: '强提醒', content: '<p>请立即处理<script>x()</script></p>', contentType: 'NOTICE', noticeType: '2',
      target: { kind: 'user', ids: [ids[FORWARDER]] },
    });
    const published = res.json().result as { id: string };
    const notice = await fwd.next((f) => f.type === 3);
    expect(notice).toMatchObject({ type: 3, id: published.id, noticeType: '2', contentType: 'NOTICE', title: '强提醒', content: '<p>请立即处理</p>' });
    expect(notice.pushTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

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
    const tabs = [await Client.open(url), await Client.open(url)];
    for (const t of tabs) await t.login(tokens[FLEET]!, ids[FLEET]!);
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
    const bad = await Client.open(url);
    expect(await bad.login('not-a-token', ids[FORWARDER]!)).toEqual({ type: 2, content: 'token已过期，请重新登录' });
    expect(await bad.closed).toEqual({ code: 4401, reason: 'token已过期，请重新登录' });

    const foreign = await Client.open(url);
    expect((await foreign.login(tokens[FORWARDER]!, ids[FLEET]!)).type).toBe(2);
    expect(await foreign.closed).toEqual({ code: 4401, reason: '登录信息与当前账号不一致' });

    const early = await Client.open(url);
    early.send({ action: 2, token: tokens[FORWARDER] });
    expect(await early.closed).toEqual({ code: 4401, reason: '未登录' });

    // a published notice does not reach a rejected socket, and nothing of it is kept
    expect(socketHub(app.services)!.stats()).toEqual({ connections: 0, users: 0, probes: 0 });
  });

  it('shows a notice published while the user was offline when they come back', async () => {
    const res = await publish(app, tokens[ADMIN]!, { title: '离线期间的通知', content: '<p>c</p>', contentType: 'NOTICE', noticeType: '2', target: { kind: 'user', ids: [ids[FLEET]] } });
    expect(res.json().result).toEqual({ id: expect.any(String), recipients: 1 });
    const back = await Client.open(url);
    await back.login(tokens[FLEET]!, ids[FLEET]!);
    const box = (await app.inject({ method: 'GET', url: '/new/api/message/messageTemplate/queryUnReadNotice', headers: bearer(tokens[FLEET]!) })).json();
    const notices = box.result.noticeTypeVos[0].content as Array<{ title: string; noticeType: string }>;
    expect(notices.find((n) => n.title === '离线期间的通知')).toMatchObject({ noticeType: '2' });
    back.close();
  });

  it('closes a socket on a heartbeat once its session is revoked', async () => {
    const token = await tokenFor(app, FORWARDER);
    const c = await Client.open(url);
    await c.login(token, ids[FORWARDER]!);
    await app.inject({ method: 'POST', url: '/new/api/auth/oauth/token/logout', headers: bearer(token) });
    clock += SOCKET_TIMING.sessionRecheckMs + 1000;
    c.send({ action: 2, token });
    expect(await c.next()).toEqual({ type: 2, content: 'token已过期，请重新登录' });
    expect((await c.closed).code).toBe(4401);
  });

  it('closes sockets that stop heartbeating after 90 s plus grace, and those that never log in', async () => {
    const hub = socketHub(app.services)!;
    const quiet = await Client.open(url);
    await quiet.login(tokens[FLEET]!, ids[FLEET]!);
    const lively = await Client.open(url);
    await lively.login(tokens[FORWARDER]!, ids[FORWARDER]!);
    clock += 90_000;
    lively.send({ action: 2, token: tokens[FORWARDER] });
    await lively.next();
    clock += 31_000;
    hub.sweep();
    expect(await quiet.closed).toEqual({ code: 4408, reason: '心跳超时，连接已关闭' });
    expect(lively.ws.readyState).toBe(WebSocket.OPEN);

    const silent = await Client.open(url);
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
    const clients = await Promise.all(Array.from({ length: 30 }, () => Client.open(url)));
    await Promise.all(clients.map((c, i) => c.login(tokens[i % 2 ? FLEET : FORWARDER]!, ids[i % 2 ? FLEET : FORWARDER]!)));
    expect(hub.stats()).toEqual({ connections: 30, users: 2, probes: 0 });
    clients.forEach((c) => c.close());
    await Promise.all(clients.map((c) => c.closed));
    for (let i = 0; i < 50 && hub.stats().connections > 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(hub.stats()).toEqual({ connections: 0, users: 0, probes: 0 });
  });
});

const crossReason = !process.env.DATABASE_URL || !process.env.REDIS_URL ? 'DATABASE_URL and REDIS_URL are not both set' : '';
if (crossReason) console.log(`skipping the cross-instance WebSocket test: ${crossReason}`);

describe.skipIf(Boolean(crossReason))('the notice WebSocket across api instances (PostgreSQL + Redis)', () => {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query(`create schema ${schema}`);
    await client.end();
    const env = { databaseUrl: process.env.DATABASE_URL, databaseSchema: schema, redisUrl: process.env.REDIS_URL, serveWeb: false, seedDemo: true, logLevel: 'silent', captchaEnabled: false };
    // One after the other: the second finds the schema migrated and seeded.
    a = await buildServer({ env, logger: false });
    b = await buildServer({ env, logger: false });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query(`drop schema if exists ${schema} cascade`);
    await client.end();
  });

  it('delivers a notice published on one instance to a socket held by the other', async () => {
    expect(a.services.bus.kind).toBe('redis');
    const urlB = await listen(b);
    const urlA = await listen(a);
    const ids = await userIds(a);
    const admin = await tokenFor(a, ADMIN);
    // a session made on A is good on B: both read the same database
    const fwdToken = await tokenFor(a, FORWARDER);
    const onB = await Client.open(urlB);
    expect(await onB.login(fwdToken, ids[FORWARDER]!)).toEqual({ type: 0, content: 'ws连接成功' });
    const onA = await Client.open(urlA);
    await onA.login(fwdToken, ids[FORWARDER]!);

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
