/**
 * 提箱申请 (SPEC §2.8 /emptyApply): a forwarder applies to pick up empty containers for an accepted booking, or
 * laden ones for an import B/L; the shipping-line agent releases (yard, size/type, quantity or container numbers,
 * validity — which issues the electronic D/O) or returns it with a reason. Domestic trade is a field of the same
 * record (detailsNumberDomestic), not a copy; shipInfoCompare reads the applied and released fields side by side.
 */
import type { Schemas } from '../../contract';
import { describeEntity } from '../../domain/describe';
import type { MessageKey } from '../../i18n';
import { format, type Validator } from '../../rules/core';
import { normalizeContainerList, validateContainerNumbers } from '../../rules/container';

export type PickupStatus = Schemas['PickupStatus'];
/** The application's states by name (the keys of its flow), for queries other domains run (a yard's releases). */
export const PICKUP_STATUS = { draft: 'draft', submitted: 'submitted', released: 'released', rejected: 'rejected', cancelled: 'cancelled' } as const satisfies Record<PickupStatus, PickupStatus>;
/** A reservation's states by name (the contract's PickupReservationStatus). */
export const RESERVATION_STATUS = { booked: 'booked', cancelled: 'cancelled', completed: 'completed', noShow: 'noShow' } as const satisfies Record<Schemas['PickupReservationStatus'], Schemas['PickupReservationStatus']>;
export type PickupSizeType = Schemas['PickupSizeType'];

export const PICKUP_KINDS = { empty: 'pickup.application.kinds.empty', laden: 'pickup.application.kinds.laden' } as const satisfies Record<Schemas['PickupKind'], string>;
export const PICKUP_TRADES = { foreign: 'pickup.application.trades.foreign', domestic: 'pickup.application.trades.domestic' } as const satisfies Record<Schemas['PickupTrade'], string>;
export const PICKUP_SIZE_TYPES = {
  '20GP': 'pickup.sizeTypes.20GP', '40GP': 'pickup.sizeTypes.40GP', '40HC': 'pickup.sizeTypes.40HC',
  '20RF': 'pickup.sizeTypes.20RF', '40RF': 'pickup.sizeTypes.40RF', '45HC': 'pickup.sizeTypes.45HC',
} as const satisfies Record<PickupSizeType, string>;

/** SPEC §5 on a comma-separated list of container numbers (blank passes: the field may be optional). */
export const validatePickupContainers: Validator = (value) => (typeof value === 'string' && value.trim() ? validateContainerNumbers(value) : null);
/** Seal numbers: 4 to 15 letters or digits each, comma-separated. */
export const SEAL_PATTERN = /^[A-Z0-9]{4,15}$/;
export const validateSeals: Validator = format(
  (v) => normalizeContainerList(v).split(',').every((s) => SEAL_PATTERN.test(s)),
  'pickup.application.sealsInvalid' as MessageKey,
);

/** Container and seal lists as stored ('abcu1234570 ，TGHU…' → 'ABCU1234570,TGHU…'). */
export const normalizeList = normalizeContainerList;

/** The fields shipInfoCompare sets side by side: applied → released. */
export const PICKUP_COMPARED = [
  ['sizeType', 'releasedSizeType'],
  ['quantity', 'releasedQuantity'],
  ['containers', 'releasedContainers'],
  ['yardName', 'releaseYardName'],
  ['pickupDate', 'validUntil'],
] as const;

const OWNER = [{ party: 'owner', permission: 'pickup:apply' }] as const;
const AGENT = [{ party: 'counterpart', permission: 'pickup:release' }] as const;
const f = (name: string) => `pickup.application.fields.${name}`;

