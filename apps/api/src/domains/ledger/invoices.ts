/**
 * Invoicing of paid fees (hlc/hlcInInvoice, wmm invoiceCreate/invoiceDetail): a company applies for an invoice of
 * its settled occupations of one business type; the port issues it through the tax adapter (number, time) or
 * refuses it; an issued invoice is reversed by a red-letter invoice. Buyer title and tax number come from the
 * company's invoice settings, the invoice type (SDP/SDZ) from its per-business types (SPEC §5).
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { Schemas } from '@port/sdk/contract';
import type { ServerLanguage } from '@port/config/server-messages';
import { defineHandlers, RAW, requireUser } from '../../http/contract';
import { ApiError, notFound } from '../../http/errors';
import { listPage, listRequest, type ListSpec } from '../../lib/list-query';
import { likePrefix } from '../../lib/like';
import { notifyCompanies } from '../../lib/entity/notify';
import { clientText } from '../../lib/text';
import { actorOf, recordAudit } from '../../lib/audit';
import { attachmentHeader } from '../../lib/excel-export';
import type { AppServices, SessionUser } from '../../services';
import { dateTime } from '../accounts/common/format';
import { langOf } from '../accounts/common/messages';
import { pdfDocument, type PdfLine } from './pdf';
import { taxIssuer } from './tax';
import { businessNames, inScope, num, scopeCompany } from './view';

/** Port services (storage, handling, weighing, permits): VAT 6 %. */
export const TAX_RATE_PERMILLE = 60;

const INVOICE_LIST: ListSpec = {
  name: 'ledger_invoices',
  idColumn: 'i.id',
  sorts: { createTime: { column: 'i.create_time', cast: 'timestamptz' } },
  defaultSort: { field: 'createTime', order: 'desc' },
};

const refuse = (lang: ServerLanguage, key: string, status = 409, params: Record<string, string> = {}) =>
  new ApiError(status, status === 400 ? 'invalidBody' : 'staleUpdate', {}, { text: clientText(lang, `ledger.invoice.errors.${key}`, params) });

function invoicesFrom(services: AppServices) {
  return services.db.selectFrom('ledger_invoices as i').leftJoin('companies as c', 'c.company_id', 'i.company_id').leftJoin('users as u', 'u.user_id', 'i.user_id')
    .select([sql<string>`i.id::text`.as('id'), 'i.invoice_no', 'i.company_id', 'c.company_name', 'i.business_type', 'i.invoice_type', 'i.buyer_name', 'i.buyer_tax_code',
      'i.tax_rate_permille', sql<string>`i.total_cents::text`.as('total_cents'), sql<string>`i.tax_cents::text`.as('tax_cents'), 'i.status', 'i.reason',
      sql<string | null>`i.red_of::text`.as('red_of'), 'i.lines', 'i.create_time', 'i.issue_time', sql<string | null>`coalesce(u.name, u.mobile)`.as('user_name')]);
}
type InvoiceRow = Awaited<ReturnType<ReturnType<typeof invoicesFrom>['executeTakeFirstOrThrow']>>;

function view(r: InvoiceRow, names: Map<string, string>): Schemas['LedgerInvoice'] {
  return {
    id: r.id, invoiceNo: r.invoice_no, companyId: r.company_id, companyName: r.company_name ?? '', businessType: r.business_type,
    businessName: names.get(r.business_type) ?? null, invoiceType: r.invoice_type === 'SDZ' ? 'SDZ' : 'SDP', buyerName: r.buyer_name, buyerTaxCode: r.buyer_tax_code,
    taxRatePermille: r.tax_rate_permille, totalCents: num(r.total_cents), taxCents: num(r.tax_cents), status: r.status as Schemas['LedgerInvoiceStatus'],
    reason: r.reason, redOf: r.red_of, lines: r.lines, createTime: dateTime(r.create_time) ?? '', issueTime: dateTime(r.issue_time), userName: r.user_name,
  };
}

async function invoiceFor(services: AppServices, me: SessionUser, id: string) {
  if (!/^[1-9]\d{0,17}$/.test(id)) throw notFound();
  const r = await invoicesFrom(services).where('i.id', '=', id).executeTakeFirst();
  if (!r || (!me.platform && r.company_id !== me.companyId)) throw notFound();
  return r;
}

