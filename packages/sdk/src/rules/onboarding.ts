/** The company onboarding form of SPEC §5, with its exact messages (i18n section `onboarding`). */
import { IDENTIFIERS } from '@port/config/constants';
import { all, format, isBlank, issue, required, type RuleIssue, type Validator } from './core';
import { isEmail, isPhone } from './formats';

/** Letters and digits only (the 18-character limit in the message is not enforced, as in the spec). */
export const CREDIT_CODE_PATTERN = /^[A-Za-z0-9]+$/;
/** Uppercase letters and digits, at most 25. */
export const LEGAL_ID_PATTERN = new RegExp(`^[A-Z0-9]{1,${IDENTIFIERS.legalIdMaxLength}}$`);
/** 15, 18 or 20 digits or uppercase letters. */
export const TAX_ID_PATTERN = new RegExp(`^(?:${IDENTIFIERS.taxIdLengths.map((n) => `[0-9A-Z]{${n}}`).join('|')})$`);
/** Chinese characters only. */
export const CHINESE_PATTERN = /^\p{Script=Han}+$/u;
export const DIGITS_PATTERN = /^\d+$/;

/** The fields the form validates (a subset of the shop form of SPEC §3). */
export interface OnboardingForm {
  companyCname?: string | null;
  companyLegalPerson?: string | null;
  companyMobile?: string | null;
  companyCreditCodeValidity?: string | null;
  companyCreditCode?: string | null;
  legalPersonIdCardNo?: string | null;
  roadTransportPermitNo?: string | null;
  companyNationalityCode?: string | null;
  companyDetailAddress?: string | null;
  invoiceCompanyName?: string | null;
  invoiceCompanyTaxCode?: string | null;
  invoiceCompanyBank?: string | null;
  invoiceCompanyBankAccount?: string | null;
  invoiceCompanyAdress?: string | null;
  invoiceCompanyTel?: string | null;
  invoiceMobile?: string | null;
  invoiceEmail?: string | null;
  invoiceType?: string | null;
  /** Comma-joined dictionary values (or an array of them). */
  companyTypeCode?: string | readonly string[] | null;
  companyCreditImg?: string | null;
  legalPersonIdCardNoImg?: string | null;
  roadTransportPermitNoImg?: string | null;
}

export type OnboardingField = Exclude<
  keyof OnboardingForm,
  'companyTypeCode' | 'companyCreditImg' | 'legalPersonIdCardNoImg' | 'roadTransportPermitNoImg'
>;

/** The chosen company type codes. */
export function companyTypes(form: Pick<OnboardingForm, 'companyTypeCode'>): string[] {
  const raw = form.companyTypeCode;
  if (raw === null || raw === undefined) return [];
  const list = typeof raw === 'string' ? raw.split(',') : [...raw];
  return list.map((code) => code.trim()).filter((code) => code !== '');
}

/** Company type 128 requires a road transport permit. */
export const needsRoadPermit = (form: Pick<OnboardingForm, 'companyTypeCode'>): boolean =>
  companyTypes(form).includes(IDENTIFIERS.roadPermitCompanyType);

type FieldRule = (value: unknown, form: OnboardingForm) => RuleIssue | null;
const always =
  (validator: Validator): FieldRule =>
  (value) =>
    validator(value);

