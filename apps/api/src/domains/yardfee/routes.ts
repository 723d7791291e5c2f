/**
 * The handlers of openapi/paths/yardfee.yaml: tariff items and custom rates from the entity mechanism (a rate's
 * customer is told when it is set or changed), container visits from the mechanism with their fee added, the
 * payment of a visit from the customer's prepayment account, and the charge report.
 */
import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Schemas } from '@port/sdk/contract';
import { yuanOfCents } from '@port/sdk/domains/ledger';
import { serverLanguage, type ServerLanguage } from '@port/config/server-messages';
import { defineHandlers, requireUser, RAW, type Handlers } from '../../http/contract';
import { ApiError } from '../../http/errors';
import { entityHandlers } from '../../lib/entity/handlers';
import { listEntity } from '../../lib/entity/list';
import { readRow } from '../../lib/entity/rows';
import type { EntityCaller, Row } from '../../lib/entity/store';
import { notifyCompanies, tellWorkChanged } from '../../lib/entity/notify';
import { touchList } from '../../lib/list-query';
import { parseId } from '../../lib/ids';
import { clientText } from '../../lib/text';
import type { AppServices, SessionUser } from '../../services';
import { LedgerError } from '../ledger/ledger';
import { billVisit } from './bill';
import { ledgerFailure } from '../ledger/view';
import { factsQuery, feesOf, withFee, type VisitFacts } from './fees';
import { chargeReport, exportChargeReport } from './report';
import { yardFeeItemStore, yardFeeRateStore, yardVisitStore } from './stores';
import { syncVisits } from './visits';

const langOf = (req: { headers: Record<string, string | string[] | undefined> }): ServerLanguage =>
  serverLanguage(req.headers['accept-language'] as string | undefined);
const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const refuse = (lang: ServerLanguage, key: string) => new ApiError(409, 'staleUpdate', {}, { text: clientText(lang, `yardfee.errors.${key}`) });

type Req = { id: string; ip?: string; headers: Record<string, string | string[] | undefined>; log: FastifyBaseLogger };
const callerOf = (services: AppServices, user: SessionUser | null, req: Req): EntityCaller => ({
  services, user: requireUser(user), traceId: req.id, lang: langOf(req), ...(req.ip ? { ip: req.ip } : {}),
});

const items = entityHandlers(yardFeeItemStore, { exportTitle: 'yardfee.pages.items' });
const rates = entityHandlers(yardFeeRateStore, { exportTitle: 'yardfee.pages.rates' });
const visits = entityHandlers(yardVisitStore, { exportTitle: 'yardfee.pages.visits' });

type AnyHandler = (call: never) => Promise<unknown>;
const call = (h: Handlers, op: keyof Handlers, args: unknown) => (h[op] as unknown as AnyHandler)(args as never);

/** Tells the customer its rate was set or changed (a live notice: its open visit reloads its fee). */
async function notifyRate(services: AppServices, req: Req, user: SessionUser, rate: Schemas['YardFeeRate']) {
  const row = await services.db.selectFrom('yardfee_rates').select(['customer_company_id']).where('id', '=', rate.id).executeTakeFirst();
  if (!row) return;
  const lang = langOf(req);
  const title = clientText(lang, 'yardfee.notices.rateTitle');
  const content = clientText(lang, 'yardfee.notices.rate', { operator: rate.operatorName ?? '', item: rate.itemName ?? '', amount: yuanOfCents(rate.priceCents) });
  await notifyCompanies(services, req.log, [row.customer_company_id], user.userId, escapeHtml(title), escapeHtml(content));
  // A rate changes the fee of the customer's unpaid visits.
  touchList('yardfee.visit');
}

/** Fees of visits the caller has read (rows of the store's projection), in one pass. */
async function decorate(services: AppServices, user: SessionUser, records: Array<Schemas['YardVisit']>) {
  const ids = records.map((r) => r.id);
  const facts = ids.length ? ((await factsQuery(services.db).where(sql`id`, 'in', ids).execute()) as VisitFacts[]) : [];
  const byId = new Map(facts.map((f) => [f.id, f]));
  const fees = await feesOf(services.db, facts, services.now());
  return records.map((r) => withFee(r, user, byId.get(r.id), fees.get(r.id)));
}

