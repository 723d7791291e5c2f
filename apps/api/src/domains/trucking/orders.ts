/**
 * Trucking orders: the list (filters, sorts, data scope), the detail, and the changes — create, edit,
 * delete and the status transitions of rules.ts — each versioned and audited.
 */
import { sql, type SqlBool } from 'kysely';
import type { OpQuery, Schemas } from '@port/sdk/contract';
import type { FieldSpec, FilterSpec, TransitionSpec } from '@port/sdk/domain';
import { TRUCK_ORDER_FLOW, TRUCK_ORDER_DISPATCHER, TRUCK_ORDER_FORWARDER, truckingOrderEntity, type TruckOrderStatus } from '@port/sdk/domains/trucking';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { serverMessage, type ServerLanguage } from '@port/config/server-messages';
import type { Database } from '../../db/database';
import { ApiError, forbidden, invalid, notFound } from '../../http/errors';
import { actorOf } from '../../lib/audit';
import { companyKind, dataScopeOf, scopeKey, type DataScope } from '../../lib/data-scope';
import { formatDateTime, parseDateTime, sqlPortZone } from '../../lib/datetime';
import { actorMatches, allowedActions } from '../../lib/entity/actors';
import { changesOf, readHistory, writeHistory } from '../../lib/entity/history';
import { filterCondition } from '../../lib/entity/list';
import { checkTransition, notifyTransition, stateLabelOf } from '../../lib/entity/transition';
import { tellWorkChanged } from '../../lib/entity/notify';
import { asText, asTextOrNull } from '../../lib/ids';
import { iteratePacked, packCells, touchList, type ListRequest, type ListSpec, type SortKey } from '../../lib/list-query';
import { assertVersion, audited, found, refuse, type Executor } from '../../lib/records';
import { clientText } from '../../lib/text';
import type { AppServices, SessionUser } from '../../services';
import { dispatchesOfOrder } from './dispatch-read';
import {
  CONTAINER_SEND, DELETABLE_STATUSES, DISPATCHABLE_STATUSES, EDITABLE_STATUSES, ORDER_STATUS, asOrderStatus, orderRelations, type OrderAction,
} from './rules';
import { assertOrder, normalizeOrder, vocabulary, type OrderInput } from './validation';

export type OrderListItem = Schemas['TruckOrderListItem'];
export type OrderDetail = Schemas['TruckOrderDetail'];
export const ORDER_ENTITY = 'truck_order';
/** The audit trail's entity (record_history), as the description names it. */
const HISTORY_ENTITY = truckingOrderEntity.name;

const SORT_COLUMNS: Readonly<Record<string, SortKey>> = {
  createTime: { column: 'o.create_time', cast: 'timestamptz' },
  orderNo: { column: 'o.order_no', cast: 'text' },
};

/** The sort allow-list is the description's (truckingOrderEntity.sorts); the list cache keeps its old name (bulk, containers touch it). */
export const ORDER_LIST: ListSpec = {
  name: 'truck_orders',
  idColumn: 'o.id',
  sorts: Object.fromEntries(truckingOrderEntity.sorts.map((f) => {
    const key = SORT_COLUMNS[f];
    if (!key) throw new Error(`trucking order sort ${f} has no column`);
    return [f, key];
  })),
  defaultSort: truckingOrderEntity.defaultSort,
};

/** The columns the description's filters read (the container filter reads the order's containers). */
const FILTER_COLUMNS: Record<string, string> = {
  orderNo: 'o.order_no', billNo: 'o.bill_no', status: 'o.status', orderType: 'o.order_type', takeAddress: 'o.take_address', createTime: 'o.create_time',
};

