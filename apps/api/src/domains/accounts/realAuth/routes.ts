/** Real-name authentication of a company (shop) or a person (openapi/paths/accounts/realAuth.yaml). */
import { validateIdCard } from '@port/sdk/rules';
import type { Schemas } from '@port/sdk/contract';
import { defineHandlers, RAW, requireUser } from '../../../http/contract';
import { Answer } from '../../../http/envelope';
import { cspForPage } from '../../../http/csp';
import { ApiError } from '../../../http/errors';
import { recordAudit } from '../../../lib/audit';
import { enforce } from '../../../lib/text';
import type { AppServices, SessionUser } from '../../../services';
import { notFound, reachesOtherCompanies } from '../common/access';
import { dateTime, maskMiddle, maskMobile } from '../common/format';
import { fail, langOf, say, type Lang } from '../common/messages';
import { notifyUsers } from '../common/notify';
import { formOf } from '../company/form';
import { shopById, shopOfCompany, type ShopRow } from '../company/shop';
import { companyLink, companyStatusOf, isExpired, latestFlow, linkOf, personLink, type Flow } from './flows';
import { realAuthProvider } from './provider';
import { confirmPage, identityPage, missingPage, outcomePage } from './sandbox-page';
import { verifyCallback } from './signature';
import { AUTH } from '@port/sdk/labels';

/** The caller's own shop, or another one for platform staff holding `permission`; 404 otherwise. */
async function shopFor(services: AppServices, me: SessionUser, shopId: string | undefined, permission: string): Promise<ShopRow> {
  const own = await shopOfCompany(services, me.companyId);
  if (!shopId || shopId === own?.shop_id) {
    if (!own) throw notFound();
    return own;
  }
  if (!reachesOtherCompanies(me, permission)) throw notFound();
  const other = await shopById(services, shopId);
  if (!other) throw notFound();
  return other;
}

async function shopStatus(services: AppServices, shop: ShopRow): Promise<Schemas['ShopAuthStatus']> {
  const flow = await latestFlow(services, { shopId: shop.shop_id });
  const { companyStatus, failReason } = companyStatusOf(shop.auth_status, flow, services.now());
  return { shopId: shop.shop_id, companyStatus, authStatus: shop.auth_status, flowId: flow?.flow_id ?? null, failReason };
}

async function companyInfo(services: AppServices, shop: ShopRow): Promise<Schemas['RealAuthCompanyInfo']> {
  const flow = await latestFlow(services, { shopId: shop.shop_id });
  const { companyStatus } = companyStatusOf(shop.auth_status, flow, services.now());
  const form = formOf(shop.profile ?? {});
  const verified = flow?.status === 'success' ? flow.identity : null;
  const legalPerson = form.companyLegalPerson ?? null;
  return {
    shopId: shop.shop_id,
    companyId: shop.company_id,
    companyName: verified?.companyName ?? form.companyCname ?? shop.company_name,
    creditCode: verified?.creditCode ?? form.companyCreditCode ?? null,
    legalPerson,
    agentName: verified && verified.name !== legalPerson ? verified.name : null,
    authStatus: shop.auth_status,
    companyStatus,
    authTime: flow?.status === 'success' ? dateTime(flow.finished_at) : null,
    flowId: flow?.flow_id ?? null,
  };
}

/** An open flow of the sandbox, or null (unknown, ended or expired). */
async function openSandboxFlow(services: AppServices, flowId: string): Promise<Flow | null> {
  if (!realAuthProvider(services).sandbox) return null;
  const flow = await services.db.selectFrom('real_auth_flows').selectAll().where('flow_id', '=', flowId).executeTakeFirst();
  if (!flow || isExpired(flow, services.now())) return null;
  return flow;
}

