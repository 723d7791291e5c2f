import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { AppServices, SessionUser } from '../../services';
import { hashToken } from '../../http/credentials';
import type { CachedCaller } from '../../lib/session-cache';
import { announceAccessChange } from '../../lib/access-changed';
import { sessionCacheOf } from '../../lib/session-cache';
import { PLATFORM_ADMIN_ROLE, PLATFORM_COMPANY_KIND } from '../accounts/common/platform';

export const SESSION_TTL_SECONDS = 12 * 60 * 60;

/** A new opaque token; only its hash is stored, so a database leak yields no usable tokens. */
export async function createSession(services: AppServices, userId: string, ip: string | null): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = services.now();
  await services.db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      ip,
      create_time: now,
      expires_at: new Date(now.getTime() + SESSION_TTL_SECONDS * 1000),
    })
    .execute();
  return token;
}

/** Revokes one session; its sockets on every replica close at once (access-changed.ts). */
export async function revokeSession(services: AppServices, tokenHash: string): Promise<void> {
  const rows = await services.db.updateTable('sessions').set({ revoked_at: services.now() }).where('token_hash', '=', tokenHash).returning('user_id').execute();
  await announceAccessChange(services, rows.map((r) => r.user_id));
}

/** Revokes a user's sessions (but `except`); their sockets on every replica close at once. */
export async function revokeUserSessions(services: AppServices, userId: string, except?: string): Promise<void> {
  let q = services.db.updateTable('sessions').set({ revoked_at: services.now() }).where('user_id', '=', userId).where('revoked_at', 'is', null);
  if (except) q = q.where('token_hash', '!=', except);
  await q.execute();
  await announceAccessChange(services, [userId]);
}

/**
 * The caller behind a token, with roles and permissions; null when the token is unknown, revoked or expired.
 * One round trip (user, enabled roles and their menus' permissions together): it runs before every call.
 */
export async function resolveSession(services: AppServices, token: string): Promise<SessionUser | null> {
  return (await resolveCaller(services, token))?.user ?? null;
}

/** The caller with what handlers keep beside it (session-cache.ts); from the cache when it holds the token. */
/** The caller when the session cache holds the token (no database, no promise: the hot path); else undefined. */
export function cachedSession(services: AppServices, token: string): SessionUser | undefined {
  const cache = sessionCacheOf(services);
  return cache?.get(cache.hashOf(token), services.now().getTime())?.user;
}

export async function resolveCaller(services: AppServices, token: string): Promise<CachedCaller | null> {
  const cache = sessionCacheOf(services);
  const tokenHash = cache ? cache.hashOf(token) : hashToken(token);
  const now = services.now();
  const hit = cache?.get(tokenHash, now.getTime());
  if (hit) return hit;
  const ticket = cache?.ticket() ?? 0;
  const row = await services.db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.user_id', 's.user_id')
    .select(['s.expires_at', 'u.user_id', 'u.mobile', 'u.name', 'u.company_id', 'u.user_type', 'u.auth_status', 'u.status', 'u.del_flag'])
    .select(sql<RoleRow[] | null>`(
      select json_agg(json_build_object('role_id', r.role_id, 'role_key', r.role_key, 'data_scope', r.data_scope, 'platform', r.company_id is null))
      from user_roles ur join roles r on r.role_id = ur.role_id where ur.user_id = u.user_id and r.status = '0')`.as('roles'))
    .select(sql<string | null>`(select c.kind from companies c where c.company_id = u.company_id)`.as('company_kind'))
    .select(sql<string[] | null>`(
      select json_agg(distinct m.perms) from user_roles ur join roles r on r.role_id = ur.role_id
      join role_menus rm on rm.role_id = r.role_id join menus m on m.menu_id = rm.menu_id
      where ur.user_id = u.user_id and r.status = '0' and m.perms is not null)`.as('perms'))
    .where('s.token_hash', '=', tokenHash)
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', now)
    .executeTakeFirst();
  if (!row || row.status !== '0' || row.del_flag !== '0') return null;
  const user: SessionUser = {
    userId: row.user_id,
    mobile: row.mobile,
    name: row.name,
    companyId: row.company_id,
    userType: row.user_type,
    authStatus: row.auth_status,
    tokenHash,
    ...accessOf(row.company_kind, jsonValue(row.roles) ?? [], jsonValue(row.perms) ?? []),
  };
  if (!cache) return { user, extras: new Map() };
  cache.store(tokenHash, user, new Date(row.expires_at).getTime(), now.getTime(), ticket);
  return cache.get(tokenHash, now.getTime()) ?? { user, extras: new Map() };
}