/** Main-table columns of the fields an edit or a transition may change, for the audit trail's changes. */
const CHANGE_COLUMNS: Readonly<Record<string, string>> = {
  orderType: 'order_type', fleetCompanyId: 'fleet_company_id', billNo: 'bill_no', vessel: 'vessel', voyage: 'voyage', takeAddress: 'take_address',
  deliveryAddress: 'delivery_address', contactName: 'contact_name', contactPhone: 'contact_phone', planTime: 'plan_time', remark: 'remark',
  ctnCount: 'ctn_count', amount: 'amount', returnReason: 'return_reason', paidTime: 'paid_time', finishTime: 'finish_time',
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

/**
 * The filtered, scoped orders as a list source (list and export alike): the description's filters, with
 * numbers upper-cased as the form does; a container number finds the orders holding it (by the containers' index).
 */
export function orderListSource(db: Database, scope: DataScope, q: OrderFilter) {
  let base = scopeOrders(ordersFrom(db), scope);
  const query: Record<string, unknown> = {
    ...q, orderNo: q.orderNo?.trim().toUpperCase(), billNo: q.billNo?.trim().toUpperCase(), ctnNo: q.ctnNo?.replace(/\s+/g, '').toUpperCase(),
  };
  const filterKey: Record<string, unknown> = { s: scopeKey(scope) };
  const fields = truckingOrderEntity.fields as Readonly<Record<string, FieldSpec | undefined>>;
  for (const f of truckingOrderEntity.filters as ReadonlyArray<FilterSpec<string>>) {
    if (f.field === 'containers') {
      const ctnNo = query[f.param ?? f.field] as string | undefined;
      if (!ctnNo) continue;
      base = base.where('o.id', 'in', (eb) => eb.selectFrom('truck_order_containers').select('order_id').where('ctn_no', '=', ctnNo));
      filterKey[f.field] = ctnNo;
      continue;
    }
    const found = filterCondition(f, fields[f.field], FILTER_COLUMNS[f.field]!, query);
    if (!found) continue;
    base = base.where(found.sql);
    filterKey[f.field] = found.key;
  }
  return { base, project: projectList, filterKey };
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

  const relations = orderRelations(user, item);
  const hasDispatch = dispatches.some((d) => d.sendStatus === '01' || d.sendStatus === '06');
  // The flow's transitions this caller may take now ('complete' has no actor); a dispatched order is not returned.
  const actions = (allowedActions(TRUCK_ORDER_FLOW, item.status, user, relations) as Array<Exclude<OrderAction, 'complete'>>).filter(
    (a): a is OrderDetail['actions'][number] & typeof a => !(a === 'return' && hasDispatch),
  ) as OrderDetail['actions'];
  const forwarder = actorMatches(TRUCK_ORDER_FORWARDER, user, relations);
  if (forwarder && EDITABLE_STATUSES.includes(item.status)) actions.push('edit');
  if (forwarder && DELETABLE_STATUSES.includes(item.status)) actions.push('delete');
  const waiting = containers.some((c) => c.send_status === CONTAINER_SEND.none || c.send_status === CONTAINER_SEND.cancelled);
  if (actorMatches(TRUCK_ORDER_DISPATCHER, user, relations) && DISPATCHABLE_STATUSES.includes(item.status) && waiting) actions.push('dispatch');

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
  await writeHistory(trx, { user, services }, { entity: HISTORY_ENTITY, recordId: id, action: 'create', toState: ORDER_STATUS.saved });
  return id;
}

/** Who is told of a transition, after its commit (the flow's `notify`). */
export interface OrderNotice {
  transition: TransitionSpec<TruckOrderStatus>;
  fromState: string;
  reason: string | null;
  orderNo: string;
  companies: Array<string | null>;
  actorId: string;
}

/** Sends the notices of committed transitions (message centre + WebSocket); a failure never undoes them. */
export async function sendOrderNotices(services: AppServices, log: FastifyBaseLogger, notices: ReadonlyArray<OrderNotice | null>): Promise<void> {
  for (const n of notices) {
    if (!n) continue;
    await notifyTransition(services, log, TRUCK_ORDER_FLOW, n.transition, { title: n.orderNo, fromState: n.fromState, reason: n.reason, companies: n.companies, actorId: n.actorId });
    // Every order move touches a work queue (./work.ts): the notified companies' and the actor's own.
    await tellWorkChanged(services, log, n.companies, undefined, n.actorId);
  }
}

/**
 * A status change inside the caller's transaction: the flow's transition check (a non-party 403 whatever the
 * state, as the contract says; then 409 naming the state and the action), guards, version, audit trail.
 * 'complete' is the server's own (no actor): only the state is checked.
 */
async function applyTransition(
  trx: Executor,
  services: AppServices,
  user: SessionUser,
  req: Pick<FastifyRequest, 'id'> | null,
  lang: ServerLanguage,
  order: OrderRow,
  body: { action: OrderAction; version?: number | null; reason?: string | null; amount?: number | null },
): Promise<OrderNotice | null> {
  const t: TransitionSpec<TruckOrderStatus> | undefined = body.action === 'complete'
    ? TRUCK_ORDER_FLOW.transitions.find((x) => x.action === 'complete' && (x.from as readonly string[]).includes(order.status))
    : checkTransition(TRUCK_ORDER_FLOW, body.action, order.status, user, orderRelations(user, order), lang, { callerFirst: true });
  if (!t) throw new ApiError(409, 'entityActionNotAllowed', { state: stateLabelOf(TRUCK_ORDER_FLOW, order.status, lang), action: clientText(lang, 'trucking.actions.complete') });
  if (body.action !== 'complete') assertVersion(order.version, body.version);
  const now = services.now();
  const set: Record<string, unknown> = { status: t.to, version: order.version + 1, update_time: now };
  const reason = body.reason?.trim() || null;
  if (t.requires?.reason) {
    if (!reason) throw invalid(serverMessage(lang, 'fieldRequired', { field: clientText(lang, 'trucking.fields.returnReason') }), 'body.reason');
  }
  if (body.action === 'return') {
    const busy = await trx
      .selectFrom('truck_dispatches')
      .select('id')
      .where('order_id', '=', order.id)
      .where('status', 'in', ['01', '06'])
      .executeTakeFirst();
    if (busy) throw refuse(409, 'orderHasDispatches');
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
  await writeHistory(trx, { user, services }, {
    entity: HISTORY_ENTITY, recordId: order.id, action: t.action, fromState: order.status, toState: t.to, reason,
    changes: changesOf(CHANGE_COLUMNS, order, changes),
  });
  const notify = t.notify ?? [];
  if (notify.length === 0) return null;
  return {
    transition: t, fromState: order.status, reason, orderNo: order.order_no, actorId: user.userId,
    companies: notify.map((who) => (who === 'owner' ? order.forwarder_company_id : who === 'counterpart' ? order.fleet_company_id : null)),
  };
}

/** Entrusts an order just inserted in the same transaction (create with entrust, import). */
export async function entrustNew(
  trx: Executor, services: AppServices, user: SessionUser, req: Pick<FastifyRequest, 'id'> | null, lang: ServerLanguage, id: string, scope: DataScope,
): Promise<OrderNotice | null> {
  return applyTransition(trx, services, user, req, lang, await orderRow(trx, scope, id, true), { action: 'entrust', version: 1 });
}

export async function createOrder(
  services: AppServices, user: SessionUser, req: Pick<FastifyRequest, 'id'> | null, lang: ServerLanguage, body: Schemas['TruckOrderCreate'], log?: FastifyBaseLogger,
): Promise<OrderDetail> {
  const input = normalizeOrder(body);
  assertOrder(lang, await vocabulary(services), input);
  await assertForwarder(services, user);
  const scope = await dataScopeOf(services, user);
  const { id, notice } = await services.db.transaction().execute(async (trx) => {
    const newId = await insertOrder(trx, services, user, req, input);
    return { id: newId, notice: body.entrust ? await entrustNew(trx, services, user, req, lang, newId, scope) : null };
  });
  touchList(ORDER_LIST.name);
  if (log) await sendOrderNotices(services, log, [notice]);
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
    assertForwarderMay(user, lang, order, 'edit', EDITABLE_STATUSES);
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
    await writeHistory(trx, { user, services }, { entity: HISTORY_ENTITY, recordId: id, action: 'update', changes: changesOf(CHANGE_COLUMNS, order, after) });
  });
  touchList(ORDER_LIST.name);
  return orderDetail(services, user, id);
}

