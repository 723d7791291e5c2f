/**
 * API keys of approved subscriptions (issue 18). A key is `pk_live_` + 40 random base62 characters, answered once
 * and kept as its SHA-256 hash; it opens the /open/v1 calls of its subscription's product while the subscription
 * stays approved. A rotation issues a new key and lets the old one live for an overlap window; a revocation ends
 * it at once. Every call is counted per key per day, and limited per key per minute (a fixed window shared by the
 * replicas through the database), answered with the IETF RateLimit / RateLimit-Policy header fields.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Schemas } from '@port/sdk/contract';
import type { AppServices } from '../../services';
import type { Database } from '../../db/database';
import { ApiError, unauthorized } from '../../http/errors';
import { apiKeyFrom, hashToken, type ApiKeyCaller } from '../../http/credentials';
import { addPortDays, formatDateTime, portDay } from '../../lib/datetime';

const KEY_PATTERN = /^pk_live_[A-Za-z0-9]{40}$/;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function newKey(): string {
  // 40 characters of 62: rejection sampling keeps them uniform (238 bits).
  let out = '';
  while (out.length < 40) {
    for (const b of randomBytes(64)) if (b < 248 && out.length < 40) out += ALPHABET[b % 62];
  }
  return `pk_live_${out}`;
}

type KeyRow = { id: string; prefix: string; create_time: Date; expires_at: Date | null; revoked_at: Date | null; last_used_at: Date | null };

export function toApiKey(r: KeyRow, now: Date): Schemas['ApiKey'] {
  const status = r.revoked_at ? 'revoked' : r.expires_at ? (r.expires_at > now ? 'expiring' : 'expired') : 'active';
  return {
    id: String(r.id),
    prefix: r.prefix,
    status,
    createTime: formatDateTime(r.create_time),
    expiresAt: r.expires_at ? formatDateTime(r.expires_at) : null,
    revokedAt: r.revoked_at ? formatDateTime(r.revoked_at) : null,
    lastUsedAt: r.last_used_at ? formatDateTime(r.last_used_at) : null,
  };
}

/** The caller's company's subscription, or null (another company's id reads as not found). */
export async function ownSubscription(db: Database, id: string, companyId: string | null) {
  if (!companyId) return null;
  return (await db.selectFrom('api_subscriptions').select(['id', 'company_id', 'product_code', 'status']).where('id', '=', id).where('company_id', '=', companyId).executeTakeFirst()) ?? null;
}

const keyColumns = ['id', 'prefix', 'create_time', 'expires_at', 'revoked_at', 'last_used_at'] as const;

/** Issues a key; when the subscription has a live key this rotates it: the old key lives overlapHours more. */
export async function issueKey(services: AppServices, sub: { id: string; company_id: string; product_code: string }, userId: string, overlapHours: number) {
  const now = services.now();
  const key = newKey();
  return services.db.transaction().execute(async (trx) => {
    const until = new Date(now.getTime() + overlapHours * 3_600_000);
    // Live keys without an end yet get one (the overlap); keys already expiring keep their earlier end.
    await trx
      .updateTable('api_keys')
      .set({ expires_at: until })
      .where('subscription_id', '=', sub.id)
      .where('revoked_at', 'is', null)
      .where('expires_at', 'is', null)
      .execute();
    const row = await trx
      .insertInto('api_keys')
      .values({ subscription_id: sub.id, company_id: sub.company_id, product_code: sub.product_code, prefix: key.slice(0, 12), key_hash: hashToken(key), created_by: userId, create_time: now })
      .returning(keyColumns)
      .executeTakeFirstOrThrow();
    return { key, apiKey: toApiKey(row, now) };
  });
}

export async function revokeKey(services: AppServices, subscriptionId: string, keyId: string) {
  if (!/^[0-9]{1,18}$/.test(keyId)) return null;
  const now = services.now();
  const row = await services.db
    .updateTable('api_keys')
    .set({ revoked_at: sql`coalesce(revoked_at, ${now})` })
    .where('id', '=', keyId)
    .where('subscription_id', '=', subscriptionId)
    .returning(keyColumns)
    .executeTakeFirst();
  return row ? toApiKey(row, now) : null;
}

