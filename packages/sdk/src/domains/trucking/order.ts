/**
 * 集卡订单: a forwarder's trucking order entrusted to a fleet (SPEC §2.8, §4), described once for the server
 * (filters, sort allow-list, export columns, transition checks, audit trail, notices) and the console (tags,
 * buttons, labels). Its containers and dispatches are the domain's own (container paste, dispatch).
 */
import type { Schemas } from '../../contract';
import { describeEntity } from '../../domain/describe';
import { TRUCK_ORDER_TYPE } from '../../labels';
import { validatePhone } from '../../rules/formats';
import { TRUCK_ORDER_FLOW, type TruckOrderStatus } from './order-status';

const f = (name: string) => `trucking.fields.${name}`;

export const truckingOrderEntity = describeEntity<Schemas['TruckOrderDetail']>()<TruckOrderStatus>({
  name: 'trucking.order',
  titleField: 'orderNo',
  fields: {
    id: { label: f('orderNo'), kind: 'text', readOnly: true },
    orderNo: { label: f('orderNo'), kind: 'text', readOnly: true, width: 200 },
    orderType: { label: f('orderType'), kind: 'select', required: true, options: TRUCK_ORDER_TYPE, width: 90 },
    status: { label: f('status'), kind: 'select', readOnly: true, width: 100 },
    billNo: { label: f('billNo'), kind: 'text', maxLength: 40, width: 140 },
    vessel: { label: f('vessel'), kind: 'text', maxLength: 60, width: 180 },
    voyage: { label: f('voyage'), kind: 'text', maxLength: 30 },
    takeAddress: { label: f('takeAddress'), kind: 'select', required: true, dict: 'td_take_address', maxLength: 20, width: 130 },
    deliveryAddress: { label: f('deliveryAddress'), kind: 'text', maxLength: 200 },
    forwarderName: { label: f('forwarder'), kind: 'text', readOnly: true, width: 260 },
    fleetCompanyId: { label: f('fleet'), kind: 'reference', required: true, reference: { operation: 'listTruckingFleets', value: 'companyId', label: 'companyName' } },
    fleetName: { label: f('fleet'), kind: 'text', readOnly: true, width: 220 },
    ctnCount: { label: f('ctnCount'), kind: 'integer', readOnly: true, width: 110 },
    doneCount: { label: f('doneCount'), kind: 'integer', readOnly: true },
    planTime: { label: f('planTime'), kind: 'datetime' },
    createTime: { label: f('createTime'), kind: 'datetime', readOnly: true, width: 170 },
    contactName: { label: f('contactName'), kind: 'text', maxLength: 30 },
    contactPhone: { label: f('contactPhone'), kind: 'text', maxLength: 20, validate: [validatePhone] },
    amount: { label: f('amount'), kind: 'decimal', readOnly: true },
    remark: { label: f('remark'), kind: 'textarea', maxLength: 500 },
    returnReason: { label: f('returnReason'), kind: 'text', readOnly: true },
    paidTime: { label: f('paidTime'), kind: 'datetime', readOnly: true },
    finishTime: { label: f('finishTime'), kind: 'datetime', readOnly: true },
    updateTime: { label: f('updateTime'), kind: 'datetime', readOnly: true },
    // Searched by one container number (the orders holding it); written through the order form's container list.
    containers: { label: f('ctnNo'), kind: 'container' },
  },
  filters: [
    { field: 'orderNo', match: 'prefix' },
    { field: 'containers', match: 'exact', param: 'ctnNo' },
    { field: 'status', match: 'in' },
    { field: 'orderType', match: 'exact' },
    { field: 'billNo', match: 'exact' },
    { field: 'takeAddress', match: 'exact' },
    { field: 'createTime', match: 'range', rangeParams: ['createTimeStart', 'createTimeEnd'] },
  ],
  sorts: ['createTime', 'orderNo'],
  defaultSort: { field: 'createTime', order: 'desc' },
  columns: ['orderNo', 'orderType', 'status', 'billNo', 'vessel', 'takeAddress', 'forwarderName', 'ctnCount', 'createTime'],
  detail: [
    {
      title: 'trucking.sections.basic',
      fields: [
        'orderNo', 'orderType', 'status', 'forwarderName', 'fleetName', 'billNo', 'vessel', 'voyage', 'takeAddress', 'deliveryAddress',
        'contactName', 'contactPhone', 'planTime', 'amount', 'createTime', 'paidTime', 'finishTime', 'returnReason', 'remark',
      ],
    },
  ],
  form: [
    {
      title: 'trucking.sections.basic',
      fields: ['orderType', 'fleetCompanyId', 'billNo', 'vessel', 'voyage', 'takeAddress', 'deliveryAddress', 'contactName', 'contactPhone', 'planTime', 'remark'],
    },
  ],
  export: ['orderNo', 'orderType', 'status', 'billNo', 'vessel', 'voyage', 'takeAddress', 'fleetName', 'ctnCount', 'createTime'],
  status: TRUCK_ORDER_FLOW,
  operations: {
    list: 'listTruckOrders',
    get: 'getTruckOrder',
    create: 'createTruckOrder',
    update: 'updateTruckOrder',
    remove: 'deleteTruckOrder',
    transition: 'transitionTruckOrder',
    history: 'getTruckOrderHistory',
    export: 'exportTruckOrders',
    import: 'importTruckOrders',
  },
  // The list, detail and export are open to every signed-in caller within their data scope (SPEC §2.8).
  permissions: { create: 'td:main:edit', edit: 'td:main:edit', remove: 'td:main:edit', import: 'td:main:edit' },
});
