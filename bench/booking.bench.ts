/**
 * A list on the entity mechanism at 1,000,000 rows: booking entrustments (apps/api/src/domains/booking) on
 * PostgreSQL (its own schema bench_booking of BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test).
 * Server time is Fastify's elapsedTime of `GET /booking/bookings` as deployed (production: no
 * answer-against-contract check), session lookup and serialisation included, after one warm-up call; the
 * forwarder (owner of every row) and the shipping-line agent (counterpart of every row) each read it, since the
 * two parties' scope is an OR of two columns. The baseline is the same first page as one raw SQL query over the
 * same pool, timed in the same run. Rows are filled once by generate_series and kept for later runs.
 * BENCH_BOOKINGS changes the row count, BENCH_SAMPLES the calls per measure.
 */
import { loadavg } from 'node:os';
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '@port/api/server';
import { OAUTH_CLIENT } from '@port/config/constants';

export interface BookingFigure {
  measure: string;
  p50ms?: number;
  p99ms?: number;
  seconds?: number;
  load?: number;
  note?: string;
}

const ROWS = Number(process.env.BENCH_BOOKINGS ?? 1_000_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SCHEMA = 'bench_booking';

const loadNow = () => Number(loadavg()[0]!.toFixed(1));
const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return Number((s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0).toFixed(2));
};

async function bearer(app: FastifyInstance, mobile: string): Promise<Record<string, string>> {
  const res = await app.inject({
    method: 'GET',
    url: '/new/api/auth/oauth/token',
    headers: { authorization: 'Basic ' + Buffer.from(`${OAUTH_CLIENT.id}:${OAUTH_CLIENT.secret}`).toString('base64') },
    query: { grant_type: 'session_id', user_type: 'portal', mobile, password: createHash('sha256').update('Demo@123456').digest('hex') },
  });
  return { authorization: `Bearer ${(res.json() as { result: { access_token: string } }).result.access_token}` };
}

