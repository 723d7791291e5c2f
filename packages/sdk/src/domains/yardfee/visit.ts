/**
 * 箱堆存计费: a container's stay at a yard or terminal from its gate-in to its gate-out (from the gate moves), with
 * the fee the server computes line by line (see apps/api/src/domains/yardfee/fee.ts); the customer pays it from its
 * prepayment account, and the paid visit is the bill (its charge no., lines and total kept as paid).
 */
import type { Schemas } from '../../contract';
import { describeEntity } from '../../domain/describe';
import { EMPTY_FULL_LABELS } from './item';

const f = (name: string) => `yardfee.visit.fields.${name}`;
export const VISIT_STATUS_LABELS = { in: 'yardfee.visit.status.in', out: 'yardfee.visit.status.out', paid: 'yardfee.visit.status.paid' } as const satisfies Record<Schemas['YardVisitStatus'], string>;
export const MOVE_EVENT_LABELS = { gateIn: 'yardfee.events.gateIn', discharge: 'yardfee.events.discharge', gateOut: 'yardfee.events.gateOut', load: 'yardfee.events.load' } as const;

export const yardVisitEntity = describeEntity<Schemas['YardVisit']>()({
  name: 'yardfee.visit',
  titleField: 'containerNo',
  fields: {
    id: { label: f('id'), kind: 'text', readOnly: true },
    containerNo: { label: f('containerNo'), kind: 'container', readOnly: true, width: 130 },
    sizeType: { label: f('sizeType'), kind: 'text', readOnly: true, width: 80 },
    emptyFull: { label: f('emptyFull'), kind: 'select', readOnly: true, options: EMPTY_FULL_LABELS, width: 80 },
    place: { label: f('place'), kind: 'text', readOnly: true, width: 90 },
    billNo: { label: f('billNo'), kind: 'text', readOnly: true, width: 150 },
    startEvent: { label: f('startEvent'), kind: 'select', readOnly: true, options: MOVE_EVENT_LABELS, width: 90 },
    inTime: { label: f('inTime'), kind: 'datetime', readOnly: true, width: 170 },
    endEvent: { label: f('endEvent'), kind: 'select', readOnly: true, options: MOVE_EVENT_LABELS, width: 90 },
    outTime: { label: f('outTime'), kind: 'datetime', readOnly: true, width: 170 },
    days: { label: f('days'), kind: 'integer', readOnly: true, width: 70 },
    feeCents: { label: f('feeCents'), kind: 'money', readOnly: true, width: 110 },
    status: { label: f('status'), kind: 'select', readOnly: true, options: VISIT_STATUS_LABELS, width: 90 },
    chargeNo: { label: f('chargeNo'), kind: 'text', readOnly: true, width: 160 },
    customerName: { label: f('customerName'), kind: 'text', readOnly: true, width: 200 },
    operatorName: { label: f('operatorName'), kind: 'text', readOnly: true, width: 200 },
    paidTime: { label: f('paidTime'), kind: 'datetime', readOnly: true, width: 170 },
  },
  filters: [
    { field: 'containerNo', match: 'prefix' },
    { field: 'billNo', match: 'prefix' },
    { field: 'chargeNo', match: 'prefix', narrow: true },
    { field: 'status', match: 'in' },
    { field: 'inTime', match: 'range' },
  ],
  sorts: ['inTime'],
  defaultSort: { field: 'inTime', order: 'desc' },
  columns: ['containerNo', 'sizeType', 'emptyFull', 'place', 'inTime', 'outTime', 'days', 'feeCents', 'status', 'chargeNo', 'customerName', 'operatorName'],
  detail: [
    { title: 'yardfee.sections.visit', fields: ['containerNo', 'sizeType', 'emptyFull', 'place', 'billNo', 'startEvent', 'inTime', 'endEvent', 'outTime', 'days'] },
    { title: 'yardfee.sections.bill', fields: ['status', 'feeCents', 'chargeNo', 'paidTime', 'customerName', 'operatorName'] },
  ],
  export: ['containerNo', 'sizeType', 'emptyFull', 'place', 'billNo', 'inTime', 'outTime', 'days', 'feeCents', 'status', 'chargeNo', 'paidTime', 'customerName', 'operatorName'],
  operations: { list: 'listYardVisits', get: 'getYardVisit', export: 'exportYardVisits' },
  permissions: { list: 'yardfee:list', view: 'yardfee:list', export: 'yardfee:list' },
});
