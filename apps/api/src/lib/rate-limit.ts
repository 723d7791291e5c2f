import { sql } from 'kysely';
import type { AppServices } from '../services';
import { tooManyRequests } from '../http/errors';

/**
 * Fixed-window counter kept in the database, so every replica shares it. Throws 429 past the limit.
 * Old windows are dropped now and then by the same statement's caller.
 */
export async function rateLimit(services: AppServices, key: string, limit: number, windowSeconds = 60): Promise<void> {
  const nowMs = services.now().getTime();
  const windowStart = new Date(nowMs - (nowMs % (windowSeconds * 1000)));
  const row = await services.db
    .insertInto('rate_limits')
    .values({ key, window_start: windowStart, count: 1 })
    .onConflict((oc) => oc.columns(['key', 'window_start']).doUpdateSet({ count: sql`rate_limits.count + 1` }))
    .returning('count')
    .executeTakeFirstOrThrow();
  if (row.count === 1 && Math.random() < 0.01) {
    await services.db.deleteFrom('rate_limits').where('window_start', '<', new Date(nowMs - 86_400_000)).execute();
  }
  if (row.count > limit) throw tooManyRequests();
}
