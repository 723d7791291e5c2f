/** Collection qualification (收款资质) of a shop (openapi/paths/accounts/collection.yaml). */
import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import type { Selectable } from 'kysely';
import { validateEmail, validateMobile } from '@port/sdk/rules';
import type { Schemas } from '@port/sdk/contract';
import { defineHandlers, requireUser } from '../../../http/contract';
import { Answer } from '../../../http/envelope';
import { actorOf, recordAudit } from '../../../lib/audit';
import { enforce } from '../../../lib/text';
import type { AppServices, SessionUser } from '../../../services';
import { isPlatformAdmin, notFound, reachesOtherCompanies } from '../common/access';
import { checkBank } from '../common/bank';
import { isUniqueViolation } from '../common/db-errors';
import { dateTime, maskMiddle } from '../common/format';
import { fail, langOf, say } from '../common/messages';
import { dictionary, formOf } from '../company/form';
import { shopOfCompany } from '../company/shop';
import type { CollectionQualificationsTable } from '../tables';
import { AUTH } from '@port/sdk/labels';

type Row = Selectable<CollectionQualificationsTable> & { company_name?: string | null };
type Status = Schemas['CollectionQualificationStatus'];

const STATUSES: ReadonlyArray<Status> = ['0', '1', '-1', '-2'];
const statusOf = (s: string): Status => (STATUSES as readonly string[]).includes(s) ? (s as Status) : '0';

function view(r: Row, full: boolean): Schemas['CollectionQualification'] {
  return {
    id: r.id,
    code: r.code,
    shopId: r.shop_id,
    companyName: r.company_name ?? null,
    qualificationType: r.qualification_type,
    bankName: r.bank_name,
    bankAccount: full ? r.bank_account : maskMiddle(r.bank_account),
    bankAccountName: r.bank_account_name,
    contactName: r.contact_name,
    contactMobile: r.contact_mobile,
    contactEmail: r.contact_email,
    attachments: r.attachments ?? [],
    status: statusOf(r.status),
    auditRemark: r.audit_remark,
    applyTime: dateTime(r.apply_time),
    auditTime: dateTime(r.audit_time),
  };
}

const withCompany = (services: AppServices) =>
  services.db
    .selectFrom('collection_qualifications as q')
    .leftJoin('companies as c', 'c.shop_id', 'q.shop_id')
    .selectAll('q')
    .select('c.company_name');

const mayManage = (me: SessionUser) => reachesOtherCompanies(me, 'accounts:collection:list');