async function visitRecord(caller: EntityCaller, id: string) {
  const row: Row = await readRow(yardVisitStore, caller, id);
  const [record] = await decorate(caller.services, caller.user, [yardVisitStore.toRecord(row)]);
  return record!;
}

export const yardfeeHandlers: Handlers = defineHandlers({
  ...items,
  ...rates,
  createYardFeeRate: async (c) => {
    const rate = (await call(rates, 'createYardFeeRate', c)) as Schemas['YardFeeRate'];
    await notifyRate(c.services, c.req, requireUser(c.user), rate);
    return rate;
  },
  updateYardFeeRate: async (c) => {
    const rate = (await call(rates, 'updateYardFeeRate', c)) as Schemas['YardFeeRate'];
    await notifyRate(c.services, c.req, requireUser(c.user), rate);
    return rate;
  },
  deleteYardFeeRate: async (c) => {
    await call(rates, 'deleteYardFeeRate', c);
    touchList('yardfee.visit');
    return null;
  },

  listYardVisits: async ({ services, user, req, query }) => {
    const caller = callerOf(services, user, req);
    await syncVisits(services.db);
    const page = await listEntity(yardVisitStore, caller, query as never, (r) => r);
    return { ...page, data: await decorate(services, caller.user, page.data) };
  },
  getYardVisit: async ({ services, user, req, params }) => {
    await syncVisits(services.db);
    return visitRecord(callerOf(services, user, req), parseId(params.id));
  },
  exportYardVisits: async (c) => {
    await syncVisits(c.services.db);
    return call(visits, 'exportYardVisits', c);
  },

  payYardVisit: async ({ services, user, req, params }) => {
    const caller = callerOf(services, user, req);
    const { lang } = caller;
    const id = parseId(params.id);
    await syncVisits(services.db);
    // Read first through the data scope: a stranger's visit is 404, the operator's 403 below.
    await readRow(yardVisitStore, caller, id);
    const me = caller.user;
    let paid: { charge_no: string; total: number; operator: string; container: string } | null = null;
    try {
      await services.db.transaction().execute(async (trx) => {
        const v = (await factsQuery(trx).where(sql`id`, '=', id).forUpdate().executeTakeFirstOrThrow()) as VisitFacts;
        if (v.customer_company_id !== me.companyId) {
          if (!v.customer_company_id) throw refuse(lang, 'noCustomer');
          throw new ApiError(403, 'forbidden', {}, { text: clientText(lang, 'yardfee.errors.notCustomer') });
        }
        if (v.status === 'paid') return; // paid already: answered unchanged
        if (v.status !== 'out') throw refuse(lang, 'notOut');
        const { chargeNo, fee } = await billVisit(trx, v, { companyId: me.companyId!, userId: me.userId }, services.now());
        paid = { charge_no: chargeNo, total: fee.totalCents, operator: v.operator_company_id, container: v.container_no };
      });
    } catch (err) {
      if (err instanceof LedgerError) ledgerFailure(lang, err);
      throw err;
    }
    touchList('yardfee.visit');
    const done = paid as { charge_no: string; total: number; operator: string; container: string } | null;
    if (done) {
      const customer = await services.db.selectFrom('companies').select('company_name').where('company_id', '=', me.companyId!).executeTakeFirst();
      await notifyCompanies(services, req.log, [done.operator], me.userId, escapeHtml(clientText(lang, 'yardfee.notices.paidTitle')),
        escapeHtml(clientText(lang, 'yardfee.notices.paid', { customer: customer?.company_name ?? '', chargeNo: done.charge_no, containerNo: done.container, amount: yuanOfCents(done.total) })));
      // The paid fee leaves the customer's work queue (./work.ts): its users' counts follow.
      await tellWorkChanged(services, req.log, [me.companyId]);
    }
    return visitRecord(caller, id);
  },

  getYardChargeReport: async ({ services, user, req, query }) => chargeReport(services, requireUser(user), langOf(req), query),
  exportYardChargeReport: async ({ services, user, req, query, reply }) => {
    await exportChargeReport(services, requireUser(user), langOf(req), query, reply);
    return RAW;
  },
});
