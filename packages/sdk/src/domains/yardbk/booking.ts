/**
 * 堆场预约 (SPEC §2.8 yardBkManage: yardBkForm, JxYardBkForm; jxYardLiftEmpty/jxYardLiftEmptyApply): a forwarder or
 * a fleet books a yard operation — lift an empty, return an empty, drop off or pick up a laden container — at a
 * yard: container numbers or a quantity of one size/type, the shipping line, the planned date and the truck. The
 * yard operator accepts or rejects with a reason, then completes it. The port (NB: Ningbo, JX: Jiaxing) is a field
 * of the record: the JX screens are this entity with port 'JX' as data, never a copy. A lift-empty booking may
 * name the pick-up release (提箱申请's release no.) it draws on: the yard, size/type and quantity must fit it.
 */
import type { Schemas } from '../../contract';
import { describeEntity, type RecordCheck } from '../../domain/describe';
import type { MessageKey } from '../../i18n';
import { issue, type Validator } from '../../rules/core';
import { normalizeContainerList, validateContainerNumbers } from '../../rules/container';

export type YardBookingStatus = Schemas['YardBookingStatus'];
export type YardOperation = Schemas['YardOperation'];
export type YardPort = Schemas['YardPort'];

const f = (name: string) => `yardbk.fields.${name}`;
const k = (key: string) => `yardbk.${key}` as MessageKey;

export const YARD_OPERATIONS = {
  liftEmpty: 'yardbk.operations.liftEmpty', returnEmpty: 'yardbk.operations.returnEmpty', ladenDrop: 'yardbk.operations.ladenDrop', ladenPick: 'yardbk.operations.ladenPick',
} as const satisfies Record<YardOperation, string>;
export const YARD_PORTS = { NB: 'yardbk.ports.NB', JX: 'yardbk.ports.JX' } as const satisfies Record<YardPort, string>;
/** ISO 6346 size/type codes, as the empty-container stock (空箱源) counts them. */
export const YARD_SIZE_TYPES = { '22G1': 'yardbk.sizeTypes.22G1', '42G1': 'yardbk.sizeTypes.42G1', '45G1': 'yardbk.sizeTypes.45G1', '45R1': 'yardbk.sizeTypes.45R1' } as const;
/** The pick-up release's size/type in ISO 6346 (a release of 40HC is drawn on by 45G1). */
export const RELEASE_ISO_SIZE: Readonly<Record<string, string>> = { '20GP': '22G1', '40GP': '42G1', '40HC': '45G1', '20RF': '22R1', '40RF': '45R1', '45HC': 'L5G1' };
/** A shipping line's code: 2 to 4 capital letters (MSK, COS, ONE…). */
export const LINE_PATTERN = /^[A-Z]{2,4}$/;
export const MAX_QUANTITY = 50;

export const normalizeYardContainers = normalizeContainerList;
/** SPEC §5 on each listed container (blank passes: a quantity may stand alone). */
export const validateYardContainers: Validator = (value) => (typeof value === 'string' && value.trim() ? validateContainerNumbers(value) : null);
export const validateLineCode: Validator = (value) => (typeof value === 'string' && value.trim() && !LINE_PATTERN.test(value.trim().toUpperCase()) ? issue(k('lineInvalid')) : null);

const listOf = (v: unknown): string[] => (typeof v === 'string' && v.trim() ? normalizeContainerList(v).split(',').filter(Boolean) : []);

