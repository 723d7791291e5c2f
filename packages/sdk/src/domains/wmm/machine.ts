/**
 * 轮式机械 (SPEC §1 'wheeled machinery management', §2.8 wmm: detail, licenseRemake, invoiceCreate, invoiceDetail):
 * a company (fleet, yard or terminal) registers a machine that works inside the port — type from the machine type
 * dictionary, brand, model, engine and frame numbers, year, inspection and insurance expiry, a photo and its
 * inspection certificate; platform staff approve it (the in-port plate, e.g. 港-A1234, and the plate document number
 * are issued) or reject it with a reason. A lost, damaged or changed plate is re-issued (licenseRemake): the re-issue
 * fee is held from the company's prepayment (business type WMM), settled on approval (a new plate document number),
 * released on rejection; the paid fee is invoiced through the ledger's invoicing (wmm/invoiceCreate). Every rule
 * below runs in the form and again on the server.
 */
import type { Schemas } from '../../contract';
import type { MessageKey } from '../../i18n';
import { format, issue, type Validator } from '../../rules/core';
import { describeEntity, type RecordCheck } from '../../domain/describe';
import { portDay, portToday } from '../../format';

export type WmmMachineStatus = Schemas['WmmMachineStatus'];

const k = (key: string) => `wmm.${key}` as MessageKey;
const f = (name: string) => `wmm.fields.${name}`;

/** The fee of one plate re-issue, in cents. */
export const WMM_REMAKE_FEE_CENTS = 20_000;
/** The ledger business type of the re-issue fee. */
export const WMM_BUSINESS_TYPE = 'WMM';
/** Days before its inspection expires that a machine is flagged. */
export const WMM_EXPIRING_DAYS = 30;

/** The machine type dictionary (wmm_machine_type): code, the plate's series letter, the zh-CN label. */
export const WMM_MACHINE_TYPES: ReadonlyArray<[code: string, letter: string, label: string]> = [
  ['REACH_STACKER', 'A', '正面吊'], ['EMPTY_HANDLER', 'B', '空箱堆高机'], ['FORKLIFT', 'C', '叉车'],
  ['TERMINAL_TRACTOR', 'D', '集卡拖头'], ['STRADDLE_CARRIER', 'E', '跨运车'], ['OTHER', 'F', '其他轮式机械'],
];
export const WMM_REMAKE_REASONS = ['LOST', 'DAMAGED', 'CHANGED'] as const;

/** The in-port plate: 港-, the type's series letter, four digits. */
export const WMM_PLATE_PATTERN = /^港-[A-Z]\d{4}$/;
/** ISO 3779 VIN: 17 characters without I, O or Q. */
export const WMM_VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;
/** A frame number that is not a VIN (older or imported machines): 6 to 20 letters or digits. */
export const WMM_FRAME_PATTERN = /^[A-Z0-9]{6,20}$/;
export const WMM_ENGINE_PATTERN = /^[A-Z0-9-]{4,24}$/;

const VIN_VALUES: Readonly<Record<string, number>> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8, J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9, S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
};
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** The check digit (position 9) of a 17-character VIN, as ISO 3779 / GB 16735 compute it: '0'–'9' or 'X'. */
export function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const c = vin[i]!;
    sum += (/\d/.test(c) ? Number(c) : (VIN_VALUES[c] ?? 0)) * VIN_WEIGHTS[i]!;
  }
  const r = sum % 11;
  return r === 10 ? 'X' : String(r);
}

export const normalizeFrameNo = (v: string) => v.replace(/[\s-]+/g, '').toUpperCase();

/** A frame number: a 17-character VIN must carry its check digit; anything else is a frame number of 6–20 characters. */
export const validateFrameNo: Validator = (value) => {
  if (typeof value !== 'string' || !value.trim()) return null;
  const v = normalizeFrameNo(value);
  if (v.length === 17) {
    if (!WMM_VIN_PATTERN.test(v)) return issue(k('vinInvalid'));
    return v[8] === vinCheckDigit(v) ? null : issue(k('vinCheckDigit'), { digit: vinCheckDigit(v) });
  }
  return WMM_FRAME_PATTERN.test(v) ? null : issue(k('frameInvalid'));
};
export const validateEngineNo: Validator = format((v) => WMM_ENGINE_PATTERN.test(v.replace(/\s+/g, '').toUpperCase()), k('engineInvalid'));

const dayOf = (v: unknown) => (v instanceof Date ? portDay(v) : typeof v === 'string' ? v.slice(0, 10) : '');

