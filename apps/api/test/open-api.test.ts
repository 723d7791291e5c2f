/**
 * The open API (issue 18): an approved subscription issues a key shown once and kept hashed; /open/v1 answers with
 * the key only (a session opens nothing), only to the product subscribed, rate-limited per key with RateLimit
 * headers and counted per day; rotation keeps the old key for the overlap, revocation ends it; a terminal's gate
 * move delivers a signed webhook, retried after the receiver first fails, and the replay sends it again.
 */
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverDue } from '../src/domains/open/worker';
import { hashToken } from '../src/http/credentials';
import { bearer, startApp, tokenFor } from './helpers';

let app: FastifyInstance;
let clock = Date.now();
let receiver: Server;
let receiverUrl = '';
const received: Array<{ headers: Record<string, string | string[] | undefined>; body: string }> = [];
let failNext = 0;

beforeAll(async () => {
  // The worker is driven by hand (deliverDue) so the test decides when time passes.
  app = await startApp({ openApi: { rateLimit: 5, retryBaseMs: 1_000, worker: false, allowPrivateTargets: true } }, () => new Date(clock));
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      if (failNext > 0) {
        failNext -= 1;
        res.statusCode = 503;
      }
      res.end();
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
}, 240_000);
afterAll(async () => {
  await app.close();
  receiver.close();
});

async function approvedSubscription(productCode: string): Promise<{ forwarder: string; id: string }> {
  const forwarder = await tokenFor(app, '13800000002');
  const applied = await app.inject({ method: 'POST', url: '/new/api/portal/apiSubscriptions', headers: bearer(forwarder), payload: { productCode, purpose: '系统对接', contactName: '张经理', contactMobile: '13800000002' } });
  const id = (applied.json() as { result: { id: string } }).result.id;
  const admin = await tokenFor(app, '13800000001');
  const reviewed = await app.inject({ method: 'POST', url: `/new/api/portal/apiSubscriptions/${id}/review`, headers: bearer(admin), payload: { status: '1' } });
  expect(reviewed.statusCode).toBe(200);
  return { forwarder, id };
}

const issue = (token: string, id: string, payload: object = {}) =>
  app.inject({ method: 'POST', url: `/new/api/portal/apiSubscriptions/${id}/keys`, headers: bearer(token), payload });
const call = (key: string | undefined, url: string, method: 'GET' | 'POST' = 'GET', payload?: object) =>
  app.inject({ method, url: `/new/api${url}`, headers: key ? { 'x-api-key': key } : {}, ...(payload ? { payload } : {}) });

