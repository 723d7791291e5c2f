/**
 * 预到港与运抵申报 (SPEC §2.8 /preArrival/preArrivalEdit, issue 14): the forwarder's pre-arrival information per
 * container before gate-in — B/L, vessel/voyage, seal, weight, the customs declaration number. At gate-in the
 * terminal enters what it read and weighed; the server matches it with the declaration (seal equal, weight within
 * 5 %) and the arrival report goes to customs. Customs answers with a receipt: accepted, or rejected with its
 * reason. Customs is an adapter; the built-in one is the platform's customs desk (platform staff holding
 * decl:customs:desk), so the whole flow runs offline.
 */
import type { Schemas } from '../../contract';
import type { MessageKey } from '../../i18n';
import { format, type Validator } from '../../rules/core';
import { describeEntity } from '../../domain/describe';
import { validateContainerNo } from './dgDeclaration';

export type PreArrivalStatus = Schemas['PreArrivalStatus'];

const f = (name: string) => `decl.preArrival.fields.${name}`;
const k = (key: string) => `decl.preArrival.${key}` as MessageKey;

/** China's customs declaration number: 18 digits (customs code 4, year 4, kind 1, serial 9). */
export const CUSTOMS_DECL_PATTERN = /^\d{18}$/;
/** A seal number: 4 to 15 letters and digits. */
export const SEAL_PATTERN = /^[A-Z0-9]{4,15}$/;
/** How far the gate-in weight may be from the declared one before the records do not match. */
export const WEIGHT_TOLERANCE = 0.05;

export const validateCustomsDeclNo: Validator = format((v) => CUSTOMS_DECL_PATTERN.test(v), k('customsDeclNoInvalid'));
export const validateSealNo: Validator = format((v) => SEAL_PATTERN.test(v.toUpperCase()), k('sealInvalid'));

const OWNER = [{ party: 'owner', permission: 'decl:prearrival:edit' }] as const;
const TERMINAL = [{ party: 'counterpart', permission: 'decl:prearrival:gate' }] as const;
const CUSTOMS = [{ platform: true, permission: 'decl:customs:desk' }] as const;