export const machineChecks: readonly RecordCheck[] = [
  (v) => {
    const y = Number(v.manufactureYear);
    const max = Number(portToday().slice(0, 4));
    return v.manufactureYear != null && v.manufactureYear !== '' && (!Number.isInteger(y) || y < 1980 || y > max)
      ? { field: 'manufactureYear', issue: issue(k('yearInvalid'), { max: String(max) }) } : null;
  },
  // A machine is registered only while its inspection and its insurance run.
  (v) => (dayOf(v.inspectionExpiry) && dayOf(v.inspectionExpiry) <= portToday() ? { field: 'inspectionExpiry', issue: issue(k('inspectionExpired')) } : null),
  (v) => (dayOf(v.insuranceExpiry) && dayOf(v.insuranceExpiry) <= portToday() ? { field: 'insuranceExpiry', issue: issue(k('insuranceExpired')) } : null),
];

const OWNER = [{ party: 'owner', permission: 'wmm:machine:edit' }] as const;
const PORT = [{ platform: true, permission: 'wmm:machine:audit' }] as const;
const DOCUMENT = { bizType: 'common', businessType: 'wmmMachine' } as const;
const PHOTO = { bizType: 'notice', businessType: 'wmmMachine' } as const;
const TYPES = Object.fromEntries(WMM_MACHINE_TYPES.map(([code]) => [code, `wmm.machineTypes.${code}`]));
const REASONS = Object.fromEntries(WMM_REMAKE_REASONS.map((r) => [r, `wmm.remakeReasons.${r}`]));
const DUE = { ok: 'wmm.inspectionDue.ok', expiring: 'wmm.inspectionDue.expiring', expired: 'wmm.inspectionDue.expired' } as const;