/** Fills bookings up to ROWS with generate_series: FWD001 → AGT001, states and ports spread, one a minute back in time. */
async function fill(app: FastifyInstance): Promise<number> {
  const { db } = app.services;
  const have = (await sql<{ n: number }>`select count(*)::int as n from bookings`.execute(db)).rows[0]?.n ?? 0;
  if (have >= ROWS) return 0;
  const started = Date.now();
  const id = async (code: string) => (await db.selectFrom('companies').select('company_id').where('company_code', '=', code).executeTakeFirstOrThrow()).company_id;
  const [forwarder, agent] = [await id('FWD001'), await id('AGT001')];
  const step = 100_000;
  for (let from = have; from < ROWS; from += step) {
    const to = Math.min(ROWS, from + step) - 1;
    await sql`
      insert into bookings (booking_no, status, company_id, agent_company_id, shipper, consignee, pol_code, pod_code, sailing_from, sailing_to,
        containers, container_lines, cargo_description, hs_code, packages, package_kind, gross_weight, volume, freight_terms, bl_type, create_time, update_time)
      select case when i % 5 in (0, 2) then 'BKG' || lpad(i::text, 9, '0') end,
        (array['accepted','submitted','accepted','draft','rejected'])[1 + i % 5], ${forwarder}, ${agent},
        'NINGBO SHIPPER ' || (i % 997), 'CONSIGNEE ' || (i % 499), 'CNNGB', (array['DEHAM','USLAX','NLRTM','SGSIN','GBFXT'])[1 + i % 5],
        current_date + 7, current_date + 14, '1x40HC COC', '[{"quantity":1,"sizeType":"40HC","soc":false}]'::jsonb, 'LED LAMPS', '940540',
        100 + i % 900, 'CARTONS', 1000 + i % 20000, 20 + i % 40, 'prepaid', 'original',
        now() - make_interval(mins => i), now() - make_interval(mins => i)
      from generate_series(${from}::int, ${to}::int) as s(i)`.execute(db);
    console.log(`  ${(to + 1).toLocaleString()} bookings filled (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  }
  await sql`analyze bookings`.execute(db);
  return (Date.now() - started) / 1000;
}

export async function benchBooking(): Promise<BookingFigure[]> {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  await client.query(`create schema if not exists ${SCHEMA}`);
  await client.end();
  const app = await buildServer({
    env: { databaseUrl: PG_URL, databaseSchema: SCHEMA, production: true, allowSandbox: ['bank', 'realauth', 'sms', 'customs', 'einvoice'] /* production refuses unnamed sandboxes (issue 30) */, signingSecret: randomBytes(32).toString('hex'), serveWeb: false, seedDemo: true, gpsSimulator: false, logLevel: 'silent', captchaEnabled: false, rateLimit: { login: 1e9, captcha: 1e9, sms: 1e9 } },
    logger: false,
  });
  const times: number[] = [];
  app.addHook('onResponse', async (_req, reply) => {
    times.push(reply.elapsedTime);
  });
  const figures: BookingFigure[] = [];
  const filled = await fill(app);
  if (filled) figures.push({ measure: `fill ${ROWS.toLocaleString()} bookings (generate_series)`, seconds: Number(filled.toFixed(1)) });

  const series = async (who: string, auth: Record<string, string>, measure: string, query: () => Record<string, string>) => {
    const get = () => app.inject({ method: 'GET', url: '/new/api/booking/bookings', headers: auth, query: query() });
    await get();
    const load = loadNow();
    times.length = 0;
    for (let i = 0; i < SAMPLES; i += 1) {
      const res = await get();
      if (res.statusCode !== 200) throw new Error(`${measure}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    figures.push({ measure: `${who}: ${measure}`, p50ms: quantile(times, 0.5), p99ms: quantile(times, 0.99), load });
    console.log(`  ${who}: ${measure} p50 ${quantile(times, 0.5)} ms, p99 ${quantile(times, 0.99)} ms (load ${load})`);
  };

  // Baseline: the forwarder's first page as one raw query on the same pool (no HTTP, no session, no labels).
  const raw: number[] = [];
  const { db } = app.services;
  const forwarderId = (await db.selectFrom('companies').select('company_id').where('company_code', '=', 'FWD001').executeTakeFirstOrThrow()).company_id;
  for (let i = 0; i < SAMPLES + 1; i += 1) {
    const t = performance.now();
    await sql`select id, booking_no, status, shipper, pod_code, create_time from bookings where company_id = ${forwarderId} or agent_company_id = ${forwarderId}
      order by create_time desc, id desc limit 10`.execute(db);
    if (i) raw.push(performance.now() - t);
  }
  figures.push({ measure: 'baseline: the first page as one raw SQL query', p50ms: quantile(raw, 0.5), p99ms: quantile(raw, 0.99), load: loadNow() });

  for (const [who, mobile] of [['forwarder', '13800000002'], ['agent', '13800000005']] as const) {
    const auth = await bearer(app, mobile);
    const first = (await app.inject({ method: 'GET', url: '/new/api/booking/bookings', headers: auth })).json() as { result: { total: number } };
    const pages = Math.ceil(first.result.total / 10);
    await series(who, auth, 'first page (10 rows)', () => ({}));
    await series(who, auth, 'deep page 50,000 by quick jumper', () => ({ pageNo: '50000' }));
    const deep = (await app.inject({ method: 'GET', url: '/new/api/booking/bookings', headers: auth, query: { pageNo: '50000' } })).json() as { result: { cursor: string } };
    await series(who, auth, 'page 50,001 by cursor (next page)', () => ({ pageNo: '50001', cursor: deep.result.cursor }));
    await series(who, auth, `last page (${pages})`, () => ({ pageNo: String(pages) }));
    await series(who, auth, 'status submitted, first page', () => ({ status: 'submitted' }));
    await series(who, auth, 'status submitted, deep page 5,000', () => ({ status: 'submitted', pageNo: '5000' }));
    await series(who, auth, 'booking no. prefix (40 old bookings match)', () => ({ bookingNo: 'BKG0001234' }));
  }
  await app.close();
  return figures;
}
