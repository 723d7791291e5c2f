/** The handlers of openapi/paths/ledger.yaml: account, entries, occupations, top-ups through the bank, refunds, reconciliation. */
import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import type { OpQuery, Schemas } from '@port/sdk/contract';
import { defineHandlers, RAW, requireUser } from '../../http/contract';
import { cspForPage } from '../../http/csp';
import { ApiError, notFound } from '../../http/errors';
import { parseDateTime } from '../../lib/datetime';
import { listPage, listRequest, type ListSpec } from '../../lib/list-query';
import { likePrefix } from '../../lib/like';
import { streamExcel } from '../../lib/excel-export';
import { notifyCompanies } from '../../lib/entity/notify';
import { clientText } from '../../lib/text';
import { actorOf, recordAudit } from '../../lib/audit';
import { isUniqueViolation } from '../../lib/records';
import type { AppServices, SessionUser } from '../../services';
import { dateTime } from '../accounts/common/format';
import { langOf, type Lang } from '../accounts/common/messages';
import { bankAdapter, BankUnavailable, signBankCallback, type BankAdapter, verifyBankCallback, verifyBankLink, type CallbackFields } from './bank';
import { bankPage, missingBankPage } from './bank-page';
import { balances, hold, reconcile, refund, release, settle, topUp } from './ledger';
import { businessNames, ENTRY_COLUMNS, entriesFrom, entryView, inScope, ledgerFailure, num, scopeCompany, type EntryRow } from './view';
import { invoiceHandlers } from './invoices';
import { paymentOverviewHandlers } from './overview';

const ENTRY_LIST: ListSpec = {
  name: 'ledger_entries',
  idColumn: 'e.id',
  sorts: { createTime: { column: 'e.create_time', cast: 'timestamptz' } },
  defaultSort: { field: 'createTime', order: 'desc' },
};

const HOLD_LIST: ListSpec = {
  name: 'ledger_holds',
  idColumn: 'h.id',
  sorts: { createTime: { column: 'h.create_time', cast: 'timestamptz' } },
  defaultSort: { field: 'createTime', order: 'desc' },
};

type EntryFilters = Omit<OpQuery<'listLedgerEntries'>, 'pageNo' | 'pageSize' | 'cursor'>;

function entrySource(services: AppServices, me: SessionUser, q: EntryFilters) {
  const company = scopeCompany(me, q.companyId);
  let base = entriesFrom(services).where(inScope('e.company_id', company));
  if (q.businessType) base = base.where('e.business_type', '=', q.businessType);
  if (q.terminal) base = base.where('e.terminal', '=', q.terminal);
  if (q.kind) base = base.where('e.kind', '=', q.kind);
  const key = q.businessKey?.trim();
  if (key) base = base.where('e.business_key', 'like', likePrefix(key));
  const start = q.timeStart ? parseDateTime(q.timeStart) : null;
  const end = q.timeEnd ? parseDateTime(q.timeEnd) : null;
  if (start) base = base.where('e.create_time', '>=', start);
  if (end) base = base.where('e.create_time', '<=', end);
  return {
    base,
    project: (qb: typeof base) => qb.select([...ENTRY_COLUMNS]),
    filterKey: { c: company ?? '*', b: q.businessType, t: q.terminal, k: q.kind, key, a: start?.getTime(), z: end?.getTime() },
  };
}