export const wmmMachineEntity = describeEntity<Schemas['WmmMachine']>()<WmmMachineStatus>({
  name: 'wmm.machine',
  titleField: 'machineNo',
  fields: {
    id: { label: f('id'), kind: 'text', readOnly: true },
    machineNo: { label: f('machineNo'), kind: 'text', readOnly: true, width: 150 },
    status: { label: f('status'), kind: 'select', readOnly: true, width: 100 },
    ownerCompanyName: { label: f('ownerCompanyName'), kind: 'text', readOnly: true, width: 200 },
    machineType: { label: f('machineType'), kind: 'select', required: true, options: TYPES, width: 120 },
    brand: { label: f('brand'), kind: 'text', required: true, maxLength: 40, width: 110 },
    model: { label: f('model'), kind: 'text', required: true, maxLength: 40, width: 110 },
    engineNo: { label: f('engineNo'), kind: 'text', required: true, maxLength: 24, validate: [validateEngineNo] },
    frameNo: { label: f('frameNo'), kind: 'text', required: true, maxLength: 20, validate: [validateFrameNo], placeholder: 'wmm.placeholders.frameNo', width: 180 },
    manufactureYear: { label: f('manufactureYear'), kind: 'integer', required: true, min: 1980, max: 2100, width: 80 },
    inspectionExpiry: { label: f('inspectionExpiry'), kind: 'date', required: true, width: 130 },
    inspectionDue: { label: f('inspectionDue'), kind: 'select', readOnly: true, options: DUE, width: 110 },
    insuranceExpiry: { label: f('insuranceExpiry'), kind: 'date', required: true, width: 110 },
    photoFile: { label: f('photoFile'), kind: 'file', required: true, upload: PHOTO },
    inspectionFile: { label: f('inspectionFile'), kind: 'file', required: true, upload: DOCUMENT },
    plateNo: { label: f('plateNo'), kind: 'text', readOnly: true, width: 100 },
    licenceNo: { label: f('licenceNo'), kind: 'text', readOnly: true, width: 150 },
    remakeReason: { label: f('remakeReason'), kind: 'select', options: REASONS },
    remakeCount: { label: f('remakeCount'), kind: 'integer', readOnly: true },
    feeCents: { label: f('feeCents'), kind: 'money', readOnly: true, width: 100 },
    feeKey: { label: f('feeKey'), kind: 'text', readOnly: true },
    rejectReason: { label: f('rejectReason'), kind: 'text', readOnly: true },
    createTime: { label: f('createTime'), kind: 'datetime', readOnly: true, width: 170 },
    updateTime: { label: f('updateTime'), kind: 'datetime', readOnly: true, width: 170 },
  },
  checks: machineChecks,
  filters: [
    { field: 'machineNo', match: 'prefix' },
    { field: 'plateNo', match: 'contains' },
    { field: 'machineType', match: 'in' },
    { field: 'status', match: 'in' },
    { field: 'inspectionDue', match: 'in' },
    { field: 'inspectionExpiry', match: 'range' },
    { field: 'createTime', match: 'range' },
  ],
  sorts: ['createTime', 'machineNo', 'inspectionExpiry'],
  defaultSort: { field: 'createTime', order: 'desc' },
  columns: ['machineNo', 'status', 'plateNo', 'machineType', 'inspectionExpiry', 'inspectionDue', 'brand', 'model', 'ownerCompanyName', 'createTime'],
  detail: [
    { title: 'wmm.sections.machine', fields: ['machineNo', 'status', 'ownerCompanyName', 'machineType', 'brand', 'model', 'engineNo', 'frameNo', 'manufactureYear', 'rejectReason'] },
    { title: 'wmm.sections.plate', fields: ['plateNo', 'licenceNo', 'remakeReason', 'remakeCount', 'feeCents', 'feeKey'] },
    { title: 'wmm.sections.validity', fields: ['inspectionExpiry', 'inspectionDue', 'insuranceExpiry', 'createTime', 'updateTime'] },
    { title: 'wmm.sections.documents', fields: ['photoFile', 'inspectionFile'] },
  ],
  form: [
    { title: 'wmm.sections.machine', fields: ['machineType', 'brand', 'model', 'engineNo', 'frameNo', 'manufactureYear'] },
    { title: 'wmm.sections.validity', fields: ['inspectionExpiry', 'insuranceExpiry'] },
    { title: 'wmm.sections.documents', fields: ['photoFile', 'inspectionFile'] },
  ],
  export: ['machineNo', 'status', 'ownerCompanyName', 'machineType', 'brand', 'model', 'engineNo', 'frameNo', 'manufactureYear', 'plateNo', 'licenceNo', 'inspectionExpiry', 'insuranceExpiry', 'remakeCount', 'createTime'],
  status: {
    field: 'status',
    initial: 'draft',
    states: {
      draft: { label: 'wmm.status.draft', color: 'gray', draft: true },
      submitted: { label: 'wmm.status.submitted', color: 'blue', locked: true },
      approved: { label: 'wmm.status.approved', color: 'green', locked: true },
      rejected: { label: 'wmm.status.rejected', color: 'orange' },
      remaking: { label: 'wmm.status.remaking', color: 'purple', locked: true },
    },
    transitions: [
      { action: 'submit', label: 'wmm.actions.submit', from: ['draft'], to: 'submitted', by: OWNER, notify: ['counterpart'], confirm: 'wmm.confirm.submit' },
      { action: 'approve', label: 'wmm.actions.approve', from: ['submitted'], to: 'approved', by: PORT, notify: ['owner'], confirm: 'wmm.confirm.approve' },
      { action: 'reject', label: 'wmm.actions.reject', from: ['submitted'], to: 'rejected', by: PORT, requires: { reason: true }, notify: ['owner'], danger: true },
      { action: 'resubmit', label: 'wmm.actions.resubmit', from: ['rejected'], to: 'submitted', by: OWNER, notify: ['counterpart'], confirm: 'wmm.confirm.submit' },
      { action: 'remake', label: 'wmm.actions.remake', from: ['approved'], to: 'remaking', by: OWNER, requires: { fields: ['remakeReason'] }, notify: ['counterpart'], confirm: 'wmm.confirm.remake' },
      { action: 'approveRemake', label: 'wmm.actions.approveRemake', from: ['remaking'], to: 'approved', by: PORT, notify: ['owner'], confirm: 'wmm.confirm.approveRemake' },
      { action: 'rejectRemake', label: 'wmm.actions.rejectRemake', from: ['remaking'], to: 'approved', by: PORT, requires: { reason: true }, notify: ['owner'], danger: true },
    ],
  },
  operations: {
    list: 'listWmmMachines',
    get: 'getWmmMachine',
    create: 'createWmmMachine',
    update: 'updateWmmMachine',
    transition: 'transitionWmmMachine',
    history: 'getWmmMachineHistory',
    export: 'exportWmmMachines',
  },
  permissions: { list: 'wmm:machine:list', view: 'wmm:machine:list', create: 'wmm:machine:edit', edit: 'wmm:machine:edit', export: 'wmm:machine:list' },
});
