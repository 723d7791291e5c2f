/** Loading a shop (one companies row per enterprise) and answering it in the contract's Company shape. */
import type { Selectable } from 'kysely';
import type { Schemas } from '@port/sdk/contract';
import type { CompaniesTable } from '../../../db/schema';
import type { AppServices } from '../../../services';
import { dateTime } from '../common/format';
import { FORM_FIELDS, dictionary, formOf } from './form';

type Company = Schemas['Company'];
export type ShopRow = Selectable<CompaniesTable>;

/** What the server keeps in the profile beside the form. */
export interface ShopMeta {
  /** The applicant: the account that first saved the form. */
  userId?: string | null;
  statusDesc?: string | null;
  changeContent?: string | null;
  submitTime?: string | null;
}

export const metaOf = (profile: Record<string, unknown>): ShopMeta => {
  const text = (k: string) => (typeof profile[k] === 'string' ? (profile[k] as string) : null);
  return { userId: text('userId'), statusDesc: text('statusDesc'), changeContent: text('changeContent'), submitTime: text('submitTime') };
};

export async function shopById(services: AppServices, shopId: string): Promise<ShopRow | undefined> {
  return services.db.selectFrom('companies').selectAll().where('shop_id', '=', shopId).executeTakeFirst();
}

export async function shopOfCompany(services: AppServices, companyId: string | null): Promise<ShopRow | undefined> {
  if (!companyId) return undefined;
  return services.db.selectFrom('companies').selectAll().where('company_id', '=', companyId).executeTakeFirst();
}

export async function invoiceBusinesses(services: AppServices, shopId: string): Promise<Schemas['InvoiceBusiness'][]> {
  const rows = await services.db
    .selectFrom('invoice_businesses')
    .selectAll()
    .where('shop_id', '=', shopId)
    .orderBy('bussiness_type')
    .execute();
  return rows.map((r) => ({
    recodeId: r.recode_id,
    bussinessType: r.bussiness_type,
    invoiceType: r.invoice_type === 'SDZ' ? 'SDZ' : 'SDP',
    status: r.status,
  }));
}

/** The Company answer: the saved form, the server's fields and the per-business invoice types. */
export async function companyView(services: AppServices, row: ShopRow): Promise<Company> {
  const profile = row.profile ?? {};
  const form = formOf(profile);
  const meta = metaOf(profile);
  const types = await dictionary(services, 'cus_company_business_type');
  const typeLabels = (form.companyTypeCode ?? '')
    .split(',')
    .filter(Boolean)
    .map((c) => types.get(c) ?? c)
    .join(',');
  const out: Company = {};
  for (const field of FORM_FIELDS) out[field] = form[field] ?? null;
  return {
    ...out,
    companyCname: form.companyCname ?? row.company_name,
    companyId: row.company_id,
    companyCode: row.company_code,
    shopId: row.shop_id,
    shopStatus: row.shop_status,
    authStatus: row.auth_status,
    statusDesc: meta.statusDesc ?? null,
    userId: meta.userId ?? null,
    changeContent: meta.changeContent ?? null,
    companyType: typeLabels || null,
    invoiceType: form.invoiceType ?? 'SDP',
    version: row.version,
    createTime: dateTime(row.create_time),
    updateTime: dateTime(row.update_time),
    invoiceBussiness: await invoiceBusinesses(services, row.shop_id),
  };
}
