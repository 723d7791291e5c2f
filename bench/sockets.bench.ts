/**
 * WebSockets at scale: BENCH_SOCKETS (19,500) signed-in notice sockets held by one api process (the built api,
 * started as in production by load.bench.ts's startServer), opened by BENCH_SOCKET_CLIENTS (2) separate client
 * processes (sockets-client.ts). Four demo users hold them, BENCH_SOCKETS_PER_SESSION (50) sockets per session (a
 * user's tabs and devices): two users hold 10,000 between them, the other two the rest. The administrator then
 * publishes BENCH_SOCKET_NOTICES (5) notices to the first two users; each must reach their 10,000 sockets and none
 * of the others'. Prints the delivery latency from the publish call to each socket's frame (p50/p95/p99/max),
 * the server's memory per socket (resident memory after opening minus before, over the sockets) and its CPU, and
 * the CPU the server and the client processes used per notice: on one machine they share its cores, so a
 * delivery waits for the server's fan-out and for a client to read the frame (sockets-client.ts keeps that cheap).
 *
 * These machines cap a process at 20,000 open files (`ulimit -Hn`), the api's listening socket, database files
 * and pipes included, hence 19,500 and not 20,000 by default.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { OAUTH_CLIENT } from '@port/config/constants';
import { processUsage, startServer, stopServer, type Server } from './load.bench';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 19_500);
const CLIENTS = Number(process.env.BENCH_SOCKET_CLIENTS ?? 2);
const PER_SESSION = Number(process.env.BENCH_SOCKETS_PER_SESSION ?? 50);
const NOTICES = Number(process.env.BENCH_SOCKET_NOTICES ?? 5);
const AUDIENCE = Math.min(10_000, Math.floor(SOCKETS / 2));
const PASSWORD_DIGEST = createHash('sha256').update('Demo@123456').digest('hex');
const ADMIN = '13800000001';
/** Forwarder and fleet receive the notices; the carrier agent and the terminal hold the other sockets. */
const USERS = ['13800000002', '13800000003', '13800000005', '13800000006'] as const;

export interface SocketFigure {
  name: string;
  value: string;
}

interface Identity {
  userId: string;
  userName: string;
  orgId: string;
  orgName: string;
}
interface Login {
  token: string;
  identity: Identity;
  count: number;
}

async function call<T>(server: Server, path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(server.base + path, init);
  const body = (await res.json()) as { result?: T };
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
  return body.result as T;
}

async function signIn(server: Server, mobile: string): Promise<string> {
  const qs = new URLSearchParams({ grant_type: 'session_id', user_type: 'portal', mobile, password: PASSWORD_DIGEST });
  const basic = 'Basic ' + Buffer.from(`${OAUTH_CLIENT.id}:${OAUTH_CLIENT.secret}`).toString('base64');
  return (await call<{ access_token: string }>(server, `/new/api/auth/oauth/token?${qs}`, { headers: { authorization: basic } })).access_token;
}

async function identityOf(server: Server, token: string): Promise<Identity> {
  const { user } = await call<{ user: { userId: string; name: string | null; mobile: string; companyId: string | null; companyName: string | null } }>(
    server, '/new/api/user/auth/getInfo', { headers: { authorization: `Bearer ${token}` } });
  return { userId: user.userId, userName: user.name ?? user.mobile, orgId: user.companyId ?? '', orgName: user.companyName ?? '' };
}

