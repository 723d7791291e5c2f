/**
 * Fault test (issue 12 item 9): Redis goes away and comes back. Runs in the PostgreSQL + Redis leg of
 * npm test (REDIS_URL set): the api (or a bus) talks to Redis through a TCP proxy the test cuts and restores.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { redisBus, type Bus } from '../src/bus/bus';
import { pendingNotices } from '../src/domains/message/live';
import { ADMIN, bearer, FORWARDER, startApp, tokenFor, twoReplicas } from './helpers';
import { hostPort, tcpProxy, viaProxy, type TcpProxy } from './tcp-proxy';
import { listenWs, WsClient, type WsFrame } from './ws-client';

const redisUrl = process.env.REDIS_URL;
if (!redisUrl) console.log('↷ faults-redis: skipped, it needs Redis (REDIS_URL, the PostgreSQL + Redis leg of npm test)');

/** Waits for a condition the system reaches on its own (a reconnect); the test's timeout bounds the wait. */
async function until(what: string, condition: () => boolean | Promise<boolean>): Promise<void> {
  for (;;) {
    if (await condition()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.skipIf(!redisUrl)('the bus across a Redis outage', () => {
  let proxy: TcpProxy;
  let bus: Bus;
  const log = { warn: [] as string[], info: [] as string[] };

  beforeAll(async () => {
    proxy = await tcpProxy(hostPort(redisUrl!));
    bus = await redisBus(viaProxy(redisUrl!, proxy), { warn: (m) => log.warn.push(m), info: (m) => log.info.push(m) }, `faults-${process.pid}:`);
  });
  afterAll(async () => {
    await bus?.close();
    await proxy?.close();
  });

  it('logs the outage once (not per retry), drops publishes without throwing, and re-subscribes when Redis returns', async () => {
    const channel = `test:${randomBytes(4).toString('hex')}`;
    const received: unknown[] = [];
    bus.subscribe(channel, (m) => received.push(m));
    // Live once a message published on it comes back (Redis confirms a subscription asynchronously).
    await until('subscribed', async () => (await bus.publish(channel, 'probe'), received.includes('probe')));
    received.length = 0;
    expect(bus.up()).toBe(true);
    expect(await bus.publish(channel, 'before')).toBe(true);
    await until('before arrives', () => received.includes('before'));

    await proxy.cut();
    // The bus retried at least three times while Redis was away.
    await until('three retries', () => proxy.dropped >= 3);
    expect(bus.up()).toBe(false);
    expect(await bus.publish(channel, 'during')).toBe(false);

    await proxy.restore();
    // Up again means the channel is subscribed again: what is published from now on arrives.
    await until('back up', () => bus.up());
    expect(await bus.publish(channel, 'after')).toBe(true);
    await until('after arrives', () => received.includes('after'));
    expect(received.filter((m) => m !== 'probe')).toEqual(['before', 'after']);
    expect(log.warn).toHaveLength(1);
    expect(log.warn[0]).toMatch(/redis unavailable/);
    expect(log.info).toHaveLength(1);
  });
});

interface Frame extends WsFrame {
  title?: string;
}

describe.skipIf(!redisUrl)('notices across a Redis outage', () => {
  let app: FastifyInstance;
  let proxy: TcpProxy;
  let adminToken: string;
  let fwdToken: string;
  let fwdId: string;

  beforeAll(async () => {
    proxy = await tcpProxy(hostPort(redisUrl!));
    app = await startApp({ redisUrl: viaProxy(redisUrl!, proxy) });
    adminToken = await tokenFor(app, ADMIN);
    fwdToken = await tokenFor(app, FORWARDER);
    fwdId = (await app.services.db.selectFrom('users').select('user_id').where('mobile', '=', FORWARDER).executeTakeFirstOrThrow()).user_id;
  });
  afterAll(async () => {
    await proxy?.restore();
    await app?.close();
    await proxy?.close();
  });

  const tag = `断线${randomBytes(3).toString('hex')}`;
  const publish = async (title: string) => {
    const res = await app.inject({
      method: 'POST', url: '/new/api/message/messageTemplate/publish', headers: bearer(adminToken),
      payload: { title, content: '<p>x</p>', contentType: 'NOTICE', noticeType: '1', target: { kind: 'user', ids: [fwdId] } },
    });
    expect(res.json()).toMatchObject({ code: '0000' });
  };
  const health = async () => {
    const res = await app.inject({ method: 'GET', url: '/new/api/health' });
    return { status: res.statusCode, result: (res.json() as { result: { status: string; redis: string } }).result };
  };

  it('keeps serving and storing notices while Redis is down, pushes them to a socket on the same replica at once, and never twice', async () => {
    const socket = await WsClient.open<Frame>(await listenWs(app, '/new/api/message/ws'));
    socket.send({ action: 1, token: fwdToken, jsonObjStr: JSON.stringify({ userType: 1, userId: fwdId, userName: 'x', orgId: 'o', orgName: 'o' }), extend: '' });
    expect(await socket.next()).toMatchObject({ type: 0 });

    await publish(`${tag} 之前`);
    expect(await socket.next(3)).toMatchObject({ title: `${tag} 之前` });

    await proxy.cut();
    await until('redis reported down', async () => (await health()).result.redis === 'down');
    // The api still answers, says it is degraded, and stores what is published.
    expect(await health()).toEqual({ status: 200, result: { status: 'degraded', database: 'up', redis: 'down' } });
    await publish(`${tag} 期间`);
    // Local first: the replica's own socket does not wait for Redis (issue 30 item 7).
    expect(await socket.next(3)).toMatchObject({ title: `${tag} 期间` });
    expect(pendingNotices(app.services)).toBe(1);

    await proxy.restore();
    await until('redis reported up', async () => (await health()).result.redis === 'up');
    expect(await health()).toEqual({ status: 200, result: { status: 'ok', database: 'up', redis: 'up' } });
    await until('caught up', () => pendingNotices(app.services) === 0);
    await publish(`${tag} 之后`);
    expect(await socket.next(3)).toMatchObject({ title: `${tag} 之后` });
    // The notice re-published on reconnect came back to its own replica before 之后, and was skipped.
    expect(socket.frames.filter((f) => f.type === 3)).toEqual([]);

    // Every notice is in the user's box: the bell finds the one the socket missed on its next fetch.
    const page = await app.inject({
      method: 'POST', url: '/new/api/message/messageTemplate/queryPageNoticeList', headers: bearer(fwdToken),
      payload: { pageNo: 1, pageSize: 10, title: tag },
    });
    const titles = (page.json() as { result: { data: Array<{ title: string }> } }).result.data.map((n) => n.title).sort();
    expect(titles).toEqual([`${tag} 之前`, `${tag} 之后`, `${tag} 期间`].sort());
    socket.close();
  });
});

const bothReason = !process.env.DATABASE_URL || !redisUrl ? 'DATABASE_URL and REDIS_URL are not both set' : '';
describe.skipIf(Boolean(bothReason))('notices across a Redis outage of one of two replicas', () => {
  let proxy: TcpProxy;
  beforeAll(async () => {
    proxy = await tcpProxy(hostPort(redisUrl!));
  });
  // Replica A reaches Redis through the proxy the test cuts; B keeps its connection.
  const replicas = twoReplicas((r) => (r === 'a' ? { redisUrl: viaProxy(redisUrl!, proxy) } : {}));
  afterAll(async () => {
    await proxy?.restore();
    await proxy?.close();
  });

  it('pushes at once to the socket on the replica that published, and to the other replica once Redis is back, once each', async () => {
    const [a, b] = [replicas.a(), replicas.b()];
    const adminToken = await tokenFor(a, ADMIN);
    const fwdToken = await tokenFor(a, FORWARDER);
    const fwdId = (await a.services.db.selectFrom('users').select('user_id').where('mobile', '=', FORWARDER).executeTakeFirstOrThrow()).user_id;
    const signIn = async (app: FastifyInstance) => {
      const socket = await WsClient.open<Frame>(await listenWs(app, '/new/api/message/ws'));
      socket.send({ action: 1, token: fwdToken, jsonObjStr: JSON.stringify({ userType: 1, userId: fwdId, userName: 'x', orgId: 'o', orgName: 'o' }), extend: '' });
      expect(await socket.next()).toMatchObject({ type: 0 });
      return socket;
    };
    const [onA, onB] = [await signIn(a), await signIn(b)];
    const title = `双副本${randomBytes(3).toString('hex')}`;
    const publish = async (t: string) => {
      const res = await a.inject({
        method: 'POST', url: '/new/api/message/messageTemplate/publish', headers: bearer(adminToken),
        payload: { title: t, content: '<p>x</p>', contentType: 'NOTICE', noticeType: '1', target: { kind: 'user', ids: [fwdId] } },
      });
      expect(res.json()).toMatchObject({ code: '0000' });
    };

    await proxy.cut();
    await until('A sees Redis down', () => !a.services.bus.up());
    await publish(`${title} 期间`);
    expect(await onA.next(3)).toMatchObject({ title: `${title} 期间` });
    expect(onB.frames.filter((f) => f.type === 3)).toEqual([]);

    await proxy.restore();
    // Caught up: A re-publishes what its bus dropped, and B's socket gets it.
    expect(await onB.next(3)).toMatchObject({ title: `${title} 期间` });
    await publish(`${title} 之后`);
    expect(await onA.next(3)).toMatchObject({ title: `${title} 之后` });
    expect(await onB.next(3)).toMatchObject({ title: `${title} 之后` });
    // Neither socket got a notice twice (A skipped its own re-published echo).
    expect([...onA.frames, ...onB.frames].filter((f) => f.type === 3)).toEqual([]);
    onA.close();
    onB.close();
    await Promise.all([onA.closed, onB.closed]);
  });
});