async function holdView(services: AppServices, id: string, me: SessionUser): Promise<Schemas['LedgerHold']> {
  if (!/^[1-9]\d{0,17}$/.test(id)) throw notFound();
  const h = await services.db.selectFrom('ledger_holds as h').leftJoin('companies as c', 'c.company_id', 'h.company_id').leftJoin('users as u', 'u.user_id', 'h.user_id')
    .leftJoin('ledger_invoice_holds as ih', 'ih.hold_id', 'h.id')
    .select(['h.id', 'h.company_id', 'c.company_name', 'h.business_type', 'h.terminal', 'h.business_key', 'h.amount_cents', 'h.settled_cents', 'h.status',
      'h.description', 'h.record_path', 'h.create_time', 'h.update_time', sql<string | null>`coalesce(u.name, u.mobile)`.as('user_name'), sql<string | null>`ih.invoice_id::text`.as('invoice_id')])
    .where('h.id', '=', id).executeTakeFirst();
  if (!h || (!me.platform && h.company_id !== me.companyId)) throw notFound();
  const names = await businessNames(services);
  const entries = await entriesFrom(services).select([...ENTRY_COLUMNS]).where('e.hold_id', '=', id).orderBy('e.id').execute();
  return {
    id: String(h.id), companyId: h.company_id, companyName: h.company_name ?? '', businessType: h.business_type, businessName: names.get(h.business_type) ?? null,
    terminal: h.terminal, businessKey: h.business_key, amountCents: num(h.amount_cents), settledCents: num(h.settled_cents),
    status: h.status as Schemas['LedgerHoldStatus'], description: h.description, recordPath: h.record_path, userName: h.user_name,
    createTime: dateTime(h.create_time) ?? '', updateTime: dateTime(h.update_time) ?? '', invoiceId: h.invoice_id,
    entries: entries.map((e) => entryView(e as EntryRow, names)),
  };
}

async function holdKey(services: AppServices, id: string) {
  if (!/^[1-9]\d{0,17}$/.test(id)) throw notFound();
  const h = await services.db.selectFrom('ledger_holds').select(['company_id', 'business_type', 'business_key', 'description']).where('id', '=', id).executeTakeFirst();
  if (!h) throw notFound();
  return h;
}

const yuanText = (cents: number) => (cents / 100).toFixed(2);

async function topupView(services: AppServices, orderNo: string) {
  const t = await services.db.selectFrom('ledger_topups').selectAll().where('order_no', '=', orderNo).executeTakeFirst();
  if (!t) return null;
  return {
    row: t,
    view: {
      orderNo: t.order_no, companyId: t.company_id, amountCents: num(t.amount_cents), status: t.status as Schemas['LedgerTopup']['status'],
      bankUrl: t.pay_url ?? bankAdapter(services).payUrl({ orderNo: t.order_no, amountCents: num(t.amount_cents) }, services.now()),
      createTime: dateTime(t.create_time) ?? '', paidTime: dateTime(t.paid_time),
    } satisfies Schemas['LedgerTopup'],
  };
}

const noticeRefused = (lang: Lang, key: 'bankAmount' | 'bankSettled') => new ApiError(409, 'staleUpdate', {}, { text: clientText(lang, `ledger.errors.${key}`) });

/**
 * The bank's notice: checked against the order (its amount), it settles the order once and, when paid, posts the
 * top-up. The same notice again (same bank reference) changes nothing; another reference for a settled order, or a
 * reference already used for another order, is refused (the bank reports a second payment: a person looks at it).
 */
