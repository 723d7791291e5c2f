/**
 * Issue 12 item 10: revoking a user's access (sign-out, account disabled, role removed) closes that user's
 * sockets at once, on every replica (through the bus), not at the next heartbeat's re-check.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ADMIN, bearer, CLERK, FLEET, FORWARDER, startApp, tokenFor, twoReplicas } from './helpers';
import { listenWs, WsClient } from './ws-client';

const UNAUTHORIZED = 4401;

async function userId(app: FastifyInstance, mobile: string): Promise<string> {
  return (await app.services.db.selectFrom('users').select('user_id').where('mobile', '=', mobile).executeTakeFirstOrThrow()).user_id;
}

/** A notice socket logged in as the token's user. */
async function noticeSocket(url: string, token: string, uid: string): Promise<WsClient> {
  const socket = await WsClient.open(url);
  socket.send({ action: 1, token, jsonObjStr: JSON.stringify({ userType: 1, userId: uid, userName: 'x', orgId: 'o', orgName: 'o' }), extend: '' });
  expect(await socket.next()).toMatchObject({ type: 0 });
  return socket;
}

/** The socket was told why (type 2) and closed as unauthorized. */
async function expectRevoked(socket: WsClient): Promise<void> {
  expect(await socket.next(2)).toMatchObject({ type: 2 });
  expect((await socket.closed).code).toBe(UNAUTHORIZED);
}

describe('revocation closes the user’s sockets at once', () => {
  let app: FastifyInstance;
  let noticeUrl: string;
  let screenUrl: string;
  let admin: string;

  beforeAll(async () => {
    app = await startApp();
    noticeUrl = await listenWs(app, '/new/api/message/ws');
    screenUrl = noticeUrl.replace('/message/ws', '/screen/ws');
    admin = await tokenFor(app, ADMIN);
  });
  afterAll(() => app.close());

  it('sign-out closes the sockets of that session, and only those', async () => {
    const uid = await userId(app, FORWARDER);
    const [kept, signedOut] = [await tokenFor(app, FORWARDER), await tokenFor(app, FORWARDER)];
    const keptSocket = await noticeSocket(noticeUrl, kept, uid);
    const socket = await noticeSocket(noticeUrl, signedOut, uid);
    const res = await app.inject({ method: 'POST', url: '/new/api/auth/oauth/token/logout', headers: bearer(signedOut) });
    expect(res.statusCode).toBe(200);
    await expectRevoked(socket);
    // The user's other session keeps its socket.
    keptSocket.send({ action: 2, token: kept });
    expect(await keptSocket.next(1)).toEqual({ type: 1 });
    keptSocket.close();
  });

  it('disabling an account closes its sockets', async () => {
    const uid = await userId(app, CLERK);
    const socket = await noticeSocket(noticeUrl, await tokenFor(app, CLERK), uid);
    const res = await app.inject({ method: 'PUT', url: '/new/api/user/user/changeStatus', headers: bearer(admin), payload: { userId: uid, status: '1' } });
    expect(res.statusCode).toBe(200);
    await expectRevoked(socket);
  });

  it('removing the role that grants the board closes the board socket', async () => {
    const uid = await userId(app, FLEET);
    const board = await WsClient.open(screenUrl);
    board.send({ action: 1, token: await tokenFor(app, FLEET), jsonObjStr: '{}', extend: '' });
    expect(await board.next()).toMatchObject({ type: 0 });
    const res = await app.inject({ method: 'PUT', url: '/new/api/user/user/authRole', headers: bearer(admin), payload: { userId: uid, roleIds: [] } });
    expect(res.statusCode).toBe(200);
    await expectRevoked(board);
  });
});

const shared = process.env.DATABASE_URL && process.env.REDIS_URL;
if (!shared) console.log('↷ socket-revocation across replicas: skipped, it needs PostgreSQL and Redis (DATABASE_URL, REDIS_URL)');

describe.skipIf(!shared)('revocation across replicas (PostgreSQL + Redis)', () => {
  const replicas = twoReplicas();

  it('a sign-out on one replica closes the socket held by the other', async () => {
    const [a, b] = [replicas.a(), replicas.b()];
    const token = await tokenFor(a, FORWARDER);
    const socket = await noticeSocket(await listenWs(b, '/new/api/message/ws'), token, await userId(a, FORWARDER));
    const res = await a.inject({ method: 'POST', url: '/new/api/auth/oauth/token/logout', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    await expectRevoked(socket);
  });
});