/** The buyer of a company: its invoice settings, else its onboarding form. */
async function buyerOf(db: Kysely<DB>, companyId: string, businessType: string) {
  const c = await db.selectFrom('companies as c').leftJoin('invoice_managers as m', 'm.shop_id', 'c.shop_id')
    .select(['c.company_name', 'c.shop_id', 'c.profile', 'm.base', 'm.invoice_type']).where('c.company_id', '=', companyId).executeTakeFirstOrThrow();
  const profile = c.profile as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
  const name = text(c.base?.companyName) ?? text(profile.invoiceCompanyName) ?? c.company_name;
  const taxCode = text(c.base?.companyTaxCode) ?? text(profile.invoiceCompanyTaxCode) ?? text(profile.companyCreditCode);
  const perBusiness = await db.selectFrom('invoice_businesses').select('invoice_type').where('shop_id', '=', c.shop_id).where('bussiness_type', '=', businessType).executeTakeFirst();
  const type = perBusiness?.invoice_type ?? c.invoice_type ?? 'SDP';
  return { name, taxCode, type: type === 'SDZ' ? 'SDZ' : 'SDP' };
}

const taxOf = (gross: number) => Math.round((gross * TAX_RATE_PERMILLE) / (1000 + TAX_RATE_PERMILLE));
const money = (cents: number) => `${cents < 0 ? '-' : ''}${(Math.abs(cents) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

function invoicePdf(lang: ServerLanguage, inv: Schemas['LedgerInvoice'], sellerName: string): Buffer {
  const t = (k: string) => clientText(lang, `ledger.invoice.pdf.${k}`);
  const red = inv.status === 'red';
  const lines: PdfLine[] = [
    { x: 300, y: 545, size: 20, text: `${t(inv.invoiceType === 'SDZ' ? 'titleSDZ' : 'titleSDP')}${red ? t('redSuffix') : ''}` },
    { x: 600, y: 545, size: 10, text: `${t('invoiceNo')}: ${inv.invoiceNo ?? ''}` },
    { x: 600, y: 530, size: 10, text: `${t('issueTime')}: ${inv.issueTime ?? ''}` },
    { x: 40, y: 495, size: 11, text: `${t('buyer')}: ${inv.buyerName}` },
    { x: 40, y: 478, size: 11, text: `${t('taxCode')}: ${inv.buyerTaxCode}` },
    { x: 440, y: 495, size: 11, text: `${t('seller')}: ${sellerName}` },
    { x: 440, y: 478, size: 11, text: `${t('business')}: ${inv.businessName ?? inv.businessType}` },
    { x: 40, y: 445, size: 10, text: t('item') }, { x: 330, y: 445, size: 10, text: t('businessKey') },
    { x: 520, y: 445, size: 10, text: t('rate') }, { x: 600, y: 445, size: 10, text: t('tax') }, { x: 700, y: 445, size: 10, text: t('amount') },
  ];
  const shown = inv.lines.slice(0, 16);
  shown.forEach((l, i) => {
    const y = 425 - i * 18;
    const sign = red ? -1 : 1;
    lines.push({ x: 40, y, size: 10, text: l.description.slice(0, 30) }, { x: 330, y, size: 10, text: l.businessKey },
      { x: 520, y, size: 10, text: `${inv.taxRatePermille / 10}%` }, { x: 600, y, size: 10, text: money(sign * l.taxCents) }, { x: 700, y, size: 10, text: money(sign * l.amountCents) });
  });
  if (inv.lines.length > shown.length) lines.push({ x: 40, y: 425 - shown.length * 18, size: 10, text: `… ${inv.lines.length - shown.length}` });
  lines.push(
    { x: 40, y: 90, size: 12, text: `${t('total')}: ¥${money(inv.totalCents)}    ${t('taxTotal')}: ¥${money(inv.taxCents)}` },
    ...(red && inv.reason ? [{ x: 40, y: 70, size: 10, text: `${t('reason')}: ${inv.reason}` }] : []),
    { x: 40, y: 40, size: 9, text: t('footer') },
  );
  return pdfDocument(lines, [[30, 515, 812, 515], [30, 458, 812, 458], [30, 110, 812, 110]], red ? 'red' : 'black');
}

export const invoiceHandlers = defineHandlers({
  listLedgerInvoices: async ({ services, user, query }) => {
    const me = requireUser(user);
    const company = scopeCompany(me, query.companyId);
    let base = services.db.selectFrom('ledger_invoices as i').where(inScope('i.company_id', company));
    if (query.businessType) base = base.where('i.business_type', '=', query.businessType);
    if (query.status) base = base.where('i.status', '=', query.status);
    const no = query.invoiceNo?.trim();
    if (no) base = base.where('i.invoice_no', 'like', likePrefix(no));
    const page = await listPage(services.db, INVOICE_LIST, {
      base,
      project: (qb) => qb.select('i.id as list_id'),
      filterKey: { c: company ?? '*', b: query.businessType, s: query.status, no },
    }, listRequest(query));
    const ids = page.data.map((r) => String(r.list_id));
    const rows = ids.length ? await invoicesFrom(services).where('i.id', 'in', ids).execute() : [];
    const byId = new Map(rows.map((r) => [r.id, r]));
    const names = await businessNames(services);
    return { ...page, data: ids.map((id) => view(byId.get(id)!, names)) };
  },

  applyLedgerInvoice: async ({ services, user, body, req }) => {
    const me = requireUser(user);
    const lang = langOf(req);
    if (!me.companyId) throw new ApiError(403, 'forbidden', {}, { text: clientText(lang, 'ledger.errors.noCompany') });
    const companyId = me.companyId;
    const id = await services.db.transaction().execute(async (trx) => {
      const holds = await trx.selectFrom('ledger_holds').selectAll().where('id', 'in', body.holdIds).where('company_id', '=', companyId).forUpdate().execute();
      if (holds.length !== body.holdIds.length) throw notFound();
      if (holds.some((h) => h.status !== 'settled')) throw refuse(lang, 'notSettled');
      const types = new Set(holds.map((h) => h.business_type));
      if (types.size !== 1) throw refuse(lang, 'oneBusiness', 400);
      const businessType = holds[0]!.business_type;
      const taken = await trx.selectFrom('ledger_invoice_holds').select('hold_id').where('hold_id', 'in', body.holdIds).execute();
      if (taken.length) throw refuse(lang, 'alreadyInvoiced');
      const buyer = await buyerOf(trx, companyId, businessType);
      if (!buyer.taxCode) throw refuse(lang, 'noTaxCode');
      const lines = holds.map((h) => ({ holdId: String(h.id), businessKey: h.business_key, description: h.description, amountCents: num(h.settled_cents), taxCents: taxOf(num(h.settled_cents)) }));
      const total = lines.reduce((s, l) => s + l.amountCents, 0);
      const tax = lines.reduce((s, l) => s + l.taxCents, 0);
      const row = await trx.insertInto('ledger_invoices').values({
        company_id: companyId, business_type: businessType, invoice_type: buyer.type, buyer_name: buyer.name, buyer_tax_code: buyer.taxCode,
        tax_rate_permille: TAX_RATE_PERMILLE, total_cents: total, tax_cents: tax, status: 'applied', lines: JSON.stringify(lines), remark: body.remark ?? null,
        user_id: me.userId, create_time: services.now(),
      }).returning('id').executeTakeFirstOrThrow();
      await trx.insertInto('ledger_invoice_holds').values(lines.map((l) => ({ hold_id: l.holdId, invoice_id: row.id }))).execute();
      return String(row.id);
    });
    await recordAudit(services.db, actorOf(me, req), { action: 'apply', entity: 'ledger_invoice', entityId: id, after: body });
    const platform = await services.db.selectFrom('companies').select('company_id').where('kind', '=', 'operator').execute();
    await notifyCompanies(services, req.log, platform.map((p) => p.company_id), me.userId, clientText('zh-CN', 'ledger.notices.invoiceAppliedTitle'), clientText('zh-CN', 'ledger.notices.invoiceApplied', { id }));
    return view(await invoiceFor(services, me, id), await businessNames(services));
  },

  getLedgerInvoice: async ({ services, user, params }) => view(await invoiceFor(services, requireUser(user), params.id), await businessNames(services)),

  issueLedgerInvoice: async ({ services, user, params, req }) => {
    const me = requireUser(user);
    const lang = langOf(req);
    const inv = await invoiceFor(services, me, params.id);
    if (inv.status !== 'applied') throw refuse(lang, 'notApplied');
    const now = services.now();
    const { invoiceNo } = await taxIssuer().issue({ id: inv.id, totalCents: num(inv.total_cents), red: false }, now);
    const done = await services.db.updateTable('ledger_invoices').set({ status: 'issued', invoice_no: invoiceNo, issue_time: now, issued_by: me.userId })
      .where('id', '=', inv.id).where('status', '=', 'applied').executeTakeFirst();
    if (done.numUpdatedRows === 0n) throw refuse(lang, 'notApplied');
    await recordAudit(services.db, actorOf(me, req), { action: 'issue', entity: 'ledger_invoice', entityId: inv.id, after: { invoiceNo } });
    await notifyCompanies(services, req.log, [inv.company_id], me.userId, clientText('zh-CN', 'ledger.notices.invoiceIssuedTitle'), clientText('zh-CN', 'ledger.notices.invoiceIssued', { no: invoiceNo }));
    return view(await invoiceFor(services, me, inv.id), await businessNames(services));
  },

  rejectLedgerInvoice: async ({ services, user, params, body, req }) => {
    const me = requireUser(user);
    const lang = langOf(req);
    const inv = await invoiceFor(services, me, params.id);
    const ok = await services.db.transaction().execute(async (trx) => {
      const done = await trx.updateTable('ledger_invoices').set({ status: 'rejected', reason: body.reason }).where('id', '=', inv.id).where('status', '=', 'applied').executeTakeFirst();
      if (done.numUpdatedRows === 0n) return false;
      await trx.deleteFrom('ledger_invoice_holds').where('invoice_id', '=', inv.id).execute();
      return true;
    });
    if (!ok) throw refuse(lang, 'notApplied');
    await recordAudit(services.db, actorOf(me, req), { action: 'reject', entity: 'ledger_invoice', entityId: inv.id, after: body });
    await notifyCompanies(services, req.log, [inv.company_id], me.userId, clientText('zh-CN', 'ledger.notices.invoiceRejectedTitle'), body.reason);
    return view(await invoiceFor(services, me, inv.id), await businessNames(services));
  },

  reverseLedgerInvoice: async ({ services, user, params, body, req }) => {
    const me = requireUser(user);
    const lang = langOf(req);
    const inv = await invoiceFor(services, me, params.id);
    const now = services.now();
    const redId = await services.db.transaction().execute(async (trx) => {
      const done = await trx.updateTable('ledger_invoices').set({ status: 'reversed', reason: body.reason }).where('id', '=', inv.id).where('status', '=', 'issued').executeTakeFirst();
      if (done.numUpdatedRows === 0n) return null;
      const red = await trx.insertInto('ledger_invoices').values({
        company_id: inv.company_id, business_type: inv.business_type, invoice_type: inv.invoice_type, buyer_name: inv.buyer_name, buyer_tax_code: inv.buyer_tax_code,
        tax_rate_permille: inv.tax_rate_permille, total_cents: -num(inv.total_cents), tax_cents: -num(inv.tax_cents), status: 'red', reason: body.reason, red_of: inv.id,
        lines: JSON.stringify(inv.lines), user_id: me.userId, issued_by: me.userId, create_time: now, issue_time: now,
      }).returning('id').executeTakeFirstOrThrow();
      const { invoiceNo } = await taxIssuer().issue({ id: String(red.id), totalCents: -num(inv.total_cents), red: true }, now);
      await trx.updateTable('ledger_invoices').set({ invoice_no: invoiceNo }).where('id', '=', red.id).execute();
      // The reversed occupations may be invoiced again.
      await trx.deleteFrom('ledger_invoice_holds').where('invoice_id', '=', inv.id).execute();
      return String(red.id);
    });
    if (!redId) throw refuse(lang, 'notIssued');
    await recordAudit(services.db, actorOf(me, req), { action: 'reverse', entity: 'ledger_invoice', entityId: inv.id, after: { ...body, red: redId } });
    await notifyCompanies(services, req.log, [inv.company_id], me.userId, clientText('zh-CN', 'ledger.notices.invoiceReversedTitle'), body.reason);
    return view(await invoiceFor(services, me, redId), await businessNames(services));
  },

  getLedgerInvoicePdf: async ({ services, user, params, req, reply }) => {
    const me = requireUser(user);
    const lang = langOf(req);
    const inv = view(await invoiceFor(services, me, params.id), await businessNames(services));
    if (inv.status === 'applied' || inv.status === 'rejected') throw refuse(lang, 'notIssued');
    const seller = await services.db.selectFrom('companies').select('company_name').where('kind', '=', 'operator').orderBy('company_id').executeTakeFirst();
    const pdf = invoicePdf(lang, inv, seller?.company_name ?? '');
    reply.header('content-type', 'application/pdf').header('content-disposition', attachmentHeader(`${inv.invoiceNo ?? inv.id}.pdf`)).header('cache-control', 'no-store').send(pdf);
    return RAW;
  },
});
