/**
 * The public portal's endpoints (openapi/paths/portal.yaml): the public information queries, the API
 * product catalogue and API subscriptions. The queries check what the /search forms check, with the
 * same words (shared SDK rules and i18n keys).
 */
import type {} from './tables';
import { serverLanguage, type ServerLanguage } from '@port/config/server-messages';
import { validateContainerNumbers, validateMobile, splitContainerNumbers } from '@port/sdk/rules';
import type { FastifyRequest } from 'fastify';
import { defineHandlers, requireUser, type Handler } from '../../http/contract';
import { ApiError, forbidden, invalid, notFound } from '../../http/errors';
import { actorOf, recordAudit } from '../../lib/audit';
import { rateLimit } from '../../lib/rate-limit';
import { clientText, enforce } from '../../lib/text';
import type { AppServices } from '../../services';
import { companySubscriptions, createSubscription, listProducts, productDetail } from './products';
import { decideSubscription, subscriptionsForReview } from './subscription-review';
import { containerHistory, dockDates, entryNotices, platformStandards, shipContainers, truckFilings, truckGps, vesselInfos, type Paging } from './queries';
import { AUTH } from '@port/sdk/labels';

/** Public queries per IP and minute. */
export const QUERY_RATE_LIMIT = 120;
export const MAX_CONTAINERS = 50;

const languageOf = (req: FastifyRequest): ServerLanguage => serverLanguage(req.headers['accept-language']);
const filled = (value: string | undefined): string | undefined => (value && value.trim() ? value.trim() : undefined);
const paging = (body: { pageNo?: number; pageSize?: number }): Paging => ({ pageNo: body.pageNo ?? 1, pageSize: body.pageSize ?? 10 });

async function limit(services: AppServices, req: FastifyRequest): Promise<void> {
  await rateLimit(services, `portal-query:${req.ip}`, QUERY_RATE_LIMIT);
}

/** The container list of the ship queries: SPEC §5 format and check digit, at most MAX_CONTAINERS. */
function containerList(lang: ServerLanguage, raw: string | undefined): string[] | undefined {
  const text = filled(raw);
  if (!text) return undefined;
  enforce(lang, validateContainerNumbers, text, 'containerNos');
  const list = splitContainerNumbers(text);
  if (list.length > MAX_CONTAINERS) throw invalid(clientText(lang, 'portal.search.tooManyContainers'), 'containerNos');
  return list;
}

const criteriaRequired = (lang: ServerLanguage) => invalid(clientText(lang, 'portal.search.criteriaRequired'));

/** UnloadingShip and LoadingShip: the same form and checks, over discharged or loaded containers. */
const shipQuery =
  (event: 'discharge' | 'load'): Handler<'queryUnloadingShip'> & Handler<'queryLoadingShip'> =>
  async ({ services, body, req }) => {
    await limit(services, req);
    const lang = languageOf(req);
    const criteria = { ...paging(body), vessel: filled(body.vessel), voyage: filled(body.voyage), containerNos: containerList(lang, body.containerNos) };
    if (!criteria.vessel && !criteria.voyage && !criteria.containerNos) throw criteriaRequired(lang);
    return shipContainers(services.db, event, criteria);
  };

