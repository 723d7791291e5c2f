import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';

/**
 * Publish/subscribe between api replicas: Redis when REDIS_URL is set, else in-process.
 * Used to deliver notices to a socket held by any replica, and to tell every replica that a user's access
 * changed. What travels on it is a live push only: whatever must not be lost is in the database first.
 */
export interface Bus {
  /** Hands a message to the bus; false when the bus is down and the message was dropped (never throws). */
  publish(channel: string, message: unknown): Promise<boolean>;
  subscribe(channel: string, listener: (message: unknown) => void): () => void;
  /** Whether a message published now reaches every subscriber of this replica (always, in-process). */
  up(): boolean;
  /** How many times the bus went down since it started: a message may have been lost in each outage. */
  outages(): number;
  /** Calls `listener` each time the bus is up again after an outage (never, in-process): what it dropped can be sent again. */
  onReconnect(listener: () => void): () => void;
  close(): Promise<void>;
  readonly kind: 'redis' | 'memory';
}

/** Where the bus says that Redis went away and came back (the server's logger). */
export interface BusLog {
  warn(message: string): void;
  info(message: string): void;
}

export function memoryBus(): Bus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    kind: 'memory',
    async publish(channel, message) {
      emitter.emit(channel, message);
      return true;
    },
    subscribe(channel, listener) {
      emitter.on(channel, listener);
      return () => emitter.off(channel, listener);
    },
    up: () => true,
    outages: () => 0,
    onReconnect: () => () => undefined,
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/**
 * The Redis bus, built to outlive Redis outages: both connections reconnect on their own (ioredis retries
 * for ever), every 'error' is handled, and the outage is logged once when it starts and once when it ends,
 * not per retry. While Redis is down, publish drops at once instead of queueing (a queued push would arrive
 * late and out of place; the notice is in the database either way). The channels this replica listens to
 * are kept here and subscribed again on every new connection, so pushes published after recovery arrive.
 * Every channel is named in Redis with `prefix` first (REDIS_CHANNEL_PREFIX), invisible to callers.
 */
/** The local event for "up again"; channels named by callers never start with a NUL. */
const RECONNECTED = '\0reconnected';

export async function redisBus(url: string, log: BusLog, prefix = ''): Promise<Bus> {
  const options = { enableOfflineQueue: false, autoResubscribe: false, maxRetriesPerRequest: 1 } as const;
  const pub = new Redis(url, options);
  const sub = new Redis(url, options);
  const local = new EventEmitter();
  local.setMaxListeners(0);
  /** Listeners per channel: a channel is subscribed in Redis while it has one. */
  const counts = new Map<string, number>();
  /** Channels subscribed on sub's current connection (or being subscribed). */
  const live = new Set<string>();
  /** From a new subscriber connection until the channels are subscribed on it again. */
  let restoring = false;
  let closing = false;
  let down = false;
  let outages = 0;

  const isUp = () => pub.status === 'ready' && sub.status === 'ready' && !restoring;

  const wentDown = (reason: string) => {
    if (closing || down) return;
    down = true;
    outages++;
    log.warn(`redis unavailable (${reason}): live pushes between replicas pause; notices are still stored, and the bus reconnects on its own`);
  };
  const maybeBack = () => {
    if (down && isUp()) {
      down = false;
      log.info('redis reachable again: channels subscribed, live pushes resume');
      local.emit(RECONNECTED, undefined);
    }
  };

  /** Subscribes, on the current connection, every channel that has listeners and is not subscribed yet. */
  const syncSubscriptions = async (): Promise<void> => {
    if (sub.status !== 'ready') return;
    const missing = [...counts.keys()].filter((c) => !live.has(c));
    if (missing.length === 0) return;
    for (const c of missing) live.add(c);
    // A failure means the connection dropped under the command; 'ready' on the next one subscribes them again.
    await sub.subscribe(...missing.map((c) => prefix + c)).catch(() => missing.forEach((c) => live.delete(c)));
  };

  for (const [name, conn] of [['publisher', pub], ['subscriber', sub]] as const) {
    conn.on('error', (err: Error) => wentDown(`${name}: ${err.message}`));
    conn.on('close', () => wentDown(`${name}: connection closed`));
  }
  pub.on('ready', maybeBack);
  sub.on('ready', () => {
    live.clear();
    restoring = true;
    void syncSubscriptions().finally(() => {
      restoring = false;
      maybeBack();
    });
  });
  sub.on('close', () => live.clear());
  sub.on('message', (channel: string, raw: string) => {
    if (!channel.startsWith(prefix)) return;
    try {
      local.emit(channel.slice(prefix.length), JSON.parse(raw));
    } catch {
      /* a malformed frame from another process is dropped */
    }
  });

  // Start once both connections are ready, or without them when Redis does not answer now (the first
  // failure is logged; they keep trying).
  const readyOrFailed = (conn: Redis) =>
    new Promise<void>((resolve) => {
      if (conn.status === 'ready') return resolve();
      conn.once('ready', resolve);
      conn.once('error', () => resolve());
    });
  await Promise.all([readyOrFailed(pub), readyOrFailed(sub)]);

  return {
    kind: 'redis',
    async publish(channel, message) {
      if (pub.status !== 'ready') return false;
      try {
        await pub.publish(prefix + channel, JSON.stringify(message));
        return true;
      } catch {
        return false;
      }
    },
    subscribe(channel, listener) {
      local.on(channel, listener);
      counts.set(channel, (counts.get(channel) ?? 0) + 1);
      void syncSubscriptions();
      return () => {
        local.off(channel, listener);
        const left = (counts.get(channel) ?? 1) - 1;
        if (left > 0) return void counts.set(channel, left);
        counts.delete(channel);
        if (live.delete(channel) && sub.status === 'ready') sub.unsubscribe(prefix + channel).catch(() => undefined);
      };
    },
    up: isUp,
    outages: () => outages,
    onReconnect(listener) {
      local.on(RECONNECTED, listener);
      return () => local.off(RECONNECTED, listener);
    },
    async close() {
      closing = true;
      local.removeAllListeners();
      await Promise.allSettled([pub.quit(), sub.quit()]);
      pub.disconnect();
      sub.disconnect();
    },
  };
}