/** The forwarder's own changes besides transitions (edit, delete): by the forwarder, in the states the flow allows. */
function assertForwarderMay(user: SessionUser, lang: ServerLanguage, order: OrderRow, action: 'edit' | 'delete', states: readonly string[]): void {
  if (!actorMatches(TRUCK_ORDER_FORWARDER, user, orderRelations(user, order))) throw refuse(403, 'transitionForbidden');
  if (!states.includes(order.status)) {
    throw new ApiError(409, 'entityActionNotAllowed', { state: stateLabelOf(TRUCK_ORDER_FLOW, order.status, lang), action: clientText(lang, `trucking.actions.${action}`) });
  }
}

export async function deleteOrder(
  services: AppServices, user: SessionUser, req: Pick<FastifyRequest, 'id'> | null, lang: ServerLanguage, id: string, version: number,
): Promise<void> {
  const scope = await dataScopeOf(services, user);
  await services.db.transaction().execute(async (trx) => {
    const order = await orderRow(trx, scope, id, true);
    assertForwarderMay(user, lang, order, 'delete', DELETABLE_STATUSES);
    assertVersion(order.version, version);
    await trx.deleteFrom('truck_orders').where('id', '=', id).execute();
    await audited(trx, actorOf(user, req), { action: 'delete', entity: ORDER_ENTITY, entityId: id, before: snapshot(order) });
  });
  touchList(ORDER_LIST.name);
}

