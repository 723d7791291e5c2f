/**
 * Prometheus metrics at GET /new/api/metrics (text exposition format 0.0.4), for operators only: served when
 * METRICS_TOKEN is set and the request carries `Authorization: Bearer <METRICS_TOKEN>`; otherwise the answer is
 * the api's 404 (no token configured) or 401. Counted in-process per replica (Prometheus scrapes each replica):
 * requests by route, method and status; latency histograms by route; open WebSockets per hub; the PostgreSQL
 * pool; export jobs and event deliveries by status (read from the database at scrape time).
 * Every response also carries its request id in `X-Request-Id` (the `trace-id` the client sent, else a new one).
 */
import { timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { API_BASE } from '@port/config/constants';
import { poolOf } from '../db/database';
import { hubsOf } from '../lib/socket-hub';
import type { AppServices } from '../services';

/** Joins the labels of a counter's key (no route pattern or method contains it). */
const SEP = '\u0000';
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

interface Histogram {
  buckets: number[];
  sum: number;
  count: number;
}

const esc = (v: string) => v.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
const labels = (l: Record<string, string>) => `{${Object.entries(l).map(([k, v]) => `${k}="${esc(v)}"`).join(',')}}`;

export function registerMetrics(app: FastifyInstance, services: AppServices): void {
  const requests = new Map<string, number>();
  const latency = new Map<string, Histogram>();
  const started = Date.now();

  // Callback-style hooks: they run on every call, and an async hook costs a promise and a turn each.
  app.addHook('onRequest', (req, reply, done) => {
    void reply.header('x-request-id', req.id);
    done();
  });
  app.addHook('onResponse', (req, reply, done) => {
    // The route's pattern (not the raw url) keeps the label set bounded; unknown paths count as one.
    const route = req.routeOptions.url ?? 'unmatched';
    const lk = route + SEP + req.method;
    const key = lk + SEP + reply.statusCode;
    requests.set(key, (requests.get(key) ?? 0) + 1);
    let h = latency.get(lk);
    if (!h) latency.set(lk, (h = { buckets: BUCKETS.map(() => 0), sum: 0, count: 0 }));
    const seconds = reply.elapsedTime / 1000;
    h.sum += seconds;
    h.count += 1;
    for (let i = 0; i < BUCKETS.length; i++) if (seconds <= BUCKETS[i]!) h.buckets[i]! += 1;
    done();
  });

  const token = services.env.metricsToken;
  if (!token) return;
  const expected = Buffer.from(`Bearer ${token}`);
  app.get(`${API_BASE}/metrics`, async (req, reply) => {
    const given = Buffer.from(String(req.headers.authorization ?? ''));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return reply.code(401).header('www-authenticate', 'Bearer').send('unauthorized\n');
    }
    const out: string[] = [];
    const family = (name: string, type: string, help: string) => out.push(`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`);

    family('http_requests_total', 'counter', 'Requests answered, by route, method and status.');
    for (const [k, n] of requests) {
      const [route = '', method = '', status = ''] = k.split(SEP);
      out.push(`http_requests_total${labels({ route, method, status })} ${n}`);
    }
    family('http_request_duration_seconds', 'histogram', 'Time to answer, by route and method.');
    for (const [k, h] of latency) {
      const [route = '', method = ''] = k.split(SEP);
      BUCKETS.forEach((b, i) => out.push(`http_request_duration_seconds_bucket${labels({ route, method, le: String(b) })} ${h.buckets[i]}`));
      out.push(`http_request_duration_seconds_bucket${labels({ route, method, le: '+Inf' })} ${h.count}`);
      out.push(`http_request_duration_seconds_sum${labels({ route, method })} ${h.sum}`);
      out.push(`http_request_duration_seconds_count${labels({ route, method })} ${h.count}`);
    }
    family('websocket_open_sockets', 'gauge', 'WebSockets open on this replica, by hub.');
    for (const hub of hubsOf.get(services) ?? []) out.push(`websocket_open_sockets${labels({ hub: hub.name })} ${hub.openSockets}`);
    const pool = poolOf.get(services.db);
    family('db_pool_connections', 'gauge', 'PostgreSQL pool connections by state (PGlite: one embedded connection).');
    if (pool) {
      out.push(`db_pool_connections${labels({ state: 'total' })} ${pool.totalCount}`);
      out.push(`db_pool_connections${labels({ state: 'idle' })} ${pool.idleCount}`);
      out.push(`db_pool_connections${labels({ state: 'waiting' })} ${pool.waitingCount}`);
    } else {
      out.push(`db_pool_connections${labels({ state: 'total' })} 1`);
    }
    try {
      const jobs = await services.db.selectFrom('export_jobs').select(['status', sql<string>`count(*)`.as('n')]).groupBy('status').execute();
      family('export_jobs', 'gauge', 'Export jobs by status.');
      for (const j of jobs) out.push(`export_jobs${labels({ status: String(j.status) })} ${j.n}`);
      const deliveries = await services.db.selectFrom('open_event_outbox').select(['status', sql<string>`count(*)`.as('n')]).groupBy('status').execute();
      family('event_deliveries', 'gauge', 'Container event deliveries (webhook, e-mail) by status.');
      for (const d of deliveries) out.push(`event_deliveries${labels({ status: d.status })} ${d.n}`);
      family('db_up', 'gauge', 'Whether the database answered this scrape.');
      out.push('db_up 1');
    } catch {
      family('db_up', 'gauge', 'Whether the database answered this scrape.');
      out.push('db_up 0');
    }
    family('process_uptime_seconds', 'gauge', 'Seconds since this replica started.');
    out.push(`process_uptime_seconds ${(Date.now() - started) / 1000}`);
    family('process_resident_memory_bytes', 'gauge', 'Resident memory.');
    out.push(`process_resident_memory_bytes ${process.memoryUsage().rss}`);
    return reply.type('text/plain; version=0.0.4; charset=utf-8').send(`${out.join('\n')}\n`);
  });
}
