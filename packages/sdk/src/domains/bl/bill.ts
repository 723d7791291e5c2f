/**
 * 提单确认 (issue 13 §3, SPEC /exportation/bookBillConfirm): the shipping-line agent issues a B/L draft from an
 * accepted booking and the loaded containers; the forwarder confirms it or asks for corrections field by field
 * (field, requested value, note); the agent applies or declines them and re-issues; the agent audits
 * (approves) the confirmed draft. draft → issued → correcting ⇄ issued → confirmed → approved.
 */
import type { Schemas } from '../../contract';
import { describeEntity } from '../../domain/describe';
import type { MessageKey } from '../../i18n';
import { format, type Validator } from '../../rules/core';
import { isValidContainerNumber } from '../../rules/container';
import { validateUnlocode } from '../../rules/maritime';
import { BL_TYPES, FREIGHT_TERMS } from '../booking/booking';

export type BillStatus = Schemas['BillStatus'];

export const BL_SIZE_TYPES = ['20GP', '20RF', '20OT', '20TK', '40GP', '40HC', '40RF', '40OT', '45HC'] as const;

/** One loaded container of a B/L. */
export interface BillContainer {
  containerNo: string;
  sealNo: string;
  sizeType: string;
  packages: number;
  grossWeight: number;
  volume: number;
}

const LINE = /^([A-Z]{4}\d{7})\s+([A-Z0-9-]{4,20})\s+([0-9]{2}[A-Z]{2})\s+([1-9]\d{0,5})\s+(\d{1,6}(?:\.\d{1,3})?)\s+(\d{1,4}(?:\.\d{1,3})?)$/;

/**
 * The container lines of a B/L ("MSKU1234565 SL102938 40HC 520 12500.5 66.8", one a line, fields split by
 * spaces or slashes), or null when a line does not parse, names an unknown size/type, fails the ISO 6346
 * check digit, or repeats a container.
 */
export function parseBillContainers(text: string): BillContainer[] | null {
  const lines = text.split(/\r?\n|;/).map((l) => l.trim().toUpperCase().replace(/\s*\/\s*/g, ' ').replace(/\s+/g, ' ')).filter(Boolean);
  if (lines.length === 0 || lines.length > 100) return null;
  const out: BillContainer[] = [];
  for (const line of lines) {
    const m = LINE.exec(line);
    if (!m || !(BL_SIZE_TYPES as readonly string[]).includes(m[3]!) || !isValidContainerNumber(m[1]!)) return null;
    if (out.some((c) => c.containerNo === m[1])) return null;
    out.push({ containerNo: m[1]!, sealNo: m[2]!, sizeType: m[3]!, packages: Number(m[4]), grossWeight: Number(m[5]), volume: Number(m[6]) });
  }
  return out;
}

/** The container lines as written back (one a line, single spaces). */
export const formatBillContainers = (lines: readonly BillContainer[]): string =>
  lines.map((c) => `${c.containerNo} ${c.sealNo} ${c.sizeType} ${c.packages} ${c.grossWeight} ${c.volume}`).join('\n');

export const validateBillContainers: Validator = format((v) => parseBillContainers(v) !== null, 'bl.bill.containersInvalid' as MessageKey);

const f = (name: string) => `bl.bill.fields.${name}`;

/** The fields a forwarder may ask to correct, with their labels (the correction dialog's choices). */
export const BILL_CORRECTABLE = {
  shipper: f('shipper'), consignee: f('consignee'), notifyParty: f('notifyParty'), podCode: f('podCode'), cargoDescription: f('cargoDescription'),
  marks: f('marks'), containers: f('containers'), freightTerms: f('freightTerms'), blType: f('blType'),
} as const;
export type BillCorrectableField = keyof typeof BILL_CORRECTABLE;

const AGENT = [{ party: 'owner', permission: 'bl:issue' }] as const;
const FORWARDER = [{ party: 'counterpart', permission: 'td:main:edit' }] as const;

