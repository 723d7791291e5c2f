/**
 * Slot contention: 200 clients race over HTTP for the last 5 places of one yard slot, on PostgreSQL (its own
 * schema bench_slots of BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test), the api started
 * in this process and listening on a socket (production mode: no answer-against-contract check).
 * Set-up through the API: the forwarder applies for 200 empty 40HC on an accepted booking, the agent releases
 * them at YRD001, the yard operator sets the slot's capacity to 10 and 5 places are taken first. Then the 200
 * POST /pickup/reservations go out at once (each with its own Idempotency-Key). Prints how many were made
 * (never more than the free places: checked against the slot row and the reservations table) and the
 * p50/p99 of the calls. BENCH_SLOT_CLIENTS and BENCH_SLOT_FREE change the figures.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildServer } from '@port/api/server';
import { OAUTH_CLIENT } from '@port/config/constants';

export interface SlotFigure {
  database: string;
  clients: number;
  freePlaces: number;
  made: number;
  refused409: number;
  other: number;
  slotUsed: number;
  slotCapacity: number;
  p50ms: number;
  p99ms: number;
  wallMs: number;
  load: number;
}

const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SCHEMA = 'bench_slots';
const CLIENTS = Number(process.env.BENCH_SLOT_CLIENTS ?? 200);
const FREE = Number(process.env.BENCH_SLOT_FREE ?? 5);
const CAPACITY = 10;

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return Number((s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0).toFixed(1));
};
const portDay = (offset: number) => new Date(Date.now() + 8 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);

export async function benchSlots(): Promise<SlotFigure[]> {
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`drop schema if exists ${SCHEMA} cascade`);
  await admin.query(`create schema ${SCHEMA}`);
  await admin.end();
  const app = await buildServer({
    env: {
      dataDir: mkdtempSync(join(tmpdir(), 'bench-slots-')), databaseUrl: PG_URL, databaseSchema: SCHEMA, serveWeb: false, seedDemo: true, production: true, allowSandbox: ['bank', 'realauth', 'sms', 'customs', 'einvoice'] /* production refuses unnamed sandboxes (issue 30) */, gpsSimulator: false, signingSecret: randomBytes(32).toString('hex'),
      logLevel: 'silent', captchaEnabled: false, rateLimit: { login: 1e9, captcha: 1e9, sms: 1e9 },
    },
    logger: false,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/new/api`;
  try {
    const token = async (mobile: string) => {
      const qs = new URLSearchParams({ grant_type: 'session_id', user_type: 'portal', mobile, password: createHash('sha256').update('Demo@123456').digest('hex') });
      const res = await fetch(`${base}/auth/oauth/token?${qs}`, { headers: { authorization: 'Basic ' + Buffer.from(`${OAUTH_CLIENT.id}:${OAUTH_CLIENT.secret}`).toString('base64') } });
      return ((await res.json()) as { result: { access_token: string } }).result.access_token;
    };
    const [forwarder, agent, yard] = [await token('13800000002'), await token('13800000005'), await token('13800000008')];
    const call = async <T>(who: string, method: string, path: string, body?: unknown): Promise<{ status: number; result: T }> => {
      const res = await fetch(`${base}${path}`, {
        method, headers: { authorization: `Bearer ${who}`, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: res.status, result: ((await res.json()) as { result: T }).result };
    };
    const ok = <T>(r: { status: number; result: T }, what: string) => {
      if (r.status !== 200) throw new Error(`${what}: ${r.status}`);
      return r.result;
    };

    const bookingNo = ok(await call<{ data: Array<{ bookingNo: string }> }>(forwarder, 'GET', '/booking/bookings?status=accepted&pageSize=1'), 'bookings').data[0]!.bookingNo;
    const agentId = ok(await call<{ data: Array<{ id: string }> }>(forwarder, 'GET', '/booking/agents'), 'agents').data[0]!.id;
    const yardId = ok(await call<{ data: Array<{ id: string }> }>(forwarder, 'GET', '/pickup/yards'), 'yards').data[0]!.id;
    let a = ok(await call<{ id: string; version: number }>(forwarder, 'POST', '/pickup/applications',
      { kind: 'empty', trade: 'foreign', agentId, bookingNo, sizeType: '40HC', quantity: 200, pickupDate: portDay(3) }), 'apply');
    a = ok(await call<{ id: string; version: number }>(forwarder, 'POST', `/pickup/applications/${a.id}/transitions`, { action: 'submit', version: a.version }), 'submit');
    ok(await call(agent, 'POST', `/pickup/applications/${a.id}/transitions`,
      { action: 'release', version: a.version, fields: { releaseYardId: yardId, releasedSizeType: '40HC', releasedQuantity: 200, validUntil: portDay(6) } }), 'release');
    const slots = ok(await call<Array<{ id: string; start: string }>>(forwarder, 'GET', `/pickup/slots?yardId=${yardId}&date=${portDay(3)}&sizeType=40HC`), 'slots');
    const slot = slots.find((s) => s.start.endsWith('15:00:00'))!;
    ok(await call(yard, 'PUT', `/pickup/slots/${slot.id}`, { capacity: CAPACITY }), 'capacity');
    for (let i = 0; i < CAPACITY - FREE; i += 1) {
      ok(await call(forwarder, 'POST', '/pickup/reservations', { applicationId: a.id, slotId: slot.id, truckPlate: `浙B${String(20_000 + i)}` }), 'pre-reserve');
    }

    const times: number[] = [];
    const statuses: number[] = [];
    const load = Number(loadavg()[0]!.toFixed(1));
    const t0 = performance.now();
    await Promise.all(Array.from({ length: CLIENTS }, async (_, i) => {
      const start = performance.now();
      const r = await call(forwarder, 'POST', '/pickup/reservations', { applicationId: a.id, slotId: slot.id, truckPlate: `浙B${String(30_000 + i)}` });
      times.push(performance.now() - start);
      statuses.push(r.status);
    }));
    const wallMs = Math.round(performance.now() - t0);

    const check = new pg.Client({ connectionString: PG_URL });
    await check.connect();
    const row = (await check.query<{ used: number; capacity: number; booked: string }>(
      `select s.used, s.capacity, (select count(*) from ${SCHEMA}.pickup_reservations r where r.slot_id = s.id and r.status = 'booked') as booked from ${SCHEMA}.yard_slots s where s.id = $1`, [slot.id])).rows[0]!;
    await check.end();
    const made = statuses.filter((s) => s === 200).length;
    if (made > FREE || row.used > row.capacity || Number(row.booked) !== row.used) throw new Error(`overbooked: made ${made}, slot ${row.used}/${row.capacity}, rows ${row.booked}`);
    return [{
      database: 'PostgreSQL', clients: CLIENTS, freePlaces: FREE, made, refused409: statuses.filter((s) => s === 409).length,
      other: statuses.filter((s) => s !== 200 && s !== 409).length, slotUsed: row.used, slotCapacity: row.capacity,
      p50ms: quantile(times, 0.5), p99ms: quantile(times, 0.99), wallMs, load,
    }];
  } finally {
    await app.close();
  }
}
