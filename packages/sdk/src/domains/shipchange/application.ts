/**
 * 换船申请 (SPEC §2.8 /JxTzShipApplyForm, /JxTzShipApplyCheckForm): a forwarder asks the terminal to move
 * containers from one vessel voyage to another, both calls at that terminal; the terminal approves or rejects
 * with a reason, and a rejected application is edited and resubmitted.
 */
import type { Schemas } from '../../contract';
import type { Validator } from '../../rules/core';
import { normalizeContainerList, validateContainerNumbers } from '../../rules/container';
import { describeEntity } from '../../domain/describe';

export type ShipChangeStatus = Schemas['ShipChangeStatus'];

/** SPEC §5 container rule on the list (one per line or comma-separated; format, then check digit). */
export const validateShipChangeContainers: Validator = (value) =>
  validateContainerNumbers(typeof value === 'string' ? normalizeContainerList(value) : null);

const OWNER = [{ party: 'owner', permission: 'shipchange:apply:edit' }] as const;
const TERMINAL = [{ party: 'counterpart', permission: 'shipchange:audit' }] as const;
const VOYAGES = { operation: 'listVoyages', value: 'id', label: 'vesselName' } as const;

export const shipChangeEntity = describeEntity<Schemas['ShipChange']>()<ShipChangeStatus>({
  name: 'shipchange.application',
  titleField: 'applyNo',
  fields: {
    id: { label: 'shipchange.application.fields.id', kind: 'text', readOnly: true },
    applyNo: { label: 'shipchange.application.fields.applyNo', kind: 'text', readOnly: true, width: 150 },
    terminalCompanyName: { label: 'shipchange.application.fields.terminalCompanyName', kind: 'text', readOnly: true, width: 200 },
    fromVoyageId: { label: 'shipchange.application.fields.fromVoyageId', kind: 'reference', required: true, reference: VOYAGES },
    fromVesselName: { label: 'shipchange.application.fields.fromVesselName', kind: 'text', readOnly: true, width: 200 },
    fromVoyageNo: { label: 'shipchange.application.fields.fromVoyageNo', kind: 'text', readOnly: true, width: 90 },
    toVoyageId: { label: 'shipchange.application.fields.toVoyageId', kind: 'reference', required: true, reference: VOYAGES },
    toVesselName: { label: 'shipchange.application.fields.toVesselName', kind: 'text', readOnly: true, width: 200 },
    toVoyageNo: { label: 'shipchange.application.fields.toVoyageNo', kind: 'text', readOnly: true, width: 90 },
    containers: {
      label: 'shipchange.application.fields.containers', kind: 'textarea', required: true, maxLength: 1200,
      validate: [validateShipChangeContainers], placeholder: 'shipchange.application.placeholders.containers', width: 240,
    },
    containerCount: { label: 'shipchange.application.fields.containerCount', kind: 'integer', readOnly: true, width: 70 },
    reason: { label: 'shipchange.application.fields.reason', kind: 'textarea', required: true, maxLength: 500 },
    status: { label: 'shipchange.application.fields.status', kind: 'select', readOnly: true, width: 100 },
    ownerCompanyName: { label: 'shipchange.application.fields.ownerCompanyName', kind: 'text', readOnly: true, width: 200 },
    createTime: { label: 'shipchange.application.fields.createTime', kind: 'datetime', readOnly: true, width: 170 },
    updateTime: { label: 'shipchange.application.fields.updateTime', kind: 'datetime', readOnly: true, width: 170 },
  },
  filters: [
    { field: 'applyNo', match: 'prefix' },
    { field: 'containers', match: 'contains' },
    { field: 'fromVesselName', match: 'contains' },
    { field: 'status', match: 'in' },
    { field: 'createTime', match: 'range' },
  ],
  sorts: ['createTime', 'applyNo'],
  defaultSort: { field: 'createTime', order: 'desc' },
  columns: ['applyNo', 'fromVesselName', 'fromVoyageNo', 'toVesselName', 'toVoyageNo', 'containerCount', 'ownerCompanyName', 'createTime', 'status'],
  detail: [
    { title: 'shipchange.application.sections.apply', fields: ['applyNo', 'terminalCompanyName', 'status', 'reason'] },
    { title: 'shipchange.application.sections.voyages', fields: ['fromVesselName', 'fromVoyageNo', 'toVesselName', 'toVoyageNo'] },
    { title: 'shipchange.application.sections.containers', fields: ['containers', 'containerCount'] },
    { title: 'shipchange.application.sections.record', fields: ['ownerCompanyName', 'createTime', 'updateTime'] },
  ],
  form: [
    { title: 'shipchange.application.sections.voyages', fields: ['fromVoyageId', 'toVoyageId'] },
    { title: 'shipchange.application.sections.containers', fields: ['containers', 'reason'] },
  ],
  export: ['applyNo', 'terminalCompanyName', 'fromVesselName', 'fromVoyageNo', 'toVesselName', 'toVoyageNo', 'containers', 'containerCount', 'reason', 'ownerCompanyName', 'createTime', 'status'],
  status: {
    field: 'status',
    initial: 'draft',
    states: {
      draft: { label: 'shipchange.application.status.draft', color: 'gray', draft: true },
      submitted: { label: 'shipchange.application.status.submitted', color: 'blue', locked: true },
      approved: { label: 'shipchange.application.status.approved', color: 'green', final: true },
      rejected: { label: 'shipchange.application.status.rejected', color: 'red' },
    },
    transitions: [
      { action: 'submit', label: 'shipchange.application.actions.submit', from: ['draft'], to: 'submitted', by: OWNER, notify: ['counterpart'], confirm: 'shipchange.application.confirm.submit' },
      { action: 'approve', label: 'shipchange.application.actions.approve', from: ['submitted'], to: 'approved', by: TERMINAL, notify: ['owner'], confirm: 'shipchange.application.confirm.approve' },
      { action: 'reject', label: 'shipchange.application.actions.reject', from: ['submitted'], to: 'rejected', by: TERMINAL, requires: { reason: true }, notify: ['owner'], danger: true },
      { action: 'resubmit', label: 'shipchange.application.actions.resubmit', from: ['rejected'], to: 'submitted', by: OWNER, notify: ['counterpart'], confirm: 'shipchange.application.confirm.resubmit' },
    ],
  },
  // The work queue (issue 26): what waits for whom, and the default limit after which it is overdue.
  work: [
    { kind: 'shipchange.application.approve', label: 'shipchange.pages.applications', states: ['submitted'], party: 'counterpart', action: 'approve', overdueMinutes: 240 },
    { kind: 'shipchange.application.resubmit', label: 'shipchange.pages.applications', states: ['rejected'], party: 'owner', action: 'resubmit', overdueMinutes: 1440 },
  ],
  operations: {
    list: 'listShipChanges',
    get: 'getShipChange',
    create: 'createShipChange',
    update: 'updateShipChange',
    transition: 'transitionShipChange',
    history: 'getShipChangeHistory',
    export: 'exportShipChanges',
  },
  permissions: { list: 'shipchange:apply:list', view: 'shipchange:apply:list', create: 'shipchange:apply:edit', edit: 'shipchange:apply:edit', export: 'shipchange:apply:export' },
});
