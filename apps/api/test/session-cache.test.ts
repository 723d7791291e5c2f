/**
 * The session cache (lib/session-cache.ts) answers hot calls without the database, and a change of access still
 * takes effect on the very next call: sign-out, a disabled account, roles taken away, a role's menus changed, a
 * profile edited — on this replica at once, on another as soon as the bus carries the message.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sessionCacheOf } from '../src/lib/session-cache';
import { ADMIN, bearer, CLERK, FLEET, FORWARDER, startApp, statementsDuring, tokenFor, twoReplicas } from './helpers';

interface Info {
  code: number;
  result?: { user: { name: string | null }; permissions: string[]; roleIds: string[] };
}

const getInfo = async (app: FastifyInstance, token: string) => {
  const res = await app.inject({ method: 'GET', url: '/new/api/user/auth/getInfo', headers: bearer(token) });
  return { status: res.statusCode, body: res.json() as Info };
};

const routeTitles = async (app: FastifyInstance, token: string): Promise<string[]> => {
  const res = await app.inject({ method: 'GET', url: '/new/api/user/auth/getRouters', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  const walk = (rs: Array<{ meta?: { title?: string }; children?: unknown[] }>): string[] =>
    rs.flatMap((r) => [r.meta?.title ?? '', ...walk((r.children ?? []) as typeof rs)]);
  return walk((res.json() as { result: Array<{ meta?: { title?: string }; children?: unknown[] }> }).result);
};

async function userId(app: FastifyInstance, mobile: string): Promise<string> {
  return (await app.services.db.selectFrom('users').select('user_id').where('mobile', '=', mobile).executeTakeFirstOrThrow()).user_id;
}

/**
 * The fewest statements of three tries: the server's own background work (the status check, the notice scheduler)
 * may run one while a call is in flight; a call that reads the database does so every time.
 */
async function fewestStatements(app: FastifyInstance, call: () => Promise<unknown>): Promise<number> {
  return Math.min(await statementsDuring(app, call), await statementsDuring(app, call), await statementsDuring(app, call));
}

