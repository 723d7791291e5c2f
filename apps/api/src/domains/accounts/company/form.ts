/**
 * The onboarding form on the server: the same normalisation the form's input modifiers apply (trim,
 * upper case for identifiers), then the same rules and messages (SPEC §5, via the SDK's validators),
 * then what only the server can check (dictionary values, dates, uploaded pictures).
 */
import {
  ONBOARDING_FIELDS,
  checkOnboardingSubmit,
  clearRoadPermitUnlessNeeded,
  companyTypes,
  validateOnboardingForm,
  type OnboardingForm,
} from '@port/sdk/rules';
import { IDENTIFIERS, UPLOAD } from '@port/config/constants';
import type { Schemas } from '@port/sdk/contract';
import type { AppServices, SessionUser } from '../../../services';
import { describeCodes } from '../../address/divisions';
import { fail, say, type Lang } from '../common/messages';
import { portDay } from '../../../lib/datetime';

type Company = Schemas['Company'];

/** The fields a user writes; everything else of Company is kept by the server. */
export const FORM_FIELDS = [
  'accountType', 'typediff',
  'companyCname', 'companyShortCname', 'companyEname', 'companyShortEname',
  'companyLegalPerson', 'companyCardno', 'companyEmail', 'companyMobile', 'companyTel', 'companyFax', 'companyUrl',
  'companyDetailAddress', 'companyAddress', 'companyAreaCode', 'companyProvince', 'companyCity', 'companyCounty', 'companyTown',
  'companyZip', 'companyGps',
  'companyRegAddress', 'companyRegFund', 'companyRegCode', 'companyRegImg', 'companyNationality', 'companyNationalityCode',
  'companyBusinessScope', 'companyDesc', 'remark', 'companyRemark', 'companyNbportgroupFlag',
  'companyCreditCode', 'companyCreditImg', 'companyCreditCodeValidity', 'legalPersonIdCardNo', 'legalPersonIdCardNoImg',
  'roadTransportPermitNo', 'roadTransportPermitNoImg', 'companyOrgCode', 'companyOrgImg', 'companyTaxCode', 'companyTaxImg',
  'companyTypeCode', 'companyBank', 'companyBankAccount',
  'companyInspectionCode', 'companyImmigrateCode', 'companyCiqCode', 'companyFtaCode', 'companyCustomCode', 'companyEdiCode',
  'companyBalanceCode', 'companyConsumerCode', 'companySettlementCode', 'companyCbosId', 'companyPaymentTime', 'companyFlag',
  'companyLogo', 'pdfAnnex', 'rsv1', 'rsv2', 'rsv3', 'rsv4',
  'invoiceCompanyName', 'invoiceCompanyTaxCode', 'invoiceCompanyBank', 'invoiceCompanyBankAccount', 'invoiceCompanyAdress',
  'invoiceCompanyTel', 'invoiceRsv5', 'invoiceStreet', 'invoiceCompanyAddress', 'invoiceCompanyAddressMailsCode',
  'invoiceCompanyDetailAddressMail', 'invoiceMailPersonName', 'invoiceMobile', 'invoiceEmail', 'invoiceType',
] as const satisfies ReadonlyArray<keyof Company>;

export type FormField = (typeof FORM_FIELDS)[number];
export type Form = { [K in FormField]?: string | null };

/** Identifiers and codes the form upper-cases as they are typed. */
const UPPER_FIELDS: ReadonlySet<FormField> = new Set<FormField>([
  'companyCreditCode', 'legalPersonIdCardNo', 'roadTransportPermitNo', 'companyNationalityCode', 'companyOrgCode',
  'companyTaxCode', 'invoiceCompanyTaxCode', 'companyRegCode', 'companyInspectionCode', 'companyImmigrateCode',
  'companyCiqCode', 'companyFtaCode', 'companyCustomCode', 'companyEdiCode', 'invoiceType',
]);

/** The picture fields, each a stored path of POST /base/file/upload. */
export const IMAGE_FIELDS = [
  'companyCreditImg', 'legalPersonIdCardNoImg', 'roadTransportPermitNoImg', 'companyRegImg', 'companyOrgImg', 'companyTaxImg', 'companyLogo',
] as const satisfies ReadonlyArray<FormField>;

/** Trims every text (empty becomes null) and upper-cases identifiers; unknown keys are dropped. */
export function normalizeForm(input: Partial<Record<FormField, string | null | undefined>>): Form {
  const out: Form = {};
  for (const field of FORM_FIELDS) {
    const raw = input[field];
    if (raw === undefined) continue;
    if (raw === null) {
      out[field] = null;
      continue;
    }
    const text = raw.trim();
    out[field] = text === '' ? null : UPPER_FIELDS.has(field) ? text.toUpperCase() : text;
  }
  return out;
}

const asRuleForm = (form: Form): OnboardingForm => form;

/** The form's field rules, first failure in the form's order, with its own message. */
export function checkFields(lang: Lang, form: Form): void {
  const issues = validateOnboardingForm(asRuleForm(form));
  for (const field of ONBOARDING_FIELDS) {
    const found = issues[field];
    if (found) throw fail(lang, found.key, found.params ? { ...found.params } : {}, { field });
  }
}

/** The four ordered checks made on submit after the form validates. */
export function checkSubmit(lang: Lang, form: Form): void {
  const found = checkOnboardingSubmit(asRuleForm(form));
  if (found) throw fail(lang, found.key, found.params ? { ...found.params } : {}, { field: 'companyTypeCode' });
}