/** The sessions of one user holding `sockets` sockets, PER_SESSION each. */
async function loginsOf(server: Server, mobile: string, sockets: number): Promise<Login[]> {
  const out: Login[] = [];
  for (let left = sockets; left > 0; left -= PER_SESSION) {
    const token = await signIn(server, mobile);
    out.push({ token, identity: await identityOf(server, token), count: Math.min(PER_SESSION, left) });
  }
  return out;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

function ask<T>(child: ChildProcess, message: unknown): Promise<T> {
  const answer = once(child, 'message').then(([m]) => m as T);
  child.send(message as never);
  return answer;
}

export async function benchSockets(): Promise<SocketFigure[]> {
  const server = await startServer();
  const clients: ChildProcess[] = [];
  try {
    const admin = await signIn(server, ADMIN);
    const recipients = await Promise.all(USERS.slice(0, 2).map(async (m) => (await identityOf(server, await signIn(server, m))).userId));
    const half = Math.floor(AUDIENCE / 2);
    const rest = SOCKETS - AUDIENCE;
    const shares = [half, AUDIENCE - half, Math.floor(rest / 2), rest - Math.floor(rest / 2)];
    const signInStart = performance.now();
    const logins = (await Promise.all(USERS.map((m, i) => loginsOf(server, m, shares[i]!)))).flat();
    console.log(`  ${logins.length} sessions signed in in ${((performance.now() - signInStart) / 1000).toFixed(1)} s`);

    const before = processUsage(server.child.pid!);
    for (let i = 0; i < CLIENTS; i++) {
      const child = fork(fileURLToPath(new URL('./sockets-client.ts', import.meta.url)), [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
      clients.push(child);
    }
    // Every client gets a share of every session, so each user's sockets spread over the processes.
    const openStart = performance.now();
    const opened = await Promise.all(
      clients.map((child, c) =>
        ask<{ opened: number; failed: number }>(child, {
          cmd: 'open', url: `ws://127.0.0.1:${server.port}/new/api/message/ws`, concurrency: 100,
          logins: logins.map((l) => ({ ...l, count: Math.floor(l.count / CLIENTS) + (c < l.count % CLIENTS ? 1 : 0) })).filter((l) => l.count > 0),
        }),
      ),
    );
    const openSeconds = (performance.now() - openStart) / 1000;
    const open = opened.reduce((n, o) => n + o.opened, 0);
    const failed = opened.reduce((n, o) => n + o.failed, 0);
    const after = processUsage(server.child.pid!);
    console.log(`  ${open} sockets logged in (${failed} failed) in ${openSeconds.toFixed(1)} s; server RSS ${before.rssMb.toFixed(0)} → ${after.rssMb.toFixed(0)} MB`);

    const loadAtStart = loadavg()[0]!;
    const cpuOf = () => ({ server: processUsage(server.child.pid!).cpuSeconds, clients: clients.reduce((t, c) => t + processUsage(c.pid!).cpuSeconds, 0) });
    const cpuBefore = cpuOf();
    const latencies: number[] = [];
    let delivered = 0;
    let strays = 0;
    const publishMs: number[] = [];
    for (let n = 1; n <= NOTICES; n++) {
      const sent = performance.timeOrigin + performance.now();
      const { id } = await call<{ id: string }>(server, '/new/api/message/messageTemplate/publish', {
        method: 'POST', headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
        body: JSON.stringify({ title: `压测通知 ${n}`, content: `<p>压测通知 ${n}</p>`, contentType: 'MESSAGE', noticeType: '1', target: { kind: 'user', ids: recipients } }),
      });
      publishMs.push(performance.timeOrigin + performance.now() - sent);
      // Wait until the audience has it (or 10 s), asking the clients what arrived.
      const deadline = Date.now() + 10_000;
      let reports: Array<{ arrivals: number[] }> = [];
      for (;;) {
        reports = await Promise.all(clients.map((child) => ask<{ arrivals: number[] }>(child, { cmd: 'report', id })));
        const got = reports.reduce((k, r) => k + r.arrivals.length, 0);
        if (got >= AUDIENCE || Date.now() > deadline) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      const arrivals = reports.flatMap((r) => r.arrivals);
      delivered += Math.min(arrivals.length, AUDIENCE);
      strays += Math.max(0, arrivals.length - AUDIENCE);
      for (const at of arrivals) latencies.push(at - sent);
    }
    const cpuAfter = cpuOf();
    const perNotice = (seconds: number) => `${((seconds * 1000) / NOTICES).toFixed(0)} ms`;
    latencies.sort((a, b) => a - b);
    const usage = processUsage(server.child.pid!);
    const ms = (v: number) => `${v.toFixed(1)} ms`;
    const figures: SocketFigure[] = [
      { name: 'sockets held by one api process', value: `${open} (${failed} failed to open or log in)` },
      { name: 'open and log in, all sockets', value: `${openSeconds.toFixed(1)} s (${CLIENTS} client processes, 100 at a time each)` },
      { name: 'server memory per socket', value: `${(((after.rssMb - before.rssMb) * 1024) / Math.max(open, 1)).toFixed(1)} KB (RSS ${before.rssMb.toFixed(0)} → ${after.rssMb.toFixed(0)} MB)` },
      { name: `notices delivered (${NOTICES} × ${AUDIENCE} sockets)`, value: `${delivered} of ${NOTICES * AUDIENCE}; ${strays} to sockets outside the audience` },
      { name: 'delivery latency p50 / p95 / p99 / max', value: [50, 95, 99, 100].map((p) => ms(percentile(latencies, p))).join(' / ') },
      { name: 'publish call (answer)', value: `median ${ms([...publishMs].sort((a, b) => a - b)[Math.floor(publishMs.length / 2)] ?? NaN)}` },
      { name: 'CPU per notice: server / both client processes', value: `${perNotice(cpuAfter.server - cpuBefore.server)} / ${perNotice(cpuAfter.clients - cpuBefore.clients)}` },
      { name: 'machine load (1 min) at the first notice / at the end', value: `${loadAtStart.toFixed(1)} / ${loadavg()[0]!.toFixed(1)} (${cpus().length} cores)` },
      { name: 'server RSS at the end, CPU used', value: `${usage.rssMb.toFixed(0)} MB, ${usage.cpuSeconds.toFixed(1)} s` },
    ];
    return figures;
  } finally {
    await Promise.all(clients.map((child) => (child.connected ? ask(child, { cmd: 'close' }).catch(() => undefined) : undefined)));
    await stopServer(server);
  }
}
