/**
 * Signed-in callers by token hash, so the hot calls (every call's session check, getInfo, getRouters) do not ask
 * the database each time. What keeps it right:
 * - every statement that writes a table a session is made of (users, roles, grants, menus, companies, sessions)
 *   empties this replica's cache after it runs and tells the other replicas to do the same (accessWritesPlugin);
 * - a change of access committed in a transaction also evicts its users after the commit (access-changed.ts), and a
 *   read that overlapped an eviction is not kept (tickets);
 * - nothing is served while the bus is down, nor kept across a bus outage (a message may have been lost then), nor
 *   older than MAX_AGE_MS, nor past the session's own expiry.
 */
import { InsertQueryNode, type KyselyPlugin } from 'kysely';
import { createHash } from 'node:crypto';
import type { Bus } from '../bus/bus';
import type { AppServices, SessionUser } from '../services';
import { ACCESS_CHANGED_CHANNEL, onLocalAccessChange, parseAccessChanged } from './access-changed';
import { tableWritesPlugin } from './table-cache';

/** The longest a cached caller is served without being read again (a bound for a lost bus message). */
export const SESSION_CACHE_MAX_AGE_MS = 10_000;
const MAX_ENTRIES = 50_000;
/** Every replica empties its cache on a message here (a write of this kind carries no user ids). */
export const SESSIONS_STALE_CHANNEL = 'auth:sessions-stale';
/** Tables a SessionUser, getInfo's profile or the route tree are read from. */
const ACCESS_TABLES = new Set(['users', 'user_roles', 'roles', 'role_menus', 'menus', 'companies', 'sessions']);

export interface CachedCaller {
  user: SessionUser;
  /** What a handler derived from the same rows (getInfo's profile, the route tree), kept with the caller. */
  extras: Map<string, unknown>;
}

interface Entry {
  value: CachedCaller;
  until: number;
  outages: number;
}

export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /** Token → its SHA-256 (a hash per call was a tenth of a cached call's time); a token's hash never changes. */
  private readonly hashes = new Map<string, string>();
  private evictions = 0;

  constructor(private readonly bus: Bus) {}

  /** hashToken(token), remembered for the tokens of recent callers. */
  hashOf(token: string): string {
    let hash = this.hashes.get(token);
    if (hash === undefined) {
      hash = createHash('sha256').update(token).digest('hex');
      if (this.hashes.size >= MAX_ENTRIES) this.hashes.delete(this.hashes.keys().next().value as string);
      this.hashes.set(token, hash);
    }
    return hash;
  }

  /** Taken before reading the database: store() keeps the result only when nothing was evicted meanwhile. */
  ticket(): number {
    return this.evictions;
  }

  get(tokenHash: string, nowMs: number): CachedCaller | undefined {
    const e = this.entries.get(tokenHash);
    if (!e) return undefined;
    if (!this.bus.up() || e.until <= nowMs || e.outages !== this.bus.outages()) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return e.value;
  }

  store(tokenHash: string, user: SessionUser, sessionExpiresMs: number, nowMs: number, ticket: number): void {
    if (ticket !== this.evictions || !this.bus.up()) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(tokenHash, {
      value: { user, extras: new Map() },
      until: Math.min(sessionExpiresMs, nowMs + SESSION_CACHE_MAX_AGE_MS),
      outages: this.bus.outages(),
    });
  }

  /** Keeps something derived for the caller, unless an eviction came since the ticket was taken. */
  attach(tokenHash: string, key: string, value: unknown, ticket: number): void {
    if (ticket === this.evictions) this.entries.get(tokenHash)?.value.extras.set(key, value);
  }

  evictUsers(userIds: ReadonlySet<string>): void {
    this.evictions++;
    for (const [key, e] of this.entries) if (userIds.has(e.value.user.userId)) this.entries.delete(key);
  }

  clear(): void {
    this.evictions++;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

const caches = new WeakMap<object, SessionCache>();

/** The replica's cache (undefined where none was installed: scripts and tools read the database each time). */
export const sessionCacheOf = (services: object): SessionCache | undefined => caches.get(services);

/**
 * Gives the services a session cache: their database reports every write of an access table to it, and the bus's
 * stale messages from other replicas empty it. Call once, right after the services are made.
 */
export function installSessionCache(services: AppServices): SessionCache {
  const cache = new SessionCache(services.bus);
  caches.set(services, cache);
  // One message to the other replicas per burst of writes (a seed or an import writes thousands of rows).
  let telling = false;
  services.db = services.db.withPlugin(
    accessWritesPlugin(() => {
      cache.clear();
      if (telling) return;
      telling = true;
      setImmediate(() => {
        telling = false;
        void services.bus.publish(SESSIONS_STALE_CHANNEL, {});
      });
    }),
  );
  services.bus.subscribe(SESSIONS_STALE_CHANNEL, () => cache.clear());
  services.bus.subscribe(ACCESS_CHANGED_CHANNEL, (raw) => {
    const userIds = parseAccessChanged(raw);
    if (userIds?.size) cache.evictUsers(userIds);
  });
  onLocalAccessChange(services, (userIds) => cache.evictUsers(userIds));
  return cache;
}

/** Calls onWrite after each statement that changed an access table (a new session row changes nobody's access). */
export const accessWritesPlugin = (onWrite: () => void): KyselyPlugin =>
  tableWritesPlugin(ACCESS_TABLES, onWrite, (node, table) => table === 'sessions' && InsertQueryNode.is(node));
