/**
 * The platform's review of API subscription applications (API订阅审核, console system/apiSubscriptions):
 * every company's applications, paged, and the decision on one under review: approve, or reject with a
 * reason. The permission (portal:apiSubscription:list / :review) is enforced by the contract (x-permission).
 */
import { sql } from 'kysely';
import type { Schemas } from '@port/sdk/contract';
import type { Database } from '../../db/database';
import { likeContains } from '../../lib/like';
import { subscriptions, toSubscription } from './products';

export interface ReviewFilters {
  pageNo: number;
  pageSize: number;
  productCode?: string | undefined;
  companyName?: string | undefined;
  status?: '0' | '1' | '2' | undefined;
}

/** One page: applications under review first, then the newest. */
export async function subscriptionsForReview(db: Database, f: ReviewFilters) {
  let base = subscriptions(db);
  if (f.productCode) base = base.where('s.product_code', '=', f.productCode);
  if (f.companyName) base = base.where('c.company_name', 'ilike', likeContains(f.companyName));
  if (f.status) base = base.where('s.status', '=', f.status);
  const [rows, count] = await Promise.all([
    base
      .orderBy(sql`case when s.status = '0' then 0 else 1 end`)
      .orderBy('s.create_time', 'desc')
      .orderBy('s.id')
      .limit(f.pageSize)
      .offset((f.pageNo - 1) * f.pageSize)
      .execute(),
    base.clearSelect().select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { data: rows.map(toSubscription), total: Number(count.n), totalExact: true, pageNo: f.pageNo, pageSize: f.pageSize };
}

export type Decision = 'decided' | 'notFound' | 'alreadyReviewed';

/** Decides an application still under review; the status check in the update settles concurrent reviewers. */
export async function decideSubscription(
  db: Database,
  id: string,
  status: '1' | '2',
  remark: string | null,
  now: Date,
): Promise<{ outcome: Decision; before?: string; subscription?: Schemas['ApiSubscription'] }> {
  const current = await db.selectFrom('api_subscriptions').select(['status']).where('id', '=', id).executeTakeFirst();
  if (!current) return { outcome: 'notFound' };
  const updated = await db
    .updateTable('api_subscriptions')
    .set({ status, review_remark: remark, update_time: now })
    .where('id', '=', id)
    .where('status', '=', '0')
    .returning('id')
    .executeTakeFirst();
  if (!updated) return { outcome: 'alreadyReviewed', before: current.status };
  const row = await subscriptions(db).where('s.id', '=', id).executeTakeFirstOrThrow();
  return { outcome: 'decided', before: current.status, subscription: toSubscription(row) };
}
