/**
 * Saving and submitting the onboarding form (createSeller, apply): every rule of the form checked with its
 * own message, the locks of SPEC §4 (name and credit code once submitted, unless rejected), the states in
 * which the form may change, the unique company name, and optimistic concurrency on the row's version.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { companyTypes } from '@port/sdk/rules';
import type { Schemas } from '@port/sdk/contract';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { ApiError } from '../../../http/errors';
import { actorOf, recordAudit } from '../../../lib/audit';
import { formatDateTime } from '../../../lib/datetime';
import { hasPermission, type AppServices, type SessionUser } from '../../../services';
import { notFound } from '../common/access';
import { PLATFORM_COMPANY_KIND } from '../common/platform';
import { isUniqueViolation } from '../common/db-errors';
import { fail, say, type Lang } from '../common/messages';
import { escapeHtml, notifyUsers, usersHolding } from '../common/notify';
import { baseFromForm, writeInvoiceBusinesses, writeInvoiceManager } from '../invoice/base';
import {
  changedFields, checkFields, checkImages, checkInvoiceType, checkSubmit, checkValidity, clearRoadPermit, companyKind,
  companyTypeLabels, formOf, normalizeForm, withAddressNames, type Form,
} from './form';
import { settleInvoiceBusinesses } from './invoice-rules';
import { metaOf, shopOfCompany, type ShopRow } from './shop';

/** The permission of the review screen's decisions: its holders hear of every submission. */
export const REVIEW_PERMISSION = 'accounts:seller:edit';

type CompanyForm = Schemas['CompanyForm'];
type InvoiceBusiness = Schemas['InvoiceBusiness'];

/** Whether a shop status lets the form change. */
function checkEditable(lang: Lang, status: string | null): void {
  if (status === '0' || status === '2') throw fail(lang, 'accounts.onboarding.underReview', {}, { status: 409 });
  if (status === '-2') throw fail(lang, 'accounts.onboarding.frozen', {}, { status: 409 });
}

/** Name and credit code are locked once the shop was submitted, unless it was rejected. */
export const identityLocked = (status: string | null): boolean => status !== null && status !== '-1';

/** The applicant, or an administrator of the company, may change its onboarding form. */
function checkMayEdit(me: SessionUser, row: ShopRow): void {
  const applicant = metaOf(row.profile ?? {}).userId;
  if (applicant === me.userId || hasPermission(me, 'accounts:user:edit')) return;
  throw new ApiError(403, 'forbidden');
}

const newCompanyCode = () => `SH${randomBytes(5).toString('hex').toUpperCase()}`;

async function nameTaken(services: AppServices, name: string, exceptCompanyId: string | null): Promise<boolean> {
  let q = services.db.selectFrom('companies').select('company_id').where(sql`lower(company_name)`, '=', name.toLowerCase());
  if (exceptCompanyId) q = q.where('company_id', '!=', exceptCompanyId);
  return !!(await q.executeTakeFirst());
}

/** The profile keeps the form as last submitted, so a resubmission can say what changed. */
const SUBMITTED_KEY = 'submittedForm';
const submittedOf = (row: ShopRow | undefined): Form => {
  const kept = row?.profile?.[SUBMITTED_KEY];
  return kept && typeof kept === 'object' ? formOf(kept as Record<string, unknown>) : {};
};

export interface SaveOutcome {
  row: ShopRow;
  created: boolean;
  invoiceBussiness: InvoiceBusiness[];
}