export const realAuthHandlers = defineHandlers({
  getShopAuthStatus: async ({ services, user, body }) => {
    const me = requireUser(user);
    return shopStatus(services, await shopFor(services, me, body.shopId, 'accounts:seller:list'));
  },

  getShopAuthLink: async ({ services, user, body, req }) => {
    const me = requireUser(user);
    const lang = langOf(req);
    const shop = await shopFor(services, me, body.shopId, 'accounts:seller:edit');
    const regenerate = body.reUrl === '01';
    const link = linkOf(services, await companyLink(services, req, lang, me, shop, { regenerate }));
    return new Answer(link, regenerate ? say(lang, 'accounts.realAuth.linkRegenerated') : link.url);
  },

  getCompanyAuthUrl: async ({ services, user, query, req }) => {
    const me = requireUser(user);
    const lang = langOf(req);
    const shop = await shopFor(services, me, query.shopId, 'accounts:seller:edit');
    const link = linkOf(services, await companyLink(services, req, lang, me, shop, { regenerate: false, redirectUrl: query.redirectUrl }));
    return new Answer(link, link.url);
  },

  getCompanyAuthUrlByAgent: async ({ services, user, query, req }) => {
    const me = requireUser(user);
    const lang = langOf(req);
    // The agent acts for the company, so the agent's own identity must be proven first.
    const self = await services.db.selectFrom('users').select('auth_status').where('user_id', '=', me.userId).executeTakeFirstOrThrow();
    if (self.auth_status !== AUTH.verified) throw fail(lang, 'accounts.realAuth.personRequired', {}, { status: 409 });
    const shop = await shopFor(services, me, query.shopId, 'accounts:seller:edit');
    const link = linkOf(services, await companyLink(services, req, lang, me, shop, { regenerate: false, redirectUrl: query.redirectUrl }));
    return new Answer(link, link.url);
  },

  getCompanyAuthInfo: async ({ services, user, query }) => {
    const me = requireUser(user);
    return companyInfo(services, await shopFor(services, me, query.shopId, 'accounts:seller:list'));
  },

  getPersonAuthUrl: async ({ services, user, query, req }) => {
    const me = requireUser(user);
    const link = linkOf(services, await personLink(services, langOf(req), me, query.redirectUrl));
    return new Answer(link, link.url);
  },

  getPersonAuthInfo: async ({ services, user }) => {
    const me = requireUser(user);
    const u = await services.db.selectFrom('users').select(['user_id', 'mobile', 'name', 'auth_status']).where('user_id', '=', me.userId).executeTakeFirstOrThrow();
    const flow = await latestFlow(services, { userId: me.userId, kind: 'person' });
    const verified = flow?.status === 'success' ? flow.identity : null;
    return {
      userId: u.user_id,
      name: verified?.name ?? u.name,
      idCardNo: verified ? maskMiddle(verified.idCardNo) : null,
      mobile: maskMobile(u.mobile),
      authStatus: u.auth_status,
      authTime: flow?.status === 'success' ? dateTime(flow.finished_at) : null,
      flowId: flow?.flow_id ?? null,
    };
  },

  realAuthSandboxPage: async ({ services, params, query, req, reply }) => {
    const lang = query.lang ?? langOf(req);
    const flow = realAuthProvider(services).sandbox
      ? await services.db.selectFrom('real_auth_flows').selectAll().where('flow_id', '=', params.flowId).executeTakeFirst()
      : undefined;
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    // An ended flow still shows its outcome; an unknown one, or an open one past its time, does not exist.
    if (!flow || ((flow.status === 'issued' || flow.status === 'submitted') && isExpired(flow, services.now()))) {
      reply.code(404).send(missingPage(lang));
      return RAW;
    }
    let html: string;
    if (flow.status === 'issued') html = identityPage(lang, flow, await prefill(services, flow));
    else if (flow.status === 'submitted') html = confirmPage(lang, flow, services.env.signingSecret, services.now());
    else html = outcomePage(lang, flow);
    // The page's script is rendered per flow: the policy allows exactly that script (http/csp.ts).
    reply.code(200).header('content-security-policy', cspForPage(html)).send(html);
    return RAW;
  },

  realAuthSandboxSubmit: async ({ services, params, body, req }) => {
    const lang = langOf(req);
    const flow = await openSandboxFlow(services, params.flowId);
    if (!flow || (flow.status !== 'issued' && flow.status !== 'submitted')) throw notFound();
    const identity = await checkIdentity(services, lang, flow, body);
    await markSubmitted(services, flow, identity);
    if (flow.kind === 'company' && flow.shop_id) {
      const shop = await shopById(services, flow.shop_id);
      if (shop) return shopStatus(services, shop);
    }
    return { shopId: '', companyStatus: '2' as const, authStatus: AUTH.pending, flowId: flow.flow_id, failReason: null };
  },

  realAuthCallback: async ({ services, body, req }) => {
    const lang = langOf(req);
    const now = services.now();
    if (!verifyCallback(realAuthProvider(services).callbackSecrets, body, now)) {
      req.log.warn({ flowId: body.flowId }, 'real-name callback with a bad signature or timestamp');
      throw new ApiError(401, 'unauthorized', {}, { text: say(lang, 'accounts.realAuth.signatureInvalid') });
    }
    const flow = await services.db.selectFrom('real_auth_flows').selectAll().where('flow_id', '=', body.flowId).executeTakeFirst();
    if (!flow || (flow.shop_id ?? '') !== body.shopId) throw notFound();
    // A hosted provider reports the identity entered (the sandbox records it through its own form).
    if (body.status === 'submitted') {
      await markSubmitted(services, flow, null);
      return null;
    }
    // One final status per flow: replays, and calls for a cancelled flow, change nothing.
    const from: Array<Flow['status']> = body.status === 'success' ? ['submitted'] : ['issued', 'submitted'];
    const finalStatus = body.status === 'success' ? 'success' : body.status === 'failed' ? 'failed' : 'cancelled';
    const done = await services.db.transaction().execute(async (trx) => {
      const row = await trx
        .updateTable('real_auth_flows')
        .set({ status: finalStatus, finished_at: now, fail_reason: body.status === 'success' ? null : body.status })
        .where('flow_id', '=', flow.flow_id)
        .where('status', 'in', from)
        .returningAll()
        .executeTakeFirst();
      if (!row) return false;
      const success = body.status === 'success';
      if (flow.kind === 'company' && flow.shop_id) {
        const shop = await trx.selectFrom('companies').select(['auth_status']).where('shop_id', '=', flow.shop_id).executeTakeFirstOrThrow();
        const to = success ? AUTH.verified : AUTH.none;
        await trx.updateTable('companies').set({ auth_status: to, update_time: now }).where('shop_id', '=', flow.shop_id).execute();
        await recordAudit(trx, { userId: null, traceId: req.id }, {
          action: 'authenticate', entity: 'shop', entityId: flow.shop_id,
          before: { authStatus: shop.auth_status }, after: { authStatus: to, result: body.status, flowId: flow.flow_id },
        });
      }
      // The person who completed the flow proved their identity: they are authenticated too.
      if (success) await trx.updateTable('users').set({ auth_status: AUTH.verified, update_time: now }).where('user_id', '=', flow.user_id).execute();
      else await trx.updateTable('users').set({ auth_status: AUTH.none, update_time: now }).where('user_id', '=', flow.user_id).where('auth_status', '=', AUTH.pending).execute();
      return true;
    });
    if (done && flow.kind === 'company') {
      const title = say('zh-CN', body.status === 'success' ? 'accounts.realAuth.succeeded' : 'accounts.realAuth.failed');
      await notifyUsers(services, req.log, [flow.user_id], title, title);
    }
    return null;
  },
});

