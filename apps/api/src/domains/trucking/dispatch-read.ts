/** Reading dispatches (sends): the list of a fleet or an order, one dispatch, and its API shape. */
import { sql, type SqlBool } from 'kysely';
import type { OpQuery, Schemas } from '@port/sdk/contract';
import type { Database } from '../../db/database';
import type { DataScope } from '../../lib/data-scope';
import { formatDateTime } from '../../lib/datetime';
import { asText, asTextOrNull } from '../../lib/ids';
import type { ListSpec } from '../../lib/list-query';
import type { Executor } from '../../lib/records';
import { DISPATCH } from '@port/sdk/domains/trucking';

export type Dispatch = Schemas['Dispatch'];

export const DISPATCH_LIST: ListSpec = {
  name: 'truck_dispatches',
  idColumn: 'd.id',
  sorts: { createTime: { column: 'd.create_time', cast: 'timestamptz' } },
  defaultSort: { field: 'createTime', order: 'desc' },
};

function dispatchesFrom(db: Executor) {
  return db
    .selectFrom('truck_dispatches as d')
    .innerJoin('truck_orders as o', 'o.id', 'd.order_id')
    .innerJoin('truck_order_containers as c', 'c.id', 'd.container_id')
    .innerJoin('fleet_trucks as t', 't.id', 'd.truck_id')
    .innerJoin('fleet_drivers as dr', 'dr.id', 'd.driver_id');
}

type From = ReturnType<typeof dispatchesFrom>;

function project(qb: From) {
  return qb.select([
    asText('d.id').as('id'),
    asText('d.order_id').as('order_id'),
    'o.order_no',
    'o.order_type',
    'o.take_address',
    'o.delivery_address',
    asText('d.container_id').as('container_id'),
    'c.ctn_no',
    'c.ctn_size',
    'c.ctn_type',
    asText('d.truck_id').as('truck_id'),
    't.truck_license',
    't.trailer_license',
    asText('d.driver_id').as('driver_id'),
    'dr.name as driver_name',
    'dr.mobile as driver_mobile',
    'd.status',
    asTextOrNull('d.replaces_id').as('replaces_id'),
    'd.remark',
    'd.create_time',
    'd.finish_time',
    'd.version',
  ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof project>['executeTakeFirstOrThrow']>>;

export function toDispatch(r: Row): Dispatch {
  return {
    id: r.id,
    orderId: r.order_id,
    orderNo: r.order_no,
    orderType: r.order_type as Dispatch['orderType'],
    takeAddress: r.take_address,
    deliveryAddress: r.delivery_address,
    containerId: r.container_id,
    ctnNo: r.ctn_no,
    ctnSize: r.ctn_size,
    ctnType: r.ctn_type,
    truckId: r.truck_id,
    truckLicense: r.truck_license,
    trailerLicense: r.trailer_license,
    driverId: r.driver_id,
    driverName: r.driver_name,
    driverMobile: r.driver_mobile,
    sendStatus: r.status,
    replacesId: r.replaces_id,
    remark: r.remark,
    createTime: formatDateTime(r.create_time),
    finishTime: r.finish_time ? formatDateTime(r.finish_time) : null,
    version: r.version,
  };
}

/** A fleet sees its own dispatches, a forwarder those of its orders, data scope 3 those of its own orders. */
function scoped(qb: From, scope: DataScope): From {
  switch (scope.kind) {
    case 'all':
      return qb;
    case 'company':
      return scope.companyKind === 'fleet'
        ? qb.where('d.fleet_company_id', '=', scope.companyId)
        : qb.where('o.forwarder_company_id', '=', scope.companyId);
    case 'self':
      return qb.where('o.created_by', '=', scope.userId);
  }
}

export function dispatchListSource(db: Database, scope: DataScope, q: OpQuery<'listDispatches'>) {
  let base = scoped(dispatchesFrom(db), scope);
  if (q.orderId) base = base.where('d.order_id', '=', q.orderId);
  if (q.orderNo) base = base.where('o.order_no', 'like', `${q.orderNo.trim()}%`);
  if (q.ctnNo) base = base.where('c.ctn_no', '=', q.ctnNo.trim().toUpperCase());
  if (q.truckLicense) base = base.where('t.truck_license', 'like', `${q.truckLicense.trim().toUpperCase()}%`);
  const statuses = (q.sendStatus ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  if (statuses.length) base = base.where('d.status', 'in', statuses);
  return {
    base,
    project,
    filterKey: { scope: scope.kind === 'all' ? 'all' : scope.kind === 'company' ? scope.companyId : scope.userId, orderId: q.orderId, orderNo: q.orderNo, ctnNo: q.ctnNo, truckLicense: q.truckLicense, statuses },
  };
}

export async function dispatchById(db: Executor, scope: DataScope, id: string): Promise<Dispatch | undefined> {
  const row = await project(scoped(dispatchesFrom(db), scope).where('d.id', '=', id)).executeTakeFirst();
  return row ? toDispatch(row) : undefined;
}

export async function dispatchesOfOrder(db: Executor, orderId: string): Promise<Dispatch[]> {
  const rows = await project(dispatchesFrom(db).where('d.order_id', '=', orderId)).orderBy('d.id').execute();
  return rows.map(toDispatch);
}

/** The active dispatch of each truck among `truckIds`. */
export async function activeDispatchesOfTrucks(db: Executor, truckIds: string[]): Promise<Map<string, Dispatch>> {
  if (truckIds.length === 0) return new Map();
  const rows = await project(dispatchesFrom(db).where('d.truck_id', 'in', truckIds).where(sql<SqlBool>`d.status = ${sql.lit(DISPATCH.sent)}`)).execute();
  return new Map(rows.map((r) => [r.truck_id, toDispatch(r)]));
}