export const preArrivalEntity = describeEntity<Schemas['PreArrival']>()<PreArrivalStatus>({
  name: 'decl.preArrival',
  titleField: 'preArrivalNo',
  fields: {
    id: { label: f('id'), kind: 'text', readOnly: true },
    preArrivalNo: { label: f('preArrivalNo'), kind: 'text', readOnly: true, width: 150 },
    status: { label: f('status'), kind: 'select', readOnly: true, width: 90 },
    ownerCompanyName: { label: f('ownerCompanyName'), kind: 'text', readOnly: true, width: 200 },
    terminalId: { label: f('terminalId'), kind: 'reference', required: true, reference: { operation: 'listDeclarationTerminals', value: 'id', label: 'name' } },
    terminalCompanyName: { label: f('terminalId'), kind: 'text', readOnly: true, width: 200 },
    voyageId: { label: f('voyageId'), kind: 'reference', required: true, reference: { operation: 'listVoyages', value: 'id', label: 'vesselName' } },
    vesselName: { label: f('vesselName'), kind: 'text', readOnly: true, width: 180 },
    voyageNo: { label: f('voyageNo'), kind: 'text', readOnly: true, width: 90 },
    blNo: { label: f('blNo'), kind: 'text', required: true, maxLength: 30, width: 150 },
    containerNo: { label: f('containerNo'), kind: 'container', required: true, maxLength: 11, validate: [validateContainerNo], width: 130 },
    sealNo: { label: f('sealNo'), kind: 'text', required: true, maxLength: 15, validate: [validateSealNo], width: 110 },
    grossWeight: { label: f('grossWeight'), kind: 'decimal', required: true, min: 1, max: 60000, width: 110 },
    customsDeclNo: { label: f('customsDeclNo'), kind: 'text', required: true, maxLength: 18, validate: [validateCustomsDeclNo], width: 170 },
    gateInTime: { label: f('gateInTime'), kind: 'datetime', readOnly: true, width: 170 },
    gateInSeal: { label: f('gateInSeal'), kind: 'text', readOnly: true, maxLength: 15, width: 110 },
    gateInWeight: { label: f('gateInWeight'), kind: 'decimal', readOnly: true, width: 110 },
    reportTime: { label: f('reportTime'), kind: 'datetime', readOnly: true, width: 170 },
    receiptReason: { label: f('receiptReason'), kind: 'text', readOnly: true },
    createTime: { label: f('createTime'), kind: 'datetime', readOnly: true, width: 170 },
    updateTime: { label: f('updateTime'), kind: 'datetime', readOnly: true, width: 170 },
  },
  filters: [
    { field: 'preArrivalNo', match: 'prefix' },
    { field: 'containerNo', match: 'prefix' },
    { field: 'blNo', match: 'prefix' },
    { field: 'customsDeclNo', match: 'prefix' },
    { field: 'status', match: 'in' },
    { field: 'createTime', match: 'range' },
  ],
  sorts: ['createTime', 'preArrivalNo'],
  defaultSort: { field: 'createTime', order: 'desc' },
  columns: ['preArrivalNo', 'status', 'containerNo', 'blNo', 'vesselName', 'voyageNo', 'sealNo', 'grossWeight', 'customsDeclNo', 'gateInTime', 'ownerCompanyName', 'createTime'],
  detail: [
    { title: 'decl.preArrival.sections.declaration', fields: ['preArrivalNo', 'status', 'ownerCompanyName', 'terminalCompanyName', 'vesselName', 'voyageNo', 'blNo', 'containerNo', 'sealNo', 'grossWeight', 'customsDeclNo'] },
    { title: 'decl.preArrival.sections.arrival', fields: ['gateInTime', 'gateInSeal', 'gateInWeight', 'reportTime', 'receiptReason', 'createTime', 'updateTime'] },
  ],
  form: [{ title: 'decl.preArrival.sections.declaration', fields: ['terminalId', 'voyageId', 'blNo', 'containerNo', 'sealNo', 'grossWeight', 'customsDeclNo'] }],
  export: ['preArrivalNo', 'status', 'ownerCompanyName', 'terminalCompanyName', 'vesselName', 'voyageNo', 'blNo', 'containerNo', 'sealNo', 'grossWeight', 'customsDeclNo',
    'gateInTime', 'gateInSeal', 'gateInWeight', 'reportTime', 'receiptReason', 'createTime'],
  status: {
    field: 'status',
    initial: 'draft',
    states: {
      draft: { label: 'decl.preArrival.status.draft', color: 'gray', draft: true },
      submitted: { label: 'decl.preArrival.status.submitted', color: 'blue', locked: true },
      arrived: { label: 'decl.preArrival.status.arrived', color: 'cyan', locked: true },
      accepted: { label: 'decl.preArrival.status.accepted', color: 'green', final: true },
      rejected: { label: 'decl.preArrival.status.rejected', color: 'orange' },
      cancelled: { label: 'decl.preArrival.status.cancelled', color: 'red', final: true },
    },
    transitions: [
      { action: 'submit', label: 'decl.preArrival.actions.submit', from: ['draft'], to: 'submitted', by: OWNER, notify: ['counterpart'], confirm: 'decl.preArrival.confirm.submit' },
      { action: 'gateIn', label: 'decl.preArrival.actions.gateIn', from: ['submitted'], to: 'arrived', by: TERMINAL, requires: { fields: ['gateInSeal', 'gateInWeight'] }, notify: ['owner'] },
      { action: 'accept', label: 'decl.preArrival.actions.accept', from: ['arrived'], to: 'accepted', by: CUSTOMS, notify: ['owner', 'counterpart'], confirm: 'decl.preArrival.confirm.accept' },
      { action: 'reject', label: 'decl.preArrival.actions.reject', from: ['arrived'], to: 'rejected', by: CUSTOMS, requires: { reason: true }, notify: ['owner'], danger: true },
      { action: 'resubmit', label: 'decl.preArrival.actions.resubmit', from: ['rejected'], to: 'arrived', by: OWNER, confirm: 'decl.preArrival.confirm.submit' },
      { action: 'cancel', label: 'decl.preArrival.actions.cancel', from: ['draft', 'submitted'], to: 'cancelled', by: OWNER, notify: ['counterpart'], danger: true, confirm: 'decl.preArrival.confirm.cancel' },
    ],
  },
  // The work queue (issue 26): what waits for whom, and the default limit after which it is overdue.
  work: [
    { kind: 'decl.preArrival.gateIn', label: 'decl.pages.preArrivals', states: ['submitted'], party: 'counterpart', action: 'gateIn', overdueMinutes: 240 },
    { kind: 'decl.preArrival.accept', label: 'decl.pages.preArrivals', states: ['arrived'], party: 'platform', action: 'accept', overdueMinutes: 240 },
    { kind: 'decl.preArrival.resubmit', label: 'decl.pages.preArrivals', states: ['rejected'], party: 'owner', action: 'resubmit', overdueMinutes: 1440 },
  ],
  operations: {
    list: 'listPreArrivals',
    get: 'getPreArrival',
    create: 'createPreArrival',
    update: 'updatePreArrival',
    transition: 'transitionPreArrival',
    history: 'getPreArrivalHistory',
    export: 'exportPreArrivals',
  },
  permissions: { list: 'decl:prearrival:list', view: 'decl:prearrival:list', create: 'decl:prearrival:edit', edit: 'decl:prearrival:edit', export: 'decl:prearrival:list' },
});