/** The identity is entered: the flow waits for its outcome and the shop (or person) is '01'. Open flows only. */
async function markSubmitted(services: AppServices, flow: Flow, identity: Flow['identity']): Promise<void> {
  const now = services.now();
  await services.db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('real_auth_flows')
      .set({ status: 'submitted', ...(identity ? { identity: JSON.stringify(identity) } : {}) })
      .where('flow_id', '=', flow.flow_id)
      .where('status', 'in', ['issued', 'submitted'])
      .returning('flow_id')
      .executeTakeFirst();
    if (!moved) return;
    if (flow.kind === 'company' && flow.shop_id) {
      await trx.updateTable('companies').set({ auth_status: AUTH.pending, update_time: now }).where('shop_id', '=', flow.shop_id).where('auth_status', '!=', AUTH.verified).execute();
    } else {
      await trx.updateTable('users').set({ auth_status: AUTH.pending, update_time: now }).where('user_id', '=', flow.user_id).where('auth_status', '!=', AUTH.verified).execute();
    }
  });
}

async function prefill(services: AppServices, flow: Flow) {
  if (flow.kind === 'company' && flow.shop_id) {
    const shop = await shopById(services, flow.shop_id);
    const form = formOf(shop?.profile ?? {});
    return { name: form.companyLegalPerson ?? '', companyName: form.companyCname ?? '', creditCode: form.companyCreditCode ?? '' };
  }
  const u = await services.db.selectFrom('users').select('name').where('user_id', '=', flow.user_id).executeTakeFirst();
  return { name: u?.name ?? '', companyName: '', creditCode: '' };
}

/** What a provider checks: a real name, an ID card number, and for a company the registered name and code. */
async function checkIdentity(services: AppServices, lang: Lang, flow: Flow, body: Schemas['SandboxIdentity']) {
  const name = body.name.trim();
  if (!name) throw fail(lang, 'accounts.realAuth.nameRequired', {}, { field: 'name' });
  const idCardNo = body.idCardNo.trim().toUpperCase();
  if (!idCardNo) throw fail(lang, 'validation.idCardInvalid', {}, { field: 'idCardNo' });
  enforce(lang, validateIdCard, idCardNo, 'idCardNo');
  if (flow.kind !== 'company' || !flow.shop_id) return { name, idCardNo };
  const shop = await shopById(services, flow.shop_id);
  const form = formOf(shop?.profile ?? {});
  const companyName = (body.companyName ?? '').trim();
  const creditCode = (body.creditCode ?? '').trim().toUpperCase();
  if (companyName !== (form.companyCname ?? '') || creditCode !== (form.companyCreditCode ?? '').toUpperCase()) {
    throw fail(lang, 'accounts.realAuth.identityMismatch', {}, { field: 'companyName' });
  }
  return { name, idCardNo, companyName, creditCode };
}