/**
 * Something a handler derives for the caller from access tables only (getInfo's profile, the route tree), kept
 * with the cached caller until its access changes; computed each time where there is no cache.
 */
export async function derivedForCaller<T>(services: AppServices, user: SessionUser, key: string, compute: () => Promise<T>): Promise<T> {
  const cache = sessionCacheOf(services);
  const entry = cache?.get(user.tokenHash, services.now().getTime());
  if (entry?.extras.has(key)) return entry.extras.get(key) as T;
  const ticket = cache?.ticket() ?? 0;
  const value = await compute();
  cache?.attach(user.tokenHash, key, value, ticket);
  return value;
}

/** json columns arrive parsed from PostgreSQL and PGlite; as text from a driver configured otherwise. */
const jsonValue = <T>(v: T | string | null): T | null => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

interface RoleRow {
  role_id: string;
  role_key: string;
  data_scope: string;
  /** A platform role: one that belongs to no company (company_id null). */
  platform: boolean;
}

type Access = Pick<SessionUser, 'roles' | 'roleIds' | 'permissions' | 'dataScope' | 'platform'>;

/**
 * What the caller may do. Platform staff are users of the platform company (kind 'operator', which no
 * registration can choose) holding a platform role; only they get the administrator's every permission
 * (the platform role sys) and the data scope of every company. A company role confers neither, whatever
 * its key or data scope says: a company naming a role 'sys' or giving it scope '1' gains nothing.
 */
function accessOf(companyKind: string | null, roles: ReadonlyArray<RoleRow>, menuPerms: ReadonlyArray<string>): Access {
  const roleIds = roles.map((r) => r.role_id);
  const platform = companyKind === PLATFORM_COMPANY_KIND && roles.some((r) => r.platform);
  let permissions: string[] = [];
  if (platform && roles.some((r) => r.platform && r.role_key === PLATFORM_ADMIN_ROLE)) permissions = ['*:*:*'];
  // A wildcard reaches a session only through the platform administrator role above.
  else if (roleIds.length > 0) permissions = menuPerms.filter((p) => Boolean(p) && p !== '*:*:*').sort();
  const scopes = roles.map((r) => (r.data_scope === '1' && !(platform && r.platform) ? '2' : r.data_scope)).sort();
  return {
    roles: roles.length ? roles.map((r) => r.role_key) : ['ROLE_DEFAULT'],
    roleIds,
    permissions,
    dataScope: (scopes[0] as '1' | '2' | '3' | undefined) ?? '3',
    platform,
  };
}

/** Roles (enabled ones), the permission strings of their menus, and the widest data scope. */
export async function loadAccess(
  services: AppServices,
  userId: string,
): Promise<Access> {
  const roles = await services.db
    .selectFrom('user_roles as ur')
    .innerJoin('roles as r', 'r.role_id', 'ur.role_id')
    .select(['r.role_id', 'r.role_key', 'r.data_scope', sql<boolean>`r.company_id is null`.as('platform')])
    .where('ur.user_id', '=', userId)
    .where('r.status', '=', '0')
    .execute();
  const perms = roles.length
    ? await services.db
        .selectFrom('role_menus as rm')
        .innerJoin('menus as m', 'm.menu_id', 'rm.menu_id')
        .select('m.perms')
        .distinct()
        .where('rm.role_id', 'in', roles.map((r) => r.role_id))
        .where('m.perms', 'is not', null)
        .execute()
    : [];
  const company = await services.db
    .selectFrom('users as u')
    .leftJoin('companies as c', 'c.company_id', 'u.company_id')
    .select('c.kind')
    .where('u.user_id', '=', userId)
    .executeTakeFirst();
  return accessOf(company?.kind ?? null, roles, perms.map((p) => p.perms!));
}
