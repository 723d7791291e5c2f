import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';

/**
 * Publish/subscribe between api replicas: Redis when REDIS_URL is set, else in-process.
 * Used to deliver notices to a socket held by any replica.
 */
export interface Bus {
  publish(channel: string, message: unknown): Promise<void>;
  subscribe(channel: string, listener: (message: unknown) => void): () => void;
  close(): Promise<void>;
  readonly kind: 'redis' | 'memory';
}

export function memoryBus(): Bus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    kind: 'memory',
    async publish(channel, message) {
      emitter.emit(channel, message);
    },
    subscribe(channel, listener) {
      emitter.on(channel, listener);
      return () => emitter.off(channel, listener);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

export async function redisBus(url: string): Promise<Bus> {
  const pub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const sub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  await Promise.all([pub.connect(), sub.connect()]);
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const counts = new Map<string, number>();
  sub.on('message', (channel: string, raw: string) => {
    try {
      local.emit(channel, JSON.parse(raw));
    } catch {
      /* a malformed frame from another process is dropped */
    }
  });
  return {
    kind: 'redis',
    async publish(channel, message) {
      await pub.publish(channel, JSON.stringify(message));
    },
    subscribe(channel, listener) {
      local.on(channel, listener);
      const n = (counts.get(channel) ?? 0) + 1;
      counts.set(channel, n);
      if (n === 1) void sub.subscribe(channel);
      return () => {
        local.off(channel, listener);
        const left = (counts.get(channel) ?? 1) - 1;
        counts.set(channel, left);
        if (left === 0) void sub.unsubscribe(channel);
      };
    },
    async close() {
      local.removeAllListeners();
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}