export const pickupApplicationEntity = describeEntity<Schemas['PickupApplication']>()<PickupStatus>({
  name: 'pickup.application',
  titleField: 'applyNo',
  fields: {
    id: { label: f('id'), kind: 'text', readOnly: true },
    applyNo: { label: f('applyNo'), kind: 'text', readOnly: true, width: 160 },
    status: { label: f('status'), kind: 'select', readOnly: true, width: 90 },
    kind: { label: f('kind'), kind: 'select', required: true, options: PICKUP_KINDS, width: 90 },
    trade: { label: f('trade'), kind: 'select', required: true, options: PICKUP_TRADES, width: 120 },
    agentId: { label: f('agentId'), kind: 'reference', required: true, reference: { operation: 'listBookingAgents', value: 'id', label: 'name' } },
    agentName: { label: f('agentName'), kind: 'text', readOnly: true, width: 180 },
    ownerCompanyName: { label: f('ownerCompanyName'), kind: 'text', readOnly: true, width: 200 },
    bookingNo: { label: f('bookingNo'), kind: 'text', maxLength: 30, width: 140 },
    blNo: { label: f('blNo'), kind: 'text', maxLength: 30, width: 140 },
    sizeType: { label: f('sizeType'), kind: 'select', required: true, options: PICKUP_SIZE_TYPES, width: 90 },
    quantity: { label: f('quantity'), kind: 'integer', required: true, width: 70 },
    containers: { label: f('containers'), kind: 'textarea', maxLength: 1200, validate: [validatePickupContainers], width: 220 },
    sealNos: { label: f('sealNos'), kind: 'textarea', maxLength: 800, validate: [validateSeals] },
    yardId: { label: f('yardId'), kind: 'reference', reference: { operation: 'listPickupYards', value: 'id', label: 'name' } },
    yardName: { label: f('yardName'), kind: 'text', readOnly: true, width: 160 },
    pickupDate: { label: f('pickupDate'), kind: 'date', required: true, width: 110 },
    remark: { label: f('remark'), kind: 'textarea', maxLength: 500 },
    releaseNo: { label: f('releaseNo'), kind: 'text', readOnly: true, width: 150 },
    releaseYardId: { label: f('releaseYardId'), kind: 'reference', reference: { operation: 'listPickupYards', value: 'id', label: 'name' } },
    releaseYardName: { label: f('releaseYardName'), kind: 'text', readOnly: true, width: 160 },
    releasedSizeType: { label: f('releasedSizeType'), kind: 'select', options: PICKUP_SIZE_TYPES, width: 90 },
    releasedQuantity: { label: f('releasedQuantity'), kind: 'integer', width: 80 },
    releasedContainers: { label: f('releasedContainers'), kind: 'textarea', maxLength: 1200, validate: [validatePickupContainers] },
    validUntil: { label: f('validUntil'), kind: 'date', width: 110 },
    reservedCount: { label: f('reservedCount'), kind: 'integer', readOnly: true, width: 80 },
    edoId: { label: f('edoId'), kind: 'text', readOnly: true },
    rejectReason: { label: f('rejectReason'), kind: 'text', readOnly: true },
    createTime: { label: f('createTime'), kind: 'datetime', readOnly: true, width: 170 },
    updateTime: { label: f('updateTime'), kind: 'datetime', readOnly: true, width: 170 },
  },
  filters: [
    { field: 'applyNo', match: 'prefix' },
    { field: 'bookingNo', match: 'prefix' },
    { field: 'blNo', match: 'prefix' },
    { field: 'kind', match: 'exact' },
    { field: 'trade', match: 'exact' },
    { field: 'status', match: 'in' },
    { field: 'createTime', match: 'range' },
  ],
  sorts: ['createTime', 'updateTime'],
  defaultSort: { field: 'createTime', order: 'desc' },
  columns: ['applyNo', 'status', 'kind', 'trade', 'bookingNo', 'blNo', 'sizeType', 'quantity', 'pickupDate', 'releaseYardName', 'validUntil', 'agentName', 'ownerCompanyName', 'createTime'],
  detail: [
    { title: 'pickup.application.sections.apply', fields: ['applyNo', 'status', 'kind', 'trade', 'ownerCompanyName', 'agentName', 'bookingNo', 'blNo', 'rejectReason'] },
    { title: 'pickup.application.sections.containers', fields: ['sizeType', 'quantity', 'containers', 'sealNos', 'yardName', 'pickupDate', 'remark'] },
    { title: 'pickup.application.sections.release', fields: ['releaseNo', 'releaseYardName', 'releasedSizeType', 'releasedQuantity', 'releasedContainers', 'validUntil', 'reservedCount'] },
    { title: 'pickup.application.sections.record', fields: ['createTime', 'updateTime'] },
  ],
  form: [
    { title: 'pickup.application.sections.apply', fields: ['kind', 'trade', 'agentId', 'bookingNo', 'blNo'] },
    { title: 'pickup.application.sections.containers', fields: ['sizeType', 'quantity', 'containers', 'sealNos', 'yardId', 'pickupDate', 'remark'] },
  ],
  export: ['applyNo', 'status', 'kind', 'trade', 'ownerCompanyName', 'agentName', 'bookingNo', 'blNo', 'sizeType', 'quantity', 'containers', 'sealNos',
    'pickupDate', 'releaseNo', 'releaseYardName', 'releasedSizeType', 'releasedQuantity', 'releasedContainers', 'validUntil', 'reservedCount', 'createTime'],
  status: {
    field: 'status',
    initial: 'draft',
    states: {
      draft: { label: 'pickup.application.status.draft', color: 'gray', draft: true },
      submitted: { label: 'pickup.application.status.submitted', color: 'blue', locked: true },
      released: { label: 'pickup.application.status.released', color: 'green', final: true },
      rejected: { label: 'pickup.application.status.rejected', color: 'orange' },
      cancelled: { label: 'pickup.application.status.cancelled', color: 'red', final: true },
    },
    transitions: [
      { action: 'submit', label: 'pickup.application.actions.submit', from: ['draft', 'rejected'], to: 'submitted', by: OWNER, notify: ['counterpart'], confirm: 'pickup.application.confirm.submit' },
      {
        action: 'release', label: 'pickup.application.actions.release', from: ['submitted'], to: 'released', by: AGENT, notify: ['owner'],
        requires: { fields: ['releaseYardId', 'releasedSizeType', 'releasedQuantity', 'validUntil'], optional: ['releasedContainers'] },
      },
      { action: 'reject', label: 'pickup.application.actions.reject', from: ['submitted'], to: 'rejected', by: AGENT, requires: { reason: true }, notify: ['owner'], danger: true },
      { action: 'cancel', label: 'pickup.application.actions.cancel', from: ['draft', 'submitted', 'rejected'], to: 'cancelled', by: OWNER, notify: ['counterpart'], danger: true, confirm: 'pickup.application.confirm.cancel' },
    ],
  },
  // The work queue (issue 26): what waits for whom, and the default limit after which it is overdue.
  work: [
    { kind: 'pickup.application.release', label: 'pickup.pages.applications', states: ['submitted'], party: 'counterpart', action: 'release', overdueMinutes: 240 },
    { kind: 'pickup.application.submit', label: 'pickup.pages.applications', states: ['rejected'], party: 'owner', action: 'submit', overdueMinutes: 1440 },
  ],
  operations: {
    list: 'listPickupApplications',
    get: 'getPickupApplication',
    create: 'createPickupApplication',
    update: 'updatePickupApplication',
    transition: 'transitionPickupApplication',
    history: 'getPickupApplicationHistory',
    export: 'exportPickupApplications',
  },
  permissions: { list: 'pickup:list', view: 'pickup:list', create: 'pickup:apply', edit: 'pickup:apply', export: 'pickup:list' },
});
