/**
 * Load run: BENCH_LOAD_USERS (500) signed-in users at once, for BENCH_LOAD_SECONDS (600), against the built api
 * (apps/api/dist/main.js; build it first) started as its own process, as deployed: NODE_ENV=production, with the
 * demo seed switched on (SEED_DEMO) for the demo accounts, the captcha off and the sign-in limit raised (every
 * user comes from 127.0.0.1). The database is a fresh PGlite data directory, as `npm start` runs, or PostgreSQL
 * when BENCH_LOAD_DATABASE_URL is set (a fresh schema bench_load), with Redis when BENCH_LOAD_REDIS_URL is set.
 *
 * Each user is one session of a demo account (the four take turns; every sign-in is its own session) signed in
 * before the clock starts (the password hash costs ~40 ms a sign-in), and holds the notice WebSocket, opened right
 * after its sign-in, the way the console does: the SDK's own socket client (login frame, 90 s heartbeat, reconnect), over `ws`.
 * On the clock every user repeats, with a pause of BENCH_LOAD_THINK_MS (5,000) × 0.5–1.5 between steps, one of:
 * reload the console (getInfo, getRouters and the bell at once), the trucking order list (first page, or the next
 * page by cursor), an order's detail, the bell (queryUnReadNotice) or the home counts (workCounts). Meanwhile the
 * administrator (one more session) publishes a notice to the four accounts every BENCH_LOAD_NOTICE_MS (10,000),
 * which every socket must receive.
 *
 * Errors: any answer not 2xx, any envelope whose code is not a success code, a request that fails or takes
 * longer than the console's client waits (180 s), a socket that closes or errs or is refused, a notice a socket did not receive, and any
 * line the server logs at level error. The load generator is this process; the server has its own.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import WebSocket from 'ws';
import { OAUTH_CLIENT, TIMING } from '@port/config/constants';
import { createNoticeSocket, type NoticeIdentity, type NoticeSocket, type WebSocketConstructor } from '@port/sdk/ws';

const USERS = Number(process.env.BENCH_LOAD_USERS ?? 500);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 600);
const THINK_MS = Number(process.env.BENCH_LOAD_THINK_MS ?? 5000);
const NOTICE_MS = Number(process.env.BENCH_LOAD_NOTICE_MS ?? 10_000);
const DATABASE_URL = process.env.BENCH_LOAD_DATABASE_URL || undefined;
const REDIS_URL = process.env.BENCH_LOAD_REDIS_URL || undefined;
const SCHEMA = 'bench_load';
/** A call still unanswered when the console's client would give up (SPEC §9: 180 s) is an error. */
const REQUEST_TIMEOUT_MS = TIMING.requestTimeout;
const PAGE_SIZE = 10;
const SLOW_MS = 5000;
const ACCOUNTS = ['13800000001', '13800000002', '13800000003', '13800000004'];
const ADMIN = '13800000001';
const PASSWORD_DIGEST = createHash('sha256').update('Demo@123456').digest('hex');
const SUCCESS_CODES = new Set(['200', '0', '0000']);
const API_MAIN = fileURLToPath(new URL('../apps/api/dist/main.js', import.meta.url));

export interface LoadFigure {
  measure: string;
  requests?: number;
  rps?: number;
  p50ms?: number;
  p99ms?: number;
  maxMs?: number;
  errors: number;
  note?: string;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const think = () => THINK_MS * (0.5 + Math.random());
const round = (n: number, digits = 1) => Number(n.toFixed(digits));
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/** Latencies and errors per call type, and the first few error texts of each kind for the report. */
class Tally {
  readonly latencies = new Map<string, number[]>();
  readonly errors = new Map<string, number>();
  readonly samples: string[] = [];
  /** Calls slower than SLOW_MS: the second of the run they started in, so a stall can be placed in time. */
  readonly slowBySecond = new Map<number, number>();
  origin = performance.now();

  ok(call: string, ms: number): void {
    let list = this.latencies.get(call);
    if (!list) this.latencies.set(call, (list = []));
    list.push(ms);
    if (ms > SLOW_MS) {
      const second = Math.floor((performance.now() - ms - this.origin) / 1000);
      this.slowBySecond.set(second, (this.slowBySecond.get(second) ?? 0) + 1);
    }
  }

