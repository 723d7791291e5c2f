/**
 * Trucking orders: the list (filters, sorts, data scope), the detail, and the changes — create, edit,
 * delete and the status transitions of rules.ts — each versioned and audited.
 */
import { sql, type SqlBool } from 'kysely';
import type { OpQuery, Schemas } from '@port/sdk/contract';
import type { FastifyRequest } from 'fastify';
import { serverMessage, type ServerLanguage } from '@port/config/server-messages';
import type { Database } from '../../db/database';
import { forbidden, invalid, notFound } from '../../http/errors';
import { actorOf } from '../../lib/audit';
import { companyKind, dataScopeOf, scopeKey, type DataScope } from '../../lib/data-scope';
import { formatDateTime, parseDateTime, sqlPortZone } from '../../lib/datetime';
import { asText, asTextOrNull } from '../../lib/ids';
import { iteratePacked, packCells, touchList, type ListRequest, type ListSpec } from '../../lib/list-query';
import { assertVersion, audited, found, refuse, type Executor } from '../../lib/records';
import { clientText } from '../../lib/text';
import type { AppServices, SessionUser } from '../../services';
import { dispatchesOfOrder } from './dispatch-read';
import {
  CONTAINER_SEND, DELETABLE_STATUSES, DISPATCHABLE_STATUSES, EDITABLE_STATUSES, ORDER_MACHINE, ORDER_STATUS, asOrderStatus, orderParties,
  type OrderAction,
} from './rules';
import { assertOrder, normalizeOrder, vocabulary, type OrderInput } from './validation';
import { likePrefix } from '../../lib/like';

export type OrderListItem = Schemas['TruckOrderListItem'];
export type OrderDetail = Schemas['TruckOrderDetail'];
export const ORDER_ENTITY = 'truck_order';

export const ORDER_LIST: ListSpec = {
  name: 'truck_orders',
  idColumn: 'o.id',
  sorts: {
    createTime: { column: 'o.create_time', cast: 'timestamptz' },
    orderNo: { column: 'o.order_no', cast: 'text' },
  },
  defaultSort: { field: 'createTime', order: 'desc' },
};

const ordersFrom = (db: Executor) => db.selectFrom('truck_orders as o');
type From = ReturnType<typeof ordersFrom>;

/**
 * A forwarder's company sees its orders; a fleet the orders entrusted to it except unsent drafts (the
 * literal predicate matches the partial indexes); data scope 3 the caller's own; scope 1 everything.
 */
export function scopeOrders<Q extends From>(qb: Q, scope: DataScope): Q {
  switch (scope.kind) {
    case 'all':
      return qb;
    case 'company':
      return (scope.companyKind === 'fleet'
        ? qb.where('o.fleet_company_id', '=', scope.companyId).where(sql<SqlBool>`o.status <> '05'`)
        : qb.where('o.forwarder_company_id', '=', scope.companyId)) as Q;
    case 'self':
      return qb.where('o.created_by', '=', scope.userId) as Q;
  }
}

/** The rule of scopeOrders as a predicate over the alias o, for queries that join orders (the container list). */
export function orderInScope(scope: DataScope) {
  switch (scope.kind) {
    case 'all':
      return sql<SqlBool>`true`;
    case 'company':
      return scope.companyKind === 'fleet'
        ? sql<SqlBool>`o.fleet_company_id = ${scope.companyId} and o.status <> '05'`
        : sql<SqlBool>`o.forwarder_company_id = ${scope.companyId}`;
    case 'self':
      return sql<SqlBool>`o.created_by = ${scope.userId}`;
  }
}

function projectList(qb: From) {
  return qb.select([
    asText('o.id').as('id'),
    'o.order_no',
    'o.order_type',
    'o.status',
    'o.bill_no',
    'o.vessel',
    'o.voyage',
    'o.take_address',
    'o.delivery_address',
    'o.forwarder_company_id',
    'o.fleet_company_id',
    'o.ctn_count',
    'o.done_count',
    'o.plan_time',
    'o.create_time',
    'o.version',
    sql<string>`(select company_name from companies where company_id = o.forwarder_company_id)`.as('forwarder_name'),
    sql<string | null>`(select company_name from companies where company_id = o.fleet_company_id)`.as('fleet_name'),
  ]);
}