/** When company type 128 is not chosen the road permit fields are cleared. */
export function clearRoadPermit(form: Form): Form {
  const cleared = clearRoadPermitUnlessNeeded(asRuleForm(form));
  return { ...form, roadTransportPermitNo: cleared.roadTransportPermitNo || null, roadTransportPermitNoImg: cleared.roadTransportPermitNoImg || null };
}

/** The licence date: YYYY-MM-DD, a real date, not before yesterday (the port's zone); 9999-12-31 is long-term. */
export function checkValidity(lang: Lang, form: Form, now: Date): void {
  const value = form.companyCreditCodeValidity;
  if (!value) return;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
  if (!date || date.toISOString().slice(0, 10) !== value) throw fail(lang, 'accounts.onboarding.validityInvalid', {}, { field: 'companyCreditCodeValidity' });
  if (value === IDENTIFIERS.longTermLicenceDate) return;
  const yesterday = portDay(new Date(now.getTime() - 86_400_000));
  if (value < yesterday) throw fail(lang, 'accounts.onboarding.validityTooEarly', {}, { field: 'companyCreditCodeValidity' });
}

const INVOICE_TYPES = Object.keys(IDENTIFIERS.invoiceTypes);

export function checkInvoiceType(lang: Lang, value: string | null | undefined, field = 'invoiceType'): void {
  if (value && !INVOICE_TYPES.includes(value)) throw fail(lang, 'accounts.onboarding.invoiceTypeInvalid', {}, { field });
}

/** Dictionary values of a type, value → label. */
export async function dictionary(services: AppServices, type: string): Promise<Map<string, string>> {
  const rows = await services.db
    .selectFrom('dict_data')
    .select(['dict_value', 'dict_label'])
    .where('dict_type', '=', type)
    .where('status', '=', '0')
    .orderBy('dict_sort')
    .execute();
  return new Map(rows.map((r) => [r.dict_value, r.dict_label]));
}

/** The chosen company types must be values of cus_company_business_type; answers their labels, comma-joined. */
export async function companyTypeLabels(services: AppServices, lang: Lang, form: Form): Promise<string | null> {
  const codes = companyTypes(form);
  if (codes.length === 0) return null;
  const dict = await dictionary(services, 'cus_company_business_type');
  const unknown = codes.find((c) => !dict.has(c));
  if (unknown) throw fail(lang, 'accounts.onboarding.companyTypeUnknown', { code: unknown }, { field: 'companyTypeCode' });
  return codes.map((c) => dict.get(c)!).join(',');
}

/** The kind the companies table keeps, from the chosen types (the first that names one); never 'operator', which only the seed gives. */
export function companyKind(form: Form): string {
  const kinds: Record<string, string> = { '1': 'forwarder', '128': 'fleet', '2': 'agent', '8': 'yard', '16': 'terminal', '256': 'barge' };
  for (const code of companyTypes(form)) if (kinds[code]) return kinds[code];
  return 'other';
}

const ONBOARDING_TYPES = new Set(['image/jpeg', 'image/png']);

/**
 * Every picture must be a file uploaded through POST /base/file/upload by the caller (or their company),
 * and a jpg/jpeg/png by content - the type the upload detected, not the name.
 */
export async function checkImages(services: AppServices, lang: Lang, me: SessionUser, form: Form, before: Form): Promise<void> {
  for (const field of IMAGE_FIELDS) {
    const path = form[field];
    // A picture already accepted before (e.g. by a reviewer's earlier approval) is not checked again.
    if (!path || path === before[field]) continue;
    const file = await services.db
      .selectFrom('stored_files')
      .select(['content_type', 'uploader_id', 'company_id', 'size'])
      .where('path', '=', path)
      .executeTakeFirst();
    const mine = file && (file.uploader_id === me.userId || (me.companyId !== null && file.company_id === me.companyId));
    if (!file || !mine) throw fail(lang, 'accounts.onboarding.imageMissing', {}, { field });
    if (!ONBOARDING_TYPES.has(file.content_type)) throw fail(lang, 'validation.imageTypeOnboarding', {}, { field });
    if (file.size > UPLOAD.pictureMaxMb * 1024 * 1024) throw fail(lang, 'validation.fileTooLarge', { n: UPLOAD.pictureMaxMb }, { field });
  }
}

/** The fields a resubmission changed, by name, for the reviewer. */
export function changedFields(before: Form, after: Form): string[] {
  return FORM_FIELDS.filter((f) => (before[f] ?? null) !== (after[f] ?? null));
}

/** The form's own keys of a stored profile. */
export function formOf(profile: Record<string, unknown>): Form {
  const out: Form = {};
  for (const field of FORM_FIELDS) {
    const v = profile[field];
    if (typeof v === 'string') out[field] = v;
    else if (v === null) out[field] = null;
  }
  return out;
}

export const saveText = (lang: Lang, created: boolean) => say(lang, created ? 'accounts.onboarding.added' : 'accounts.onboarding.saved');

/**
 * The address names (province, city, county, town) from the address data by the chosen codes: the
 * form sends codes, and names the client sent (or left out) never disagree with them. No codes, no change.
 */
export async function withAddressNames(services: AppServices, form: Form): Promise<Form> {
  const codes = (form.companyAddress ?? '').split(',').map((c) => c.trim()).filter(Boolean);
  const deepest = form.companyAreaCode ?? codes.at(-1);
  if (!deepest) return form;
  const [found] = await describeCodes(services.db, [deepest]);
  if (!found) return form;
  const name = (level: number) => found.path[level]?.name ?? null;
  return { ...form, companyProvince: name(0), companyCity: name(1), companyCounty: name(2), companyTown: name(3) };
}
