/**
 * Authentication flows. A shop's states follow its latest flow: companyStatus '1' link issued, '2' identity
 * submitted (authStatus '01'), '4' completed (authStatus '02'), '3' failed, cancelled or expired.
 */
import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { FastifyRequest } from 'fastify';
import type { Schemas } from '@port/sdk/contract';
import type { AppServices, SessionUser } from '../../../services';
import { actorOf, recordAudit } from '../../../lib/audit';
import { formatDateTime } from '../../../lib/datetime';
import { dateTime } from '../common/format';
import { fail, type Lang } from '../common/messages';
import type { ShopRow } from '../company/shop';
import type { RealAuthFlowsTable } from '../tables';
import { realAuthProvider } from './provider';
import { AUTH } from '@port/sdk/labels';

export const FLOW_TTL_MS = 30 * 60 * 1000;
export type Flow = Selectable<RealAuthFlowsTable>;
type CompanyAuthStatus = Schemas['CompanyAuthStatus'];

const OPEN: Array<Flow['status']> = ['issued', 'submitted'];

export const isExpired = (flow: Flow, now: Date) => new Date(flow.expires_at) <= now;

export async function latestFlow(services: AppServices, where: { shopId: string } | { userId: string; kind: 'person' }) {
  let q = services.db.selectFrom('real_auth_flows').selectAll();
  q = 'shopId' in where ? q.where('shop_id', '=', where.shopId).where('kind', '=', 'company') : q.where('user_id', '=', where.userId).where('kind', '=', 'person');
  return q.orderBy('created_at', 'desc').limit(1).executeTakeFirst();
}

export function companyStatusOf(authStatus: string, flow: Flow | undefined, now: Date): { companyStatus: CompanyAuthStatus; failReason: string | null } {
  if (authStatus === AUTH.verified) return { companyStatus: '4', failReason: null };
  if (!flow) return { companyStatus: '0', failReason: null };
  if (flow.status === 'success') return { companyStatus: '4', failReason: null };
  if (flow.status === 'failed' || flow.status === 'cancelled') return { companyStatus: '3', failReason: flow.fail_reason ?? flow.status };
  if (isExpired(flow, now)) return { companyStatus: '3', failReason: 'expired' };
  return { companyStatus: flow.status === 'submitted' ? '2' : '1', failReason: null };
}

export function linkOf(services: AppServices, flow: Flow): Schemas['RealAuthLink'] {
  return { url: realAuthProvider(services).linkFor(flow), flowId: flow.flow_id, expiresAt: dateTime(flow.expires_at)! };
}

async function createFlow(services: AppServices, values: { kind: Flow['kind']; shopId: string | null; userId: string; redirectUrl: string | null }) {
  const now = services.now();
  return services.db
    .insertInto('real_auth_flows')
    .values({
      flow_id: randomBytes(18).toString('base64url'),
      kind: values.kind,
      shop_id: values.shopId,
      user_id: values.userId,
      status: 'issued',
      redirect_url: values.redirectUrl,
      created_at: now,
      expires_at: new Date(now.getTime() + FLOW_TTL_MS),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A same-origin path under /new/ to return to; anything else is dropped. */
export const safeRedirect = (url: string | undefined): string | null => (url && /^\/new\/[^\s\\]*$/.test(url) && !url.startsWith('//') ? url : null);

/**
 * The shop's link: the open one, or a new one. regenerate cancels every open flow and clears the shop's
 * authentication state (even a completed one), as the confirm text of 重新生成认证链接 says.
 */
export async function companyLink(
  services: AppServices,
  req: FastifyRequest,
  lang: Lang,
  me: SessionUser,
  shop: ShopRow,
  opts: { regenerate: boolean; redirectUrl?: string | undefined },
): Promise<Flow> {
  if (shop.shop_status !== '1') throw fail(lang, 'accounts.realAuth.notApproved', {}, { status: 409 });
  const now = services.now();
  if (!opts.regenerate) {
    if (shop.auth_status === AUTH.verified) throw fail(lang, 'accounts.realAuth.alreadyAuthenticated', {}, { status: 409 });
    const open = await latestFlow(services, { shopId: shop.shop_id });
    if (open && OPEN.includes(open.status) && !isExpired(open, now)) return open;
  }
  return services.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('real_auth_flows')
      .set({ status: 'cancelled', finished_at: now, fail_reason: 'regenerated' })
      .where('shop_id', '=', shop.shop_id)
      .where('status', 'in', OPEN)
      .execute();
    if (opts.regenerate) {
      await trx.updateTable('companies').set({ auth_status: AUTH.none, update_time: now }).where('shop_id', '=', shop.shop_id).execute();
      await recordAudit(trx, actorOf(me, req), {
        action: 'regenerateAuthLink', entity: 'shop', entityId: shop.shop_id, before: { authStatus: shop.auth_status }, after: { authStatus: AUTH.none },
      });
    }
    const tx = { ...services, db: trx };
    return createFlow(tx, { kind: 'company', shopId: shop.shop_id, userId: me.userId, redirectUrl: safeRedirect(opts.redirectUrl) });
  });
}

export async function personLink(services: AppServices, lang: Lang, me: SessionUser, redirectUrl?: string): Promise<Flow> {
  const row = await services.db.selectFrom('users').select('auth_status').where('user_id', '=', me.userId).executeTakeFirstOrThrow();
  if (row.auth_status === AUTH.verified) throw fail(lang, 'accounts.realAuth.personAlready', {}, { status: 409 });
  const now = services.now();
  await services.db
    .updateTable('real_auth_flows')
    .set({ status: 'cancelled', finished_at: now, fail_reason: 'replaced' })
    .where('user_id', '=', me.userId)
    .where('kind', '=', 'person')
    .where('status', 'in', OPEN)
    .execute();
  return createFlow(services, { kind: 'person', shopId: null, userId: me.userId, redirectUrl: safeRedirect(redirectUrl) });
}

export const finishedAt = (flow: Flow | undefined) => (flow?.finished_at ? formatDateTime(flow.finished_at) : null);
