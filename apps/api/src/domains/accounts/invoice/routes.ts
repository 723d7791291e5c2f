/**
 * Invoicing settings of a shop (openapi/paths/accounts/invoice.yaml) and the shop detail the onboarding form copies
 * them from (GET /user/seller/detail). The same rules as on the onboarding form apply, with its messages.
 */
import { sql } from 'kysely';
import { validateOnboardingField, type OnboardingField } from '@port/sdk/rules';
import type { Schemas } from '@port/sdk/contract';
import { defineHandlers, requireUser } from '../../../http/contract';
import { Answer } from '../../../http/envelope';
import { ApiError } from '../../../http/errors';
import { actorOf, recordAudit } from '../../../lib/audit';
import { hasPermission, type AppServices, type SessionUser } from '../../../services';
import { notFound, reachesOtherCompanies } from '../common/access';
import { dateTime } from '../common/format';
import { fail, langOf, say } from '../common/messages';
import { formOf, normalizeForm } from '../company/form';
import { settleInvoiceBusinesses } from '../company/invoice-rules';
import { invoiceBusinesses, metaOf, shopById, shopOfCompany, type ShopRow } from '../company/shop';
import { baseFromForm, baseView, formFromBase, writeInvoiceBusinesses, writeInvoiceManager } from './base';

const INVOICE_FIELDS: OnboardingField[] = [
  'invoiceCompanyName', 'invoiceCompanyTaxCode', 'invoiceCompanyBank', 'invoiceCompanyBankAccount', 'invoiceCompanyAdress',
  'invoiceCompanyTel', 'invoiceMobile', 'invoiceEmail',
];

async function shopFor(services: AppServices, me: SessionUser, shopId: string | undefined, permission: string): Promise<ShopRow> {
  const own = await shopOfCompany(services, me.companyId);
  if (!shopId || shopId === own?.shop_id) {
    if (!own) throw notFound();
    return own;
  }
  if (!reachesOtherCompanies(me, permission)) throw new ApiError(403, 'forbidden');
  const other = await shopById(services, shopId);
  if (!other) throw notFound();
  return other;
}

async function manager(services: AppServices, shop: ShopRow): Promise<Schemas['InvoiceManager']> {
  const row = await services.db.selectFrom('invoice_managers').selectAll().where('shop_id', '=', shop.shop_id).executeTakeFirst();
  const form = formOf(shop.profile ?? {});
  // A shop without settings answers them built from its onboarding form.
  const base = row?.base ?? baseFromForm(form);
  const type = row?.invoice_type ?? form.invoiceType ?? 'SDP';
  return {
    shopId: shop.shop_id,
    invoiceType: type === 'SDZ' ? 'SDZ' : 'SDP',
    invoiceBase: baseView(shop.shop_id, base, type),
    invoiceBussiness: await invoiceBusinesses(services, shop.shop_id),
    updateBy: row?.update_by ?? null,
    updateTime: dateTime(row?.update_time),
  };
}

export const invoiceHandlers = defineHandlers({
  findInvoiceManager: async ({ services, user, query }) => manager(services, await shopFor(services, requireUser(user), query.shopId, 'user:invoice:query')),

  getSellerDetail: async ({ services, user, query }) => {
    const me = requireUser(user);
    const shop = await shopFor(services, me, query.shopId, 'accounts:seller:list').catch((e: unknown) => {
      throw e instanceof ApiError && e.status === 403 ? notFound() : e;
    });
    const m = await manager(services, shop);
    return { invoiceBase: m.invoiceBase, invoiceBussiness: m.invoiceBussiness };
  },

  updateInvoiceManager: async ({ services, user, body, req }) => {
    const me = requireUser(user);
    const lang = langOf(req);
    const shop = await shopFor(services, me, body.shopId, 'accounts:invoice:edit');
    const own = shop.company_id === me.companyId;
    if (own && metaOf(shop.profile ?? {}).userId !== me.userId && !hasPermission(me, 'accounts:user:edit') && !hasPermission(me, 'accounts:invoice:edit')) {
      throw new ApiError(403, 'forbidden');
    }
    const current = await manager(services, shop);
    const { shopId: _shopId, type: baseType, ...baseFields } = body.invoiceBase;
    const form = normalizeForm(formFromBase(baseFields));
    for (const field of INVOICE_FIELDS) {
      const found = validateOnboardingField(field, form);
      if (found) throw fail(lang, found.key, found.params ? { ...found.params } : {}, { field });
    }
    const globalType = body.invoiceType ?? baseType ?? current.invoiceType;
    const businesses = await settleInvoiceBusinesses(services, lang, body.invoiceBussiness, globalType, current.invoiceType);
    const now = services.now();
    const base = baseFromForm(form);
    await services.db.transaction().execute(async (trx) => {
      await writeInvoiceManager(trx, shop.shop_id, base, globalType, me.name ?? me.mobile, now);
      await writeInvoiceBusinesses(trx, shop.shop_id, businesses);
      // The onboarding form shows the same details.
      await trx
        .updateTable('companies')
        .set({ profile: sql`profile || ${JSON.stringify({ ...form, invoiceType: globalType })}::jsonb`, update_time: now })
        .where('shop_id', '=', shop.shop_id)
        .execute();
      await recordAudit(trx, actorOf(me, req), {
        action: 'update', entity: 'invoice_manager', entityId: shop.shop_id,
        before: { invoiceType: current.invoiceType, invoiceBase: current.invoiceBase }, after: { invoiceType: globalType, invoiceBase: base, invoiceBussiness: businesses },
      });
    });
    return new Answer(null, say(lang, 'accounts.invoice.saved'));
  },
});
