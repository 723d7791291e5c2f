/**
 * 轮胎订单 (SPEC §2.8 zhilun/tireDetail): a company orders a catalogue tyre — quantity, delivery address, contact and,
 * for a fleet, the truck the tyres are for — paid from its prepayment (business type TYRE). Ordering takes the stock
 * and holds quantity × price in one transaction; platform staff ship it (carrier and tracking number); the buyer
 * confirms delivery, which settles the amount. The buyer cancels before shipping, platform staff reject with a
 * reason; either releases the amount and gives the stock back.
 */
import type { Schemas } from '../../contract';
import { describeEntity } from '../../domain/describe';
import { validateMobile } from '../../rules/formats';

export type TyreOrderStatus = Schemas['TyreOrderStatus'];

const f = (name: string) => `tyre.order.fields.${name}`;

/** The ledger's business type of tyre orders (packages/sdk/src/domains/ledger/pages.ts). */
export const TYRE_BUSINESS_TYPE = 'TYRE';
/** The most tyres one order takes. */
export const MAX_TYRES_PER_ORDER = 200;

const BUYER = [{ party: 'owner', permission: 'tyre:order:edit' }] as const;
const STAFF = [{ platform: true, permission: 'tyre:order:ship' }] as const;

export const tyreOrderEntity = describeEntity<Schemas['TyreOrder']>()<TyreOrderStatus>({
  name: 'tyre.order',
  titleField: 'orderNo',
  fields: {
    id: { label: f('id'), kind: 'text', readOnly: true },
    orderNo: { label: f('orderNo'), kind: 'text', readOnly: true, width: 160 },
    status: { label: f('status'), kind: 'select', readOnly: true, width: 90 },
    buyerCompanyName: { label: f('buyerCompanyName'), kind: 'text', readOnly: true, width: 200 },
    tyreId: { label: f('tyreId'), kind: 'reference', required: true, reference: { operation: 'listTyres', value: 'id', label: 'title' } },
    tyreTitle: { label: f('tyreTitle'), kind: 'text', readOnly: true, width: 220 },
    size: { label: f('size'), kind: 'text', readOnly: true, width: 110 },
    quantity: { label: f('quantity'), kind: 'integer', required: true, min: 1, max: MAX_TYRES_PER_ORDER, width: 70 },
    unitPriceCents: { label: f('unitPriceCents'), kind: 'money', readOnly: true, width: 100 },
    amountCents: { label: f('amountCents'), kind: 'money', readOnly: true, width: 110 },
    deliveryAddress: { label: f('deliveryAddress'), kind: 'textarea', required: true, maxLength: 200 },
    contactName: { label: f('contactName'), kind: 'text', required: true, maxLength: 40 },
    contactPhone: { label: f('contactPhone'), kind: 'text', required: true, maxLength: 20, validate: [validateMobile] },
    truckId: { label: f('truckId'), kind: 'reference', reference: { operation: 'listTrucks', value: 'id', label: 'truckLicense' } },
    truckLicense: { label: f('truckLicense'), kind: 'text', readOnly: true, width: 100 },
    carrier: { label: f('carrier'), kind: 'text', maxLength: 40 },
    trackingNo: { label: f('trackingNo'), kind: 'text', maxLength: 40 },
    reason: { label: f('reason'), kind: 'text', readOnly: true },
    shippedTime: { label: f('shippedTime'), kind: 'datetime', readOnly: true, width: 170 },
    deliveredTime: { label: f('deliveredTime'), kind: 'datetime', readOnly: true, width: 170 },
    createTime: { label: f('createTime'), kind: 'datetime', readOnly: true, width: 170 },
    updateTime: { label: f('updateTime'), kind: 'datetime', readOnly: true, width: 170 },
  },
  filters: [
    { field: 'orderNo', match: 'prefix', narrow: true },
    { field: 'tyreTitle', match: 'contains' },
    { field: 'status', match: 'in' },
    { field: 'buyerCompanyName', match: 'contains' },
    { field: 'createTime', match: 'range' },
  ],
  sorts: ['createTime', 'orderNo', 'amountCents'],
  defaultSort: { field: 'createTime', order: 'desc' },
  columns: ['orderNo', 'status', 'tyreTitle', 'quantity', 'amountCents', 'buyerCompanyName', 'truckLicense', 'trackingNo', 'createTime'],
  detail: [
    { title: 'tyre.order.sections.order', fields: ['orderNo', 'status', 'buyerCompanyName', 'tyreTitle', 'size', 'quantity', 'unitPriceCents', 'amountCents', 'reason'] },
    { title: 'tyre.order.sections.delivery', fields: ['deliveryAddress', 'contactName', 'contactPhone', 'truckLicense', 'carrier', 'trackingNo', 'shippedTime', 'deliveredTime', 'createTime'] },
  ],
  form: [
    { title: 'tyre.order.sections.order', fields: ['tyreId', 'quantity', 'truckId'] },
    { title: 'tyre.order.sections.delivery', fields: ['deliveryAddress', 'contactName', 'contactPhone'] },
  ],
  export: ['orderNo', 'status', 'buyerCompanyName', 'tyreTitle', 'size', 'quantity', 'unitPriceCents', 'amountCents', 'deliveryAddress', 'truckLicense', 'carrier', 'trackingNo', 'createTime'],
  status: {
    field: 'status',
    initial: 'ordered',
    states: {
      ordered: { label: 'tyre.order.status.ordered', color: 'blue', locked: true },
      shipped: { label: 'tyre.order.status.shipped', color: 'arcoblue', locked: true },
      delivered: { label: 'tyre.order.status.delivered', color: 'green', final: true },
      cancelled: { label: 'tyre.order.status.cancelled', color: 'gray', final: true },
    },
    transitions: [
      { action: 'ship', label: 'tyre.order.actions.ship', from: ['ordered'], to: 'shipped', by: STAFF, requires: { fields: ['carrier', 'trackingNo'] }, notify: ['owner'] },
      { action: 'deliver', label: 'tyre.order.actions.deliver', from: ['shipped'], to: 'delivered', by: BUYER, notify: ['counterpart'], confirm: 'tyre.order.confirm.deliver' },
      { action: 'cancel', label: 'tyre.order.actions.cancel', from: ['ordered'], to: 'cancelled', by: BUYER, notify: ['counterpart'], confirm: 'tyre.order.confirm.cancel', danger: true },
      { action: 'reject', label: 'tyre.order.actions.reject', from: ['ordered'], to: 'cancelled', by: STAFF, requires: { reason: true }, notify: ['owner'], danger: true },
    ],
  },
  operations: {
    list: 'listTyreOrders',
    get: 'getTyreOrder',
    create: 'createTyreOrder',
    transition: 'transitionTyreOrder',
    history: 'getTyreOrderHistory',
    export: 'exportTyreOrders',
  },
  permissions: { list: 'tyre:order:list', view: 'tyre:order:list', create: 'tyre:order:edit', export: 'tyre:order:list' },
});