export const portalHandlers = defineHandlers({
  queryUnloadingShip: shipQuery('discharge'),

  queryLoadingShip: shipQuery('load'),

  querySingleBoxHistory: async ({ services, body, req }) => {
    await limit(services, req);
    const lang = languageOf(req);
    const containerNo = body.containerNo.trim();
    if (!containerNo) throw invalid(clientText(lang, 'portal.search.containerRequired'), 'containerNo');
    enforce(lang, validateContainerNumbers, containerNo, 'containerNo');
    return containerHistory(services.db, containerNo);
  },

  queryEntryNotice: async ({ services, body, req }) => {
    await limit(services, req);
    return entryNotices(services.db, { ...paging(body), vessel: filled(body.vessel), voyage: filled(body.voyage) }, services.now());
  },

  queryDockDate: async ({ services, body, req }) => {
    await limit(services, req);
    return dockDates(
      services.db,
      { ...paging(body), vessel: filled(body.vessel), voyage: filled(body.voyage), ieFlag: body.ieFlag, etaFrom: body.etaFrom, etaTo: body.etaTo },
      services.now(),
    );
  },

  queryVesselInfo: async ({ services, body, req }) => {
    await limit(services, req);
    return vesselInfos(services.db, { ...paging(body), keyword: filled(body.keyword) });
  },

  queryTruckGps: async ({ services, body, req }) => {
    await limit(services, req);
    const truckLicense = filled(body.truckLicense);
    if (!truckLicense || truckLicense.length < 2) throw invalid(clientText(languageOf(req), 'portal.search.truckLicenseRequired'), 'truckLicense');
    return truckGps(services.db, { ...paging(body), truckLicense }, services.now());
  },

  queryTruckFiling: async ({ services, body, req }) => {
    await limit(services, req);
    const criteria = { ...paging(body), truckLicense: filled(body.truckLicense), fleetName: filled(body.fleetName) };
    if (!criteria.truckLicense && !criteria.fleetName) throw criteriaRequired(languageOf(req));
    return truckFilings(services.db, criteria);
  },

  queryPlatformStandard: async ({ services, body, req }) => {
    await limit(services, req);
    return platformStandards(services.db, { ...paging(body), keyword: filled(body.keyword), category: body.category });
  },

  listApiProducts: async ({ services, query }) => listProducts(services.db, query.keyword, query.category),

  getApiProduct: async ({ services, params, req }) => {
    const found = await productDetail(services.db, params.code);
    if (!found) throw new ApiError(404, 'notFound', {}, { text: clientText(languageOf(req), 'portal.newApi.notFound') });
    return found;
  },

  listApiSubscriptions: async ({ services, query, user }) => {
    const me = requireUser(user);
    return me.companyId ? companySubscriptions(services.db, me.companyId, query.productCode) : [];
  },

  applyApiSubscription: async ({ services, body, user, req }) => {
    const me = requireUser(user);
    const lang = languageOf(req);
    const purpose = body.purpose.trim();
    const contactName = body.contactName.trim();
    if (!purpose) throw invalid(clientText(lang, 'portal.newApi.purposeRequired'), 'purpose');
    if (!contactName) throw invalid(clientText(lang, 'portal.newApi.contactNameRequired'), 'contactName');
    enforce(lang, validateMobile, body.contactMobile, 'contactMobile');

    const product = await productDetail(services.db, body.productCode);
    if (!product) throw new ApiError(404, 'notFound', {}, { text: clientText(lang, 'portal.newApi.notFound') });
    const company = me.companyId
      ? await services.db.selectFrom('companies').select(['company_id', 'auth_status']).where('company_id', '=', me.companyId).executeTakeFirst()
      : undefined;
    if (!company || company.auth_status !== AUTH.verified) throw forbidden(clientText(lang, 'portal.newApi.companyRequired'));

    const created = await createSubscription(services.db, {
      productCode: product.code,
      companyId: company.company_id,
      userId: me.userId,
      purpose,
      contactName,
      contactMobile: body.contactMobile.trim(),
    });
    if (!created) throw new ApiError(409, 'staleUpdate', {}, { text: clientText(lang, 'portal.newApi.duplicate') });
    return created;
  },

  listApiSubscriptionsForReview: async ({ services, query }) =>
    subscriptionsForReview(services.db, {
      pageNo: query.pageNo ?? 1,
      pageSize: query.pageSize ?? 10,
      productCode: filled(query.productCode),
      companyName: filled(query.companyName),
      status: query.status,
    }),

  reviewApiSubscription: async ({ services, params, body, user, req }) => {
    const me = requireUser(user);
    const lang = languageOf(req);
    const remark = body.reviewRemark?.trim() || null;
    if (body.status === '2' && !remark) throw invalid(clientText(lang, 'portal.subscriptionReview.remarkRequired'), 'reviewRemark');
    const decided = await decideSubscription(services.db, params.id, body.status, remark, services.now());
    if (decided.outcome === 'notFound') throw notFound();
    if (decided.outcome === 'alreadyReviewed' || !decided.subscription) {
      throw new ApiError(409, 'staleUpdate', {}, { text: clientText(lang, 'portal.subscriptionReview.alreadyReviewed') });
    }
    await recordAudit(services.db, actorOf(me, req), {
      action: 'review', entity: 'api_subscription', entityId: params.id, before: { status: decided.before }, after: { status: body.status, remark },
    });
    return decided.subscription;
  },
});