export const collectionHandlers = defineHandlers({
  listCollectionQualifications: async ({ services, query }) => {
    const pageNo = query.pageNo ?? 1;
    const pageSize = query.pageSize ?? 10;
    let q = services.db.selectFrom('collection_qualifications as q').leftJoin('companies as c', 'c.shop_id', 'q.shop_id');
    if (query.companyName) q = q.where('c.company_name', 'ilike', `%${query.companyName.replace(/[%_\\]/g, '')}%`);
    if (query.code) q = q.where('q.code', '=', query.code);
    if (query.status) q = q.where('q.status', '=', query.status);
    const { total } = await q.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
    const rows = await q.selectAll('q').select('c.company_name').orderBy('q.apply_time', 'desc').limit(pageSize).offset((pageNo - 1) * pageSize).execute();
    return { data: rows.map((r) => view(r, true)), total, pageNo, pageSize };
  },

  listOwnCollectionQualifications: async ({ services, user }) => {
    const me = requireUser(user);
    const shop = await shopOfCompany(services, me.companyId);
    if (!shop) return [];
    const rows = await withCompany(services).where('q.shop_id', '=', shop.shop_id).orderBy('q.apply_time', 'desc').execute();
    return rows.map((r) => view(r, true));
  },

  getCollectionQualificationByCode: async ({ services, user, params }) => {
    const me = requireUser(user);
    const row = await withCompany(services).where('q.code', '=', params.code).where('q.status', '=', '1').executeTakeFirst();
    if (!row) throw notFound();
    const shop = await shopOfCompany(services, me.companyId);
    return view(row, isPlatformAdmin(me) || shop?.shop_id === row.shop_id);
  },

  editCollectionContact: async ({ services, user, body, req }) => {
    const me = requireUser(user);
    const lang = langOf(req);
    const row = await services.db.selectFrom('collection_qualifications').selectAll().where('id', '=', body.id).executeTakeFirst();
    const shop = await shopOfCompany(services, me.companyId);
    if (!row || (row.shop_id !== shop?.shop_id && !mayManage(me))) throw notFound();
    if (!body.contactName.trim()) throw fail(lang, 'accounts.collection.contactNameRequired', {}, { field: 'contactName' });
    enforce(lang, validateMobile, body.contactMobile, 'contactMobile');
    if (body.contactEmail) enforce(lang, validateEmail, body.contactEmail, 'contactEmail');
    const after = { contact_name: body.contactName.trim(), contact_mobile: body.contactMobile, contact_email: body.contactEmail || null };
    await services.db.updateTable('collection_qualifications').set(after).where('id', '=', body.id).execute();
    await recordAudit(services.db, actorOf(me, req), {
      action: 'editContact', entity: 'collection_qualification', entityId: body.id,
      before: { contact_name: row.contact_name, contact_mobile: row.contact_mobile, contact_email: row.contact_email }, after,
    });
    return new Answer(null, say(lang, 'accounts.users.saved'));
  },

  applyCollectionQualification: async ({ services, user, body, req }) => {
    const me = requireUser(user);
    const lang = langOf(req);
    const shop = await shopOfCompany(services, me.companyId);
    if (!shop || shop.shop_status !== '1' || shop.auth_status !== AUTH.verified) throw fail(lang, 'accounts.collection.shopNotReady', {}, { status: 409 });
    const types = await dictionary(services, 'PAY_TICKET_BUSSINES_CONFIG');
    if (!types.has(body.qualificationType)) {
      throw fail(lang, 'accounts.onboarding.businessTypeUnknown', { code: body.qualificationType }, { field: 'qualificationType' });
    }
    checkBank(lang, body.bankName, body.bankAccount, { name: 'bankName', account: 'bankAccount' });
    const companyName = formOf(shop.profile ?? {}).companyCname ?? shop.company_name;
    if (body.bankAccountName.trim() !== companyName) throw fail(lang, 'accounts.collection.accountNameMismatch', {}, { field: 'bankAccountName' });
    if (!body.contactName.trim()) throw fail(lang, 'accounts.collection.contactNameRequired', {}, { field: 'contactName' });
    enforce(lang, validateMobile, body.contactMobile, 'contactMobile');
    if (body.contactEmail) enforce(lang, validateEmail, body.contactEmail, 'contactEmail');
    const attachments = body.attachments ?? [];
    if (attachments.length) {
      const found = await services.db.selectFrom('stored_files').select('path').where('path', 'in', attachments).execute();
      if (found.length !== new Set(attachments).size) throw fail(lang, 'accounts.collection.attachmentMissing', {}, { field: 'attachments' });
    }
    const open = await services.db
      .selectFrom('collection_qualifications')
      .select('id')
      .where('shop_id', '=', shop.shop_id)
      .where('qualification_type', '=', body.qualificationType)
      .where('status', 'in', ['0', '1'])
      .executeTakeFirst();
    if (open) throw fail(lang, 'accounts.collection.openExists', {}, { status: 409 });
    const code = `SK${String(randomInt(0, 1e10)).padStart(10, '0')}`;
    try {
      const row = await services.db
        .insertInto('collection_qualifications')
        .values({
          code, shop_id: shop.shop_id, qualification_type: body.qualificationType, bank_name: body.bankName.trim(),
          bank_account: body.bankAccount.trim(), bank_account_name: body.bankAccountName.trim(), contact_name: body.contactName.trim(),
          contact_mobile: body.contactMobile, contact_email: body.contactEmail || null, attachments: JSON.stringify(attachments),
          status: '0', applicant_id: me.userId, apply_time: services.now(),
        })
        .returning(['id', 'code', 'status'])
        .executeTakeFirstOrThrow();
      await recordAudit(services.db, actorOf(me, req), { action: 'apply', entity: 'collection_qualification', entityId: row.id, after: { code, type: body.qualificationType } });
      return new Answer({ id: row.id, code: row.code, status: statusOf(row.status) }, say(lang, 'accounts.collection.applied'));
    } catch (error) {
      if (isUniqueViolation(error)) throw fail(lang, 'accounts.collection.openExists', {}, { status: 409 });
      throw error;
    }
  },

  auditCollectionQualification: async ({ services, user, body, req }) => {
    const me = requireUser(user);
    const lang = langOf(req);
    const row = await services.db.selectFrom('collection_qualifications').selectAll().where('id', '=', body.id).executeTakeFirst();
    if (!row) throw notFound();
    const allowed = (row.status === '0' && (body.status === '1' || body.status === '-1')) || (row.status === '1' && body.status === '-2');
    if (!allowed) throw fail(lang, 'accounts.collection.transitionRefused', {}, { status: 409 });
    const remark = body.auditRemark?.trim() ?? '';
    if (body.status !== '1' && !remark) throw fail(lang, 'accounts.collection.remarkRequired', {}, { field: 'auditRemark' });
    const updated = await services.db
      .updateTable('collection_qualifications')
      .set({ status: body.status, audit_remark: remark || null, audit_time: services.now() })
      .where('id', '=', body.id)
      .where('status', '=', row.status)
      .returning('id')
      .executeTakeFirst();
    if (!updated) throw fail(lang, 'accounts.collection.transitionRefused', {}, { status: 409 });
    await recordAudit(services.db, actorOf(me, req), {
      action: 'audit', entity: 'collection_qualification', entityId: body.id, before: { status: row.status }, after: { status: body.status, remark },
    });
    return null;
  },
});
