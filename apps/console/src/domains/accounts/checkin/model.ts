/**
 * The onboarding form's values and the contract's Company: checkboxes and cascaders hold arrays, the
 * contract holds comma-joined codes and the labels of the chosen divisions.
 */
import { IDENTIFIERS } from '@port/config/constants';
import { companyTypes } from '@port/sdk';
import type { Company, CompanyForm, InvoiceBusiness } from '../api';

/** The form's text fields: everything of CompanyForm but the version and the per-business list. */
type TextField = Exclude<keyof CompanyForm & string, 'version' | 'invoiceBussiness'>;

export type Values = Partial<Record<TextField, string | null>> & {
  companyTypeCodes?: string[];
  companyAddressCodes?: string[];
  invoiceMailCodes?: string[];
};

export type BusinessChoice = { bussinessType: string; invoiceType: 'SDP' | 'SDZ' };

/** A status under which the form cannot change (under review, resubmitted, frozen). */
export const readOnlyStatus = (status: string | null | undefined): boolean => status === '0' || status === '2' || status === '-2';

/** Name and credit code are locked once the shop was submitted, unless it was rejected (SPEC §4). */
export const identityLocked = (status: string | null | undefined): boolean => status !== null && status !== undefined && status !== '-1';

const split = (text: string | null | undefined): string[] => (text ? text.split(',').filter(Boolean) : []);

export function toValues(company: Company | null): Values {
  if (!company) return { invoiceType: IDENTIFIERS.defaultInvoiceType, companyTypeCodes: [] };
  const values: Values = {};
  for (const [k, v] of Object.entries(company)) {
    if (k !== 'version' && (typeof v === 'string' || v === null)) (values as Record<string, string | null>)[k] = v;
  }
  values.companyTypeCodes = split(company.companyTypeCode);
  values.companyAddressCodes = split(company.companyAddress);
  values.invoiceMailCodes = split(company.invoiceCompanyAddress);
  values.invoiceType = company.invoiceType ?? IDENTIFIERS.defaultInvoiceType;
  return values;
}

/** The body of createSeller / apply; the road permit fields are cleared unless type 128 is chosen. */
export function toBody(values: Values, version: number | null | undefined): CompanyForm {
  const { companyTypeCodes, companyAddressCodes, invoiceMailCodes, companyNbportgroupFlag, ...rest } = values;
  const flag = companyNbportgroupFlag === '1' || companyNbportgroupFlag === '2' ? companyNbportgroupFlag : null;
  const body: CompanyForm = { ...rest, companyNbportgroupFlag: flag };
  body.companyTypeCode = (companyTypeCodes ?? []).join(',') || null;
  if (companyAddressCodes) {
    body.companyAddress = companyAddressCodes.join(',') || null;
    body.companyAreaCode = companyAddressCodes[companyAddressCodes.length - 1] ?? null;
  }
  if (invoiceMailCodes) {
    body.invoiceCompanyAddress = invoiceMailCodes.join(',') || null;
    body.invoiceCompanyAddressMailsCode = invoiceMailCodes[invoiceMailCodes.length - 1] ?? null;
  }
  if (!companyTypes(body).includes(IDENTIFIERS.roadPermitCompanyType)) {
    body.roadTransportPermitNo = null;
    body.roadTransportPermitNoImg = null;
  }
  if (typeof version === 'number') body.version = version;
  for (const key of ['shopId', 'shopStatus', 'authStatus', 'statusDesc', 'companyId', 'companyCode', 'companyType', 'createTime', 'updateTime', 'userId', 'changeContent'] as const) {
    delete body[key];
  }
  return body;
}

/** The per-business choices: the saved ones, and the global type for businesses without one. */
export function businessChoices(types: string[], saved: InvoiceBusiness[] | undefined, global: string): BusinessChoice[] {
  const fallback = global === 'SDZ' ? 'SDZ' : 'SDP';
  return types.map((bussinessType) => ({
    bussinessType,
    invoiceType: saved?.find((b) => b.bussinessType === bussinessType)?.invoiceType ?? fallback,
  }));
}

/** The global type may change only while every business has the same choice. */
export const allAgree = (choices: BusinessChoice[]): boolean => choices.every((c) => c.invoiceType === choices[0]?.invoiceType);