type ListRow = Awaited<ReturnType<ReturnType<typeof projectList>['executeTakeFirstOrThrow']>>;

/**
 * The export's cells, as cheap for the database and the driver as they can be (a million rows are read in a
 * fraction of the time the full list row takes): packed (packCells) and read a batch at a time as one text
 * (iteratePacked), the time as the text of the port zone's wall-clock timestamp (to_char costs several times
 * more a row), the fleet as its id, named by exportBatches. EXPORT_CELL gives each cell's position.
 */
const EXPORT_CELLS = packCells([
  'o.order_no', 'o.order_type', 'o.status', 'o.bill_no', 'o.vessel', 'o.voyage', 'o.take_address', 'o.ctn_count', 'o.fleet_company_id',
  sql`o.create_time at time zone ${sqlPortZone}`,
]);

export const EXPORT_CELL = {
  orderNo: 0, orderType: 1, status: 2, billNo: 3, vessel: 4, voyage: 5, takeAddress: 6, ctnCount: 7, fleetCompanyId: 8, createTime: 9,
} as const;

export type ExportRow = string[];

/**
 * The export's rows (cells in EXPORT_CELL order) in list order and keyset batches, and a row's fleet name:
 * names are read for the fleets a batch brings that were not seen before (a handful an export), not joined
 * per row. The time cell may carry fractions of a second; the sheet shows 'YYYY-MM-DD HH:mm:ss'.
 */
export function exportBatches(db: Database, source: ReturnType<typeof orderListSource>, req: Pick<ListRequest, 'sortField' | 'sortOrder'>) {
  const names = new Map<string, string | null>();
  async function* batches(): AsyncGenerator<ExportRow[]> {
    for await (const rows of iteratePacked(db, ORDER_LIST, source.base, EXPORT_CELLS, req, { batchSize: 10_000 })) {
      const missing = new Set<string>();
      for (const r of rows) {
        const id = r[EXPORT_CELL.fleetCompanyId]!;
        if (id && !names.has(id)) missing.add(id);
      }
      if (missing.size) {
        const found = await db.selectFrom('companies').select(['company_id', 'company_name']).where('company_id', 'in', [...missing]).execute();
        for (const id of missing) names.set(id, null);
        for (const c of found) names.set(c.company_id, c.company_name);
      }
      yield rows;
    }
  }
  return {
    rows: batches(),
    fleetName: (r: ExportRow) => names.get(r[EXPORT_CELL.fleetCompanyId]!) ?? null,
    time: (r: ExportRow) => r[EXPORT_CELL.createTime]!.slice(0, 19),
  };
}

const dt = (d: Date | null | undefined) => (d ? formatDateTime(d) : null);

export function toListItem(r: ListRow): OrderListItem {
  return {
    id: r.id,
    orderNo: r.order_no,
    orderType: r.order_type as OrderListItem['orderType'],
    status: asOrderStatus(r.status),
    billNo: r.bill_no,
    vessel: r.vessel,
    voyage: r.voyage,
    takeAddress: r.take_address,
    deliveryAddress: r.delivery_address,
    forwarderName: r.forwarder_name,
    fleetCompanyId: r.fleet_company_id,
    fleetName: r.fleet_name,
    ctnCount: r.ctn_count,
    doneCount: r.done_count,
    planTime: dt(r.plan_time),
    createTime: formatDateTime(r.create_time),
    version: r.version,
  };
}

export type OrderFilter = Omit<OpQuery<'listTruckOrders'>, 'pageNo' | 'pageSize' | 'cursor' | 'sortField' | 'sortOrder'>;