  error(call: string, what: string): void {
    this.errors.set(call, (this.errors.get(call) ?? 0) + 1);
    if (this.samples.length < 20) this.samples.push(`${call}: ${what}`);
  }

  get requests(): number {
    let n = 0;
    for (const list of this.latencies.values()) n += list.length;
    for (const e of this.errors.values()) n += e;
    return n;
  }

  get errorCount(): number {
    let n = 0;
    for (const e of this.errors.values()) n += e;
    return n;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The server process

export interface Server {
  child: ChildProcess;
  base: string;
  port: number;
  dataDir: string | undefined;
  /** Lines the server logged at warn (40) and error (50) or above. */
  logged: { warn: number; error: number; samples: string[] };
  exited: Promise<void>;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const port = (probe.address() as { port: number }).port;
  probe.close();
  await once(probe, 'close');
  return port;
}

async function freshSchema(): Promise<void> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  client.on('error', () => {}); // the awaited calls below report failures
  await client.connect();
  await client.query(`drop schema if exists ${SCHEMA} cascade`);
  await client.query(`create schema ${SCHEMA}`);
  await client.end();
}

export async function startServer(): Promise<Server> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-load-'));
  if (DATABASE_URL) await freshSchema();
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    SIGNING_SECRET: randomBytes(32).toString('hex'),
    // Production refuses the built-in sandboxes unless named; the bench measures them as they are.
    ALLOW_SANDBOX: 'bank,realauth,sms,customs,einvoice',
    SEED_DEMO: 'true',
    CAPTCHA_ENABLED: 'false',
    SERVE_WEB: 'false',
    LOG_LEVEL: 'warn',
    // Every user signs in from 127.0.0.1 within the first minute.
    RATE_LIMIT_LOGIN: String(USERS * 10),
    ...(DATABASE_URL ? { DATABASE_URL, DATABASE_SCHEMA: SCHEMA } : {}),
    ...(REDIS_URL ? { REDIS_URL } : {}),
  };
  // BENCH_LOAD_SERVER_ARGS: node flags for the server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to see where its time goes.
  const nodeArgs = (process.env.BENCH_LOAD_SERVER_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, API_MAIN], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const logged = { warn: 0, error: 0, samples: [] as string[] };
  const read = (stream: NodeJS.ReadableStream) =>
    createInterface({ input: stream }).on('line', (line) => {
      let level = 50; // a line that is not pino JSON (a crash trace) counts as an error
      try {
        level = Number((JSON.parse(line) as { level?: unknown }).level ?? 50);
      } catch {
        // not JSON
      }
      if (level >= 50) logged.error += 1;
      else if (level >= 40) logged.warn += 1;
      if (level >= 40 && logged.samples.length < 10) logged.samples.push(line.slice(0, 400));
    });
  read(child.stdout!);
  read(child.stderr!);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  process.once('exit', () => child.kill('SIGKILL'));
  const server: Server = { child, base: `http://127.0.0.1:${port}`, port, dataDir, logged, exited };

