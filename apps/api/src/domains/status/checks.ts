/**
 * The product's own health checks behind the status page. Every replica runs the check every 60 s; a sample
 * is keyed by component and minute, so whichever replica writes a minute first wins and the others' writes
 * are no-ops (ON CONFLICT DO NOTHING) — one sample per component per minute however many replicas run.
 * A sample that cannot be written (the database away) is kept in memory and written by the first check that
 * reaches the database again, so an outage of the database leaves its own 'down' samples behind.
 *
 * What each component's state means:
 * - api: this process answers (always up when a check runs).
 * - database: `select 1` answers within 3 s.
 * - redis: the bus is connected (up also when the api runs with its in-process bus and no Redis).
 * - websocket: the socket hubs are mounted; degraded while Redis is down (pushes between replicas pause).
 * - sms: the outbox adapter needs the database; the webhook adapter's gateway must answer HTTP within 3 s.
 * - bank: the built-in newBank sandbox is served by this api from the database; the webhook bank must answer HTTP within 3 s.
 * - customs: the built-in customs desk is records in the database, answered by platform staff.
 * - webhooks: the container event outbox; degraded while a delivery is overdue by more than 5 minutes.
 */
import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import { hubsOf } from '../../lib/socket-hub';
import type { AppServices } from '../../services';

export const COMPONENTS = ['api', 'database', 'redis', 'websocket', 'sms', 'bank', 'customs', 'webhooks'] as const;
export type Component = (typeof COMPONENTS)[number];
export type State = 'up' | 'degraded' | 'down';
export type Probe = () => Promise<State>;

export const CHECK_INTERVAL_MS = 60_000;
const PROBE_MS = 3_000;
/** A delivery overdue by longer than this makes the webhooks 'degraded'. */
const BACKLOG_MS = 5 * 60_000;
/** Samples kept in memory while the database is away (3 days of every component). */
const PENDING_MAX = 3 * 1440 * COMPONENTS.length;
/** Samples older than this are removed (the page shows 90 days). */
const KEEP_DAYS = 91;

async function within<T>(ms: number, work: Promise<T>, late: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<T>((resolve) => (timer = setTimeout(() => resolve(late), ms)));
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The probes of one check: the database's answer is shared by the components built on it. */
export function probes(services: AppServices): Record<Component, Probe> {
  let database: Promise<State> | undefined;
  const db = () =>
    (database ??= within(
      PROBE_MS,
      sql`select 1`.execute(services.db).then((): State => 'up', (): State => 'down'),
      'down' as State,
    ));
  /** A gateway answers HTTP (any status) within the probe's time. */
  const answersHttp = (url: string): Promise<State> => {
    const answered = fetch(url, { method: 'HEAD', signal: AbortSignal.timeout(PROBE_MS) }).then(
      async (res) => {
        await res.arrayBuffer().catch(() => undefined);
        return 'up' as State;
      },
      () => 'down' as State,
    );
    return within(PROBE_MS + 500, answered, 'down');
  };
  const redis = async (): Promise<State> => (services.bus.kind === 'memory' || services.bus.up() ? 'up' : 'down');
  return {
    api: async () => 'up',
    database: db,
    redis,
    websocket: async () => ((hubsOf.get(services)?.size ?? 0) === 0 ? 'down' : (await redis()) === 'up' ? 'up' : 'degraded'),
    sms: async () => {
      const { provider, webhookUrl } = services.env.sms;
      return provider === 'webhook' && webhookUrl ? answersHttp(webhookUrl) : db();
    },
    bank: async () => {
      const { provider, webhookUrl } = services.env.bank;
      return provider === 'webhook' && webhookUrl ? answersHttp(webhookUrl) : db();
    },
    customs: db,
    webhooks: async () => {
      if ((await db()) === 'down') return 'down';
      const overdue = new Date(services.now().getTime() - BACKLOG_MS);
      const late = await services.db
        .selectFrom('open_event_outbox')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('status', '=', 'pending')
        .where((eb) => eb.or([eb('next_attempt_at', '<', overdue), eb.and([eb('next_attempt_at', 'is', null), eb('create_time', '<', overdue)])]))
        .executeTakeFirst()
        .catch(() => null);
      if (!late) return 'down';
      return Number(late.n) > 0 ? 'degraded' : 'up';
    },
  };
}

export type Sample = { component: Component; minute: Date; state: State };

const minuteOf = (at: Date) => new Date(Math.floor(at.getTime() / 60_000) * 60_000);

/** Samples not yet written, per server (the database was away when they were taken). */
const pendingOf = new WeakMap<AppServices, Sample[]>();

/**
 * One check: probes every component (the given probes replace the built-in ones, for tests), records a sample
 * of each for the current minute and answers the states.
 */
export async function checkOnce(services: AppServices, replace: Partial<Record<Component, Probe>> = {}): Promise<Record<Component, State>> {
  const all = { ...probes(services), ...replace };
  const states = Object.fromEntries(await Promise.all(COMPONENTS.map(async (c) => [c, await all[c]().catch((): State => 'down')] as const))) as Record<Component, State>;
  const minute = minuteOf(services.now());
  const pending = pendingOf.get(services) ?? [];
  pending.push(...COMPONENTS.map((component) => ({ component, minute, state: states[component] })));
  try {
    await services.db
      .insertInto('status_samples')
      .values(pending)
      .onConflict((oc) => oc.columns(['component', 'minute']).doNothing())
      .execute();
    pendingOf.set(services, []);
  } catch {
    pendingOf.set(services, pending.slice(-PENDING_MAX));
  }
  return states;
}

/** Removes samples older than the page shows. */
export async function prune(services: AppServices): Promise<void> {
  await services.db
    .deleteFrom('status_samples')
    .where('minute', '<', new Date(services.now().getTime() - KEEP_DAYS * 86_400_000))
    .execute();
}

/** The periodic check of this process: one now, then every CHECK_INTERVAL_MS; stopped before the database closes. */
export function startStatusChecks(services: AppServices, log: FastifyBaseLogger): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  let ticks = 0;
  let failing = false;
  const tick = () => {
    if (running) return;
    running = (async () => {
      try {
        await checkOnce(services);
        if (ticks++ % 60 === 0) await prune(services);
        failing = false;
      } catch (err) {
        if (!failing) log.warn({ err }, 'status check failed');
        failing = true;
      } finally {
        running = null;
      }
    })();
  };
  tick();
  const timer = setInterval(tick, CHECK_INTERVAL_MS);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
