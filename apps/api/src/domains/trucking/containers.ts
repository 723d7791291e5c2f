/**
 * 箱子列表 (SPEC §2.10): the containers of the orders in the caller's scope (the orders' rule), with their
 * order, dispatch status and the truck of the active or completed dispatch; listed and exported.
 */
import { sql } from 'kysely';
import type { OpQuery, Schemas } from '@port/sdk/contract';
import type { Database } from '../../db/database';
import { scopeKey, type DataScope } from '../../lib/data-scope';
import { formatDateTime } from '../../lib/datetime';
import { asText, asTextOrNull } from '../../lib/ids';
import type { ListSpec } from '../../lib/list-query';
import type { Executor } from '../../lib/records';
import { orderInScope } from './order-rows';
import { asOrderStatus } from './rules';
import { likePrefix as prefix } from '../../lib/like';
import { DISPATCH, DISPATCH_COUNTED } from '@port/sdk/domains/trucking';

export const CONTAINER_LIST: ListSpec = {
  // Containers change only with their orders and dispatches, whose writes touch this name.
  name: 'truck_orders',
  idColumn: 'c.id',
  sorts: { createTime: { column: 'o.create_time', cast: 'timestamptz' }, ctnNo: { column: 'c.ctn_no', cast: 'text' } },
  defaultSort: { field: 'createTime', order: 'desc' },
};

const containersFrom = (db: Executor) =>
  db
    .selectFrom('truck_order_containers as c')
    .innerJoin('truck_orders as o', 'o.id', 'c.order_id')
    .leftJoin('truck_dispatches as d', (j) => j.onRef('d.container_id', '=', 'c.id').on('d.status', 'in', [...DISPATCH_COUNTED]))
    .leftJoin('fleet_trucks as t', 't.id', 'd.truck_id')
    .leftJoin('fleet_drivers as dr', 'dr.id', 'd.driver_id');
type From = ReturnType<typeof containersFrom>;

function projectContainer(qb: From) {
  return qb.select([
    asText('c.id').as('id'), 'c.ctn_no', 'c.ctn_size', 'c.ctn_type', 'c.seal_no', 'c.weight_kg', 'c.send_status', 'c.delivered_time',
    't.truck_license', 'dr.name as driver_name', asTextOrNull('o.id').as('order_id'), 'o.order_no', 'o.order_type', 'o.status as order_status',
    'o.bill_no', 'o.take_address', 'o.create_time',
    sql<string | null>`(select company_name from companies where company_id = o.forwarder_company_id)`.as('forwarder_name'),
    sql<string | null>`(select company_name from companies where company_id = o.fleet_company_id)`.as('fleet_name'),
  ]);
}
type Row = Awaited<ReturnType<ReturnType<typeof projectContainer>['executeTakeFirstOrThrow']>>;

export function toContainerItem(r: Row): Schemas['TruckContainerItem'] {
  return {
    id: r.id, ctnNo: r.ctn_no, ctnSize: r.ctn_size, ctnType: r.ctn_type, sealNo: r.seal_no, weightKg: r.weight_kg, sendStatus: r.send_status,
    deliveredTime: r.delivered_time ? formatDateTime(r.delivered_time) : null, truckLicense: r.truck_license, driverName: r.driver_name,
    orderId: r.order_id ?? '', orderNo: r.order_no, orderType: r.order_type as Schemas['TruckOrderType'], orderStatus: asOrderStatus(r.order_status),
    billNo: r.bill_no, takeAddress: r.take_address, forwarderName: r.forwarder_name, fleetName: r.fleet_name, createTime: formatDateTime(r.create_time),
  };
}

export type ContainerFilter = Omit<OpQuery<'listTruckContainers'>, 'pageNo' | 'pageSize' | 'cursor' | 'sortField' | 'sortOrder'>;


export function containerListSource(db: Database, scope: DataScope, q: ContainerFilter) {
  let base = containersFrom(db).where(orderInScope(scope));
  const ctnNo = q.ctnNo?.replace(/\s+/g, '').toUpperCase();
  if (ctnNo) base = ctnNo.length === 11 ? base.where('c.ctn_no', '=', ctnNo) : base.where('c.ctn_no', 'like', prefix(ctnNo));
  const orderNo = q.orderNo?.replace(/\s+/g, '').toUpperCase();
  if (orderNo) base = base.where('o.order_no', 'like', prefix(orderNo));
  const billNo = q.billNo?.replace(/\s+/g, '').toUpperCase();
  if (billNo) base = base.where('o.bill_no', '=', billNo);
  // 02 and 08 both read 未派单 (SPEC §4): either finds both.
  const unsent: string[] = [DISPATCH.notSent, DISPATCH.unsent];
  const send = q.sendStatus && unsent.includes(q.sendStatus) ? unsent : q.sendStatus ? [q.sendStatus] : [];
  if (send.length) base = base.where('c.send_status', 'in', send);
  if (q.orderType) base = base.where('o.order_type', '=', q.orderType);
  if (q.ctnSize) base = base.where('c.ctn_size', '=', q.ctnSize);
  if (q.ctnType) base = base.where('c.ctn_type', '=', q.ctnType);
  return {
    base,
    project: projectContainer,
    filterKey: { k: 'containers', s: scopeKey(scope), ctnNo, orderNo, billNo, send, t: q.orderType, z: q.ctnSize, y: q.ctnType },
  };
}