describe('API keys and /open/v1', () => {
  it('issues a key once, stores only its hash, and opens only its product to it', async () => {
    const { forwarder, id } = await approvedSubscription('VESSEL_SCHEDULE');
    const res = await issue(forwarder, id);
    expect(res.statusCode).toBe(200);
    const { key, apiKey } = (res.json() as { result: { key: string; apiKey: { id: string; prefix: string; status: string } } }).result;
    expect(key).toMatch(/^pk_live_[A-Za-z0-9]{40}$/);
    expect(apiKey).toMatchObject({ prefix: key.slice(0, 12), status: 'active' });
    const stored = await app.services.db.selectFrom('api_keys').selectAll().where('id', '=', apiKey.id).executeTakeFirstOrThrow();
    expect(stored.key_hash).toBe(hashToken(key));
    expect(JSON.stringify(stored)).not.toContain(key);

    expect((await call(undefined, '/open/v1/vessel/schedule')).statusCode).toBe(401);
    expect((await call('pk_live_' + 'x'.repeat(40), '/open/v1/vessel/schedule')).statusCode).toBe(401);
    // A session of the product is no API key.
    expect((await app.inject({ method: 'GET', url: '/new/api/open/v1/vessel/schedule', headers: bearer(forwarder) })).statusCode).toBe(401);
    const ok = await call(key, '/open/v1/vessel/schedule?limit=3&etaFrom=2020-01-01');
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['ratelimit-policy']).toBe('"perkey";q=5;w=60');
    expect(String(ok.headers.ratelimit)).toMatch(/^"perkey";r=4;t=\d+$/);
    const first = (ok.json() as { result: { data: Array<{ id: string }>; nextCursor: string | null } }).result;
    expect(first.data).toHaveLength(3);
    const second = (await call(key, `/open/v1/vessel/schedule?limit=3&etaFrom=2020-01-01&cursor=${first.nextCursor}`)).json() as { result: { data: Array<{ id: string }> } };
    expect(second.result.data[0]!.id).not.toBe(first.data[2]!.id);
    expect((await call(key, '/open/v1/vessel/schedule?cursor=garbage')).statusCode).toBe(400);
    // Another product's call: the key is not subscribed to it.
    expect((await call(key, '/open/v1/container/empty')).statusCode).toBe(403);
  });

  it('limits each key per minute with 429 and counts calls per day', async () => {
    const { forwarder, id } = await approvedSubscription('EMPTY_CONTAINER');
    const { key } = (await issue(forwarder, id)).json().result as { key: string };
    for (let i = 0; i < 5; i++) expect((await call(key, '/open/v1/container/empty?limit=2')).statusCode).toBe(200);
    const limited = await call(key, '/open/v1/container/empty');
    expect(limited.statusCode).toBe(429);
    expect(String(limited.headers.ratelimit)).toMatch(/r=0/);
    expect(limited.headers['retry-after']).toBeDefined();
    clock += 60_000;
    expect((await call(key, '/open/v1/container/empty')).statusCode).toBe(200);
    const keys = (await app.inject({ method: 'GET', url: `/new/api/portal/apiSubscriptions/${id}/keys`, headers: bearer(forwarder) })).json().result as { usage: Array<{ calls: number; limited: number }> };
    expect(keys.usage[0]).toMatchObject({ calls: 6, limited: 1 });
    // Another company never sees the keys.
    const other = await tokenFor(app, '13800000003');
    expect((await app.inject({ method: 'GET', url: `/new/api/portal/apiSubscriptions/${id}/keys`, headers: bearer(other) })).statusCode).toBe(404);
  });

  it('rotates with an overlap and revokes at once', async () => {
    const { forwarder, id } = await approvedSubscription('TRUCK_ORDER_STATUS');
    const old = (await issue(forwarder, id)).json().result as { key: string; apiKey: { id: string } };
    const fresh = (await issue(forwarder, id, { overlapHours: 1 })).json().result as { key: string; apiKey: { id: string } };
    expect((await call(old.key, '/open/v1/truck/orders')).statusCode).toBe(200);
    const orders = (await call(fresh.key, '/open/v1/truck/orders?limit=100')).json().result as { data: Array<{ orderNo: string }> };
    const mine = await app.services.db.selectFrom('truck_orders as o').innerJoin('companies as c', 'c.company_id', 'o.forwarder_company_id').select('o.order_no').where('c.company_code', '=', 'FWD001').execute();
    expect(orders.data.length).toBe(Math.min(100, mine.length));
    expect(orders.data.every((o) => mine.some((m) => m.order_no === o.orderNo))).toBe(true);
    clock += 3_600_001;
    expect((await call(old.key, '/open/v1/truck/orders')).statusCode).toBe(401);
    const revoked = await app.inject({ method: 'DELETE', url: `/new/api/portal/apiSubscriptions/${id}/keys/${fresh.apiKey.id}`, headers: bearer(forwarder) });
    expect(revoked.json()).toMatchObject({ result: { status: 'revoked' } });
    expect((await call(fresh.key, '/open/v1/truck/orders')).statusCode).toBe(401);
  });
});