export async function keysOf(services: AppServices, subscriptionId: string): Promise<Schemas['ApiKeys']> {
  const now = services.now();
  const rows = await services.db.selectFrom('api_keys').select(keyColumns).where('subscription_id', '=', subscriptionId).orderBy('id', 'desc').execute();
  const since = addPortDays(portDay(now), -29);
  const usage = rows.length
    ? await services.db
        .selectFrom('api_key_usage')
        .select(['key_id', sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'), 'calls', 'limited'])
        .where('key_id', 'in', rows.map((r) => r.id))
        .where('day', '>=', since)
        .orderBy('day', 'desc')
        .orderBy('key_id', 'desc')
        .execute()
    : [];
  return {
    keys: rows.map((r) => toApiKey(r, now)),
    usage: usage.map((u) => ({ day: u.day, keyId: String(u.key_id), calls: u.calls, limited: u.limited })),
    rateLimit: services.env.openApi.rateLimit,
  };
}

/**
 * Settles the caller of an api-key operation: the key must be live, its subscription still approved and for
 * the product the operation belongs to; then the per-key rate limit (429 past it) and the day's count.
 */
export async function authenticateApiKey(services: AppServices, req: FastifyRequest, reply: FastifyReply, product: string): Promise<ApiKeyCaller> {
  const key = apiKeyFrom(req);
  // An integrator reads these: they name the key, not a sign-in the API has none of.
  if (!key) throw unauthorized('apiKeyMissing');
  if (!KEY_PATTERN.test(key)) throw unauthorized('apiKeyInvalid');
  const now = services.now();
  const row = await services.db
    .selectFrom('api_keys as k')
    .innerJoin('api_subscriptions as s', 's.id', 'k.subscription_id')
    .select(['k.id', 'k.company_id', 'k.product_code', 'k.subscription_id', 'k.expires_at', 'k.revoked_at', 's.status'])
    .where('k.key_hash', '=', hashToken(key))
    .executeTakeFirst();
  if (!row || row.revoked_at || (row.expires_at && row.expires_at <= now) || row.status !== '1') throw unauthorized('apiKeyInvalid');
  if (row.product_code !== product) throw new ApiError(403, 'forbidden', {}, {});
  const limit = services.env.openApi.rateLimit;
  const windowMs = 60_000;
  const windowStart = new Date(now.getTime() - (now.getTime() % windowMs));
  const counted = await services.db
    .insertInto('rate_limits')
    .values({ key: `apikey:${row.id}`, window_start: windowStart, count: 1 })
    .onConflict((oc) => oc.columns(['key', 'window_start']).doUpdateSet({ count: sql`rate_limits.count + 1` }))
    .returning('count')
    .executeTakeFirstOrThrow();
  const over = counted.count > limit;
  const reset = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000));
  void reply.header('RateLimit-Policy', `"perkey";q=${limit};w=60`);
  void reply.header('RateLimit', `"perkey";r=${Math.max(0, limit - counted.count)};t=${reset}`);
  const day = portDay(now);
  await services.db
    .insertInto('api_key_usage')
    .values({ key_id: row.id, day, calls: over ? 0 : 1, limited: over ? 1 : 0 })
    .onConflict((oc) =>
      oc.columns(['key_id', 'day']).doUpdateSet(over ? { limited: sql`api_key_usage.limited + 1` } : { calls: sql`api_key_usage.calls + 1` }),
    )
    .execute();
  if (over) {
    void reply.header('Retry-After', String(reset));
    throw new ApiError(429, 'tooManyRequests');
  }
  // last_used_at at most once a minute per key: one write per window, not per call.
  if (counted.count === 1) await services.db.updateTable('api_keys').set({ last_used_at: now }).where('id', '=', row.id).execute();
  return { keyId: String(row.id), companyId: row.company_id, productCode: row.product_code, subscriptionId: row.subscription_id };
}