export async function transitionOrder(
  services: AppServices, user: SessionUser, req: Pick<FastifyRequest, 'id'> | null, lang: ServerLanguage, id: string, body: Schemas['TruckOrderTransition'],
  log?: FastifyBaseLogger,
): Promise<OrderDetail> {
  const scope = await dataScopeOf(services, user);
  const notice = await services.db.transaction().execute(async (trx) =>
    applyTransition(trx, services, user, req, lang, await orderRow(trx, scope, id, true), body),
  );
  touchList(ORDER_LIST.name);
  if (log) await sendOrderNotices(services, log, [notice]);
  return orderDetail(services, user, id);
}

/** An order's audit trail (record_history), within the caller's scope (404 outside it). */
export async function orderHistory(services: AppServices, user: SessionUser, id: string): Promise<Schemas['EntityHistory']> {
  const scope = await dataScopeOf(services, user);
  const visible = await scopeOrders(ordersFrom(services.db), scope).select('o.id').where('o.id', '=', id).executeTakeFirst();
  if (!visible) throw notFound();
  return readHistory(services.db, HISTORY_ENTITY, id);
}

/** Locks an order for a dispatch change (scope as the dispatcher sees it). */
export async function lockOrderForDispatch(trx: Executor, scope: DataScope, id: string): Promise<OrderRow> {
  return orderRow(trx, scope, id, true);
}

/** After a container is delivered: the order completes (06) when all its containers are. */
export async function completeIfDelivered(
  trx: Executor, services: AppServices, user: SessionUser, req: Pick<FastifyRequest, 'id'> | null, lang: ServerLanguage, orderId: string,
): Promise<OrderNotice | null> {
  const order = found(await trx.selectFrom('truck_orders').selectAll().select(asText('id').as('id')).where('id', '=', orderId).forUpdate().executeTakeFirst());
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from truck_order_containers where order_id = ${orderId} and send_status = '06'`.execute(trx);
  const done = rows[0]?.n ?? 0;
  await trx.updateTable('truck_orders').set({ done_count: done, update_time: services.now() }).where('id', '=', orderId).execute();
  if (done >= order.ctn_count && DISPATCHABLE_STATUSES.includes(order.status)) {
    return applyTransition(trx, services, user, req, lang, { ...order, done_count: done }, { action: 'complete' });
  }
  return null;
}