export const billEntity = describeEntity<Schemas['Bill']>()<BillStatus>({
  name: 'bl.bill',
  titleField: 'blNo',
  fields: {
    id: { label: f('id'), kind: 'text', readOnly: true },
    blNo: { label: f('blNo'), kind: 'text', required: true, maxLength: 30, width: 150 },
    status: { label: f('status'), kind: 'select', readOnly: true, width: 100 },
    ownerCompanyName: { label: f('ownerCompanyName'), kind: 'text', readOnly: true, width: 180 },
    forwarderName: { label: f('forwarderName'), kind: 'text', readOnly: true, width: 200 },
    bookingId: { label: f('bookingId'), kind: 'reference', required: true, reference: { operation: 'listBillBookings', value: 'id', label: 'bookingNo' } },
    bookingNo: { label: f('bookingNo'), kind: 'text', readOnly: true, width: 140 },
    shipper: { label: f('shipper'), kind: 'textarea', maxLength: 500, width: 240 },
    consignee: { label: f('consignee'), kind: 'textarea', maxLength: 500, width: 200 },
    notifyParty: { label: f('notifyParty'), kind: 'textarea', maxLength: 500 },
    polCode: { label: f('polCode'), kind: 'text', maxLength: 5, validate: [validateUnlocode], width: 90 },
    podCode: { label: f('podCode'), kind: 'text', maxLength: 5, validate: [validateUnlocode], width: 90 },
    voyageId: { label: f('voyageId'), kind: 'reference', reference: { operation: 'listVoyages', value: 'id', label: 'vesselName' } },
    voyageName: { label: f('voyageName'), kind: 'text', readOnly: true, width: 220 },
    cargoDescription: { label: f('cargoDescription'), kind: 'textarea', maxLength: 500 },
    marks: { label: f('marks'), kind: 'textarea', maxLength: 500 },
    containers: { label: f('containers'), kind: 'textarea', required: true, maxLength: 4000, validate: [validateBillContainers] },
    containerCount: { label: f('containerCount'), kind: 'integer', readOnly: true, width: 80 },
    packages: { label: f('packages'), kind: 'integer', readOnly: true, width: 80 },
    grossWeight: { label: f('grossWeight'), kind: 'decimal', readOnly: true, width: 110 },
    volume: { label: f('volume'), kind: 'decimal', readOnly: true, width: 90 },
    freightTerms: { label: f('freightTerms'), kind: 'select', options: FREIGHT_TERMS, width: 90 },
    blType: { label: f('blType'), kind: 'select', options: BL_TYPES, width: 100 },
    correctionField: { label: f('correctionField'), kind: 'select', options: BILL_CORRECTABLE, width: 110 },
    correctionValue: { label: f('correctionValue'), kind: 'textarea', maxLength: 500 },
    createTime: { label: f('createTime'), kind: 'datetime', readOnly: true, width: 170 },
    updateTime: { label: f('updateTime'), kind: 'datetime', readOnly: true, width: 170 },
  },
  filters: [
    { field: 'blNo', match: 'prefix' },
    { field: 'bookingNo', match: 'prefix' },
    { field: 'shipper', match: 'contains' },
    { field: 'podCode', match: 'exact' },
    { field: 'status', match: 'in' },
    { field: 'createTime', match: 'range' },
  ],
  sorts: ['createTime', 'updateTime'],
  defaultSort: { field: 'createTime', order: 'desc' },
  columns: ['blNo', 'status', 'bookingNo', 'shipper', 'podCode', 'voyageName', 'containerCount', 'grossWeight', 'forwarderName', 'ownerCompanyName', 'updateTime'],
  detail: [
    { title: 'bl.bill.sections.parties', fields: ['blNo', 'status', 'bookingNo', 'ownerCompanyName', 'forwarderName', 'shipper', 'consignee', 'notifyParty'] },
    { title: 'bl.bill.sections.routing', fields: ['polCode', 'podCode', 'voyageName', 'freightTerms', 'blType'] },
    { title: 'bl.bill.sections.cargo', fields: ['cargoDescription', 'marks', 'containerCount', 'packages', 'grossWeight', 'volume', 'containers'] },
  ],
  form: [
    { title: 'bl.bill.sections.parties', fields: ['bookingId', 'blNo', 'shipper', 'consignee', 'notifyParty'] },
    { title: 'bl.bill.sections.routing', fields: ['polCode', 'podCode', 'voyageId', 'freightTerms', 'blType'] },
    { title: 'bl.bill.sections.cargo', fields: ['cargoDescription', 'marks', 'containers'] },
  ],
  export: ['blNo', 'status', 'bookingNo', 'ownerCompanyName', 'forwarderName', 'shipper', 'consignee', 'polCode', 'podCode', 'voyageName',
    'cargoDescription', 'containerCount', 'packages', 'grossWeight', 'volume', 'freightTerms', 'blType', 'createTime', 'updateTime'],
  status: {
    field: 'status',
    initial: 'draft',
    states: {
      draft: { label: 'bl.bill.status.draft', color: 'gray', draft: true },
      issued: { label: 'bl.bill.status.issued', color: 'blue', locked: true },
      correcting: { label: 'bl.bill.status.correcting', color: 'orange' },
      confirmed: { label: 'bl.bill.status.confirmed', color: 'cyan', locked: true },
      approved: { label: 'bl.bill.status.approved', color: 'green', final: true },
    },
    transitions: [
      { action: 'issue', label: 'bl.bill.actions.issue', from: ['draft'], to: 'issued', by: AGENT, notify: ['counterpart'], confirm: 'bl.bill.confirm.issue' },
      { action: 'requestCorrection', label: 'bl.bill.actions.requestCorrection', from: ['issued', 'correcting'], to: 'correcting', by: FORWARDER,
        requires: { fields: ['correctionField', 'correctionValue'], reason: true }, notify: ['owner'] },
      { action: 'reissue', label: 'bl.bill.actions.reissue', from: ['correcting'], to: 'issued', by: AGENT, notify: ['counterpart'], confirm: 'bl.bill.confirm.reissue' },
      { action: 'confirm', label: 'bl.bill.actions.confirm', from: ['issued'], to: 'confirmed', by: FORWARDER, notify: ['owner'], confirm: 'bl.bill.confirm.confirm' },
      { action: 'approve', label: 'bl.bill.actions.approve', from: ['confirmed'], to: 'approved', by: AGENT, notify: ['counterpart'], confirm: 'bl.bill.confirm.approve' },
    ],
  },
  // The work queue (issue 26): what waits for whom, and the default limit after which it is overdue.
  work: [
    { kind: 'bl.bill.confirm', label: 'bl.pages.bills', states: ['issued'], party: 'counterpart', action: 'confirm', overdueMinutes: 1440 },
    { kind: 'bl.bill.reissue', label: 'bl.pages.bills', states: ['correcting'], party: 'owner', action: 'reissue', overdueMinutes: 240 },
  ],
  operations: {
    list: 'listBills',
    get: 'getBill',
    create: 'createBill',
    update: 'updateBill',
    transition: 'transitionBill',
    history: 'getBillHistory',
    export: 'exportBills',
  },
  permissions: { list: 'td:main:list', view: 'td:main:list', create: 'bl:issue', edit: 'bl:issue', export: 'td:main:list' },
});
