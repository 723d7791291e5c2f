/**
 * The delivery worker of the event outbox. Every replica runs one: each tick claims due rows with a lease
 * (FOR UPDATE SKIP LOCKED, so replicas never take the same row; a replica that dies mid-delivery leaves a
 * lease that runs out and the row is taken again), delivers them and records the attempt. A webhook is a POST of
 * the payload signed with HMAC-SHA256 over `timestamp.body`; a 2xx within 10 s delivers it, anything else is
 * retried after WEBHOOK_RETRY_BASE_MS × 4^(attempt-1), at most MAX_ATTEMPTS times, then the row is 'failed'
 * (the console's replay queues it again). E-mail goes through the mail adapter (outbox: the mail_outbox table).
 */
import { createHmac } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { AppServices } from '../../services';

export const MAX_ATTEMPTS = 8;
const LEASE_MS = 60_000;
const TIMEOUT_MS = 10_000;
const BATCH = 10;
const TICK_MS = 1_000;

export function signature(secret: string, timestamp: number, body: string): string {
  return `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** Loopback, private, link-local, CGNAT and unique-local addresses: not reached unless WEBHOOK_ALLOW_PRIVATE. */
export function isPrivateAddress(ip: string): boolean {
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (isIP(v4) === 4) {
    const [a, b] = v4.split('.').map(Number) as [number, number];
    return a === 10 || a === 127 || a === 0 || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 100 && b >= 64 && b <= 127);
  }
  const l = ip.toLowerCase();
  return l === '::1' || l === '::' || l.startsWith('fc') || l.startsWith('fd') || l.startsWith('fe80');
}

async function refusedTarget(url: string, allowPrivate: boolean): Promise<string | null> {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return 'invalid url';
  }
  if (u.protocol !== 'https:' && u.protocol !== 'http:') return 'only http(s) targets';
  if (allowPrivate) return null;
  const host = u.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((a) => a.address);
  return addresses.some(isPrivateAddress) ? 'private address refused' : null;
}

type Claimed = { id: string; webhook_id: string; channel: string; target: string; event: string; event_id: string; container_no: string; payload: Record<string, unknown>; attempts: number };

async function deliverOne(services: AppServices, row: Claimed): Promise<{ ok: boolean; status: number | null; error: string | null }> {
  const body = JSON.stringify(row.payload);
  if (row.channel === 'email') {
    await services.db
      .insertInto('mail_outbox')
      .values({ to_address: row.target, subject: `[港口社区] 箱 ${row.container_no} ${row.event}`, body })
      .execute();
    return { ok: true, status: null, error: null };
  }
  const hook = await services.db.selectFrom('open_webhooks').select(['secret']).where('id', '=', row.webhook_id).executeTakeFirst();
  if (!hook) return { ok: false, status: null, error: 'subscription removed' };
  const refused = await refusedTarget(row.target, services.env.openApi.allowPrivateTargets).catch((e: Error) => `dns: ${e.message}`);
  if (refused) return { ok: false, status: null, error: refused };
  const t = Math.floor(services.now().getTime() / 1000);
  try {
    const res = await fetch(row.target, {
      method: 'POST',
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
      headers: {
        'content-type': 'application/json',
        'user-agent': 'port-community-webhooks/1',
        'x-port-event': `container.${row.event}`,
        'x-port-event-id': row.event_id,
        'x-port-delivery': String(row.id),
        'x-port-signature': signature(hook.secret, t, body),
      },
    });
    await res.body?.cancel().catch(() => undefined);
    return res.ok ? { ok: true, status: res.status, error: null } : { ok: false, status: res.status, error: `HTTP ${res.status}` };
  } catch (e) {
    return { ok: false, status: null, error: (e as Error).name === 'TimeoutError' ? 'timed out' : String((e as Error).message).slice(0, 200) };
  }
}

/** One pass: claims due rows and delivers them. Answers how many it attempted. */
export async function deliverDue(services: AppServices): Promise<number> {
  const now = services.now();
  const claimed = await sql<Claimed>`
    update open_event_outbox set locked_until = ${new Date(now.getTime() + LEASE_MS)}, attempts = attempts + 1
    where id in (
      select id from open_event_outbox
      where status = 'pending' and (next_attempt_at is null or next_attempt_at <= ${now}) and (locked_until is null or locked_until < ${now})
      order by id limit ${BATCH} for update skip locked
    )
    returning id, webhook_id, channel, target, event, event_id, container_no, payload, attempts`.execute(services.db);
  for (const row of claimed.rows) {
    const started = Date.now();
    const out = await deliverOne(services, row);
    const at = services.now();
    await services.db.insertInto('open_delivery_attempts').values({ delivery_id: row.id, attempt_time: at, http_status: out.status, error: out.error, duration_ms: Date.now() - started }).execute();
    const retryIn = services.env.openApi.retryBaseMs * 4 ** (row.attempts - 1);
    await services.db
      .updateTable('open_event_outbox')
      .set(
        out.ok
          ? { status: 'delivered', delivered_at: at, last_status: out.status, last_error: null, locked_until: null, next_attempt_at: null }
          : row.attempts >= MAX_ATTEMPTS
            ? { status: 'failed', last_status: out.status, last_error: out.error, locked_until: null, next_attempt_at: null }
            : { last_status: out.status, last_error: out.error, locked_until: null, next_attempt_at: new Date(at.getTime() + retryIn) },
      )
      .where('id', '=', row.id)
      .execute();
  }
  return claimed.rows.length;
}

export interface DeliveryWorker {
  /** Runs a pass now (after an event was recorded here) instead of at the next tick. */
  kick(): void;
  stop(): Promise<void>;
}

const workers = new WeakMap<AppServices, DeliveryWorker>();

/** Kicks this process's worker, when it runs one. */
export const kickDeliveries = (services: AppServices) => workers.get(services)?.kick();

export function startDeliveryWorker(services: AppServices, log: FastifyBaseLogger): DeliveryWorker {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let failing = false;
  const pass = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      try {
        do {
          again = false;
          while (!stopped && (await deliverDue(services)) === BATCH);
        } while (again && !stopped);
        failing = false;
      } catch (err) {
        // The database away: logged once per outage, the next tick tries again.
        if (!failing) log.warn({ err }, 'event deliveries: pass failed');
        failing = true;
      } finally {
        running = null;
      }
    })();
  };
  const timer = setInterval(pass, TICK_MS);
  timer.unref();
  const worker: DeliveryWorker = {
    kick: pass,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
  workers.set(services, worker);
  return worker;
}