/** The filtered, scoped orders as a list source (list, export). */
export function orderListSource(db: Database, scope: DataScope, q: OrderFilter) {
  let base = scopeOrders(ordersFrom(db), scope);
  const orderNo = q.orderNo?.trim().toUpperCase();
  if (orderNo) base = base.where('o.order_no', 'like', likePrefix(orderNo));
  const billNo = q.billNo?.trim().toUpperCase();
  if (billNo) base = base.where('o.bill_no', '=', billNo);
  const ctnNo = q.ctnNo?.replace(/\s+/g, '').toUpperCase();
  if (ctnNo) base = base.where('o.id', 'in', (eb) => eb.selectFrom('truck_order_containers').select('order_id').where('ctn_no', '=', ctnNo));
  const statuses = (q.status ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  if (statuses.length === 1) base = base.where('o.status', '=', statuses[0]!);
  else if (statuses.length > 1) base = base.where('o.status', 'in', statuses);
  if (q.orderType) base = base.where('o.order_type', '=', q.orderType);
  if (q.takeAddress) base = base.where('o.take_address', '=', q.takeAddress);
  const start = q.createTimeStart ? parseDateTime(q.createTimeStart) : null;
  const end = q.createTimeEnd ? parseDateTime(q.createTimeEnd) : null;
  if (start) base = base.where('o.create_time', '>=', start);
  if (end) base = base.where('o.create_time', '<=', end);
  return {
    base,
    project: projectList,
    filterKey: { s: scopeKey(scope), orderNo, billNo, ctnNo, statuses, t: q.orderType, y: q.takeAddress, a: start?.getTime(), b: end?.getTime() },
  };
}

/** The stored order row within the caller's scope (404 outside it), optionally locked for a change. */
async function orderRow(db: Executor, scope: DataScope, id: string, lock = false) {
  let q = scopeOrders(ordersFrom(db), scope).selectAll('o').select(asText('o.id').as('id')).where('o.id', '=', id);
  if (lock) q = q.forUpdate();
  return found(await q.executeTakeFirst());
}

export type OrderRow = Awaited<ReturnType<typeof orderRow>>;

/** The row as it is audited: the business fields, not the timestamps. */
function snapshot(row: OrderRow) {
  const { create_time: _c, update_time: _u, ...rest } = row;
  return rest;
}

export async function orderDetail(services: AppServices, user: SessionUser, id: string, db: Executor = services.db): Promise<OrderDetail> {
  const scope = await dataScopeOf(services, user);
  const item = await projectList(scopeOrders(ordersFrom(db), scope).where('o.id', '=', id)).executeTakeFirst();
  if (!item) throw notFound();
  const extra = await db
    .selectFrom('truck_orders')
    .select(['contact_name', 'contact_phone', 'amount', 'remark', 'return_reason', 'paid_time', 'finish_time', 'update_time'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const containers = await db
    .selectFrom('truck_order_containers as c')
    .leftJoin('truck_dispatches as d', (j) => j.onRef('d.container_id', '=', 'c.id').on('d.status', 'in', ['01', '06']))
    .leftJoin('fleet_trucks as t', 't.id', 'd.truck_id')
    .leftJoin('fleet_drivers as dr', 'dr.id', 'd.driver_id')
    .select([
      asText('c.id').as('id'), 'c.seq', 'c.ctn_no', 'c.ctn_size', 'c.ctn_type', 'c.seal_no', 'c.weight_kg', 'c.send_status',
      'c.delivered_time', asTextOrNull('d.id').as('dispatch_id'), 't.truck_license', 'dr.name as driver_name',
    ])
    .where('c.order_id', '=', id)
    .orderBy('c.seq')
    .execute();
  const dispatches = await dispatchesOfOrder(db, id);
  const history = await db
    .selectFrom('audit_log as a')
    .leftJoin('users as u', 'u.user_id', 'a.actor_id')
    .select(['a.action', 'a.at', 'a.before', 'a.after', 'u.name', 'u.mobile'])
    .where('a.entity', '=', ORDER_ENTITY)
    .where('a.entity_id', '=', id)
    .orderBy('a.at')
    // Changes of one transaction share a time; the version they led to orders them (unversioned steps first).
    .orderBy(sql`(a.after->>'version')::int`, (ob) => ob.asc().nullsFirst())
    .execute();
  const statusOf = (v: unknown): string | null =>
    v && typeof v === 'object' && 'status' in v ? String((v as { status: unknown }).status) : null;

  const parties = orderParties(user, { forwarder_company_id: item.forwarder_company_id, fleet_company_id: item.fleet_company_id });
  const hasDispatch = dispatches.some((d) => d.status === '01' || d.status === '06');
  const actions: OrderDetail['actions'] = ORDER_MACHINE.allowed(item.status, parties).filter(
    (a): a is Exclude<OrderAction, 'complete'> => a !== 'complete' && !(a === 'return' && hasDispatch),
  );
  if (parties.includes('forwarder') && EDITABLE_STATUSES.includes(item.status)) actions.push('edit');
  if (parties.includes('forwarder') && DELETABLE_STATUSES.includes(item.status)) actions.push('delete');
  const waiting = containers.some((c) => c.send_status === CONTAINER_SEND.none || c.send_status === CONTAINER_SEND.cancelled);
  if (parties.includes('dispatcher') && DISPATCHABLE_STATUSES.includes(item.status) && waiting) actions.push('dispatch');

  return {
    ...toListItem(item),
    contactName: extra.contact_name,
    contactPhone: extra.contact_phone,
    amount: extra.amount === null ? null : Number(extra.amount),
    remark: extra.remark,
    returnReason: extra.return_reason,
    paidTime: dt(extra.paid_time),
    finishTime: dt(extra.finish_time),
    updateTime: formatDateTime(extra.update_time),
    containers: containers.map((c) => ({
      id: c.id,
      seq: c.seq,
      ctnNo: c.ctn_no,
      ctnSize: c.ctn_size,
      ctnType: c.ctn_type,
      sealNo: c.seal_no,
      weightKg: c.weight_kg,
      sendStatus: c.send_status,
      deliveredTime: dt(c.delivered_time),
      dispatchId: c.dispatch_id,
      truckLicense: c.truck_license,
      driverName: c.driver_name,
    })),
    dispatches,
    history: history.map((h) => ({
      action: h.action,
      actorName: h.name ?? h.mobile ?? null,
      time: formatDateTime(h.at),
      fromStatus: statusOf(h.before),
      toStatus: statusOf(h.after),
    })),
    actions,
  };
}

/** The next order id and its number TD + yyyymmdd + the id (unique by construction). */
async function nextOrderNo(db: Executor, now: Date): Promise<{ id: string; orderNo: string }> {
  const { rows } = await sql<{ id: string }>`select nextval(pg_get_serial_sequence('truck_orders', 'id'))::text as id`.execute(db);
  const id = rows[0]!.id;
  const day = formatDateTime(now).slice(0, 10).replace(/-/g, '');
  return { id, orderNo: `TD${day}${id.padStart(8, '0')}` };
}

const orderColumns = (input: OrderInput) => ({
  order_type: input.orderType,
  fleet_company_id: input.fleetCompanyId,
  bill_no: input.billNo ?? null,
  vessel: input.vessel ?? null,
  voyage: input.voyage ?? null,
  take_address: input.takeAddress,
  delivery_address: input.deliveryAddress ?? null,
  contact_name: input.contactName ?? null,
  contact_phone: input.contactPhone ?? null,
  plan_time: input.planTime ? parseDateTime(input.planTime) : null,
  remark: input.remark ?? null,
});

/**
 * Orders are placed by forwarders: a fleet or the platform operator is not a party to create one.
 * Checked before any transaction (PGlite has one connection: a transaction must use only its own executor).
 */
export async function assertForwarder(services: AppServices, user: SessionUser): Promise<void> {
  if (!user.companyId || (await companyKind(services, user.companyId)) !== 'forwarder') throw forbidden();
}

/** Inserts a validated order with its containers in 05 (the caller's transaction) and audits it. */
export async function insertOrder(
  trx: Executor,
  services: AppServices,
  user: SessionUser,
  req: Pick<FastifyRequest, 'id'> | null,
  input: OrderInput,
): Promise<string> {
  if (!user.companyId) throw forbidden();
  const now = services.now();
  const { id, orderNo } = await nextOrderNo(trx, now);
  await trx
    .insertInto('truck_orders')
    .values({
      id, order_no: orderNo, status: ORDER_STATUS.saved, forwarder_company_id: user.companyId, created_by: user.userId,
      ctn_count: input.containers.length, create_time: now, update_time: now, ...orderColumns(input),
    })
    .execute();
  await trx
    .insertInto('truck_order_containers')
    .values(input.containers.map((c, i) => ({
      order_id: id, seq: i + 1, ctn_no: c.ctnNo, ctn_size: c.ctnSize, ctn_type: c.ctnType, seal_no: c.sealNo ?? null, weight_kg: c.weightKg ?? null,
    })))
    .execute();
  await audited(trx, actorOf(user, req), { action: 'create', entity: ORDER_ENTITY, entityId: id, after: { ...orderColumns(input), status: ORDER_STATUS.saved, orderNo, containers: input.containers } });
  return id;
}

/** A status change inside the caller's transaction: machine check, guards, version, audit. */
async function applyTransition(
  trx: Executor,
  services: AppServices,
  user: SessionUser,
  req: Pick<FastifyRequest, 'id'> | null,
  lang: ServerLanguage,
  order: OrderRow,
  body: { action: OrderAction; version?: number | null; reason?: string | null; amount?: number | null },
): Promise<void> {
  const parties = body.action === 'complete' ? (['system'] as const) : orderParties(user, order);
  const t = ORDER_MACHINE.check(body.action, order.status, [...parties]);
  if (body.action !== 'complete') assertVersion(order.version, body.version);
  const now = services.now();
  const set: Record<string, unknown> = { status: t.to, version: order.version + 1, update_time: now };
  if (body.action === 'return') {
    const busy = await trx
      .selectFrom('truck_dispatches')
      .select('id')
      .where('order_id', '=', order.id)
      .where('status', 'in', ['01', '06'])
      .executeTakeFirst();
    if (busy) throw refuse(409, 'orderHasDispatches');
    const reason = body.reason?.trim();
    if (!reason) throw invalid(serverMessage(lang, 'fieldRequired', { field: clientText(lang, 'trucking.fields.returnReason') }), 'body.reason');
    set.return_reason = reason;
  }
  if (body.action === 'review' && body.amount !== undefined && body.amount !== null) set.amount = body.amount;
  if (body.action === 'entrust') set.return_reason = null;
  if (body.action === 'pay') set.paid_time = now;
  if (body.action === 'complete') set.finish_time = now;
  await trx.updateTable('truck_orders').set(set).where('id', '=', order.id).execute();
  const { status: _s, version: _v, update_time: _u, ...changes } = set;
  await audited(trx, actorOf(user, req), {
    action: body.action, entity: ORDER_ENTITY, entityId: order.id,
    before: { status: order.status, version: order.version }, after: { status: t.to, version: order.version + 1, ...changes },
  });
}

/** Entrusts an order just inserted in the same transaction (create with entrust, import). */
export async function entrustNew(
  trx: Executor, services: AppServices, user: SessionUser, req: Pick<FastifyRequest, 'id'> | null, lang: ServerLanguage, id: string, scope: DataScope,
): Promise<void> {
  await applyTransition(trx, services, user, req, lang, await orderRow(trx, scope, id, true), { action: 'entrust', version: 1 });
}

export async function createOrder(
  services: AppServices, user: SessionUser, req: Pick<FastifyRequest, 'id'> | null, lang: ServerLanguage, body: Schemas['TruckOrderCreate'],
): Promise<OrderDetail> {
  const input = normalizeOrder(body);
  assertOrder(lang, await vocabulary(services), input);
  await assertForwarder(services, user);
  const scope = await dataScopeOf(services, user);
  const id = await services.db.transaction().execute(async (trx) => {
    const newId = await insertOrder(trx, services, user, req, input);
    if (body.entrust) await entrustNew(trx, services, user, req, lang, newId, scope);
    return newId;
  });
  touchList(ORDER_LIST.name);
  return orderDetail(services, user, id);
}

export async function updateOrder(
  services: AppServices, user: SessionUser, req: Pick<FastifyRequest, 'id'> | null, lang: ServerLanguage, id: string, body: Schemas['TruckOrderUpdate'],
): Promise<OrderDetail> {
  const input = normalizeOrder(body);
  assertOrder(lang, await vocabulary(services), input);
  const scope = await dataScopeOf(services, user);
  await services.db.transaction().execute(async (trx) => {
    const order = await orderRow(trx, scope, id, true);
    if (!orderParties(user, order).includes('forwarder')) throw refuse(403, 'transitionForbidden');
    if (!EDITABLE_STATUSES.includes(order.status)) throw refuse(409, 'transitionNotAllowed', { status: order.status, action: 'edit' });
    assertVersion(order.version, body.version);
    const before = await trx.selectFrom('truck_order_containers').select([asText('id').as('id'), 'ctn_no', 'ctn_size', 'ctn_type', 'seal_no', 'weight_kg', 'send_status']).where('order_id', '=', id).execute();
    // Containers kept by number keep their rows (and their dispatch history); the rest are replaced.
    const wanted = new Map(input.containers.map((c, i) => [c.ctnNo, { ...c, seq: i + 1 }]));
    const gone = before.filter((c) => !wanted.has(c.ctn_no));
    if (gone.length) await trx.deleteFrom('truck_order_containers').where('id', 'in', gone.map((c) => c.id)).execute();
    for (const c of before.filter((x) => wanted.has(x.ctn_no))) {
      const w = wanted.get(c.ctn_no)!;
      await trx.updateTable('truck_order_containers').set({ seq: w.seq, ctn_size: w.ctnSize, ctn_type: w.ctnType, seal_no: w.sealNo ?? null, weight_kg: w.weightKg ?? null }).where('id', '=', c.id).execute();
    }
    const kept = new Set(before.map((c) => c.ctn_no));
    const added = [...wanted.values()].filter((c) => !kept.has(c.ctnNo));
    if (added.length) {
      await trx.insertInto('truck_order_containers').values(added.map((c) => ({
        order_id: id, seq: c.seq, ctn_no: c.ctnNo, ctn_size: c.ctnSize, ctn_type: c.ctnType, seal_no: c.sealNo ?? null, weight_kg: c.weightKg ?? null,
      }))).execute();
    }
    const after = { ...orderColumns(input), ctn_count: input.containers.length };
    await trx.updateTable('truck_orders').set({ ...after, version: order.version + 1, update_time: services.now() }).where('id', '=', id).execute();
    await audited(trx, actorOf(user, req), {
      action: 'update', entity: ORDER_ENTITY, entityId: id,
      before: { ...snapshot(order), containers: before }, after: { ...after, status: order.status, version: order.version + 1, containers: input.containers },
    });
  });
  touchList(ORDER_LIST.name);
  return orderDetail(services, user, id);
}

export async function deleteOrder(services: AppServices, user: SessionUser, req: Pick<FastifyRequest, 'id'> | null, id: string, version: number): Promise<void> {
  const scope = await dataScopeOf(services, user);
  await services.db.transaction().execute(async (trx) => {
    const order = await orderRow(trx, scope, id, true);
    if (!orderParties(user, order).includes('forwarder')) throw refuse(403, 'transitionForbidden');
    if (!DELETABLE_STATUSES.includes(order.status)) throw refuse(409, 'transitionNotAllowed', { status: order.status, action: 'delete' });
    assertVersion(order.version, version);
    await trx.deleteFrom('truck_orders').where('id', '=', id).execute();
    await audited(trx, actorOf(user, req), { action: 'delete', entity: ORDER_ENTITY, entityId: id, before: snapshot(order) });
  });
  touchList(ORDER_LIST.name);
}

export async function transitionOrder(
  services: AppServices, user: SessionUser, req: Pick<FastifyRequest, 'id'> | null, lang: ServerLanguage, id: string, body: Schemas['TruckOrderTransition'],
): Promise<OrderDetail> {
  const scope = await dataScopeOf(services, user);
  await services.db.transaction().execute(async (trx) => {
    await applyTransition(trx, services, user, req, lang, await orderRow(trx, scope, id, true), body);
  });
  touchList(ORDER_LIST.name);
  return orderDetail(services, user, id);
}

/** Locks an order for a dispatch change (scope as the dispatcher sees it). */
export async function lockOrderForDispatch(trx: Executor, scope: DataScope, id: string): Promise<OrderRow> {
  return orderRow(trx, scope, id, true);
}

/** After a container is delivered: the order completes (06) when all its containers are. */
export async function completeIfDelivered(
  trx: Executor, services: AppServices, user: SessionUser, req: Pick<FastifyRequest, 'id'> | null, lang: ServerLanguage, orderId: string,
): Promise<void> {
  const order = found(await trx.selectFrom('truck_orders').selectAll().select(asText('id').as('id')).where('id', '=', orderId).forUpdate().executeTakeFirst());
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from truck_order_containers where order_id = ${orderId} and send_status = '06'`.execute(trx);
  const done = rows[0]?.n ?? 0;
  await trx.updateTable('truck_orders').set({ done_count: done, update_time: services.now() }).where('id', '=', orderId).execute();
  if (done >= order.ctn_count && (order.status === '01' || order.status === '02')) {
    await applyTransition(trx, services, user, req, lang, { ...order, done_count: done }, { action: 'complete' });
  }
}
