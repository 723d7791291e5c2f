/**
 * 订舱委托: a forwarder's booking addressed to a shipping-line agent (issue 13 §3), and its status flow
 * draft → submitted → accepted (with the agent's booking no.) / rejected (with a reason) → resubmitted after
 * an edit; the forwarder cancels what is not yet accepted.
 */
import type { Schemas } from '../../contract';
import { describeEntity } from '../../domain/describe';
import type { MessageKey } from '../../i18n';
import { format, type Validator } from '../../rules/core';
import { validateUnlocode } from '../../rules/maritime';

export type BookingStatus = Schemas['BookingStatus'];

/** HS code: 6 to 10 digits (the international six, then national subdivisions). */
export const HS_CODE_PATTERN = /^\d{6,10}$/;
/** One line of container demand: quantity × ISO size/type, SOC (shipper's own) or COC (carrier's). */
export const CONTAINER_LINE_PATTERN = /^([1-9]\d{0,2})\s*[xX×*]\s*(20GP|20RF|20OT|20TK|40GP|40HC|40RF|40OT|45HC)\s+(SOC|COC)$/;

export interface ContainerLine {
  quantity: number;
  sizeType: string;
  soc: boolean;
}

/** The lines of a container demand ("2x40HC COC; 1x20GP SOC"), or null when one does not parse. */
export function parseContainerDemand(text: string): ContainerLine[] | null {
  const parts = text.split(/[;；\n]/).map((p) => p.trim().toUpperCase()).filter(Boolean);
  if (parts.length === 0 || parts.length > 10) return null;
  const lines: ContainerLine[] = [];
  for (const part of parts) {
    const m = CONTAINER_LINE_PATTERN.exec(part);
    if (!m) return null;
    lines.push({ quantity: Number(m[1]), sizeType: m[2]!, soc: m[3] === 'SOC' });
  }
  return lines;
}

// The keys live with the domain's texts (the domain registry merges them), not in @port/config's catalogue.
export const validateHsCode: Validator = format((v) => HS_CODE_PATTERN.test(v), 'booking.booking.hsCodeInvalid' as MessageKey);
export const validateContainerDemand: Validator = format((v) => parseContainerDemand(v) !== null, 'booking.booking.containersInvalid' as MessageKey);

export const FREIGHT_TERMS = { prepaid: 'booking.booking.freightTerms.prepaid', collect: 'booking.booking.freightTerms.collect' } as const satisfies Record<
  Schemas['FreightTerms'], string
>;
export const BL_TYPES = {
  original: 'booking.booking.blTypes.original', telex: 'booking.booking.blTypes.telex', seawaybill: 'booking.booking.blTypes.seawaybill',
} as const satisfies Record<Schemas['BlType'], string>;

const OWNER = [{ party: 'owner', permission: 'booking:edit' }] as const;
const AGENT = [{ party: 'counterpart', permission: 'booking:accept' }] as const;
const f = (name: string) => `booking.booking.fields.${name}`;

