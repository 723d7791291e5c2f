/**
 * The review of onboarding applications: approve, reject with a reason, freeze. Each change is
 * conditional on the state read (two reviewers cannot both act on one application), recorded in the
 * audit log, and told to the applicant.
 */
import { sql } from 'kysely';
import type { FastifyRequest } from 'fastify';
import type { Schemas } from '@port/sdk/contract';
import { ApiError } from '../../../http/errors';
import { actorOf, recordAudit } from '../../../lib/audit';
import { formatDateTime } from '../../../lib/datetime';
import type { AppServices, SessionUser } from '../../../services';
import { notFound } from '../common/access';
import { fail, say, type Lang } from '../common/messages';
import { escapeHtml, notifyUsers } from '../common/notify';
import { ensureCompanyAdmin } from '../roles/company-admin';
import { companyTypesOf } from './onboarding';
import { metaOf, shopById } from './shop';

type Action = Schemas['ShopReviewAction']['action'];

/** Which states each action may start from, and where it leads. */
const TRANSITIONS: Record<Action, { from: ReadonlyArray<string>; to: string }> = {
  approve: { from: ['0', '2', '-2'], to: '1' },
  reject: { from: ['0', '2'], to: '-1' },
  freeze: { from: ['0', '1', '2'], to: '-2' },
};

const RESULT_KEY = { approve: 'accounts.review.approved', reject: 'accounts.review.rejected', freeze: 'accounts.review.frozen' } as const;

export async function reviewShop(
  services: AppServices,
  req: FastifyRequest,
  lang: Lang,
  me: SessionUser,
  body: Schemas['ShopReviewAction'],
): Promise<Schemas['SellerBase']> {
  const shop = await shopById(services, body.shopId);
  if (!shop) throw notFound();
  const reason = body.reason?.trim() ?? '';
  if (body.action !== 'approve' && !reason) throw fail(lang, 'accounts.review.reasonRequired', {}, { field: 'reason' });
  const rule = TRANSITIONS[body.action];
  const from = shop.shop_status;
  if (from === null || !rule.from.includes(from)) {
    const label = from === null ? '-' : say(lang, `labels.shopStatus.${from as '0' | '1' | '-1' | '-2' | '2'}`);
    throw fail(lang, 'accounts.review.transitionRefused', { from: label }, { status: 409 });
  }
  const meta = metaOf(shop.profile ?? {});
  const profile = JSON.stringify({ ...shop.profile, statusDesc: body.action === 'approve' ? null : reason });
  const now = services.now();
  const updated = await services.db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('companies')
      .set({ shop_status: rule.to, profile, version: sql`version + 1`, update_time: now })
      .where('shop_id', '=', shop.shop_id)
      .where('version', '=', shop.version)
      .returning(['shop_id', 'company_id', 'shop_status', 'version'])
      .executeTakeFirst();
    if (!row) throw new ApiError(409, 'staleUpdate');
    if (body.action === 'approve') {
      await ensureCompanyAdmin(trx, {
        companyId: shop.company_id,
        companyTypes: companyTypesOf(shop),
        applicantId: meta.userId ?? null,
        roleName: say('zh-CN', 'accounts.roles.companyAdminName'),
        by: me.name ?? me.mobile,
      });
    }
    await recordAudit(trx, actorOf(me, req), {
      action: body.action, entity: 'shop', entityId: shop.shop_id,
      before: { shopStatus: from }, after: { shopStatus: rule.to, ...(reason ? { reason } : {}) },
    });
    return row;
  });
  if (meta.userId) {
    const result = say('zh-CN', RESULT_KEY[body.action]);
    const title = say('zh-CN', 'accounts.review.applicantNotice', { result });
    const content = reason ? say('zh-CN', 'accounts.review.applicantNoticeReason', { result, reason }) : title;
    await notifyUsers(services, req.log, [meta.userId], title, escapeHtml(content));
  }
  return { shopId: updated.shop_id, companyId: updated.company_id, shopStatus: updated.shop_status, version: updated.version };
}

/** The audit trail of a shop, newest first, with who made each change. */
export async function shopHistory(services: AppServices, shopId: string): Promise<Schemas['ShopHistoryItem'][]> {
  const rows = await services.db
    .selectFrom('audit_log as a')
    .leftJoin('users as u', 'u.user_id', 'a.actor_id')
    .select(['a.action', 'a.actor_id', 'u.name', 'u.mobile', 'a.before', 'a.after', 'a.at'])
    .where('a.entity', '=', 'shop')
    .where('a.entity_id', '=', shopId)
    .orderBy('a.at', 'desc')
    .orderBy('a.id', 'desc')
    .execute();
  const field = (value: unknown, key: string): string | null => {
    if (!value || typeof value !== 'object') return null;
    const v = (value as Record<string, unknown>)[key];
    return typeof v === 'string' ? v : null;
  };
  return rows.map((r) => ({
    action: r.action,
    actorId: r.actor_id,
    actorName: r.name ?? r.mobile ?? null,
    fromStatus: field(r.before, 'shopStatus'),
    toStatus: field(r.after, 'shopStatus'),
    reason: field(r.after, 'reason'),
    at: formatDateTime(r.at),
  }));
}