export const onboardingRules: Readonly<Record<OnboardingField, FieldRule>> = {
  companyCname: always(required('onboarding.companyCnameRequired')),
  companyLegalPerson: always(required('onboarding.companyLegalPersonRequired')),
  companyMobile: always(required('onboarding.companyMobileRequired')),
  companyCreditCodeValidity: always(required('onboarding.companyCreditCodeValidityRequired')),
  companyCreditCode: always(
    all(
      required('onboarding.companyCreditCodeRequired'),
      format((v) => CREDIT_CODE_PATTERN.test(v), 'onboarding.companyCreditCodeInvalid'),
    ),
  ),
  legalPersonIdCardNo: always(
    all(
      required('onboarding.legalPersonIdCardNoRequired'),
      format((v) => LEGAL_ID_PATTERN.test(v), 'onboarding.legalPersonIdCardNoInvalid'),
    ),
  ),
  // Shown, and required, only when company type 128 is chosen.
  roadTransportPermitNo: (value, form) =>
    needsRoadPermit(form) ? required('onboarding.roadTransportPermitNoRequired')(value) : null,
  companyNationalityCode: always(required('onboarding.companyNationalityCodeRequired')),
  companyDetailAddress: always(required('onboarding.companyDetailAddressRequired')),
  invoiceCompanyName: always(required('onboarding.invoiceCompanyNameRequired')),
  invoiceCompanyTaxCode: always(
    all(
      required('onboarding.invoiceCompanyTaxCodeRequired'),
      format((v) => TAX_ID_PATTERN.test(v), 'onboarding.invoiceCompanyTaxCodeInvalid'),
    ),
  ),
  invoiceCompanyBank: always(
    all(
      required('onboarding.invoiceCompanyBankRequired'),
      format((v) => CHINESE_PATTERN.test(v), 'onboarding.invoiceCompanyBankInvalid'),
    ),
  ),
  invoiceCompanyBankAccount: always(
    all(
      required('onboarding.invoiceCompanyBankAccountRequired'),
      format((v) => DIGITS_PATTERN.test(v), 'onboarding.invoiceCompanyBankAccountInvalid'),
    ),
  ),
  invoiceCompanyAdress: always(required('onboarding.invoiceCompanyAdressRequired')),
  invoiceCompanyTel: always(
    all(required('onboarding.invoiceCompanyTelRequired'), format(isPhone, 'onboarding.invoiceCompanyTelInvalid')),
  ),
  invoiceMobile: always(
    all(required('onboarding.invoiceMobileRequired'), format(isPhone, 'onboarding.invoiceMobileInvalid')),
  ),
  invoiceEmail: always(
    all(required('onboarding.invoiceEmailRequired'), format(isEmail, 'onboarding.invoiceEmailInvalid')),
  ),
  invoiceType: always(required('onboarding.invoiceTypeRequired')),
};

export const ONBOARDING_FIELDS = Object.keys(onboardingRules) as OnboardingField[];

/** One field, with the whole form as context (the road permit depends on the company type). */
export function validateOnboardingField(field: OnboardingField, form: OnboardingForm): RuleIssue | null {
  return onboardingRules[field](form[field], form);
}

/** Every field; answers only the fields with an issue (an empty object when the form is valid). */
export function validateOnboardingForm(form: OnboardingForm): Partial<Record<OnboardingField, RuleIssue>> {
  const issues: Partial<Record<OnboardingField, RuleIssue>> = {};
  for (const field of ONBOARDING_FIELDS) {
    const found = validateOnboardingField(field, form);
    if (found) issues[field] = found;
  }
  return issues;
}

/**
 * The checks made on submit after the form validates, in order: credit code image, legal person ID
 * image, at least one company type, and the road permit image when type 128 is chosen.
 */
export function checkOnboardingSubmit(form: OnboardingForm): RuleIssue | null {
  if (isBlank(form.companyCreditImg)) return issue('onboarding.creditImageRequired');
  if (isBlank(form.legalPersonIdCardNoImg)) return issue('onboarding.legalIdImageRequired');
  if (companyTypes(form).length === 0) return issue('onboarding.companyTypeRequired');
  if (needsRoadPermit(form) && isBlank(form.roadTransportPermitNoImg))
    return issue('onboarding.roadPermitImageRequired');
  return null;
}

/** When type 128 is not chosen the road permit fields are cleared before saving. */
export function clearRoadPermitUnlessNeeded<F extends OnboardingForm>(form: F): F {
  if (needsRoadPermit(form)) return form;
  return { ...form, roadTransportPermitNo: '', roadTransportPermitNoImg: '' };
}
