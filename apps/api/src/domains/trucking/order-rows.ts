/**
 * The stored trucking order: which orders a caller sees (the data scope, also as a predicate for joins), the row
 * read and locked for a change, and how a change is audited (audit_log and record_history names, the columns
 * whose changes the history lists).
 */
import { sql, type SqlBool } from 'kysely';
import { TRUCK_ORDER, truckingOrderEntity } from '@port/sdk/domains/trucking';
import type { DataScope } from '../../lib/data-scope';
import { asText } from '../../lib/ids';
import { found, type Executor } from '../../lib/records';

export const ORDER_ENTITY = 'truck_order';
/** The audit trail's entity (record_history), as the description names it. */
export const HISTORY_ENTITY = truckingOrderEntity.name;

/** Main-table columns of the fields an edit or a transition may change, for the audit trail's changes. */
export const CHANGE_COLUMNS: Readonly<Record<string, string>> = {
  orderType: 'order_type', fleetCompanyId: 'fleet_company_id', billNo: 'bill_no', vessel: 'vessel', voyage: 'voyage', takeAddress: 'take_address',
  deliveryAddress: 'delivery_address', contactName: 'contact_name', contactPhone: 'contact_phone', planTime: 'plan_time', remark: 'remark',
  ctnCount: 'ctn_count', amount: 'amount', returnReason: 'return_reason', paidTime: 'paid_time', finishTime: 'finish_time',
};

export const ordersFrom = (db: Executor) => db.selectFrom('truck_orders as o');
export type From = ReturnType<typeof ordersFrom>;

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
        ? qb.where('o.fleet_company_id', '=', scope.companyId).where(sql<SqlBool>`o.status <> ${sql.lit(TRUCK_ORDER.saved)}`)
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
        ? sql<SqlBool>`o.fleet_company_id = ${scope.companyId} and o.status <> ${sql.lit(TRUCK_ORDER.saved)}`
        : sql<SqlBool>`o.forwarder_company_id = ${scope.companyId}`;
    case 'self':
      return sql<SqlBool>`o.created_by = ${scope.userId}`;
  }
}

/** The stored order row within the caller's scope (404 outside it), optionally locked for a change. */
export async function orderRow(db: Executor, scope: DataScope, id: string, lock = false) {
  let q = scopeOrders(ordersFrom(db), scope).selectAll('o').select(asText('o.id').as('id')).where('o.id', '=', id);
  if (lock) q = q.forUpdate();
  return found(await q.executeTakeFirst());
}

export type OrderRow = Awaited<ReturnType<typeof orderRow>>;

/** The row as it is audited: the business fields, not the timestamps. */
export function snapshot(row: OrderRow) {
  const { create_time: _c, update_time: _u, ...rest } = row;
  return rest;
}

/** Locks an order for a dispatch change (scope as the dispatcher sees it). */
export async function lockOrderForDispatch(trx: Executor, scope: DataScope, id: string): Promise<OrderRow> {
  return orderRow(trx, scope, id, true);
}
