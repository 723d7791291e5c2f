/**
 * The trucking order's status transitions (rules.ts, the description's TRUCK_ORDER_FLOW): the check, guards,
 * version and audit trail inside the caller's transaction, and the notices sent after its commit.
 */
import { sql } from 'kysely';
import type { Schemas } from '@port/sdk/contract';
import type { TransitionSpec } from '@port/sdk/domain';
import { DISPATCH_COUNTED, TRUCK_ORDER_FLOW, type TruckOrderStatus } from '@port/sdk/domains/trucking';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { serverMessage, type ServerLanguage } from '@port/config/server-messages';
import { ApiError, invalid } from '../../http/errors';
import { actorOf } from '../../lib/audit';
import { dataScopeOf, type DataScope } from '../../lib/data-scope';
import { changesOf, writeHistory } from '../../lib/entity/history';
import { checkTransition, notifyTransition, stateLabelOf } from '../../lib/entity/transition';
import { tellWorkChanged } from '../../lib/entity/notify';
import { asText } from '../../lib/ids';
import { touchList } from '../../lib/list-query';
import { assertVersion, audited, found, refuse, type Executor } from '../../lib/records';
import { clientText } from '../../lib/text';
import type { AppServices, SessionUser } from '../../services';
import { orderDetail, type OrderDetail } from './order-detail';
import { ORDER_LIST } from './order-list';
import { CHANGE_COLUMNS, HISTORY_ENTITY, ORDER_ENTITY, orderRow, type OrderRow } from './order-rows';
import { CONTAINER_SEND, DISPATCHABLE_STATUSES, orderRelations, type OrderAction } from './rules';

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
      .where('status', 'in', [...DISPATCH_COUNTED])
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

/** After a container is delivered: the order completes (06) when all its containers are. */
export async function completeIfDelivered(
  trx: Executor, services: AppServices, user: SessionUser, req: Pick<FastifyRequest, 'id'> | null, lang: ServerLanguage, orderId: string,
): Promise<OrderNotice | null> {
  const order = found(await trx.selectFrom('truck_orders').selectAll().select(asText('id').as('id')).where('id', '=', orderId).forUpdate().executeTakeFirst());
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from truck_order_containers where order_id = ${orderId} and send_status = ${sql.lit(CONTAINER_SEND.delivered)}`.execute(trx);
  const done = rows[0]?.n ?? 0;
  await trx.updateTable('truck_orders').set({ done_count: done, update_time: services.now() }).where('id', '=', orderId).execute();
  if (done >= order.ctn_count && DISPATCHABLE_STATUSES.includes(order.status)) {
    return applyTransition(trx, services, user, req, lang, { ...order, done_count: done }, { action: 'complete' });
  }
  return null;
}
