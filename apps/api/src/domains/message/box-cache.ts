/**
 * Each user's box answers (the unread counts, the bell's unread list, the first page of 消息中心) kept per user
 * until anything they are read from changes (lib/table-cache.ts): a publish, a read, a new recipient, a user's
 * company or roles. The answers also depend on the clock (an item shows from its push time until it expires), so
 * each is kept at most until the next such moment in the user's box.
 */
import { sql } from 'kysely';
import type { AppServices } from '../../services';
import { installTableCache, type TableCache } from '../../lib/table-cache';
import { syncInbox } from './inbox';

/** What a box answer is read from: the box's tables, the notice posts that join users to it, and who a user is. */
const BOX_TABLES = new Set([
  'notices', 'notice_targets', 'notice_deliveries', 'notice_sync', 'notice_posts', 'notice_post_audience',
  'users', 'user_roles', 'roles', 'companies',
]);
export const BOX_STALE_CHANNEL = 'message:box-stale';
/** The longest an answer is served without being read again (a bound for a lost bus message). */
export const BOX_CACHE_MAX_AGE_MS = 10_000;

const caches = new WeakMap<object, TableCache<unknown>>();

export function installBoxCache(services: AppServices, onCommit: (listener: () => void) => void): void {
  caches.set(services, installTableCache(services, { tables: BOX_TABLES, channel: BOX_STALE_CHANNEL, maxAgeMs: BOX_CACHE_MAX_AGE_MS, onCommit }));
}

/** The box cache of a server (tests look at it); undefined where none was installed. */
export const boxCacheOf = (services: object): TableCache<unknown> | undefined => caches.get(services);

/** When the user's box next changes by the clock alone: an item's push time comes, or an item expires. */
async function nextChange(services: AppServices, userId: string, now: Date): Promise<number> {
  const { rows } = await sql<{ at: Date | string | null }>`
    select least(
      (select min(d.push_time) from notice_deliveries d where d.user_id = ${userId} and d.push_time > ${now}),
      (select min(n.expires_at) from notice_deliveries d join notices n on n.id = d.notice_id
        where d.user_id = ${userId} and n.expires_at > ${now})) as at`.execute(services.db);
  const at = rows[0]?.at;
  return at ? new Date(at).getTime() : Number.POSITIVE_INFINITY;
}

/**
 * The user's box brought up to date (syncInbox) and `read` from it, or the kept answer under `key` when nothing it
 * depends on changed since; computed each time where no cache was installed.
 */
export async function fromBox<T>(services: AppServices, userId: string, key: string, read: () => Promise<T>): Promise<T> {
  const cache = caches.get(services) as TableCache<T> | undefined;
  const cacheKey = `${userId}\u0000${key}`;
  const hit = cache?.get(cacheKey, services.now().getTime());
  if (hit !== undefined) return hit;
  await syncInbox(services, userId);
  if (!cache) return read();
  // After the sync's own writes: a write from here on means the answer may be old.
  const ticket = cache.ticket();
  const now = services.now();
  const [value, until] = await Promise.all([read(), nextChange(services, userId, now)]);
  cache.store(cacheKey, value, until, now.getTime(), ticket);
  return value;
}
