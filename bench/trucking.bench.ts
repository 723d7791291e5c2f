/**
 * The trucking order list at 1,000,000 orders, on PostgreSQL (its own schema bench_trucking of
 * BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test) and on PGlite (a data directory
 * under BENCH_PGLITE_DIR, default the OS temp dir).
 * - List: server time (Fastify's elapsedTime, onRequest to onResponse: session lookup, contract checks of the
 *   request, the queries, labels, serialisation) p50/p99 of the first page, a deep page reached by the quick
 *   jumper (anchors warm), the page after it by cursor, the last pages and filtered pages. The server runs as
 *   deployed (production: the answer-against-contract check of development and tests is off).
 * - Export: the streamed .xlsx of the newest 100,000 and 300,000 orders (a createTimeStart filter) and of all
 *   1,000,000, over a real socket: time, the server process's CPU, and peak RSS and JS heap above what they
 *   were before (sampled every 25 ms; run with NODE_OPTIONS=--expose-gc for a clean baseline) — the three
 *   sizes show whether memory grows with the row count.
 *   The live heap (after a forced full gc) is sampled every 100,000 rows, and the 1,000,000-row export runs once
 *   more in a child process (trucking-export-child.ts) with its heap capped at BENCH_HEAP_CAP_MB (default 128).
 * Every figure carries the machine's load average when it was taken (2 shared cores).
 * The data is filled once by generate_series (the seed:orders code) and kept for later runs.
 * BENCH_ORDERS changes the row count; BENCH_TRUCKING_DB=postgres|pglite runs one database only;
 * BENCH_TRUCKING_PARTS=list|export one part; BENCH_EXPORT_SIZES=100000,all the exports.
 */
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { sql } from 'kysely';
import { buildServer } from '@port/api/server';
import { OAUTH_CLIENT } from '@port/config/constants';
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export interface TruckingFigure {
  database: string;
  measure: string;
  p50ms?: number;
  p99ms?: number;
  seconds?: number;
  peakRssMb?: number;
  rows?: number;
  /** The machine's 1-minute load average when the measure started (2 cores, shared). */
  load?: number;
  note?: string;
  /** Live JS heap after a full gc as the export went: [rows written, MB]. */
  liveHeapMb?: Array<[number, number]>;
}

const loadNow = () => Number(loadavg()[0]!.toFixed(1));

const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SCHEMA = 'bench_trucking';
const HEAP_CAP_MB = Number(process.env.BENCH_HEAP_CAP_MB ?? 128);
const PGLITE_DIR = process.env.BENCH_PGLITE_DIR ?? join(tmpdir(), 'bench-trucking-pglite');

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return Number((s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0).toFixed(2));
};

async function token(app: FastifyInstance, mobile: string): Promise<string> {
  const res = await app.inject({
    method: 'GET',
    url: '/new/api/auth/oauth/token',
    headers: { authorization: 'Basic ' + Buffer.from(`${OAUTH_CLIENT.id}:${OAUTH_CLIENT.secret}`).toString('base64') },
    query: { grant_type: 'session_id', user_type: 'portal', mobile, password: createHash('sha256').update('Demo@123456').digest('hex') },
  });
  return (res.json() as { result: { access_token: string } }).result.access_token;
}