export const yardBookingChecks: readonly RecordCheck[] = [
  // Listed containers fix the quantity: no more numbers than containers booked, none twice.
  (v) => {
    const items = listOf(v.containers);
    if (!items.length) return null;
    if (new Set(items).size !== items.length) return { field: 'containers', issue: issue(k('containersRepeated')) };
    const q = typeof v.quantity === 'number' ? v.quantity : Number(v.quantity);
    return Number.isFinite(q) && items.length > q ? { field: 'containers', issue: issue(k('containersCount'), { count: items.length, quantity: q }) } : null;
  },
  // Laden operations concern known containers: their numbers are required.
  (v) => ((v.operation === 'ladenDrop' || v.operation === 'ladenPick') && !listOf(v.containers).length ? { field: 'containers', issue: issue(k('ladenContainersRequired')) } : null),
  // A release is drawn on by a lift-empty booking only.
  (v) => (typeof v.releaseNo === 'string' && v.releaseNo.trim() && v.operation !== 'liftEmpty' ? { field: 'releaseNo', issue: issue(k('releaseOnlyLift')) } : null),
];

const OWNER = [{ party: 'owner', permission: 'yardbk:edit' }] as const;
const YARD = [{ party: 'counterpart', permission: 'yardbk:audit' }] as const;

