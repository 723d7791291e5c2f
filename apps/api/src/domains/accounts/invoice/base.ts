/**
 * A shop's invoicing details. The onboarding form keeps them as invoice-prefixed fields; InvoiceBase
 * drops the prefix (invoiceCompanyName ↔ companyName, invoiceRsv5 ↔ rsv5, invoiceType ↔ type).
 */
import type { Kysely } from 'kysely';
import type { Schemas } from '@port/sdk/contract';
import type { DB } from '../../../db/schema';
import type { Form } from '../company/form';

type InvoiceBase = Schemas['InvoiceBase'];

export const INVOICE_BASE_KEYS = [
  'companyName', 'companyTaxCode', 'companyBank', 'companyBankAccount', 'companyAdress', 'companyTel', 'rsv5', 'street',
  'companyAddress', 'companyAddressMailsCode', 'companyDetailAddressMail', 'mailPersonName', 'mobile', 'email',
] as const satisfies ReadonlyArray<keyof InvoiceBase>;

type BaseKey = (typeof INVOICE_BASE_KEYS)[number];
const formKey = (k: BaseKey) => `invoice${k[0]!.toUpperCase()}${k.slice(1)}` as keyof Form;

export function baseFromForm(form: Form): Record<BaseKey, string | null> {
  const out = {} as Record<BaseKey, string | null>;
  for (const k of INVOICE_BASE_KEYS) out[k] = form[formKey(k)] ?? null;
  return out;
}

export function formFromBase(base: Partial<Record<BaseKey, string | null | undefined>>): Form {
  const out: Form = {};
  for (const k of INVOICE_BASE_KEYS) if (base[k] !== undefined) out[formKey(k)] = base[k] ?? null;
  return out;
}

export function baseView(shopId: string, stored: Record<string, string | null>, type: string): InvoiceBase {
  const out: InvoiceBase = { shopId };
  for (const k of INVOICE_BASE_KEYS) out[k] = stored[k] ?? null;
  out.type = type === 'SDZ' ? 'SDZ' : 'SDP';
  return out;
}

/** Replaces the per-business types of a shop, keeping the row (recodeId) of each business that stays. */
export async function writeInvoiceBusinesses(
  db: Kysely<DB>,
  shopId: string,
  list: ReadonlyArray<{ bussinessType: string; invoiceType: string }>,
): Promise<void> {
  const types = list.map((b) => b.bussinessType);
  let del = db.deleteFrom('invoice_businesses').where('shop_id', '=', shopId);
  if (types.length) del = del.where('bussiness_type', 'not in', types);
  await del.execute();
  for (const b of list) {
    await db
      .insertInto('invoice_businesses')
      .values({ shop_id: shopId, bussiness_type: b.bussinessType, invoice_type: b.invoiceType, status: '0' })
      .onConflict((oc) => oc.columns(['shop_id', 'bussiness_type']).doUpdateSet({ invoice_type: b.invoiceType, status: '0' }))
      .execute();
  }
}

/** Stores the invoicing settings of a shop (the onboarding submission and the invoice manager both write here). */
export async function writeInvoiceManager(db: Kysely<DB>, shopId: string, base: Record<string, string | null>, type: string, by: string | null, at: Date) {
  await db
    .insertInto('invoice_managers')
    .values({ shop_id: shopId, invoice_type: type, base: JSON.stringify(base), update_by: by, update_time: at })
    .onConflict((oc) => oc.column('shop_id').doUpdateSet({ invoice_type: type, base: JSON.stringify(base), update_by: by, update_time: at }))
    .execute();
}
