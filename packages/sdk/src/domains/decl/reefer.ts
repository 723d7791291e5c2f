/**
 * 冷藏箱出口申报 (SPEC §2.8 /temperatureBox/export/declaration/form/… and /wt/…, issue 14): the refrigeration
 * settings of one reefer container — set temperature and unit, ventilation, humidity, controlled atmosphere, the
 * pre-trip inspection, a genset — and its plug-in window at the yard; the terminal reviews. The /wt screens are this
 * entity with the channel 'wt' (the Wenzhou–Taizhou branch line) as data, never a copy.
 */
import type { Schemas } from '../../contract';
import type { MessageKey } from '../../i18n';
import { issue } from '../../rules/core';
import { describeEntity, type RecordCheck } from '../../domain/describe';
import { validateContainerNo } from './dgDeclaration';

export type ReeferStatus = Schemas['ReeferDeclarationStatus'];

const f = (name: string) => `decl.reefer.fields.${name}`;
const k = (key: string) => `decl.reefer.${key}` as MessageKey;

export const REEFER_CHANNELS = { port: 'decl.reefer.channels.port', wt: 'decl.reefer.channels.wt' } as const satisfies Record<Schemas['ReeferChannel'], string>;
export const REEFER_SIZE_TYPES = { '20RF': 'decl.reefer.sizeTypes.20RF', '40RF': 'decl.reefer.sizeTypes.40RF', '40RH': 'decl.reefer.sizeTypes.40RH' } as const;
export const TEMPERATURE_UNITS = { C: 'decl.reefer.units.C', F: 'decl.reefer.units.F' } as const;

const num = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : null);
const time = (v: unknown) => (typeof v === 'string' && v ? Date.parse(v.replace(' ', 'T')) : v instanceof Date ? v.getTime() : NaN);

export const reeferChecks: readonly RecordCheck[] = [
  // A reefer unit holds −30 °C to +30 °C (−22 °F to 86 °F).
  (v) => {
    const t = num(v.setTemperature);
    if (t === null) return null;
    const [lo, hi] = v.temperatureUnit === 'F' ? [-22, 86] : [-30, 30];
    return t < lo || t > hi ? { field: 'setTemperature', issue: issue(k(v.temperatureUnit === 'F' ? 'temperatureRangeF' : 'temperatureRangeC')) } : null;
  },
  (v) => (v.controlledAtmosphere === true && (num(v.o2Percent) === null || num(v.co2Percent) === null) ? { field: 'o2Percent', issue: issue(k('atmosphereRequired')) } : null),
  (v) => (v.preTripInspection === true && !v.ptiDate ? { field: 'ptiDate', issue: issue(k('ptiDateRequired')) } : null),
  (v) => (v.preTripInspection !== true ? { field: 'preTripInspection', issue: issue(k('ptiRequired')) } : null),
  (v) => {
    const from = time(v.plugInFrom);
    const to = time(v.plugInTo);
    if (Number.isNaN(from) || Number.isNaN(to)) return null;
    if (to <= from) return { field: 'plugInTo', issue: issue(k('plugInOrder')) };
    return to - from > 7 * 86_400_000 ? { field: 'plugInTo', issue: issue(k('plugInTooLong')) } : null;
  },
];

const OWNER = [{ party: 'owner', permission: 'decl:reefer:edit' }] as const;
const TERMINAL = [{ party: 'counterpart', permission: 'decl:reefer:audit' }] as const;