export const yardBookingEntity = describeEntity<Schemas['YardBooking']>()<YardBookingStatus>({
  name: 'yardbk.booking',
  titleField: 'bookingNo',
  fields: {
    id: { label: f('id'), kind: 'text', readOnly: true },
    bookingNo: { label: f('bookingNo'), kind: 'text', readOnly: true, width: 150 },
    status: { label: f('status'), kind: 'select', readOnly: true, width: 90 },
    port: { label: f('port'), kind: 'select', required: true, options: YARD_PORTS, width: 100 },
    operation: { label: f('operation'), kind: 'select', required: true, options: YARD_OPERATIONS, width: 100 },
    ownerCompanyName: { label: f('ownerCompanyName'), kind: 'text', readOnly: true, width: 200 },
    yardId: { label: f('yardId'), kind: 'reference', required: true, reference: { operation: 'listPickupYards', value: 'id', label: 'name' } },
    yardName: { label: f('yardId'), kind: 'text', readOnly: true, width: 220 },
    releaseNo: { label: f('releaseNo'), kind: 'text', maxLength: 30, width: 140, placeholder: 'yardbk.placeholders.releaseNo' },
    lineCode: { label: f('lineCode'), kind: 'text', required: true, maxLength: 4, validate: [validateLineCode], width: 80, placeholder: 'yardbk.placeholders.lineCode' },
    sizeType: { label: f('sizeType'), kind: 'select', required: true, options: YARD_SIZE_TYPES, width: 150 },
    quantity: { label: f('quantity'), kind: 'integer', required: true, min: 1, max: MAX_QUANTITY, width: 70 },
    containers: { label: f('containers'), kind: 'textarea', maxLength: 700, validate: [validateYardContainers], width: 220, placeholder: 'yardbk.placeholders.containers' },
    plannedDate: { label: f('plannedDate'), kind: 'date', required: true, width: 110 },
    truckPlate: { label: f('truckPlate'), kind: 'text', maxLength: 10, width: 100, placeholder: 'yardbk.placeholders.truckPlate' },
    remark: { label: f('remark'), kind: 'textarea', maxLength: 500 },
    rejectReason: { label: f('rejectReason'), kind: 'text', readOnly: true },
    completeTime: { label: f('completeTime'), kind: 'datetime', readOnly: true, width: 170 },
    createTime: { label: f('createTime'), kind: 'datetime', readOnly: true, width: 170 },
    updateTime: { label: f('updateTime'), kind: 'datetime', readOnly: true, width: 170 },
  },
  checks: yardBookingChecks,
  filters: [
    { field: 'bookingNo', match: 'prefix' },
    { field: 'port', match: 'exact' },
    { field: 'operation', match: 'exact' },
    { field: 'lineCode', match: 'exact' },
    { field: 'status', match: 'in' },
    { field: 'plannedDate', match: 'range' },
    { field: 'createTime', match: 'range' },
  ],
  sorts: ['createTime', 'bookingNo'],
  defaultSort: { field: 'createTime', order: 'desc' },
  columns: ['bookingNo', 'status', 'port', 'operation', 'yardName', 'lineCode', 'sizeType', 'quantity', 'plannedDate', 'truckPlate', 'releaseNo', 'ownerCompanyName', 'createTime'],
  detail: [
    { title: 'yardbk.sections.booking', fields: ['bookingNo', 'status', 'port', 'operation', 'ownerCompanyName', 'yardName', 'releaseNo', 'plannedDate', 'truckPlate', 'rejectReason'] },
    { title: 'yardbk.sections.containers', fields: ['lineCode', 'sizeType', 'quantity', 'containers', 'remark'] },
    { title: 'yardbk.sections.record', fields: ['createTime', 'updateTime', 'completeTime'] },
  ],
  form: [
    { title: 'yardbk.sections.booking', fields: ['port', 'operation', 'yardId', 'releaseNo', 'plannedDate', 'truckPlate'] },
    { title: 'yardbk.sections.containers', fields: ['lineCode', 'sizeType', 'quantity', 'containers', 'remark'] },
  ],
  export: ['bookingNo', 'status', 'port', 'operation', 'ownerCompanyName', 'yardName', 'releaseNo', 'lineCode', 'sizeType', 'quantity', 'containers', 'plannedDate', 'truckPlate', 'createTime', 'completeTime'],
  status: {
    field: 'status',
    initial: 'draft',
    states: {
      draft: { label: 'yardbk.status.draft', color: 'gray', draft: true },
      submitted: { label: 'yardbk.status.submitted', color: 'blue', locked: true },
      accepted: { label: 'yardbk.status.accepted', color: 'cyan', locked: true },
      rejected: { label: 'yardbk.status.rejected', color: 'orange' },
      completed: { label: 'yardbk.status.completed', color: 'green', final: true },
      cancelled: { label: 'yardbk.status.cancelled', color: 'red', final: true },
    },
    transitions: [
      { action: 'submit', label: 'yardbk.actions.submit', from: ['draft'], to: 'submitted', by: OWNER, notify: ['counterpart'], confirm: 'yardbk.confirm.submit' },
      { action: 'accept', label: 'yardbk.actions.accept', from: ['submitted'], to: 'accepted', by: YARD, notify: ['owner'], confirm: 'yardbk.confirm.accept' },
      { action: 'reject', label: 'yardbk.actions.reject', from: ['submitted'], to: 'rejected', by: YARD, requires: { reason: true }, notify: ['owner'], danger: true },
      { action: 'resubmit', label: 'yardbk.actions.resubmit', from: ['rejected'], to: 'submitted', by: OWNER, notify: ['counterpart'], confirm: 'yardbk.confirm.submit' },
      { action: 'complete', label: 'yardbk.actions.complete', from: ['accepted'], to: 'completed', by: YARD, notify: ['owner'], confirm: 'yardbk.confirm.complete' },
      { action: 'cancel', label: 'yardbk.actions.cancel', from: ['draft', 'submitted', 'rejected', 'accepted'], to: 'cancelled', by: OWNER, notify: ['counterpart'], danger: true, confirm: 'yardbk.confirm.cancel' },
    ],
  },
  // The work queue (issue 26): what waits for whom, and the default limit after which it is overdue.
  work: [
    { kind: 'yardbk.booking.accept', label: 'yardbk.pages.bookings', states: ['submitted'], party: 'counterpart', action: 'accept', overdueMinutes: 240 },
    { kind: 'yardbk.booking.resubmit', label: 'yardbk.pages.bookings', states: ['rejected'], party: 'owner', action: 'resubmit', overdueMinutes: 1440 },
  ],
  operations: {
    list: 'listYardBookings',
    get: 'getYardBooking',
    create: 'createYardBooking',
    update: 'updateYardBooking',
    transition: 'transitionYardBooking',
    history: 'getYardBookingHistory',
    export: 'exportYardBookings',
  },
  permissions: { list: 'yardbk:list', view: 'yardbk:list', create: 'yardbk:edit', edit: 'yardbk:edit', export: 'yardbk:list' },
});