async function applyBankNotice(services: AppServices, lang: Lang, bank: BankAdapter, notice: Pick<CallbackFields, 'orderNo' | 'amountCents' | 'status' | 'bankRef'>) {
  const { orderNo, amountCents, status, bankRef } = notice;
  const now = services.now();
  try {
    return await services.db.transaction().execute(async (trx) => {
      const t = await trx.selectFrom('ledger_topups').selectAll().where('order_no', '=', orderNo).forUpdate().executeTakeFirst();
      // Only the bank that took the order reports on it (an order of the sandbox is not the hosted bank's).
      if (!t || t.bank !== bank.name) throw notFound();
      if (num(t.amount_cents) !== amountCents) throw noticeRefused(lang, 'bankAmount');
      if (t.status !== 'pending') {
        if (t.bank_ref === bankRef && t.status === status) return { row: t, changed: false };
        throw noticeRefused(lang, 'bankSettled');
      }
      if (status === 'paid') await topUp(trx, { companyId: t.company_id, orderNo, amountCents, userId: t.user_id, now });
      const row = await trx.updateTable('ledger_topups').set({ status, bank_ref: bankRef, paid_time: status === 'paid' ? now : null })
        .where('order_no', '=', orderNo).returningAll().executeTakeFirstOrThrow();
      return { row, changed: true };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw noticeRefused(lang, 'bankSettled');
    throw err;
  }
}

export const ledgerHandlers = defineHandlers({
  ...invoiceHandlers,
  ...paymentOverviewHandlers,

  getLedgerAccount: async ({ services, user, query }) => {
    const me = requireUser(user);
    const company = scopeCompany(me, query.companyId) ?? me.companyId;
    if (!company) throw notFound();
    const c = await services.db.selectFrom('companies').select(['company_id', 'company_name']).where('company_id', '=', company).executeTakeFirst();
    if (!c) throw notFound();
    const b = await balances(services.db, company);
    let q = services.db.selectFrom('ledger_holds').select([sql<string>`coalesce(sum(amount_cents), 0)::text`.as('held'), sql<string>`count(*)::text`.as('n')])
      .where('company_id', '=', company).where('status', '=', 'held');
    if (query.businessType) q = q.where('business_type', '=', query.businessType);
    if (query.terminal) q = q.where('terminal', '=', query.terminal);
    const open = await q.executeTakeFirstOrThrow();
    return {
      companyId: c.company_id, companyName: c.company_name, balanceCents: num(b.available + b.held), availableCents: num(b.available),
      heldCents: query.businessType || query.terminal ? num(open.held) : num(b.held), openHolds: num(open.n),
    };
  },

  listLedgerEntries: async ({ services, user, query }) => {
    const me = requireUser(user);
    const page = await listPage(services.db, ENTRY_LIST, entrySource(services, me, query), listRequest(query));
    const names = await businessNames(services);
    return { ...page, data: page.data.map((r) => entryView(r as EntryRow, names)) };
  },

  exportLedgerEntries: async ({ services, user, query, req, reply }) => {
    const me = requireUser(user);
    const lang = langOf(req);
    const names = await businessNames(services);
    const source = entrySource(services, me, query);
    const total = await source.base.select(sql<string>`count(*)::text`.as('n')).executeTakeFirstOrThrow();
    async function* rows() {
      let after: string | null = null;
      for (;;) {
        let q = source.project(source.base).orderBy('e.id', 'desc').limit(2000);
        if (after) q = q.where('e.id', '<', after);
        const batch = (await q.execute()) as unknown as EntryRow[];
        if (!batch.length) return;
        after = batch[batch.length - 1]!.id;
        yield batch.map((r) => entryView(r, names));
      }
    }
    const col = (k: string) => clientText(lang, `ledger.fields.${k}`);
    await streamExcel<Schemas['LedgerEntry']>({
      services, user: me, reply, exportId: query.exportId, fileName: `${clientText(lang, 'ledger.pages.ledger')}.xlsx`, sheetName: 'ledger',
      total: { total: Number(total.n), exact: true },
      rows: rows(),
      columns: [
        { header: col('createTime'), width: 20, value: (r) => r.createTime },
        { header: col('companyName'), width: 28, value: (r) => r.companyName },
        { header: col('kind'), width: 10, value: (r) => clientText(lang, `ledger.kinds.${r.kind}`) },
        { header: col('businessType'), width: 14, value: (r) => r.businessName ?? r.businessType },
        { header: col('terminal'), width: 12, value: (r) => r.terminal },
        { header: col('businessKey'), width: 24, value: (r) => r.businessKey },
        { header: col('from'), width: 10, value: (r) => clientText(lang, `ledger.accounts.${r.fromAccount}`) },
        { header: col('to'), width: 10, value: (r) => clientText(lang, `ledger.accounts.${r.toAccount}`) },
        { header: col('amount'), width: 14, value: (r) => r.amountCents / 100 },
        { header: col('userName'), width: 14, value: (r) => r.userName },
        { header: col('remark'), width: 24, value: (r) => r.remark },
      ],
    });
    return RAW;
  },

  createLedgerHold: async ({ services, user, body, req }) => {
    const me = requireUser(user);
    const lang = langOf(req);
    const company = await services.db.selectFrom('companies').select('company_id').where('company_id', '=', body.companyId).executeTakeFirst();
    if (!company) throw notFound();
    const names = await businessNames(services);
    if (!names.has(body.businessType)) throw new ApiError(400, 'invalidBody', {}, { text: clientText(lang, 'ledger.errors.businessType'), field: 'body.businessType' });
    let row;
    try {
      row = await hold(services.db, {
        companyId: body.companyId, businessType: body.businessType, businessKey: body.businessKey, amountCents: body.amountCents,
        terminal: body.terminal ?? null, description: body.description, recordPath: body.recordPath ?? null, userId: me.userId, now: services.now(),
      });
    } catch (err) {
      ledgerFailure(lang, err);
    }
    await notifyCompanies(services, req.log, [body.companyId], me.userId, clientText('zh-CN', 'ledger.notices.heldTitle'),
      clientText('zh-CN', 'ledger.notices.held', { key: body.businessKey, amount: yuanText(body.amountCents), business: names.get(body.businessType) ?? body.businessType }));
    return holdView(services, String(row.id), me);
  },

  listLedgerHolds: async ({ services, user, query }) => {
    const me = requireUser(user);
    const company = scopeCompany(me, query.companyId);
    let base = services.db.selectFrom('ledger_holds as h').leftJoin('ledger_invoice_holds as ih', 'ih.hold_id', 'h.id').where(inScope('h.company_id', company));
    if (query.businessType) base = base.where('h.business_type', '=', query.businessType);
    if (query.terminal) base = base.where('h.terminal', '=', query.terminal);
    if (query.status) base = base.where('h.status', '=', query.status);
    if (query.uninvoiced) base = base.where('ih.hold_id', 'is', null);
    const key = query.businessKey?.trim();
    if (key) base = base.where('h.business_key', 'like', likePrefix(key));
    const page = await listPage(services.db, HOLD_LIST, {
      base,
      project: (qb) => qb.leftJoin('companies as c', 'c.company_id', 'h.company_id').leftJoin('users as u', 'u.user_id', 'h.user_id')
        .select([sql<string>`h.id::text`.as('id'), 'h.company_id', 'c.company_name', 'h.business_type', 'h.terminal', 'h.business_key', sql<string>`h.amount_cents::text`.as('amount_cents'),
          sql<string>`h.settled_cents::text`.as('settled_cents'), 'h.status', 'h.description', 'h.record_path', 'h.create_time', 'h.update_time',
          sql<string | null>`coalesce(u.name, u.mobile)`.as('user_name'), sql<string | null>`ih.invoice_id::text`.as('invoice_id')]),
      filterKey: { c: company ?? '*', b: query.businessType, t: query.terminal, s: query.status, u: !!query.uninvoiced, key },
    }, listRequest(query));
    const names = await businessNames(services);
    return {
      ...page,
      data: page.data.map((h) => ({
        id: h.id, companyId: h.company_id, companyName: h.company_name ?? '', businessType: h.business_type, businessName: names.get(h.business_type) ?? null,
        terminal: h.terminal, businessKey: h.business_key, amountCents: num(h.amount_cents), settledCents: num(h.settled_cents),
        status: h.status as Schemas['LedgerHoldStatus'], description: h.description, recordPath: h.record_path, userName: h.user_name,
        createTime: dateTime(h.create_time) ?? '', updateTime: dateTime(h.update_time) ?? '', invoiceId: h.invoice_id, entries: [],
      })),
    };
  },

  getLedgerHold: async ({ services, user, params }) => holdView(services, params.id, requireUser(user)),

  settleLedgerHold: async ({ services, user, params, body, req }) => {
    const me = requireUser(user);
    const h = await holdKey(services, params.id);
    try {
      await settle(services.db, { companyId: h.company_id, businessType: h.business_type, businessKey: h.business_key, amountCents: body.amountCents, userId: me.userId, now: services.now() });
    } catch (err) {
      ledgerFailure(langOf(req), err);
    }
    await notifyCompanies(services, req.log, [h.company_id], me.userId, clientText('zh-CN', 'ledger.notices.settledTitle'), clientText('zh-CN', 'ledger.notices.settled', { key: h.business_key }));
    return holdView(services, params.id, me);
  },

  releaseLedgerHold: async ({ services, user, params, req }) => {
    const me = requireUser(user);
    const h = await holdKey(services, params.id);
    try {
      await release(services.db, { companyId: h.company_id, businessType: h.business_type, businessKey: h.business_key, userId: me.userId, now: services.now() });
    } catch (err) {
      ledgerFailure(langOf(req), err);
    }
    await notifyCompanies(services, req.log, [h.company_id], me.userId, clientText('zh-CN', 'ledger.notices.releasedTitle'), clientText('zh-CN', 'ledger.notices.released', { key: h.business_key }));
    return holdView(services, params.id, me);
  },

  createLedgerTopup: async ({ services, user, body, req }) => {
    const me = requireUser(user);
    if (!me.companyId) throw new ApiError(403, 'forbidden', {}, { text: clientText(langOf(req), 'ledger.errors.noCompany') });
    const now = services.now();
    const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
    const orderNo = `TU${stamp}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
    const adapter = bankAdapter(services);
    // The bank takes the order first: an order it never saw could not be paid.
    let payUrl: string | null;
    try {
      payUrl = await adapter.place({ orderNo, amountCents: body.amountCents }, now);
    } catch (err) {
      if (!(err instanceof BankUnavailable)) throw err;
      req.log.warn({ orderNo, err: err.message }, 'the bank did not take a top-up order');
      throw new ApiError(503, 'serverError', {}, { text: clientText(langOf(req), 'ledger.errors.bankUnavailable') });
    }
    await services.db.insertInto('ledger_topups').values({
      order_no: orderNo, company_id: me.companyId, amount_cents: body.amountCents, bank: adapter.name, user_id: me.userId, create_time: now, pay_url: payUrl,
    }).execute();
    await recordAudit(services.db, actorOf(me, req), { action: 'create', entity: 'ledger_topup', entityId: orderNo, after: body });
    return (await topupView(services, orderNo))!.view;
  },

  getLedgerTopup: async ({ services, user, params }) => {
    const me = requireUser(user);
    const t = await topupView(services, params.orderNo);
    if (!t || (!me.platform && t.row.company_id !== me.companyId)) throw notFound();
    return t.view;
  },

  ledgerBankPage: async ({ services, params, query, req, reply }) => {
    const lang = (query.lang as never) ?? langOf(req);
    const adapter = bankAdapter(services);
    const t = adapter.sandbox && verifyBankLink(adapter.callbackSecrets, query.token, params.orderNo, services.now())
      ? await services.db.selectFrom('ledger_topups as t').innerJoin('companies as c', 'c.company_id', 't.company_id')
        .select(['t.order_no', 't.amount_cents', 't.status', 'c.company_name']).where('t.order_no', '=', params.orderNo).executeTakeFirst()
      : undefined;
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    if (!t) {
      reply.code(404).send(missingBankPage(lang));
      return RAW;
    }
    const html = bankPage(lang, { orderNo: t.order_no, amountCents: num(t.amount_cents), status: t.status, companyName: t.company_name }, query.token);
    reply.code(200).header('content-security-policy', cspForPage(html)).send(html);
    return RAW;
  },

  ledgerBankConfirm: async ({ services, params, body, req }) => {
    const adapter = bankAdapter(services);
    const now = services.now();
    if (!adapter.sandbox || !verifyBankLink(adapter.callbackSecrets, body.token, params.orderNo, now)) throw notFound();
    const t = await services.db.selectFrom('ledger_topups').select(['order_no', 'amount_cents', 'status']).where('order_no', '=', params.orderNo).executeTakeFirst();
    if (!t) throw notFound();
    // Pressing again after the outcome answers the outcome.
    if (t.status !== 'pending') return { returnUrl: `/new/newBank?orderNo=${encodeURIComponent(t.order_no)}&result=${t.status}`, status: t.status as Schemas['LedgerBankReturn']['status'] };
    // The bank's server notifies ours, signed (in-process for the sandbox; a hosted bank POSTs /ledger/bank/callback).
    const fields = {
      orderNo: t.order_no, amountCents: num(t.amount_cents), status: body.decision === 'pay' ? ('paid' as const) : ('cancelled' as const),
      bankRef: `SANDBOX-${t.order_no}`, timestamp: String(now.getTime()),
    };
    const signature = signBankCallback(services.env.signingSecret, fields);
    if (!verifyBankCallback(adapter.callbackSecrets, { ...fields, signature }, now)) throw new ApiError(401, 'unauthorized');
    const { row } = await applyBankNotice(services, langOf(req), adapter, fields);
    req.log.info({ orderNo: row.order_no, status: row.status }, 'bank notice applied');
    return { returnUrl: `/new/newBank?orderNo=${encodeURIComponent(row.order_no)}&result=${row.status}`, status: row.status as Schemas['LedgerBankReturn']['status'] };
  },

  ledgerBankCallback: async ({ services, body, req }) => {
    const lang = langOf(req);
    const adapter = bankAdapter(services);
    if (!verifyBankCallback(adapter.callbackSecrets, body, services.now())) {
      req.log.warn({ orderNo: body.orderNo }, 'bank callback with a bad signature or timestamp');
      throw new ApiError(401, 'unauthorized', {}, { text: clientText(lang, 'ledger.errors.signature') });
    }
    await applyBankNotice(services, lang, adapter, body);
    return (await topupView(services, body.orderNo))!.view;
  },

  createLedgerRefund: async ({ services, user, body, req }) => {
    const me = requireUser(user);
    const lang = langOf(req);
    if (!me.companyId) throw new ApiError(403, 'forbidden', {}, { text: clientText(lang, 'ledger.errors.noCompany') });
    const account = await services.db.selectFrom('payment_accounts').select(['bank_name', 'account_no']).where('company_id', '=', me.companyId)
      .where('is_default', '=', true).executeTakeFirst();
    if (!account) throw new ApiError(409, 'staleUpdate', {}, { text: clientText(lang, 'ledger.errors.noBankAccount') });
    const refundNo = `RF${services.now().toISOString().replace(/\D/g, '').slice(0, 14)}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
    try {
      await refund(services.db, {
        companyId: me.companyId, refundNo, amountCents: body.amountCents, userId: me.userId, now: services.now(),
        remark: `${body.reason} → ${account.bank_name} ${account.account_no.slice(-4)}`,
      });
    } catch (err) {
      ledgerFailure(lang, err);
    }
    await recordAudit(services.db, actorOf(me, req), { action: 'refund', entity: 'ledger', entityId: refundNo, after: body });
    const row = await entriesFrom(services).select([...ENTRY_COLUMNS]).where('e.company_id', '=', me.companyId).where('e.kind', '=', 'refund')
      .where('e.business_key', '=', refundNo).executeTakeFirstOrThrow();
    return entryView(row as EntryRow, await businessNames(services));
  },

  listLedgerReconciliation: async ({ services }) => {
    const rows = await reconcile(services.db);
    const names = new Map((await services.db.selectFrom('companies').select(['company_id', 'company_name']).execute()).map((c) => [c.company_id, c.company_name]));
    const out = rows.map((r) => ({
      companyId: r.companyId, companyName: names.get(r.companyId) ?? r.companyId, entries: r.entries, sumCents: num(r.sumCents), ok: r.ok,
      accounts: r.accounts.map((a) => ({ account: a.account, storedCents: num(a.storedCents), entriesCents: num(a.entriesCents) })),
    })).sort((a, b) => Number(a.ok) - Number(b.ok) || a.companyName.localeCompare(b.companyName));
    return { rows: out, companies: out.length, broken: out.filter((r) => !r.ok).length, entries: out.reduce((n, r) => n + r.entries, 0) };
  },
});