async function fill(app: FastifyInstance, database: string): Promise<number> {
  const { db } = app.services;
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from truck_orders`.execute(db);
  const have = rows[0]?.n ?? 0;
  if (have >= ORDERS) return 0;
  const { bulkInsertOrders, analyzeTrucking } = await import('@port/api/bulk');
  const company = (code: string) => db.selectFrom('companies').select('company_id').where('company_code', '=', code).executeTakeFirstOrThrow();
  const fleet = await company('FLT001');
  const user = await db.selectFrom('users').select('user_id').where('mobile', '=', '13800000002').executeTakeFirstOrThrow();
  const ids = async (table: 'fleet_trucks' | 'fleet_drivers') =>
    (await db.selectFrom(table).select(sql<string>`id::text`.as('id')).where('fleet_company_id', '=', fleet.company_id).execute()).map((r) => r.id);
  const started = Date.now();
  await bulkInsertOrders(db, {
    count: ORDERS - have, forwarderCompanyId: (await company('FWD001')).company_id, fleetCompanyId: fleet.company_id,
    createdBy: user.user_id, truckIds: await ids('fleet_trucks'), driverIds: await ids('fleet_drivers'),
    onProgress: (n) => console.log(`  ${database}: ${n.toLocaleString()} orders filled (${((Date.now() - started) / 1000).toFixed(0)} s)`),
  });
  await analyzeTrucking(db);
  return (Date.now() - started) / 1000;
}

/** The API on the bench database, as deployed (production: no answer-against-contract check). */
export async function openServer(database: 'postgres' | 'pglite'): Promise<FastifyInstance> {
  let env: Record<string, unknown>;
  if (database === 'postgres') {
    const client = new pg.Client({ connectionString: PG_URL });
    await client.connect();
    await client.query(`create schema if not exists ${SCHEMA}`);
    await client.end();
    env = { databaseUrl: PG_URL, databaseSchema: SCHEMA };
  } else {
    env = { databaseUrl: undefined, dataDir: PGLITE_DIR };
  }
  return buildServer({
    env: { ...env, production: true, allowSandbox: ['bank', 'realauth', 'sms', 'customs', 'einvoice'] /* production refuses unnamed sandboxes (issue 30) */, signingSecret: randomBytes(32).toString('hex'), serveWeb: false, seedDemo: true, gpsSimulator: false, logLevel: 'silent', captchaEnabled: false, rateLimit: { login: 1e9, captcha: 1e9, sms: 1e9 } },
    logger: false,
  });
}

export interface ExportRun {
  rows: number;
  seconds: number;
  bytes: number;
  cpuSeconds: number;
  before: NodeJS.MemoryUsage;
  peakRss: number;
  peakHeap: number;
  /** Live JS heap (heapUsed right after a full gc) as the rows went out: [rows written, MB]. */
  liveHeap: Array<[number, number]>;
}

/**
 * One export over a real socket, the file thrown away as it arrives. With --expose-gc, every `heapEvery` rows
 * (read from the export's progress row, which moves every 20,000) the heap is collected and its live size kept.
 */
export async function exportRun(app: FastifyInstance, port: number, bearer: Record<string, string>, query: string, heapEvery = 100_000): Promise<ExportRun> {
  const exportId = `bench-${Date.now()}`;
  global.gc?.();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  }, 25);
  const liveHeap: Array<[number, number]> = [[0, mbf(before.heapUsed)]];
  let nextSample = heapEvery;
  let polling = false;
  const poller = setInterval(() => {
    if (polling || !global.gc) return;
    polling = true;
    void app.services.db.selectFrom('export_jobs').select('done').where('id', '=', exportId).executeTakeFirst()
      .then((job) => {
        if (job && job.done >= nextSample) {
          global.gc!();
          liveHeap.push([job.done, mbf(process.memoryUsage().heapUsed)]);
          nextSample = (Math.floor(job.done / heapEvery) + 1) * heapEvery;
        }
      })
      .finally(() => (polling = false));
  }, 100);
  const cpu0 = process.cpuUsage();
  const started = performance.now();
  const res = await fetch(`http://127.0.0.1:${port}/new/api/trucking/orders/export?exportId=${exportId}${query}`, { headers: bearer });
  let bytes = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.byteLength;
  const seconds = (performance.now() - started) / 1000;
  clearInterval(poller);
  clearInterval(sampler);
  const cpu = process.cpuUsage(cpu0);
  const progress = await app.inject({ method: 'GET', url: `/new/api/export/progress/${exportId}`, headers: bearer });
  const result = (progress.json() as { result: { done: number; status: string } }).result;
  if (result.status !== 'done') throw new Error(`export ended ${result.status} after ${result.done} rows`);
  global.gc?.();
  // After the last byte; replaces a sample the poller took at the same row count.
  if (liveHeap.at(-1)![0] === result.done) liveHeap.pop();
  liveHeap.push([result.done, mbf(process.memoryUsage().heapUsed)]);
  return { rows: result.done, seconds, bytes, cpuSeconds: (cpu.user + cpu.system) / 1e6, before, peakRss, peakHeap, liveHeap };
}

const mbf = (n: number) => Number((n / 1048576).toFixed(1));

/** The API's bearer header for the forwarder's demo user. */
export async function bearerOf(app: FastifyInstance): Promise<Record<string, string>> {
  return { authorization: `Bearer ${await token(app, '13800000002')}` };
}