export const reeferDeclarationEntity = describeEntity<Schemas['ReeferDeclaration']>()<ReeferStatus>({
  name: 'decl.reeferDeclaration',
  titleField: 'reeferNo',
  fields: {
    id: { label: f('id'), kind: 'text', readOnly: true },
    reeferNo: { label: f('reeferNo'), kind: 'text', readOnly: true, width: 150 },
    status: { label: f('status'), kind: 'select', readOnly: true, width: 90 },
    ownerCompanyName: { label: f('ownerCompanyName'), kind: 'text', readOnly: true, width: 200 },
    terminalId: { label: f('terminalId'), kind: 'reference', required: true, reference: { operation: 'listDeclarationTerminals', value: 'id', label: 'name' } },
    terminalCompanyName: { label: f('terminalId'), kind: 'text', readOnly: true, width: 200 },
    channel: { label: f('channel'), kind: 'select', required: true, options: REEFER_CHANNELS, width: 110 },
    voyageId: { label: f('voyageId'), kind: 'reference', required: true, reference: { operation: 'listVoyages', value: 'id', label: 'vesselName' } },
    vesselName: { label: f('vesselName'), kind: 'text', readOnly: true, width: 180 },
    voyageNo: { label: f('voyageNo'), kind: 'text', readOnly: true, width: 90 },
    blNo: { label: f('blNo'), kind: 'text', required: true, maxLength: 30, width: 150 },
    containerNo: { label: f('containerNo'), kind: 'container', required: true, maxLength: 11, validate: [validateContainerNo], width: 130 },
    sizeType: { label: f('sizeType'), kind: 'select', required: true, options: REEFER_SIZE_TYPES, width: 80 },
    commodity: { label: f('commodity'), kind: 'text', required: true, maxLength: 100, width: 160 },
    setTemperature: { label: f('setTemperature'), kind: 'decimal', required: true, min: -30, max: 86, width: 90 },
    temperatureUnit: { label: f('temperatureUnit'), kind: 'select', required: true, options: TEMPERATURE_UNITS, width: 70 },
    ventilation: { label: f('ventilation'), kind: 'integer', required: true, min: 0, max: 285, width: 100 },
    humidity: { label: f('humidity'), kind: 'integer', min: 50, max: 99, width: 80 },
    controlledAtmosphere: { label: f('controlledAtmosphere'), kind: 'boolean', width: 90 },
    o2Percent: { label: f('o2Percent'), kind: 'decimal', min: 1, max: 21, width: 80 },
    co2Percent: { label: f('co2Percent'), kind: 'decimal', min: 0, max: 25, width: 80 },
    preTripInspection: { label: f('preTripInspection'), kind: 'boolean', width: 90 },
    ptiDate: { label: f('ptiDate'), kind: 'date', width: 110 },
    genset: { label: f('genset'), kind: 'boolean', width: 80 },
    plugInFrom: { label: f('plugInFrom'), kind: 'datetime', required: true, width: 170 },
    plugInTo: { label: f('plugInTo'), kind: 'datetime', required: true, width: 170 },
    rejectReason: { label: f('rejectReason'), kind: 'text', readOnly: true },
    createTime: { label: f('createTime'), kind: 'datetime', readOnly: true, width: 170 },
    updateTime: { label: f('updateTime'), kind: 'datetime', readOnly: true, width: 170 },
  },
  checks: reeferChecks,
  filters: [
    { field: 'reeferNo', match: 'prefix' },
    { field: 'channel', match: 'exact' },
    { field: 'containerNo', match: 'prefix' },
    { field: 'blNo', match: 'prefix' },
    { field: 'status', match: 'in' },
    { field: 'createTime', match: 'range' },
  ],
  sorts: ['createTime', 'reeferNo'],
  defaultSort: { field: 'createTime', order: 'desc' },
  columns: ['reeferNo', 'status', 'channel', 'containerNo', 'sizeType', 'commodity', 'setTemperature', 'temperatureUnit', 'vesselName', 'plugInFrom', 'ownerCompanyName', 'createTime'],
  detail: [
    { title: 'decl.reefer.sections.shipment', fields: ['reeferNo', 'status', 'channel', 'ownerCompanyName', 'terminalCompanyName', 'vesselName', 'voyageNo', 'blNo', 'containerNo', 'sizeType', 'commodity', 'rejectReason'] },
    { title: 'decl.reefer.sections.settings', fields: ['setTemperature', 'temperatureUnit', 'ventilation', 'humidity', 'controlledAtmosphere', 'o2Percent', 'co2Percent', 'preTripInspection', 'ptiDate', 'genset'] },
    { title: 'decl.reefer.sections.yard', fields: ['plugInFrom', 'plugInTo', 'createTime', 'updateTime'] },
  ],
  form: [
    { title: 'decl.reefer.sections.shipment', fields: ['channel', 'terminalId', 'voyageId', 'blNo', 'containerNo', 'sizeType', 'commodity'] },
    { title: 'decl.reefer.sections.settings', fields: ['setTemperature', 'temperatureUnit', 'ventilation', 'humidity', 'controlledAtmosphere', 'o2Percent', 'co2Percent', 'preTripInspection', 'ptiDate', 'genset'] },
    { title: 'decl.reefer.sections.yard', fields: ['plugInFrom', 'plugInTo'] },
  ],
  status: {
    field: 'status',
    initial: 'draft',
    states: {
      draft: { label: 'decl.status.draft', color: 'gray', draft: true },
      submitted: { label: 'decl.status.submitted', color: 'blue', locked: true },
      accepted: { label: 'decl.status.accepted', color: 'green', final: true },
      rejected: { label: 'decl.status.rejected', color: 'orange' },
      cancelled: { label: 'decl.status.cancelled', color: 'red', final: true },
    },
    transitions: [
      { action: 'submit', label: 'decl.actions.submit', from: ['draft'], to: 'submitted', by: OWNER, notify: ['counterpart'], confirm: 'decl.confirm.submit' },
      { action: 'accept', label: 'decl.actions.accept', from: ['submitted'], to: 'accepted', by: TERMINAL, notify: ['owner'], confirm: 'decl.confirm.accept' },
      { action: 'reject', label: 'decl.actions.reject', from: ['submitted'], to: 'rejected', by: TERMINAL, requires: { reason: true }, notify: ['owner'], danger: true },
      { action: 'resubmit', label: 'decl.actions.resubmit', from: ['rejected'], to: 'submitted', by: OWNER, notify: ['counterpart'], confirm: 'decl.confirm.submit' },
      { action: 'cancel', label: 'decl.actions.cancel', from: ['draft', 'submitted', 'rejected'], to: 'cancelled', by: OWNER, notify: ['counterpart'], danger: true, confirm: 'decl.confirm.cancel' },
    ],
  },
  // The work queue (issue 26): what waits for whom, and the default limit after which it is overdue.
  work: [
    { kind: 'decl.reeferDeclaration.accept', label: 'decl.pages.reeferDeclarations', states: ['submitted'], party: 'counterpart', action: 'accept', overdueMinutes: 240 },
    { kind: 'decl.reeferDeclaration.resubmit', label: 'decl.pages.reeferDeclarations', states: ['rejected'], party: 'owner', action: 'resubmit', overdueMinutes: 1440 },
  ],
  operations: {
    list: 'listReeferDeclarations',
    get: 'getReeferDeclaration',
    create: 'createReeferDeclaration',
    update: 'updateReeferDeclaration',
    transition: 'transitionReeferDeclaration',
    history: 'getReeferDeclarationHistory',
    export: 'exportReeferDeclarations',
  },
  permissions: { list: 'decl:reefer:list', view: 'decl:reefer:list', create: 'decl:reefer:edit', edit: 'decl:reefer:edit', export: 'decl:reefer:list' },
});