  const deadline = Date.now() + 300_000; // migrations and the seed (address data) on a busy machine
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the api exited (${child.exitCode}) before answering:\n${logged.samples.join('\n')}`);
    try {
      const res = await request(server, 'GET', '/new/api/code');
      if (res.status === 200) return server;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the api did not answer within 300 s');
    await sleep(500);
  }
}

export async function stopServer(server: Server): Promise<void> {
  server.child.kill('SIGTERM');
  const killed = await Promise.race([server.exited.then(() => true), sleep(15_000).then(() => false)]);
  if (!killed) server.child.kill('SIGKILL');
  await server.exited;
  if (server.dataDir) rmSync(server.dataDir, { recursive: true, force: true });
}

/** The server process's resident memory (MB) and CPU time so far (s), from /proc (Linux). */
export function processUsage(pid: number): { rssMb: number; cpuSeconds: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  // Fields after the command name: utime and stime are the 12th and 13th, in clock ticks (100 a second on Linux).
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return { rssMb: rssKb / 1024, cpuSeconds: ticks / 100 };
}

// ---------------------------------------------------------------------------------------------------------------
// HTTP: one keep-alive agent with a socket per user, as many browsers would hold

const agent = new http.Agent({ keepAlive: true, maxSockets: USERS + 10 });

interface Answer {
  status: number;
  body: { code?: unknown; msg?: unknown; result?: unknown } | null;
}

/** Calls retried because the server closed an idle kept-alive connection just as the call went out on it. */
let retriedResets = 0;

/**
 * A call; a GET that fails with ECONNRESET on a reused connection before any answer is sent once more, as browsers
 * do: the server's keep-alive timeout (Fastify: 72 s) may close an idle connection just as a call goes out on it.
 */
async function request(server: Server, method: string, path: string, token?: string, body?: unknown): Promise<Answer> {
  try {
    return await requestOnce(server, method, path, token, body);
  } catch (err) {
    if (method !== 'GET' || !(err as { reusedSocket?: boolean }).reusedSocket || (err as NodeJS.ErrnoException).code !== 'ECONNRESET') throw err;
    retriedResets += 1;
    return requestOnce(server, method, path, token, body);
  }
}

function requestOnce(server: Server, method: string, path: string, token?: string, body?: unknown): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const req = http.request(
      {
        agent, host: '127.0.0.1', port: server.port, method, path,
        headers: {
          accept: 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: Answer['body'] = null;
          try {
            parsed = JSON.parse(text) as Answer['body'];
          } catch {
            // left null: reported as an error by the caller
          }
          resolve({ status: res.statusCode ?? 0, body: parsed });
        });
      },
    );
    req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS / 1000} s`)));
    req.on('error', (err) => reject(Object.assign(err, { reusedSocket: req.reusedSocket })));
    req.end(payload);
  });
}

/** One timed call: its latency, or an error when it fails, is not 2xx, or its envelope code is not a success. */
async function timedCall(server: Server, tally: Tally, call: string, method: string, path: string, token: string, body?: unknown): Promise<unknown> {
  const started = performance.now();
  let answer: Answer;
  try {
    answer = await request(server, method, path, token, body);
  } catch (err) {
    tally.error(call, (err as Error).message);
    return undefined;
  }
  const ms = performance.now() - started;
  const code = answer.body ? String(answer.body.code) : 'no JSON body';
  if (answer.status < 200 || answer.status > 299 || !SUCCESS_CODES.has(code)) {
    tally.error(call, `HTTP ${answer.status}, code ${code}: ${String(answer.body?.msg ?? '')}`.slice(0, 300));
    return undefined;
  }
  tally.ok(call, ms);
  return answer.body?.result;
}

// ---------------------------------------------------------------------------------------------------------------
// Users

interface User {
  index: number;
  mobile: string;
  token: string;
  identity: NoticeIdentity;
  socket?: NoticeSocket;
  framesReceived: number;
  /** Ids of the notices this user's socket received, and how many arrived more than once. */
  noticeIds: Set<string>;
  duplicates: number;
  /** The order list page the user last saw: its order ids and the cursor to the next page (null at the end). */
  orderIds: string[];
  cursor: string | null;
  pageNo: number;
}

