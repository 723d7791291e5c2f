/**
 * The open API's handlers (openapi/paths/open.yaml): keys of a subscription (its company only), the /open/v1 calls
 * (the contract checked the key, its product and the rate before these run), container event subscriptions, the
 * delivery log and its replay, and the terminal's gate move that emits the events.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { FastifyRequest } from 'fastify';
import type { Schemas } from '@port/sdk/contract';
import { isValidContainerNumber } from '@port/sdk/rules';
import { serverLanguage, type ServerLanguage } from '@port/config/server-messages';
import { defineHandlers, RAW, requireUser } from '../../http/contract';
import { referencePage } from './reference';
import { ApiError, forbidden, invalid, notFound } from '../../http/errors';
import { recordAudit, actorOf } from '../../lib/audit';
import { addPortDays, formatDateTime, portDayStart } from '../../lib/datetime';
import { clientText } from '../../lib/text';
import type { ApiKeyCaller } from '../../http/credentials';
import { issueKey, keysOf, ownSubscription, revokeKey } from './keys';
import { emitContainerEvent, toOpenEvent, type EventKind } from './events';
import { kickDeliveries } from './worker';
import type { Executor } from '../../lib/records';
import { emptyStock } from '../yardbk/stock';
import { assertGateOutCovered } from '../yardbk/gate';

const languageOf = (req: FastifyRequest): ServerLanguage => serverLanguage(req.headers['accept-language']);
const fmt = (d: Date | null) => (d ? formatDateTime(d) : null);

/** An opaque cursor: the sort key of the last row of the page, base64url JSON. */
const encodeCursor = (values: Array<string | number>) => Buffer.from(JSON.stringify(values)).toString('base64url');
function decodeCursor(lang: ServerLanguage, cursor: string | undefined, length: number): string[] | null {
  if (!cursor) return null;
  try {
    const v = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (Array.isArray(v) && v.length === length && v.every((x) => typeof x === 'string' || typeof x === 'number')) return v.map(String);
  } catch {
    // falls through to the 400
  }
  throw invalid(clientText(lang, 'open.errors.cursorInvalid'), 'query.cursor');
}
/** Rows fetched one beyond the limit tell whether a next page exists. */
function page<R, T>(rows: R[], limit: number, map: (r: R) => T, key: (r: R) => Array<string | number>) {
  const more = rows.length > limit;
  const shown = more ? rows.slice(0, limit) : rows;
  return { data: shown.map(map), nextCursor: more ? encodeCursor(key(shown[shown.length - 1]!)) : null };
}
const apiKeyOf = (k: ApiKeyCaller | null): ApiKeyCaller => {
  if (!k) throw new ApiError(401, 'unauthorized');
  return k;
};
const isId = (v: string) => /^[0-9]{1,18}$/.test(v);

const moveColumns = ['m.id', 'm.container_no', 'm.event', 'm.event_time', 'm.place', 'm.bill_no', 'm.vessel_code', 'm.voyage', 'm.empty_full'] as const;

type WebhookRow = { id: string; container_no: string | null; bill_no: string | null; events: string[]; url: string | null; email: string | null; active: boolean; create_time: Date };
const toWebhook = (r: WebhookRow): Schemas['Webhook'] => ({
  id: String(r.id), containerNo: r.container_no, billNo: r.bill_no, events: r.events as EventKind[], url: r.url, email: r.email, active: r.active, createTime: formatDateTime(r.create_time),
});

type DeliveryRow = {
  id: string; webhook_id: string; channel: string; target: string; event: string; container_no: string; status: string; attempts: number;
  last_status: number | null; last_error: string | null; next_attempt_at: Date | null; create_time: Date; delivered_at: Date | null;
};
const toDelivery = (r: DeliveryRow): Schemas['EventDelivery'] => ({
  id: String(r.id), webhookId: String(r.webhook_id), channel: r.channel === 'email' ? 'email' : 'webhook', target: r.target, event: r.event as EventKind, containerNo: r.container_no,
  status: r.status === 'delivered' ? 'delivered' : r.status === 'failed' ? 'failed' : 'pending', attempts: r.attempts, lastStatus: r.last_status, lastError: r.last_error,
  nextAttemptAt: r.status === 'pending' ? fmt(r.next_attempt_at) : null, createTime: formatDateTime(r.create_time), deliveredAt: fmt(r.delivered_at),
});
const deliveryColumns = ['id', 'webhook_id', 'channel', 'target', 'event', 'container_no', 'status', 'attempts', 'last_status', 'last_error', 'next_attempt_at', 'create_time', 'delivered_at'] as const;