export async function saveOnboarding(
  services: AppServices,
  req: FastifyRequest,
  lang: Lang,
  me: SessionUser,
  body: CompanyForm & { shopId?: string | null; invoiceBussiness?: InvoiceBusiness[] },
  mode: 'save' | 'apply',
): Promise<SaveOutcome> {
  const existing = await shopOfCompany(services, me.companyId);
  if (mode === 'apply') {
    if (!existing) throw fail(lang, 'accounts.onboarding.notSaved', {}, { status: 409 });
    if (body.shopId !== existing.shop_id) throw notFound();
  }
  const before: Form = existing ? formOf(existing.profile ?? {}) : {};
  if (existing) {
    checkMayEdit(me, existing);
    checkEditable(lang, existing.shop_status);
    if (typeof body.version === 'number' && body.version !== existing.version) throw new ApiError(409, 'staleUpdate');
  }

  let form: Form = { ...before, ...normalizeForm(body) };
  if (existing && identityLocked(existing.shop_status)) {
    if (before.companyCname && form.companyCname !== before.companyCname) throw fail(lang, 'accounts.onboarding.nameLocked', {}, { status: 409, field: 'companyCname' });
    if (before.companyCreditCode && form.companyCreditCode !== before.companyCreditCode) {
      throw fail(lang, 'accounts.onboarding.creditCodeLocked', {}, { status: 409, field: 'companyCreditCode' });
    }
  }
  form = await withAddressNames(services, clearRoadPermit(form));
  checkFields(lang, form);
  checkValidity(lang, form, services.now());
  checkInvoiceType(lang, form.invoiceType);
  const typeLabels = await companyTypeLabels(services, lang, form);
  if (mode === 'apply') checkSubmit(lang, form);
  await checkImages(services, lang, me, form, before);
  const name = form.companyCname!;
  if (await nameTaken(services, name, existing?.company_id ?? null)) {
    throw fail(lang, 'onboarding.companyNameTaken', {}, { status: 409, field: 'companyCname' });
  }
  form.invoiceType = form.invoiceType ?? 'SDP';
  // The global type in force is the one last submitted (a plain save does not change it).
  const inForce = existing
    ? (await services.db.selectFrom('invoice_managers').select('invoice_type').where('shop_id', '=', existing.shop_id).executeTakeFirst())?.invoice_type
    : undefined;
  const businesses =
    mode === 'apply' ? await settleInvoiceBusinesses(services, lang, body.invoiceBussiness ?? [], form.invoiceType, inForce ?? 'SDP') : null;

  const now = services.now();
  const fromStatus = existing?.shop_status ?? null;
  const toStatus = mode === 'apply' ? (fromStatus === '1' ? '2' : '0') : fromStatus;
  const meta = existing ? { ...metaOf(existing.profile ?? {}), [SUBMITTED_KEY]: existing.profile?.[SUBMITTED_KEY] ?? null } : { userId: me.userId };
  const profileMeta = {
    ...meta,
    ...(mode === 'apply'
      ? {
          submitTime: formatDateTime(now),
          statusDesc: null,
          // What a resubmission of an approved shop changed since the approved submission, for the reviewer.
          changeContent: fromStatus === '1' ? changedFields(submittedOf(existing), form).join(',') || null : null,
          [SUBMITTED_KEY]: form,
        }
      : {}),
  };
  const profile = JSON.stringify({ ...form, ...profileMeta });

  try {
    const row = await services.db.transaction().execute(async (trx) => {
      let saved: ShopRow;
      if (!existing) {
        saved = await trx
          .insertInto('companies')
          .values({
            company_code: newCompanyCode(), company_name: name, kind: companyKind(form), shop_status: toStatus,
            profile, create_time: now, update_time: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        // The applicant belongs to the enterprise from its first save.
        await trx.updateTable('users').set({ company_id: saved.company_id, update_time: now }).where('user_id', '=', me.userId).execute();
      } else {
        const updated = await trx
          .updateTable('companies')
          .set({
            // The platform company stays the operator whatever its form says: its kind is what makes its staff the platform.
            company_name: name, kind: existing.kind === PLATFORM_COMPANY_KIND ? PLATFORM_COMPANY_KIND : companyKind(form), shop_status: toStatus, profile,
            version: sql`version + 1`, update_time: now,
          })
          .where('company_id', '=', existing.company_id)
          .where('version', '=', existing.version)
          .returningAll()
          .executeTakeFirst();
        if (!updated) throw new ApiError(409, 'staleUpdate');
        saved = updated;
      }
      if (businesses) {
        await writeInvoiceBusinesses(trx, saved.shop_id, businesses);
        await writeInvoiceManager(trx, saved.shop_id, baseFromForm(form), form.invoiceType ?? 'SDP', me.userId, now);
      }
      await recordAudit(trx, actorOf(me, req), {
        action: mode, entity: 'shop', entityId: saved.shop_id,
        before: existing ? { shopStatus: fromStatus } : null,
        after: { shopStatus: toStatus, companyType: typeLabels, ...(profileMeta.changeContent ? { changeContent: profileMeta.changeContent } : {}) },
      });
      return saved;
    });
    const invoiceBussiness = businesses
      ? (await services.db.selectFrom('invoice_businesses').selectAll().where('shop_id', '=', row.shop_id).execute()).map((b) => ({
          recodeId: b.recode_id,
          bussinessType: b.bussiness_type,
          invoiceType: b.invoice_type === 'SDZ' ? ('SDZ' as const) : ('SDP' as const),
          status: b.status,
        }))
      : [];
    return { row, created: !existing, invoiceBussiness };
  } catch (error) {
    if (isUniqueViolation(error)) throw fail(lang, 'onboarding.companyNameTaken', {}, { status: 409, field: 'companyCname' });
    throw error;
  }
}

export const companyTypesOf = (row: ShopRow): string[] => companyTypes(formOf(row.profile ?? {}));
export const submittedText = (lang: Lang, created: boolean) => say(lang, created ? 'accounts.onboarding.added' : 'accounts.onboarding.saved');

/**
 * Tells the reviewers (holders of REVIEW_PERMISSION) that an application waits: '0' a submission, '2' the
 * resubmission of an approved enterprise, with what it changed. Never undoes the submission when it fails.
 */
export async function notifyReviewers(services: AppServices, log: FastifyBaseLogger, row: ShopRow): Promise<void> {
  const company = row.company_name;
  const resubmitted = row.shop_status === '2';
  const title = say('zh-CN', resubmitted ? 'accounts.review.reviewerNoticeResubmitted' : 'accounts.review.reviewerNotice', { company });
  const changed = metaOf(row.profile ?? {}).changeContent;
  const content = resubmitted && changed ? `${title}。${say('zh-CN', 'accounts.review.reviewerNoticeChanged', { fields: changed })}` : title;
  try {
    const reviewers = await usersHolding(services, REVIEW_PERMISSION);
    await notifyUsers(services, log, reviewers, title, escapeHtml(content));
  } catch (error) {
    log.warn({ err: error }, 'reviewers could not be notified');
  }
}