export const bookingEntity = describeEntity<Schemas['Booking']>()<BookingStatus>({
  name: 'booking.booking',
  titleField: 'shipper',
  fields: {
    id: { label: f('id'), kind: 'text', readOnly: true },
    bookingNo: { label: f('bookingNo'), kind: 'text', readOnly: true, width: 140 },
    status: { label: f('status'), kind: 'select', readOnly: true, width: 90 },
    ownerCompanyName: { label: f('ownerCompanyName'), kind: 'text', readOnly: true, width: 200 },
    agentId: { label: f('agentId'), kind: 'reference', required: true, reference: { operation: 'listBookingAgents', value: 'id', label: 'name' } },
    agentName: { label: f('agentName'), kind: 'text', readOnly: true, width: 180 },
    shipper: { label: f('shipper'), kind: 'text', required: true, maxLength: 200, width: 280 },
    consignee: { label: f('consignee'), kind: 'textarea', required: true, maxLength: 500, width: 200 },
    notifyParty: { label: f('notifyParty'), kind: 'textarea', maxLength: 500 },
    polCode: { label: f('polCode'), kind: 'text', required: true, maxLength: 5, validate: [validateUnlocode], width: 90 },
    podCode: { label: f('podCode'), kind: 'text', required: true, maxLength: 5, validate: [validateUnlocode], width: 90 },
    voyageId: { label: f('voyageId'), kind: 'reference', reference: { operation: 'listVoyages', value: 'id', label: 'vesselName' } },
    voyageName: { label: f('voyageName'), kind: 'text', readOnly: true, width: 220 },
    sailingFrom: { label: f('sailingFrom'), kind: 'date', width: 110 },
    sailingTo: { label: f('sailingTo'), kind: 'date', width: 110 },
    containers: { label: f('containers'), kind: 'text', required: true, maxLength: 200, validate: [validateContainerDemand], width: 180 },
    cargoDescription: { label: f('cargoDescription'), kind: 'textarea', required: true, maxLength: 500 },
    hsCode: { label: f('hsCode'), kind: 'text', maxLength: 10, validate: [validateHsCode], width: 110 },
    packages: { label: f('packages'), kind: 'integer', required: true, width: 80 },
    packageKind: { label: f('packageKind'), kind: 'text', required: true, maxLength: 20, width: 90 },
    grossWeight: { label: f('grossWeight'), kind: 'decimal', required: true, width: 110 },
    volume: { label: f('volume'), kind: 'decimal', width: 90 },
    dangerous: { label: f('dangerous'), kind: 'boolean', width: 80 },
    reefer: { label: f('reefer'), kind: 'boolean', width: 80 },
    freightTerms: { label: f('freightTerms'), kind: 'select', required: true, options: FREIGHT_TERMS, width: 90 },
    blType: { label: f('blType'), kind: 'select', required: true, options: BL_TYPES, width: 100 },
    remark: { label: f('remark'), kind: 'textarea', maxLength: 500 },
    rejectReason: { label: f('rejectReason'), kind: 'text', readOnly: true },
    createTime: { label: f('createTime'), kind: 'datetime', readOnly: true, width: 170 },
    updateTime: { label: f('updateTime'), kind: 'datetime', readOnly: true, width: 170 },
  },
  filters: [
    { field: 'bookingNo', match: 'prefix', narrow: true },
    { field: 'shipper', match: 'contains' },
    { field: 'polCode', match: 'exact' },
    { field: 'podCode', match: 'exact' },
    { field: 'agentId', match: 'exact' },
    { field: 'status', match: 'in' },
    { field: 'createTime', match: 'range' },
  ],
  sorts: ['createTime', 'updateTime'],
  defaultSort: { field: 'createTime', order: 'desc' },
  columns: ['bookingNo', 'status', 'shipper', 'polCode', 'podCode', 'voyageName', 'containers', 'agentName', 'ownerCompanyName', 'createTime'],
  detail: [
    { title: 'booking.booking.sections.parties', fields: ['bookingNo', 'status', 'ownerCompanyName', 'agentName', 'shipper', 'consignee', 'notifyParty', 'rejectReason'] },
    { title: 'booking.booking.sections.routing', fields: ['polCode', 'podCode', 'voyageName', 'sailingFrom', 'sailingTo', 'containers'] },
    { title: 'booking.booking.sections.cargo', fields: ['cargoDescription', 'hsCode', 'packages', 'packageKind', 'grossWeight', 'volume', 'dangerous', 'reefer'] },
    { title: 'booking.booking.sections.terms', fields: ['freightTerms', 'blType', 'remark', 'createTime', 'updateTime'] },
  ],
  // A booking names its sailing: a vessel/voyage or at least the date it sails from (the server checks it again, in stores.ts).
  checks: [
    (v) => (!v.voyageId && !v.sailingFrom ? { field: 'voyageId', issue: { key: 'booking.booking.routingRequired' as MessageKey } } : null),
  ],
  form: [
    { title: 'booking.booking.sections.parties', fields: ['agentId', 'shipper', 'consignee', 'notifyParty'] },
    { title: 'booking.booking.sections.routing', fields: ['polCode', 'podCode', 'voyageId', 'sailingFrom', 'sailingTo', 'containers'] },
    { title: 'booking.booking.sections.cargo', fields: ['cargoDescription', 'hsCode', 'packages', 'packageKind', 'grossWeight', 'volume', 'dangerous', 'reefer'] },
    { title: 'booking.booking.sections.terms', fields: ['freightTerms', 'blType', 'remark'] },
  ],
  export: ['bookingNo', 'status', 'ownerCompanyName', 'agentName', 'shipper', 'consignee', 'polCode', 'podCode', 'voyageName', 'containers',
    'cargoDescription', 'hsCode', 'packages', 'packageKind', 'grossWeight', 'volume', 'freightTerms', 'blType', 'createTime'],
  status: {
    field: 'status',
    initial: 'draft',
    states: {
      draft: { label: 'booking.booking.status.draft', color: 'gray', draft: true },
      submitted: { label: 'booking.booking.status.submitted', color: 'blue', locked: true },
      accepted: { label: 'booking.booking.status.accepted', color: 'green', final: true },
      rejected: { label: 'booking.booking.status.rejected', color: 'orange' },
      cancelled: { label: 'booking.booking.status.cancelled', color: 'red', final: true },
    },
    transitions: [
      { action: 'submit', label: 'booking.booking.actions.submit', from: ['draft', 'rejected'], to: 'submitted', by: OWNER, notify: ['counterpart'], confirm: 'booking.booking.confirm.submit' },
      { action: 'accept', label: 'booking.booking.actions.accept', from: ['submitted'], to: 'accepted', by: AGENT, requires: { fields: ['bookingNo'] }, notify: ['owner'] },
      { action: 'reject', label: 'booking.booking.actions.reject', from: ['submitted'], to: 'rejected', by: AGENT, requires: { reason: true }, notify: ['owner'], danger: true },
      { action: 'cancel', label: 'booking.booking.actions.cancel', from: ['draft', 'submitted', 'rejected'], to: 'cancelled', by: OWNER, notify: ['counterpart'], danger: true, confirm: 'booking.booking.confirm.cancel' },
    ],
  },
  // The work queue (issue 26): what waits for whom, and the default limit after which it is overdue.
  work: [
    { kind: 'booking.booking.accept', label: 'booking.pages.bookings', states: ['submitted'], party: 'counterpart', action: 'accept', overdueMinutes: 120, titleField: 'shipper' },
    { kind: 'booking.booking.submit', label: 'booking.pages.bookings', states: ['rejected'], party: 'owner', action: 'submit', overdueMinutes: 1440 },
  ],
  operations: {
    list: 'listBookings',
    get: 'getBooking',
    create: 'createBooking',
    update: 'updateBooking',
    transition: 'transitionBooking',
    history: 'getBookingHistory',
    export: 'exportBookings',
  },
  permissions: { list: 'booking:list', view: 'booking:list', create: 'booking:edit', edit: 'booking:edit', export: 'booking:list' },
});