export const openHandlers = defineHandlers({
  listApiKeys: async ({ services, params, user }) => {
    const me = requireUser(user);
    const sub = await ownSubscription(services.db, params.id, me.companyId);
    if (!sub) throw notFound();
    return keysOf(services, sub.id);
  },

  issueApiKey: async ({ services, params, body, user, req }) => {
    const me = requireUser(user);
    const sub = await ownSubscription(services.db, params.id, me.companyId);
    if (!sub) throw notFound();
    if (sub.status !== '1') throw new ApiError(409, 'staleUpdate', {}, { text: clientText(languageOf(req), 'open.errors.notApproved') });
    const issued = await issueKey(services, sub, me.userId, body?.overlapHours ?? 24);
    await recordAudit(services.db, actorOf(me, req), { action: 'issue', entity: 'api_key', entityId: issued.apiKey.id, after: { subscription: sub.id, prefix: issued.apiKey.prefix } });
    return issued;
  },

  revokeApiKey: async ({ services, params, user, req }) => {
    const me = requireUser(user);
    const sub = await ownSubscription(services.db, params.id, me.companyId);
    if (!sub) throw notFound();
    const key = await revokeKey(services, sub.id, params.keyId);
    if (!key) throw notFound();
    await recordAudit(services.db, actorOf(me, req), { action: 'revoke', entity: 'api_key', entityId: key.id, after: { subscription: sub.id } });
    return key;
  },

  getOpenContainerStatus: async ({ services, query }) => {
    const row = await services.db
      .selectFrom('portal_container_moves as m')
      .select([...moveColumns, 'm.size_type', 'm.line_code'])
      .where('m.container_no', '=', query.containerNo)
      .where('m.event_time', 'is not', null)
      .orderBy('m.event_time', 'desc')
      .orderBy('m.id', 'desc')
      .executeTakeFirst();
    if (!row) throw notFound();
    return { containerNo: row.container_no, sizeType: row.size_type, lineCode: row.line_code, emptyFull: row.empty_full === 'E' ? 'E' : 'F', lastEvent: toOpenEvent(row) };
  },

  listOpenContainerEvents: async ({ services, query, req }) => {
    const lang = languageOf(req);
    if (!query.containerNo && !query.billNo) throw invalid(clientText(lang, 'open.errors.targetRequired'), 'query.containerNo');
    const limit = query.limit ?? 20;
    const after = decodeCursor(lang, query.cursor, 2);
    let q = services.db.selectFrom('portal_container_moves as m').select(moveColumns).where('m.event_time', 'is not', null);
    if (query.containerNo) q = q.where('m.container_no', '=', query.containerNo);
    if (query.billNo) q = q.where('m.bill_no', '=', query.billNo);
    if (after) {
      const [time, id] = after as [string, string];
      if (!isId(id) || Number.isNaN(Date.parse(time))) throw invalid(clientText(lang, 'open.errors.cursorInvalid'), 'query.cursor');
      q = q.where(sql<boolean>`(m.event_time, m.id) > (${new Date(time)}::timestamptz, ${id}::bigint)`);
    }
    const rows = await q.orderBy('m.event_time').orderBy('m.id').limit(limit + 1).execute();
    return page(rows, limit, toOpenEvent, (r) => [(r.event_time as Date).toISOString(), String(r.id)]);
  },

  listOpenVesselSchedule: async ({ services, query, req }) => {
    const lang = languageOf(req);
    const limit = query.limit ?? 20;
    const after = decodeCursor(lang, query.cursor, 2);
    const from = query.etaFrom ? portDayStart(query.etaFrom) : new Date(services.now().getTime() - 7 * 86_400_000);
    let q = services.db
      .selectFrom('vessel_voyages as c')
      .innerJoin('vessels as v', 'v.vessel_code', 'c.vessel_code')
      .select(['c.seq', 'c.vessel_code', 'v.vessel_name', 'c.voyage', 'c.ie_flag', 'c.terminal_code', 'c.berth', 'c.eta', 'c.etd', 'c.ata', 'c.atd', 'c.close_time', 'c.status'])
      .where('c.eta', 'is not', null)
      .where('c.eta', '>=', from);
    if (query.etaTo) q = q.where('c.eta', '<', portDayStart(addPortDays(query.etaTo, 1)));
    if (query.vesselCode) q = q.where('c.vessel_code', '=', query.vesselCode.toUpperCase());
    if (after) {
      const [eta, seq] = after as [string, string];
      if (!isId(seq) || Number.isNaN(Date.parse(eta))) throw invalid(clientText(lang, 'open.errors.cursorInvalid'), 'query.cursor');
      q = q.where(sql<boolean>`(c.eta, c.seq) > (${new Date(eta)}::timestamptz, ${seq}::bigint)`);
    }
    const rows = await q.orderBy('c.eta').orderBy('c.seq').limit(limit + 1).execute();
    return page(
      rows,
      limit,
      (r) => ({
        id: String(r.seq), vesselCode: r.vessel_code, vesselName: r.vessel_name ?? null, voyage: r.voyage, ieFlag: r.ie_flag, terminalCode: r.terminal_code, berth: r.berth,
        eta: fmt(r.eta), etd: fmt(r.etd), ata: fmt(r.ata), atd: fmt(r.atd), closeTime: fmt(r.close_time), status: r.status,
      }),
      (r) => [(r.eta as Date).toISOString(), String(r.seq)],
    );
  },

  listOpenTruckOrders: async ({ services, query, req, apiKey }) => {
    const key = apiKeyOf(apiKey);
    const lang = languageOf(req);
    const limit = query.limit ?? 20;
    const after = decodeCursor(lang, query.cursor, 2);
    // Only the key's company's orders: placed by it (forwarder) or entrusted to it (fleet).
    let q = services.db
      .selectFrom('truck_orders as o')
      .select(['o.id', 'o.order_no', 'o.order_type', 'o.status', 'o.bill_no', 'o.ctn_count', 'o.done_count', 'o.plan_time', 'o.finish_time', 'o.update_time'])
      .where((eb) => eb.or([eb('o.forwarder_company_id', '=', key.companyId), eb('o.fleet_company_id', '=', key.companyId)]));
    if (query.orderNo) q = q.where('o.order_no', '=', query.orderNo);
    if (query.billNo) q = q.where('o.bill_no', '=', query.billNo);
    if (after) {
      const [time, id] = after as [string, string];
      if (!isId(id) || Number.isNaN(Date.parse(time))) throw invalid(clientText(lang, 'open.errors.cursorInvalid'), 'query.cursor');
      q = q.where(sql<boolean>`(o.update_time, o.id) < (${new Date(time)}::timestamptz, ${id}::bigint)`);
    }
    const rows = await q.orderBy('o.update_time', 'desc').orderBy('o.id', 'desc').limit(limit + 1).execute();
    return page(
      rows,
      limit,
      (r) => ({
        orderNo: r.order_no, orderType: r.order_type, status: r.status as Schemas['TruckOrderState']['status'], billNo: r.bill_no, ctnCount: r.ctn_count, doneCount: r.done_count,
        planTime: fmt(r.plan_time), finishTime: fmt(r.finish_time), updateTime: formatDateTime(r.update_time),
      }),
      (r) => [r.update_time.toISOString(), String(r.id)],
    );
  },

  listOpenEmptyContainers: async ({ services, query, req }) => {
    const lang = languageOf(req);
    const limit = query.limit ?? 20;
    const after = decodeCursor(lang, query.cursor, 3);
    // 空箱源 as the portal computes it (counts, releases and gate moves), one row per yard × line × size/type.
    const keyOf = (r: { orgCode: string; lineCode: string; ctnSizeType: string }) => [r.orgCode, r.lineCode, r.ctnSizeType].join('\u0000');
    const rows = (await emptyStock(services.db, { lineCode: query.lineCode, ctnSizeType: query.ctnSizeType }))
      .sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : keyOf(a) > keyOf(b) ? 1 : 0))
      .filter((r) => !after || keyOf(r) > after.join('\u0000'))
      .slice(0, limit + 1);
    return page(
      rows,
      limit,
      (r) => ({ orgCode: r.orgCode, orgName: r.orgName, lineCode: r.lineCode, ctnSizeType: r.ctnSizeType, ctnCount: r.available, updateTime: formatDateTime(r.updateTime ?? services.now()) }),
      (r) => [r.orgCode, r.lineCode, r.ctnSizeType],
    );
  },

  listWebhooks: async ({ services, query, req, apiKey }) => {
    const key = apiKeyOf(apiKey);
    const lang = languageOf(req);
    const limit = query.limit ?? 20;
    const after = decodeCursor(lang, query.cursor, 1);
    let q = services.db.selectFrom('open_webhooks').select(['id', 'container_no', 'bill_no', 'events', 'url', 'email', 'active', 'create_time']).where('company_id', '=', key.companyId).where('active', '=', true);
    if (after) {
      if (!isId(after[0]!)) throw invalid(clientText(lang, 'open.errors.cursorInvalid'), 'query.cursor');
      q = q.where('id', '<', after[0]!);
    }
    const rows = await q.orderBy('id', 'desc').limit(limit + 1).execute();
    return page(rows, limit, toWebhook, (r) => [String(r.id)]);
  },

  registerWebhook: async ({ services, body, req, apiKey }) => {
    const key = apiKeyOf(apiKey);
    const lang = languageOf(req);
    const containerNo = body.containerNo?.trim().toUpperCase() || null;
    const billNo = body.billNo?.trim().toUpperCase() || null;
    if (!containerNo && !billNo) throw invalid(clientText(lang, 'open.errors.targetRequired'), 'body.containerNo');
    if (containerNo && !isValidContainerNumber(containerNo)) throw invalid(clientText(lang, 'open.errors.containerInvalid'), 'body.containerNo');
    const url = body.url?.trim() || null;
    const email = body.email?.trim() || null;
    if (!url && !email) throw invalid(clientText(lang, 'open.errors.channelRequired'), 'body.url');
    if (url && !/^https?:\/\//i.test(url)) throw invalid(clientText(lang, 'open.errors.urlInvalid'), 'body.url');
    const secret = `whsec_${randomBytes(24).toString('base64url')}`;
    const row = await services.db
      .insertInto('open_webhooks')
      .values({ company_id: key.companyId, key_id: key.keyId, container_no: containerNo, bill_no: billNo, events: JSON.stringify(body.events), url, email, secret, create_time: services.now() })
      .returning(['id', 'container_no', 'bill_no', 'events', 'url', 'email', 'active', 'create_time'])
      .executeTakeFirstOrThrow();
    return { webhook: toWebhook(row), secret };
  },

  deleteWebhook: async ({ services, params, apiKey }) => {
    const key = apiKeyOf(apiKey);
    if (!isId(params.id)) throw notFound();
    const row = await services.db
      .updateTable('open_webhooks')
      .set({ active: false })
      .where('id', '=', params.id)
      .where('company_id', '=', key.companyId)
      .returning(['id', 'container_no', 'bill_no', 'events', 'url', 'email', 'active', 'create_time'])
      .executeTakeFirst();
    if (!row) throw notFound();
    return toWebhook(row);
  },

  listEventDeliveries: async ({ services, query, user }) => {
    const me = requireUser(user);
    const pageNo = query.pageNo ?? 1;
    const pageSize = query.pageSize ?? 10;
    if (!me.companyId) return { data: [], total: 0, totalExact: true, pageNo, pageSize };
    let base = services.db.selectFrom('open_event_outbox').where('company_id', '=', me.companyId);
    if (query.status) base = base.where('status', '=', query.status);
    if (query.containerNo) base = base.where('container_no', '=', query.containerNo.trim().toUpperCase());
    const [rows, count] = await Promise.all([
      base.select(deliveryColumns).orderBy('id', 'desc').limit(pageSize).offset((pageNo - 1) * pageSize).execute(),
      base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    ]);
    return { data: rows.map(toDelivery), total: Number(count.n), totalExact: true, pageNo, pageSize };
  },

  replayEventDelivery: async ({ services, params, user, req }) => {
    const me = requireUser(user);
    if (!me.companyId || !isId(params.id)) throw notFound();
    const original = await services.db.selectFrom('open_event_outbox').selectAll().where('id', '=', params.id).where('company_id', '=', me.companyId).executeTakeFirst();
    if (!original) throw notFound();
    // A new delivery of the same event (same event id: receivers de-duplicate on it), due now.
    const row = await services.db
      .insertInto('open_event_outbox')
      .values({
        webhook_id: original.webhook_id, company_id: original.company_id, channel: original.channel, target: original.target, event_id: original.event_id, event: original.event,
        container_no: original.container_no, payload: JSON.stringify(original.payload), next_attempt_at: services.now(), create_time: services.now(),
      })
      .returning(deliveryColumns)
      .executeTakeFirstOrThrow();
    await recordAudit(services.db, actorOf(me, req), { action: 'replay', entity: 'event_delivery', entityId: String(row.id), before: { id: params.id } });
    kickDeliveries(services);
    return toDelivery(row);
  },

  getApiReference: async ({ req, reply }) => {
    const page = await referencePage();
    if (!page) throw notFound();
    void reply.header('content-security-policy', page.csp).header('cache-control', 'public, max-age=300').header('etag', page.etag).header('vary', 'accept-encoding');
    if (req.headers['if-none-match'] === page.etag) {
      void reply.code(304).send();
      return RAW;
    }
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    void reply.code(200).type('text/html; charset=utf-8');
    if (gzip) void reply.header('content-encoding', 'gzip');
    void reply.send(gzip ? page.gzip : page.html);
    return RAW;
  },

  recordGateMove: async ({ services, body, user, req }) => {
    const me = requireUser(user);
    const lang = languageOf(req);
    const company = me.companyId ? await services.db.selectFrom('companies').select(['company_id', 'company_code', 'kind']).where('company_id', '=', me.companyId).executeTakeFirst() : undefined;
    if (!company || (company.kind !== 'terminal' && company.kind !== 'yard')) throw forbidden(clientText(lang, 'yardbk.gate.yardOrTerminal'));
    const containerNo = body.containerNo.toUpperCase();
    if (!isValidContainerNumber(containerNo)) throw invalid(clientText(lang, 'open.errors.containerInvalid'), 'body.containerNo');
    // The terminal's code as the vessel calls name it (a yard's: its yard-fee place, else its company code); the last move (by insertion order, seq: ids are uuids) gives the line and the B/L when not given.
    const terminal = company.kind === 'terminal'
      ? await services.db.selectFrom('vessel_voyages').select('terminal_code').where('terminal_company_id', '=', company.company_id).where('terminal_code', 'is not', null).limit(1).executeTakeFirst()
      : await services.db.selectFrom('yardfee_places').select('place as terminal_code').where('company_id', '=', company.company_id).orderBy('place').limit(1).executeTakeFirst();
    const last = await services.db.selectFrom('portal_container_moves').select(['line_code', 'bill_no', 'size_type']).where('container_no', '=', containerNo).orderBy('seq', 'desc').limit(1).executeTakeFirst();
    const sizeType = body.sizeType ?? last?.size_type ?? '22G1';
    const place = terminal?.terminal_code ?? company.company_code;
    const lineCode = last?.line_code ?? containerNo.slice(0, 3);
    const now = services.now();
    // A gate-out at a yard needs a paid, valid barcode, a valid release, pick-up reservation or accepted yard booking (checked in the move's transaction).
    const guard = company.kind === 'yard' && body.event === 'gateOut'
      ? (trx: Executor) => assertGateOutCovered(trx, lang, { yardCompanyId: company.company_id, place, containerNo, sizeType, lineCode, now, actor: { userId: me.userId, companyId: me.companyId } })
      : undefined;
    const { event, queued } = await emitContainerEvent(services.db, {
      containerNo,
      event: body.event,
      time: now,
      place,
      sizeType,
      lineCode,
      emptyFull: body.emptyFull ?? 'F',
      billNo: body.billNo?.trim().toUpperCase() || last?.bill_no || null,
      vesselCode: null,
      voyage: null,
      truckLicense: body.truckLicense?.trim() || null,
    }, guard);
    await recordAudit(services.db, actorOf(me, req), { action: 'gateMove', entity: 'container', entityId: containerNo, after: { event: body.event, queued } });
    if (queued) kickDeliveries(services);
    return event;
  },
});