async function measureDatabase(database: 'postgres' | 'pglite'): Promise<TruckingFigure[]> {
  const app = await openServer(database);
  const times: number[] = [];
  app.addHook('onResponse', async (_req, reply) => {
    times.push(reply.elapsedTime);
  });
  const figures: TruckingFigure[] = [];
  const fillSeconds = await fill(app, database);
  if (fillSeconds) figures.push({ database, measure: `fill ${ORDERS.toLocaleString()} orders (generate_series)`, seconds: Number(fillSeconds.toFixed(1)) });
  const bearer = await bearerOf(app);
  const get = (query: Record<string, string>) => app.inject({ method: 'GET', url: '/new/api/trucking/orders', headers: bearer, query });

  const bulk = await import('@port/api/bulk');
  const { countsSettled } = bulk;
  const series = async (measure: string, query: () => Record<string, string>, note?: string) => {
    await get(query()); // warm: total cached, anchors taken, plan cached
    await countsSettled(); // and the exact count it started in the background done
    const load = loadNow();
    times.length = 0;
    for (let i = 0; i < SAMPLES; i += 1) {
      const res = await get(query());
      if (res.statusCode !== 200) throw new Error(`${measure}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    figures.push({ database, measure, p50ms: quantile(times, 0.5), p99ms: quantile(times, 0.99), load, ...(note ? { note } : {}) });
    console.log(`  ${database}: ${measure} p50 ${quantile(times, 0.5)} ms, p99 ${quantile(times, 0.99)} ms (load ${load})`);
  };

  // The list machinery alone (no HTTP, no session lookup): the database's share of the server time.
  const { forwarderOrderPage } = bulk;
  const fwd = await app.services.db.selectFrom('companies').select('company_id').where('company_code', '=', 'FWD001').executeTakeFirstOrThrow();
  const direct = async (measure: string, req: Record<string, string | number>) => {
    await forwarderOrderPage(app.services.db, fwd.company_id, req);
    const load = loadNow();
    const took: number[] = [];
    for (let i = 0; i < SAMPLES; i += 1) {
      const t0 = performance.now();
      await forwarderOrderPage(app.services.db, fwd.company_id, req);
      took.push(performance.now() - t0);
    }
    figures.push({ database, measure: `${measure} — list machinery alone`, p50ms: quantile(took, 0.5), p99ms: quantile(took, 0.99), load });
    console.log(`  ${database}: ${measure} (machinery) p50 ${quantile(took, 0.5)} ms, p99 ${quantile(took, 0.99)} ms`);
  };

  const parts = (process.env.BENCH_TRUCKING_PARTS ?? 'list,export').split(',');
  const first = (await get({})).json() as { result: { total: number; totalExact: boolean } };
  if (parts.includes('list')) {
  const deepPage = String(Math.floor(Math.min(first.result.total, ORDERS) / 10 / 2));
  await series('first page (10 rows)', () => ({}), `total ${first.result.total} (totalExact ${first.result.totalExact})`);
  await series(`deep page ${deepPage} by quick jumper`, () => ({ pageNo: deepPage }));
  const deep = (await get({ pageNo: deepPage })).json() as { result: { cursor: string } };
  await series(`page ${Number(deepPage) + 1} by cursor (next page)`, () => ({ pageNo: String(Number(deepPage) + 1), cursor: deep.result.cursor }));
  const lastPage = String(Math.floor((Math.min(first.result.total, ORDERS) - 1) / 10));
  await series(`last pages (${lastPage}) by quick jumper`, () => ({ pageNo: lastPage }));
  await series('filtered: status 01 (reviewed), first page', () => ({ status: '01' }));
  await series('filtered: status 01, deep page 5000', () => ({ status: '01', pageNo: '5000' }));
  await series('filtered: container number', () => ({ ctnNo: 'MSCU1000008' }));
  await direct('first page', { pageNo: 1, pageSize: 10 });
  await direct(`deep page ${deepPage}`, { pageNo: Number(deepPage), pageSize: 10 });
  await direct('filtered: status 01, first page', { pageNo: 1, pageSize: 10, status: '01' });
  }

  // The export, streamed over a real socket and thrown away as it arrives: the newest 100,000 and 300,000
  // orders (a createTimeStart filter) and then all of them, to show that memory does not grow with the rows.
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  const newest = ((await get({})).json() as { result: { data: Array<{ createTime: string }> } }).result.data[0]!.createTime;
  const since = (rows: number) => {
    const t = new Date(`${newest.replace(' ', 'T')}+08:00`).getTime() - (rows - 1) * 1000;
    return new Date(t + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
  };
  const sizes = parts.includes('export') ? (process.env.BENCH_EXPORT_SIZES ?? '100000,300000,all').split(',') : [];
  for (const size of sizes) {
    const query = size === 'all' ? '' : `&createTimeStart=${encodeURIComponent(since(Number(size)))}`;
    const load = loadNow();
    const run = await exportRun(app, port, bearer, query);
    const mb = (n: number) => Math.round(n / 1048576);
    const series = run.liveHeap.map(([rows, heap]) => `${rows / 1000}k ${heap}`).join(', ');
    figures.push({
      database, measure: `export ${run.rows.toLocaleString()} rows × 10 columns (.xlsx, streamed)`, seconds: Number(run.seconds.toFixed(1)),
      peakRssMb: mb(run.peakRss), rows: run.rows, load,
      note: `${(run.bytes / 1048576).toFixed(1)} MB file; RSS ${mb(run.before.rss)} → peak ${mb(run.peakRss)} MB (+${mb(run.peakRss - run.before.rss)}); ` +
        `JS heap ${mb(run.before.heapUsed)} → peak ${mb(run.peakHeap)} MB (+${mb(run.peakHeap - run.before.heapUsed)}); server process CPU ${run.cpuSeconds.toFixed(1)} s; ` +
        `live heap after gc (rows: MB) ${series}`,
      liveHeapMb: run.liveHeap,
    });
    console.log(`  ${database}: export ${run.rows} rows ${run.seconds.toFixed(1)} s (load ${load}), RSS +${mb(run.peakRss - run.before.rss)} MB, heap +${mb(run.peakHeap - run.before.heapUsed)} MB, CPU ${run.cpuSeconds.toFixed(1)} s`);
    console.log(`  ${database}: live heap after gc (rows: MB) ${series}`);
  }
  await app.close();

  // The same 1,000,000-row export in a child process whose heap is capped: finishing proves that the rows are
  // not kept (a million rows of ten cells take several hundred MB of heap).
  if (parts.includes('export') && sizes.includes('all')) {
    const load = loadNow();
    const capped = await cappedExport(database, HEAP_CAP_MB);
    figures.push({
      database, measure: `export all rows in a child process with --max-old-space-size=${HEAP_CAP_MB}`, load,
      ...(capped.run ? { seconds: Number(capped.run.seconds.toFixed(1)), rows: capped.run.rows, peakRssMb: Math.round(capped.run.peakRss / 1048576), liveHeapMb: capped.run.liveHeap } : {}),
      note: capped.run
        ? `completed; JS heap peak ${Math.round(capped.run.peakHeap / 1048576)} MB; live heap after gc (rows: MB) ${capped.run.liveHeap.map(([r, h]) => `${r / 1000}k ${h}`).join(', ')}`
        : `FAILED: ${capped.error}`,
    });
    console.log(`  ${database}: capped (${HEAP_CAP_MB} MB heap) ${figures.at(-1)!.note}`);
  }
  return figures;
}

/** Runs trucking-export-child.ts under a capped heap; its last stdout line is the ExportRun as JSON. */
async function cappedExport(database: 'postgres' | 'pglite', capMb: number): Promise<{ run?: ExportRun; error?: string }> {
  const child = spawn(process.execPath, [`--max-old-space-size=${capMb}`, '--expose-gc', '--import', 'tsx', 'trucking-export-child.ts', database], {
    cwd: fileURLToPath(new URL('.', import.meta.url)),
    env: { ...process.env, NODE_OPTIONS: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (err += d.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  const last = out.trim().split('\n').at(-1) ?? '';
  if (code === 0 && last.startsWith('{')) return { run: JSON.parse(last) as ExportRun };
  return { error: `exit ${code}: ${(err || out).trim().split('\n').slice(-3).join(' | ').slice(0, 300)}` };
}

export async function benchTrucking(): Promise<TruckingFigure[]> {
  const which = process.env.BENCH_TRUCKING_DB;
  const out: TruckingFigure[] = [];
  if (!which || which === 'postgres') out.push(...(await measureDatabase('postgres')));
  if (!which || which === 'pglite') out.push(...(await measureDatabase('pglite')));
  return out;
}
