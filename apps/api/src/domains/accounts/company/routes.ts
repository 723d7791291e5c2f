/** Companies, shops (onboarding) and their review (openapi/paths/accounts/company.yaml). */
import { sql } from 'kysely';
import type { Schemas } from '@port/sdk/contract';
import { defineHandlers, requireUser } from '../../../http/contract';
import { Answer } from '../../../http/envelope';
import { forbidden } from '../../../http/errors';
import { hasPermission, type AppServices } from '../../../services';
import { notFound, reachesOtherCompanies } from '../common/access';
import { dateTime } from '../common/format';
import { langOf, say } from '../common/messages';
import { userInScope } from '../users/scope';
import { dictionary, formOf } from './form';
import { notifyReviewers, saveOnboarding, submittedText } from './onboarding';
import { reviewShop, shopHistory } from './review';
import { companyView, metaOf, shopById, shopOfCompany, type ShopRow } from './shop';

type CompanySummary = Schemas['CompanySummary'];

const escapeLike = (text: string) => text.replace(/[%_\\]/g, '');

async function summaries(services: AppServices, rows: ShopRow[]): Promise<CompanySummary[]> {
  const types = await dictionary(services, 'cus_company_business_type');
  return rows.map((r) => {
    const form = formOf(r.profile ?? {});
    const codes = (form.companyTypeCode ?? '').split(',').filter(Boolean);
    return {
      companyId: r.company_id,
      shopId: r.shop_id,
      companyCode: r.company_code,
      companyCname: form.companyCname ?? r.company_name,
      companyShortCname: form.companyShortCname ?? null,
      companyCreditCode: form.companyCreditCode ?? null,
      companyLegalPerson: form.companyLegalPerson ?? null,
      companyMobile: form.companyMobile ?? null,
      companyTypeCode: form.companyTypeCode ?? null,
      companyType: codes.map((c) => types.get(c) ?? c).join(',') || null,
      shopStatus: r.shop_status,
      authStatus: r.auth_status,
      createTime: dateTime(r.create_time),
      updateTime: dateTime(r.update_time),
    };
  });
}