describe('the session cache', () => {
  let app: FastifyInstance;
  let admin: string;

  beforeAll(async () => {
    app = await startApp();
    admin = await tokenFor(app, ADMIN);
  });
  afterAll(() => app.close());

  it('answers a second getInfo and getRouters without the database', async () => {
    const token = await tokenFor(app, FORWARDER);
    expect((await getInfo(app, token)).status).toBe(200);
    await routeTitles(app, token);
    expect(await fewestStatements(app, () => getInfo(app, token))).toBe(0);
    expect(await fewestStatements(app, () => routeTitles(app, token))).toBe(0);
    expect(sessionCacheOf(app.services)?.size).toBeGreaterThan(0);
  });

  it('a signed-out token is refused on the next call', async () => {
    const token = await tokenFor(app, FORWARDER);
    expect((await getInfo(app, token)).status).toBe(200);
    const out = await app.inject({ method: 'POST', url: '/new/api/auth/oauth/token/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    expect((await getInfo(app, token)).status).toBe(401);
  });

  it('a disabled account is refused on the next call, and comes back when enabled', async () => {
    const token = await tokenFor(app, CLERK);
    const uid = await userId(app, CLERK);
    expect((await getInfo(app, token)).status).toBe(200);
    const off = await app.inject({ method: 'PUT', url: '/new/api/user/user/changeStatus', headers: bearer(admin), payload: { userId: uid, status: '1' } });
    expect(off.statusCode).toBe(200);
    expect((await getInfo(app, token)).status).toBe(401);
    const on = await app.inject({ method: 'PUT', url: '/new/api/user/user/changeStatus', headers: bearer(admin), payload: { userId: uid, status: '0' } });
    expect(on.statusCode).toBe(200);
  });

  it('roles taken away take their permissions and menus with them on the next call', async () => {
    const token = await tokenFor(app, FLEET);
    const uid = await userId(app, FLEET);
    const before = (await getInfo(app, token)).body.result!;
    expect(before.permissions.length).toBeGreaterThan(0);
    const menusBefore = await routeTitles(app, token);
    expect(menusBefore).toContain('车队管理');
    const res = await app.inject({ method: 'PUT', url: '/new/api/user/user/authRole', headers: bearer(admin), payload: { userId: uid, roleIds: [] } });
    expect(res.statusCode).toBe(200);
    const after = (await getInfo(app, token)).body.result!;
    expect(after.permissions).toEqual([]);
    expect(after.roleIds).toEqual([]);
    // A user with no role keeps only what every signed-in user has.
    const menusAfter = await routeTitles(app, token);
    expect(menusAfter).not.toContain('车队管理');
    expect(menusAfter.length).toBeLessThan(menusBefore.length);
    const restore = await app.inject({ method: 'PUT', url: '/new/api/user/user/authRole', headers: bearer(admin), payload: { userId: uid, roleIds: before.roleIds } });
    expect(restore.statusCode).toBe(200);
    expect((await getInfo(app, token)).body.result!.permissions).toEqual(before.permissions);
  });

  it('an edited profile shows on the next getInfo', async () => {
    const token = await tokenFor(app, FORWARDER);
    const uid = await userId(app, FORWARDER);
    const name = (await getInfo(app, token)).body.result!.user.name;
    await app.services.db.updateTable('users').set({ name: '缓存测试' }).where('user_id', '=', uid).execute();
    expect((await getInfo(app, token)).body.result!.user.name).toBe('缓存测试');
    await app.services.db.updateTable('users').set({ name }).where('user_id', '=', uid).execute();
  });

  it('a session past its expiry is refused even while cached', async () => {
    let shift = 0;
    const timed = await startApp({}, () => new Date(Date.now() + shift));
    try {
      const token = await tokenFor(timed, FORWARDER);
      expect((await getInfo(timed, token)).status).toBe(200);
      shift = 13 * 60 * 60 * 1000;
      expect((await getInfo(timed, token)).status).toBe(401);
    } finally {
      await timed.close();
    }
  }, 120_000);
});

const shared = process.env.DATABASE_URL && process.env.REDIS_URL;
if (!shared) console.log('↷ session cache across replicas: skipped, it needs PostgreSQL and Redis (DATABASE_URL, REDIS_URL)');

describe.skipIf(!shared)('the session cache across replicas (PostgreSQL + Redis)', () => {
  const replicas = twoReplicas();

  /**
   * The other replica refuses once the bus has carried the change (it travels before the HTTP answer does). The wait
   * is generous for a busy 2-core CI machine; it ends as soon as the change is seen.
   */
  const BUS_WAIT = { timeout: 10_000, interval: 10 };
  const refusedOn = (app: FastifyInstance, token: string) => expect.poll(async () => (await getInfo(app, token)).status, BUS_WAIT);

  it('a sign-out on one replica is refused by the other, whose cache held the session', async () => {
    const [a, b] = [replicas.a(), replicas.b()];
    const token = await tokenFor(a, FORWARDER);
    expect((await getInfo(b, token)).status).toBe(200);
    expect(await fewestStatements(b, () => getInfo(b, token))).toBe(0);
    const res = await a.inject({ method: 'POST', url: '/new/api/auth/oauth/token/logout', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    await refusedOn(b, token).toBe(401);
  });

  it('an edited profile on one replica shows on the other', async () => {
    const [a, b] = [replicas.a(), replicas.b()];
    const token = await tokenFor(a, FLEET);
    const uid = await userId(a, FLEET);
    expect((await getInfo(b, token)).status).toBe(200);
    await a.services.db.updateTable('users').set({ name: '跨副本' }).where('user_id', '=', uid).execute();
    await expect.poll(async () => (await getInfo(b, token)).body.result?.user.name, BUS_WAIT).toBe('跨副本');
  });
});
