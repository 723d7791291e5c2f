/** One trucking order as its detail answers it (containers, dispatches, trail, the caller's actions), and its history. */
import { sql } from 'kysely';
import type { Schemas } from '@port/sdk/contract';
import { DISPATCH_COUNTED, TRUCK_ORDER_DISPATCHER, TRUCK_ORDER_FLOW, TRUCK_ORDER_FORWARDER } from '@port/sdk/domains/trucking';
import { notFound } from '../../http/errors';
import { dataScopeOf } from '../../lib/data-scope';
import { formatDateTime } from '../../lib/datetime';
import { actorMatches, allowedActions } from '../../lib/entity/actors';
import { readHistory } from '../../lib/entity/history';
import { asText, asTextOrNull } from '../../lib/ids';
import type { Executor } from '../../lib/records';
import type { AppServices, SessionUser } from '../../services';
import { dispatchesOfOrder } from './dispatch-read';
import { dt, projectList, toListItem } from './order-list';
import { HISTORY_ENTITY, ORDER_ENTITY, ordersFrom, scopeOrders } from './order-rows';
import { CONTAINER_SEND, DELETABLE_STATUSES, DISPATCHABLE_STATUSES, EDITABLE_STATUSES, orderRelations, type OrderAction } from './rules';

export type OrderDetail = Schemas['TruckOrderDetail'];

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
    .leftJoin('truck_dispatches as d', (j) => j.onRef('d.container_id', '=', 'c.id').on('d.status', 'in', [...DISPATCH_COUNTED]))
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
  const hasDispatch = dispatches.some((d) => (DISPATCH_COUNTED as readonly string[]).includes(d.sendStatus));
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

/** An order's audit trail (record_history), within the caller's scope (404 outside it). */
export async function orderHistory(services: AppServices, user: SessionUser, id: string): Promise<Schemas['EntityHistory']> {
  const scope = await dataScopeOf(services, user);
  const visible = await scopeOrders(ordersFrom(services.db), scope).select('o.id').where('o.id', '=', id).executeTakeFirst();
  if (!visible) throw notFound();
  return readHistory(services.db, HISTORY_ENTITY, id);
}