export const companyHandlers = defineHandlers({
  getCompanyInfo: async ({ services, user, query }) => {
    const me = requireUser(user);
    if (query.shopId) {
      const own = await shopOfCompany(services, me.companyId);
      if (own?.shop_id !== query.shopId && !reachesOtherCompanies(me, 'accounts:seller:list')) throw forbidden();
      const row = await shopById(services, query.shopId);
      if (!row) throw notFound();
      return companyView(services, row);
    }
    const row = await shopOfCompany(services, me.companyId);
    if (row) return companyView(services, row);
    // Never saved: the company name typed at registration prefills the form.
    const profile = await services.db.selectFrom('user_profiles').select('register_company_name').where('user_id', '=', me.userId).executeTakeFirst();
    const name = profile?.register_company_name;
    return name ? { companyCname: name, invoiceCompanyName: name, shopId: null, shopStatus: null, authStatus: null, invoiceBussiness: [] } : null;
  },

  getCompanyIdOfUser: async ({ services, user, params }) => {
    const me = requireUser(user);
    if (params.userId !== me.userId && !hasPermission(me, 'accounts:user:list')) throw forbidden();
    const u = params.userId === me.userId ? { company_id: me.companyId } : await userInScope(services, me, params.userId);
    const shop = await shopOfCompany(services, u.company_id);
    return { companyId: shop?.company_id ?? null, shopId: shop?.shop_id ?? null };
  },

  checkCompanyName: async ({ services, user, query }) => {
    const me = requireUser(user);
    const name = query.companyName.trim().toLowerCase();
    let q = services.db.selectFrom('companies').select('company_id').where(sql`lower(company_name)`, '=', name);
    if (me.companyId) q = q.where('company_id', '!=', me.companyId);
    return !(await q.executeTakeFirst());
  },

  createSeller: async ({ services, user, body, req }) => {
    const me = requireUser(user);
    const lang = langOf(req);
    const { row, created } = await saveOnboarding(services, req, lang, me, body, 'save');
    return new Answer(
      { shopId: row.shop_id, companyId: row.company_id, shopStatus: row.shop_status, version: row.version },
      submittedText(lang, created),
    );
  },

  applySeller: async ({ services, user, body, req }) => {
    const me = requireUser(user);
    const lang = langOf(req);
    const { row, invoiceBussiness } = await saveOnboarding(services, req, lang, me, body, 'apply');
    await notifyReviewers(services, req.log, row);
    return new Answer(
      { base: { shopId: row.shop_id, companyId: row.company_id, shopStatus: row.shop_status, version: row.version }, invoiceBussiness },
      say(lang, 'accounts.onboarding.submitted'),
    );
  },

  listCompanies: async ({ services, body }) => {
    const pageNo = body.pageNo ?? 1;
    const pageSize = body.pageSize ?? 10;
    let q = services.db.selectFrom('companies');
    if (body.companyName) {
      const p = `%${escapeLike(body.companyName)}%`;
      q = q.where((eb) => eb.or([eb('company_name', 'ilike', p), eb(sql<string>`profile->>'companyShortCname'`, 'ilike', p)]));
    }
    if (body.companyCode) q = q.where('company_code', 'ilike', `%${escapeLike(body.companyCode)}%`);
    if (body.companyCreditCode) q = q.where(sql<string>`profile->>'companyCreditCode'`, 'ilike', `%${escapeLike(body.companyCreditCode)}%`);
    if (body.shopStatus) q = q.where('shop_status', '=', body.shopStatus);
    if (body.authStatus) q = q.where('auth_status', '=', body.authStatus);
    if (body.companyTypeCode) {
      q = q.where(sql<boolean>`${body.companyTypeCode} = any(string_to_array(coalesce(profile->>'companyTypeCode', ''), ','))`);
    }
    const { total } = await q.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
    const rows = await q.selectAll().orderBy('create_time', 'desc').orderBy('company_id').limit(pageSize).offset((pageNo - 1) * pageSize).execute();
    return { data: await summaries(services, rows), total, pageNo, pageSize };
  },

  listAllCompanies: async ({ services }) => {
    // Pickers list approved companies by name; nothing private is answered.
    const rows = await services.db
      .selectFrom('companies')
      .select(['company_id', 'company_code', 'company_name', 'shop_id'])
      .where('shop_status', '=', '1')
      .orderBy('company_name')
      .execute();
    return rows.map((r) => ({ companyId: r.company_id, companyCode: r.company_code, companyName: r.company_name, shopId: r.shop_id }));
  },

  listShopReviews: async ({ services, body }) => {
    const pageNo = body.pageNo ?? 1;
    const pageSize = body.pageSize ?? 10;
    let q = services.db.selectFrom('companies as c').leftJoin('users as u', (j) => j.on(sql<boolean>`u.user_id = c.profile->>'userId'`));
    q = body.shopStatus ? q.where('c.shop_status', '=', body.shopStatus) : q.where('c.shop_status', 'in', ['0', '2']);
    if (body.companyName) q = q.where('c.company_name', 'ilike', `%${escapeLike(body.companyName)}%`);
    const { total } = await q.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
    const rows = await q
      .selectAll('c')
      .select(['u.name as applicant_name', 'u.mobile as applicant_mobile'])
      .orderBy(sql`c.profile->>'submitTime'`, sql`asc nulls last`)
      .orderBy('c.create_time')
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize)
      .execute();
    const base = await summaries(services, rows);
    const data = rows.map((r, i) => {
      const meta = metaOf(r.profile ?? {});
      return {
        ...base[i]!,
        userId: meta.userId ?? null,
        applicantName: r.applicant_name,
        applicantMobile: r.applicant_mobile,
        statusDesc: meta.statusDesc ?? null,
        changeContent: meta.changeContent ?? null,
        submitTime: meta.submitTime ?? null,
      };
    });
    return { data, total, pageNo, pageSize };
  },

  reviewShop: async ({ services, user, body, req }) => {
    const me = requireUser(user);
    const lang = langOf(req);
    const result = await reviewShop(services, req, lang, me, body);
    return new Answer(result, say(lang, 'common.success'));
  },

  getShopHistory: async ({ services, user, query }) => {
    const me = requireUser(user);
    const own = await shopOfCompany(services, me.companyId);
    if (own?.shop_id !== query.shopId && !reachesOtherCompanies(me, 'accounts:seller:list')) throw notFound();
    if (!(await shopById(services, query.shopId))) throw notFound();
    return shopHistory(services, query.shopId);
  },
});