async function signIn(server: Server, tally: Tally, mobile: string): Promise<string> {
  const qs = new URLSearchParams({ grant_type: 'session_id', user_type: 'portal', mobile, password: PASSWORD_DIGEST });
  const basic = 'Basic ' + Buffer.from(`${OAUTH_CLIENT.id}:${OAUTH_CLIENT.secret}`).toString('base64');
  const started = performance.now();
  const res = await new Promise<Answer>((resolve, reject) => {
    const req = http.request({ agent, host: '127.0.0.1', port: server.port, path: `/new/api/auth/oauth/token?${qs}`, headers: { authorization: basic } }, (r) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => resolve({ status: r.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Answer['body'] }));
      r.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
  const token = (res.body?.result as { access_token?: string } | undefined)?.access_token;
  if (res.status !== 200 || !token) throw new Error(`sign-in of ${mobile} failed: HTTP ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
  tally.ok('sign-in (token)', performance.now() - started);
  return token;
}

interface UserInfo {
  user: { userId: string; name: string | null; mobile: string; companyId: string | null; companyName: string | null };
}

async function identityOf(server: Server, tally: Tally, token: string): Promise<NoticeIdentity> {
  const info = (await timedCall(server, tally, 'getInfo (setup)', 'GET', '/new/api/user/auth/getInfo', token)) as UserInfo | undefined;
  if (!info) throw new Error(`getInfo failed: ${tally.samples.at(-1)}`);
  const u = info.user;
  return { userId: u.userId, userName: u.name ?? u.mobile, orgId: u.companyId ?? '', orgName: u.companyName ?? '' };
}

/** Runs `work` over `items` with at most `limit` at a time. */
async function pooled<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

interface SocketCounts {
  closes: number;
  refusals: number;
  /** Set when the run is over and the bench closes the sockets itself. */
  ending: boolean;
}

/** Opens the user's notice socket with the SDK's client; resolves once the server accepted the login (type 0). */
function openSocket(server: Server, user: User, counts: SocketCounts, tally: Tally): Promise<void> {
  const onFrame = () => (user.framesReceived += 1);
  // `ws` speaks the browser's onopen/onmessage/onclose API the SDK uses; the listeners below count what it hides.
  class CountingSocket extends WebSocket {
    constructor(url: string) {
      super(url);
      this.on('message', onFrame);
      this.on('error', (err) => tally.error('WebSocket', `socket error: ${err.message}`));
      this.on('close', (code, reason) => {
        if (counts.ending) return;
        counts.closes += 1;
        tally.error('WebSocket', `closed ${code} ${reason.toString()}`);
      });
    }
  }
  return new Promise<void>((resolve) => {
    const socket = createNoticeSocket({
      url: `ws://127.0.0.1:${server.port}/new/api/message/ws`,
      getToken: () => user.token,
      getIdentity: () => user.identity,
      WebSocketImpl: CountingSocket as unknown as WebSocketConstructor,
    });
    user.socket = socket;
    socket.on((event) => {
      if (event.type === 'connected') resolve();
      else if (event.type === 'notice') {
        if (user.noticeIds.has(event.id)) user.duplicates += 1;
        user.noticeIds.add(event.id);
      }
      else if (event.type === 'message' && event.messageType === 2) {
        counts.refusals += 1;
        tally.error('WebSocket', `system message: ${String(event.content)}`);
      }
    });
  });
}

/** One step of a user, chosen by weight, as the console would make the calls. */
async function step(server: Server, tally: Tally, user: User): Promise<void> {
  const get = (call: string, path: string) => timedCall(server, tally, call, 'GET', path, user.token);
  const listPage = async (pageNo: number, cursor: string | null) => {
    const qs = new URLSearchParams({ pageNo: String(pageNo), pageSize: String(PAGE_SIZE), ...(cursor ? { cursor } : {}) });
    const page = (await get(cursor ? 'orders: next page (cursor)' : 'orders: first page', `/new/api/trucking/orders?${qs}`)) as
      | { data: Array<{ id: string }>; cursor: string | null; total: number }
      | undefined;
    if (!page) return;
    user.orderIds = page.data.map((o) => o.id);
    user.pageNo = pageNo;
    user.cursor = page.data.length === PAGE_SIZE && pageNo * PAGE_SIZE < page.total ? page.cursor : null;
  };
  const r = Math.random() * 11;
  if (r < 1) {
    // reload: the console asks for the user and the routes, and the bell fills
    await Promise.all([
      get('getInfo', '/new/api/user/auth/getInfo'),
      get('getRouters', '/new/api/user/auth/getRouters'),
      get('queryUnReadNotice', '/new/api/message/messageTemplate/queryUnReadNotice'),
    ]);
  } else if (r < 4) {
    await listPage(1, null);
  } else if (r < 6) {
    if (user.cursor) await listPage(user.pageNo + 1, user.cursor);
    else await listPage(1, null);
  } else if (r < 8) {
    const id = user.orderIds[Math.floor(Math.random() * user.orderIds.length)];
    if (id) await get('order detail', `/new/api/trucking/orders/${encodeURIComponent(id)}`);
    else await listPage(1, null);
  } else if (r < 10) {
    await get('queryUnReadNotice', '/new/api/message/messageTemplate/queryUnReadNotice');
  } else {
    await get('workCounts', '/new/api/message/messageTemplate/workCounts');
  }
}

// ---------------------------------------------------------------------------------------------------------------