describe('container event webhooks', () => {
  it('delivers a gate-in signed, retries after a failure, logs and replays it', async () => {
    const { forwarder, id } = await approvedSubscription('CONTAINER_EVENTS');
    const { key } = (await issue(forwarder, id)).json().result as { key: string };
    const containerNo = 'MSKU0000011';
    expect((await call(key, '/open/v1/webhooks', 'POST', { events: ['gateIn'], url: receiverUrl })).statusCode).toBe(400);
    expect((await call(key, '/open/v1/webhooks', 'POST', { containerNo: 'MSKU0000012', events: ['gateIn'], url: receiverUrl })).statusCode).toBe(400);
    const registered = await call(key, '/open/v1/webhooks', 'POST', { containerNo, events: ['gateIn', 'gateOut'], url: receiverUrl, email: 'ops@example.com' });
    expect(registered.statusCode).toBe(200);
    const { secret } = (registered.json() as { result: { secret: string } }).result;

    const forwarderMove = await app.inject({ method: 'POST', url: '/new/api/open/gateMoves', headers: bearer(forwarder), payload: { containerNo, event: 'gateIn' } });
    expect(forwarderMove.statusCode).toBe(403);
    const terminal = await tokenFor(app, '13800000006');
    failNext = 1;
    const move = await app.inject({ method: 'POST', url: '/new/api/open/gateMoves', headers: bearer(terminal), payload: { containerNo, event: 'gateIn', truckLicense: '浙B12345' } });
    expect(move.statusCode).toBe(200);

    expect(await deliverDue(app.services)).toBe(2);
    expect(received).toHaveLength(1);
    let log = (await app.inject({ method: 'GET', url: '/new/api/open/deliveries', headers: bearer(forwarder) })).json().result as { data: Array<{ id: string; channel: string; status: string; attempts: number; lastStatus: number | null }> };
    expect(log.data.find((d) => d.channel === 'webhook')).toMatchObject({ status: 'pending', attempts: 1, lastStatus: 503 });
    expect(log.data.find((d) => d.channel === 'email')).toMatchObject({ status: 'delivered' });
    expect(await app.services.db.selectFrom('mail_outbox').select('to_address').execute()).toEqual([{ to_address: 'ops@example.com' }]);

    // Not due before the backoff; due after it.
    expect(await deliverDue(app.services)).toBe(0);
    clock += 1_001;
    expect(await deliverDue(app.services)).toBe(1);
    expect(received).toHaveLength(2);
    const delivered = received[1]!;
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(delivered.headers['x-port-signature']))!;
    expect(v1).toBe(createHmac('sha256', secret).update(`${t}.${delivered.body}`).digest('hex'));
    expect(JSON.parse(delivered.body)).toMatchObject({ type: 'container.gateIn', data: { containerNo, event: 'gateIn' } });
    log = (await app.inject({ method: 'GET', url: '/new/api/open/deliveries', headers: bearer(forwarder) })).json().result as typeof log;
    const hook = log.data.find((d) => d.channel === 'webhook')!;
    expect(hook).toMatchObject({ status: 'delivered', attempts: 2, lastStatus: 200 });

    // Another company neither sees nor replays it.
    const fleet = await tokenFor(app, '13800000003');
    expect((await app.inject({ method: 'POST', url: `/new/api/open/deliveries/${hook.id}/replay`, headers: bearer(fleet) })).statusCode).toBe(404);
    const replay = await app.inject({ method: 'POST', url: `/new/api/open/deliveries/${hook.id}/replay`, headers: bearer(forwarder) });
    expect(replay.statusCode).toBe(200);
    expect(await deliverDue(app.services)).toBe(1);
    expect(received).toHaveLength(3);
    expect(received[2]!.headers['x-port-event-id']).toBe(delivered.headers['x-port-event-id']);

    const status = (await call(key, `/open/v1/container/status?containerNo=${containerNo}`)).json().result as { lastEvent: { event: string } };
    expect(status.lastEvent.event).toBe('gateIn');
  });

  it('a gate move without a B/L takes the line and B/L of the container\'s last move by insertion order, not by its uuid', async () => {
    const containerNo = 'TGHU7700003';
    const move = (id: string, billNo: string, lineCode: string, at: string) =>
      app.services.db.insertInto('portal_container_moves').values({ id, container_no: containerNo, size_type: '22G1', line_code: lineCode, empty_full: 'F', event: 'discharge', event_time: new Date(at), place: 'ZZTERM', vessel_code: null, voyage: null, bill_no: billNo, seal_no: null, port_code: null, yard_location: null, truck_license: null }).execute();
    // The older move has the larger uuid: ordering by id would pick it.
    await move('ffffffff-ffff-4fff-bfff-ffffffffffff', 'OLDBILL001', 'OOL', '2026-11-20T00:00:00Z');
    await move('00000000-0000-4000-8000-000000000000', 'NEWBILL001', 'MSK', '2026-11-21T00:00:00Z');
    const terminal = await tokenFor(app, '13800000006');
    const res = await app.inject({ method: 'POST', url: '/new/api/open/gateMoves', headers: bearer(terminal), payload: { containerNo, event: 'gateOut' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({ billNo: 'NEWBILL001' });
  });
});

describe('the API reference', () => {
  it('serves the built Redoc page offline, under its own CSP, with the api-key operations', async () => {
    const res = await app.inject({ method: 'GET', url: '/new/api/reference', headers: { 'accept-encoding': 'identity' } });
    if (res.statusCode === 404) {
      // Not built (scripts/reference.mjs runs in `build`): the answer says so in the envelope.
      expect(res.json()).toMatchObject({ code: 404 });
      return;
    }
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'( 'sha256-[^']+')+/);
    expect(/script-src ([^;]*)/.exec(csp)![1]).not.toContain('unsafe-inline');
    expect(res.body).toContain('getOpenContainerStatus');
    expect(res.body).toContain('registerWebhook');
    expect(res.body).not.toContain('"operationId":"listBookings"');
    expect(res.body).not.toMatch(/<script[^>]+src="https?:/);
  });
});
