/** The API product catalogue and the enterprises' subscription applications. */
import { sql } from 'kysely';
import type { Schemas } from '@port/sdk/contract';
import type { Database } from '../../db/database';
import { formatDateTime } from '../../lib/datetime';
import { likeContains } from '../../lib/like';
import type { ApiEndpointDoc } from './tables';

type Category = Schemas['ApiProductSummary']['category'];

const summaryOf = (r: { code: string; name: string; category: string; summary: string; version: string; endpoints: readonly unknown[] }): Schemas['ApiProductSummary'] => ({
  code: r.code,
  name: r.name,
  category: r.category as Category,
  summary: r.summary,
  version: r.version,
  endpointCount: r.endpoints.length,
});

/** Published products; keyword matches names and summaries and the names and paths of their endpoints. */
export async function listProducts(db: Database, keyword?: string, category?: Category): Promise<Schemas['ApiProductSummary'][]> {
  let query = db.selectFrom('api_products').select(['code', 'name', 'category', 'summary', 'version', 'endpoints']).where('published', '=', true);
  if (category) query = query.where('category', '=', category);
  if (keyword?.trim()) {
    const like = likeContains(keyword.trim());
    query = query.where((eb) =>
      eb.or([
        eb('name', 'ilike', like),
        eb('summary', 'ilike', like),
        eb('code', 'ilike', like),
        // Any endpoint whose name or path matches.
        eb.exists(
          sql<boolean>`(select 1 from jsonb_array_elements(api_products.endpoints) e where e->>'name' ilike ${like} or e->>'path' ilike ${like})`,
        ),
      ]),
    );
  }
  const rows = await query.orderBy('sort').orderBy('code').execute();
  return rows.map(summaryOf);
}

export async function productDetail(db: Database, code: string): Promise<Schemas['ApiProduct'] | null> {
  const r = await db.selectFrom('api_products').selectAll().where('code', '=', code).where('published', '=', true).executeTakeFirst();
  if (!r) return null;
  return {
    ...summaryOf(r),
    description: r.description,
    endpoints: r.endpoints.map((e: ApiEndpointDoc) => ({ ...e, params: e.params.map((p) => ({ ...p })) })),
    updatedAt: formatDateTime(r.update_time),
  };
}

const subscriptionColumns = [
  's.id', 's.product_code', 'p.name as product_name', 'c.company_name', 's.purpose', 's.contact_name', 's.contact_mobile',
  's.status', 's.review_remark', 's.create_time', 's.update_time',
] as const;

export function subscriptions(db: Database) {
  return db
    .selectFrom('api_subscriptions as s')
    .innerJoin('api_products as p', 'p.code', 's.product_code')
    .innerJoin('companies as c', 'c.company_id', 's.company_id')
    .select(subscriptionColumns);
}

type SubscriptionRow = Awaited<ReturnType<ReturnType<typeof subscriptions>['executeTakeFirstOrThrow']>>;

export const toSubscription = (r: SubscriptionRow): Schemas['ApiSubscription'] => ({
  id: r.id,
  productCode: r.product_code,
  productName: r.product_name,
  companyName: r.company_name,
  purpose: r.purpose,
  contactName: r.contact_name,
  contactMobile: r.contact_mobile,
  status: r.status === '1' ? '1' : r.status === '2' ? '2' : '0',
  reviewRemark: r.review_remark,
  createTime: formatDateTime(r.create_time),
  updateTime: formatDateTime(r.update_time),
});

export async function companySubscriptions(db: Database, companyId: string, productCode?: string): Promise<Schemas['ApiSubscription'][]> {
  let query = subscriptions(db).where('s.company_id', '=', companyId);
  if (productCode) query = query.where('s.product_code', '=', productCode);
  const rows = await query.orderBy('s.create_time', 'desc').orderBy('s.id').execute();
  return rows.map(toSubscription);
}

export interface NewSubscription {
  productCode: string;
  companyId: string;
  userId: string;
  purpose: string;
  contactName: string;
  contactMobile: string;
}

/** Stores an application under review; null when the company already has an open one for the product. */
export async function createSubscription(db: Database, input: NewSubscription): Promise<Schemas['ApiSubscription'] | null> {
  const inserted = await db
    .insertInto('api_subscriptions')
    .values({
      product_code: input.productCode,
      company_id: input.companyId,
      user_id: input.userId,
      purpose: input.purpose,
      contact_name: input.contactName,
      contact_mobile: input.contactMobile,
    })
    // The partial unique index (company, product) over open applications decides races between replicas.
    .onConflict((oc) => oc.columns(['company_id', 'product_code']).where('status', 'in', ['0', '1']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return null;
  const row = await subscriptions(db).where('s.id', '=', inserted.id).executeTakeFirstOrThrow();
  return toSubscription(row);
}
