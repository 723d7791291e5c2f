/**
 * The trucking orders' list: the description's filters and sorts over the caller's scope, the list row and its
 * answer item (the list, the export and the detail read it).
 */
import { sql } from 'kysely';
import type { OpQuery, Schemas } from '@port/sdk/contract';
import type { FieldSpec, FilterSpec } from '@port/sdk/domain';
import { truckingOrderEntity } from '@port/sdk/domains/trucking';
import type { Database } from '../../db/database';
import { scopeKey, type DataScope } from '../../lib/data-scope';
import { formatDateTime } from '../../lib/datetime';
import { filterCondition } from '../../lib/entity/list';
import { asText } from '../../lib/ids';
import type { ListSpec, SortKey } from '../../lib/list-query';
import { ordersFrom, scopeOrders, type From } from './order-rows';
import { asOrderStatus } from './rules';

export type OrderListItem = Schemas['TruckOrderListItem'];

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

export function projectList(qb: From) {
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

export type ListRow = Awaited<ReturnType<ReturnType<typeof projectList>['executeTakeFirstOrThrow']>>;

export const dt = (d: Date | null | undefined) => (d ? formatDateTime(d) : null);

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