export async function benchLoad(): Promise<LoadFigure[]> {
  const database = DATABASE_URL ? `PostgreSQL${REDIS_URL ? ' + Redis' : ''}` : 'PGlite';
  console.log(`  starting the api (${database}, NODE_ENV=production) …`);
  const server = await startServer();
  const pid = server.child.pid!;
  const setup = new Tally();
  const tally = new Tally();
  const counts: SocketCounts = { closes: 0, refusals: 0, ending: false };

  try {
    // Sign-ins before the clock, four at a time (the hash runs in the server's libuv pool of four threads); each
    // user's socket opens right after its sign-in, as the console's does. So the sockets' 90 s heartbeats are
    // spread over the sign-in phase as a day's arrivals would spread them, not due all in the same second.
    const started = performance.now();
    const users: User[] = [];
    const sockets: Array<Promise<void>> = [];
    await pooled(
      Array.from({ length: USERS }, (_, i) => i),
      4,
      async (i) => {
        const mobile = ACCOUNTS[i % ACCOUNTS.length]!;
        const token = await signIn(server, setup, mobile);
        const user: User = { index: i, mobile, token, identity: await identityOf(server, setup, token), framesReceived: 0, noticeIds: new Set(), duplicates: 0, orderIds: [], cursor: null, pageNo: 1 };
        users[i] = user;
        sockets.push(openSocket(server, user, counts, tally));
      },
    );
    await Promise.all(sockets);
    const signInSeconds = (performance.now() - started) / 1000;
    console.log(`  ${USERS} sessions signed in, each with its notice socket logged in, in ${signInSeconds.toFixed(1)} s`);

    const adminToken = await signIn(server, setup, ADMIN);
    const recipients = [...new Set(users.map((u) => String(u.identity.userId)))];

    // The clock.
    const before = processUsage(pid);
    const rss: number[] = [before.rssMb];
    const loads: number[] = [loadavg()[0]!];
    // The generator's own event-loop delay: a busy generator would add to every latency it measures.
    const generatorLag = monitorEventLoopDelay({ resolution: 20 });
    generatorLag.enable();
    const begin = performance.now();
    tally.origin = begin;
    const until = Date.now() + SECONDS * 1000;
    // Every notice the administrator published (as answered, or as any socket saw it: a publish whose answer
    // timed out may still have gone out) must reach every socket once.
    const published = new Set<string>();
    const received = () => users.reduce((n, u) => n + u.noticeIds.size, 0);
    const expected = () => {
      const all = new Set(published);
      for (const u of users) for (const id of u.noticeIds) all.add(id);
      return all.size * USERS;
    };
    let lastReport = { at: begin, requests: 0 };
    const sampler = setInterval(() => {
      if (server.child.exitCode !== null) return; // reported at the end as not serving
      rss.push(processUsage(pid).rssMb);
      const now = performance.now();
      if (now - lastReport.at >= 30_000) {
        loads.push(loadavg()[0]!);
        const requests = tally.requests;
        console.log(
          `  ${((now - begin) / 1000).toFixed(0)} s: ${((requests - lastReport.requests) / ((now - lastReport.at) / 1000)).toFixed(0)} requests/s, ` +
            `${tally.errorCount} errors, notices ${received()}/${expected()}, server RSS ${rss.at(-1)!.toFixed(0)} MB, load ${loadavg()[0]!.toFixed(1)}`,
        );
        lastReport = { at: now, requests };
      }
    }, 1000);

    const publisher = (async () => {
      for (let n = 1; Date.now() + NOTICE_MS / 2 < until; n++) {
        const result = (await timedCall(server, tally, 'publishNotice (administrator)', 'POST', '/new/api/message/messageTemplate/publish', adminToken, {
          title: `压测通知 ${n}`, content: `<p>压测通知 ${n}：请注意查收。</p>`, contentType: 'MESSAGE', noticeType: '1',
          target: { kind: 'user', ids: recipients },
        })) as { id: string } | undefined;
        if (result) published.add(result.id);
        await sleep(Math.max(0, Math.min(NOTICE_MS, until - Date.now())));
      }
    })();
    await Promise.all([
      publisher,
      ...users.map(async (u) => {
        await sleep(Math.random() * THINK_MS); // users arrive spread out, not in step
        while (Date.now() < until) {
          await step(server, tally, u);
          await sleep(think());
        }
      }),
    ]);
    const elapsed = (performance.now() - begin) / 1000;
    // Pushes still on their way get a few seconds.
    for (let waited = 0; received() < expected() && waited < 10_000; waited += 200) await sleep(200);
    clearInterval(sampler);
    const after = processUsage(pid);
    rss.push(after.rssMb);
    loads.push(loadavg()[0]!);

    const stillServing = (await request(server, 'GET', '/new/api/code').catch(() => ({ status: 0 }))).status === 200;
    counts.ending = true;
    for (const u of users) u.socket?.close();

    // Figures.
    const figures: LoadFigure[] = [];
    const all: number[] = [];
    const calls = [...new Set([...tally.latencies.keys(), ...tally.errors.keys()])].filter((c) => c !== 'WebSocket').sort();
    for (const call of calls) {
      const list = [...(tally.latencies.get(call) ?? [])].sort((a, b) => a - b);
      all.push(...list);
      const errors = tally.errors.get(call) ?? 0;
      figures.push({
        measure: call, requests: list.length + errors, rps: round((list.length + errors) / elapsed),
        p50ms: round(quantile(list, 0.5)), p99ms: round(quantile(list, 0.99)), maxMs: round(list.at(-1) ?? 0), errors,
      });
    }
    all.sort((a, b) => a - b);
    const httpErrors = calls.reduce((n, c) => n + (tally.errors.get(c) ?? 0), 0);
    figures.push({
      measure: 'all HTTP calls', requests: all.length + httpErrors, rps: round((all.length + httpErrors) / elapsed),
      p50ms: round(quantile(all, 0.5)), p99ms: round(quantile(all, 0.99)), maxMs: round(all.at(-1) ?? 0), errors: httpErrors,
    });
    const lost = expected() - received();
    const duplicates = users.reduce((n, u) => n + u.duplicates, 0);
    const socketErrors = (tally.errors.get('WebSocket') ?? 0) + lost + duplicates;
    figures.push({
      measure: 'WebSocket /message/ws', errors: socketErrors,
      note: `${USERS} sockets; frames received ${users.reduce((n, u) => n + u.framesReceived, 0)}; notices ${received()} of ${expected()} ` +
        `(${expected() / USERS} published × ${USERS}); closes ${counts.closes}, refusals ${counts.refusals}, lost ${lost}, duplicates ${duplicates}`,
    });
    const peakRss = Math.max(...rss);
    const serverErrors = server.logged.error + (stillServing ? 0 : 1);
    figures.push({
      measure: 'run', errors: httpErrors + socketErrors + serverErrors,
      note:
        `${database}; ${USERS} users, ${elapsed.toFixed(0)} s, think ${THINK_MS} ms; server RSS ${before.rssMb.toFixed(0)} → peak ${peakRss.toFixed(0)} → ` +
        `${after.rssMb.toFixed(0)} MB; server CPU ${(after.cpuSeconds - before.cpuSeconds).toFixed(0)} s (${(((after.cpuSeconds - before.cpuSeconds) / elapsed) * 100).toFixed(0)}% of a core); ` +
        `load average ${loads[0]!.toFixed(1)} → max ${Math.max(...loads).toFixed(1)} → ${loads.at(-1)!.toFixed(1)}; ` +
        `GETs re-sent after a reset of a reused connection ${retriedResets}; load generator event-loop delay p99 ${(generatorLag.percentile(99) / 1e6).toFixed(0)} ms; server logged ${server.logged.error} errors, ${server.logged.warn} warnings; ${stillServing ? 'still serving' : 'NOT serving'} at the end; ` +
        `setup: ${USERS} sign-ins and sockets ${signInSeconds.toFixed(0)} s`,
    });
    if (tally.slowBySecond.size) {
      const seconds = [...tally.slowBySecond].sort((a, b) => a[0] - b[0]).map(([s, n]) => `${s}:${n}`);
      console.log(`  calls slower than ${SLOW_MS / 1000} s, by the second of the run they started in (second:count): ${seconds.join(' ')}`);
    }
    const samples = [...setup.samples, ...tally.samples, ...server.logged.samples];
    if (samples.length) console.log(`  first errors:\n    ${samples.join('\n    ')}`);
    return figures;
  } finally {
    counts.ending = true;
    agent.destroy();
    await stopServer(server);
  }
}
