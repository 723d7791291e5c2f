/**
 * 支线港放箱申请 (SPEC §2.8 /wentai): a forwarder applies to release containers onto a branch-line voyage;
 * the terminal of the branch port audits. One entity for every branch port — the port (CNDTU, CNDMY) is a
 * field, and the seed's per-port screens are this list filtered by it.
 */
import type { Schemas } from '../../contract';
import type { Validator } from '../../rules/core';
import { validateContainerNumbers } from '../../rules/container';
import { describeEntity, type StatusFlow } from '../../domain/describe';

export type BranchReleaseStatus = Schemas['BranchReleaseStatus'];
export type BranchPort = Schemas['BranchPort'];

export const BRANCH_PORTS = {
  CNDTU: 'wentai.branchRelease.ports.CNDTU',
  CNDMY: 'wentai.branchRelease.ports.CNDMY',
} as const satisfies Record<BranchPort, string>;

export const BRANCH_RELEASE_SIZE_TYPES = {
  '20GP': 'wentai.branchRelease.sizeTypes.20GP',
  '40GP': 'wentai.branchRelease.sizeTypes.40GP',
  '40HC': 'wentai.branchRelease.sizeTypes.40HC',
  '20RF': 'wentai.branchRelease.sizeTypes.20RF',
  '40RH': 'wentai.branchRelease.sizeTypes.40RH',
  '20TK': 'wentai.branchRelease.sizeTypes.20TK',
} as const satisfies Record<Schemas['BranchReleaseSizeType'], string>;

export const BRANCH_RELEASE_LOADS = {
  laden: 'wentai.branchRelease.loads.laden',
  empty: 'wentai.branchRelease.loads.empty',
} as const satisfies Record<Schemas['BranchReleaseLoad'], string>;

/** SPEC §5 container rule on the comma-separated list (format, then check digit; the first bad one by position). */
export const validateReleaseContainers: Validator = (value) => validateContainerNumbers(typeof value === 'string' ? value : null);

/** The forwarder that applied acts on its own applications; the terminal the application is addressed to audits. */
const OWNER = [{ party: 'owner', permission: 'wentai:apply:edit' }] as const;
const TERMINAL = [{ party: 'counterpart', permission: 'wentai:audit' }] as const;

/**
 * The audit flow every variant of the release mechanism shares (the branch-line release, the non-local laden
 * entry): the applicant submits, the terminal addressed approves or rejects with a reason, the applicant edits and
 * resubmits or cancels. One enum in the contract (BranchReleaseStatus, BranchReleaseAction).
 */
export const RELEASE_FLOW: StatusFlow<BranchReleaseStatus> = {
  field: 'status',
  initial: 'draft',
  states: {
    draft: { label: 'wentai.branchRelease.status.draft', color: 'gray', draft: true },
    submitted: { label: 'wentai.branchRelease.status.submitted', color: 'blue', locked: true },
    approved: { label: 'wentai.branchRelease.status.approved', color: 'green', final: true },
    rejected: { label: 'wentai.branchRelease.status.rejected', color: 'red' },
    cancelled: { label: 'wentai.branchRelease.status.cancelled', color: 'gray', final: true },
  },
  transitions: [
    { action: 'submit', label: 'wentai.branchRelease.actions.submit', from: ['draft'], to: 'submitted', by: OWNER, notify: ['counterpart'], confirm: 'wentai.branchRelease.confirm.submit' },
    { action: 'approve', label: 'wentai.branchRelease.actions.approve', from: ['submitted'], to: 'approved', by: TERMINAL, notify: ['owner'], confirm: 'wentai.branchRelease.confirm.approve' },
    { action: 'reject', label: 'wentai.branchRelease.actions.reject', from: ['submitted'], to: 'rejected', by: TERMINAL, requires: { reason: true }, notify: ['owner'], danger: true },
    { action: 'resubmit', label: 'wentai.branchRelease.actions.resubmit', from: ['rejected'], to: 'submitted', by: OWNER, notify: ['counterpart'], confirm: 'wentai.branchRelease.confirm.resubmit' },
    {
      action: 'cancel', label: 'wentai.branchRelease.actions.cancel', from: ['draft', 'submitted', 'rejected'], to: 'cancelled', by: OWNER,
      notify: ['counterpart'], confirm: 'wentai.branchRelease.confirm.cancel', danger: true,
    },
  ],
};

export const branchReleaseEntity = describeEntity<Schemas['BranchRelease']>()<BranchReleaseStatus>({
  name: 'wentai.branchRelease',
  titleField: 'applyNo',
  fields: {
    id: { label: 'wentai.branchRelease.fields.id', kind: 'text', readOnly: true },
    applyNo: { label: 'wentai.branchRelease.fields.applyNo', kind: 'text', readOnly: true, width: 150 },
    portCode: { label: 'wentai.branchRelease.fields.portCode', kind: 'select', required: true, options: BRANCH_PORTS, width: 140 },
    terminalCompanyName: { label: 'wentai.branchRelease.fields.terminalCompanyName', kind: 'text', readOnly: true, width: 200 },
    voyageId: {
      label: 'wentai.branchRelease.fields.voyageId', kind: 'reference', required: true,
      reference: { operation: 'listVoyages', value: 'id', label: 'vesselName' },
    },
    vesselName: { label: 'wentai.branchRelease.fields.vesselName', kind: 'text', readOnly: true, width: 230 },
    voyageNo: { label: 'wentai.branchRelease.fields.voyageNo', kind: 'text', readOnly: true, width: 90 },
    blNo: { label: 'wentai.branchRelease.fields.blNo', kind: 'text', required: true, maxLength: 30, width: 150 },
    containers: { label: 'wentai.branchRelease.fields.containers', kind: 'textarea', required: true, maxLength: 1200, validate: [validateReleaseContainers], width: 240 },
    containerCount: { label: 'wentai.branchRelease.fields.containerCount', kind: 'integer', readOnly: true, width: 70 },
    sizeType: { label: 'wentai.branchRelease.fields.sizeType', kind: 'select', required: true, options: BRANCH_RELEASE_SIZE_TYPES, width: 90 },
    load: { label: 'wentai.branchRelease.fields.load', kind: 'select', required: true, options: BRANCH_RELEASE_LOADS, width: 80 },
    remark: { label: 'wentai.branchRelease.fields.remark', kind: 'textarea', maxLength: 500 },
    status: { label: 'wentai.branchRelease.fields.status', kind: 'select', readOnly: true, width: 100 },
    ownerCompanyName: { label: 'wentai.branchRelease.fields.ownerCompanyName', kind: 'text', readOnly: true, width: 200 },
    createTime: { label: 'wentai.branchRelease.fields.createTime', kind: 'datetime', readOnly: true, width: 170 },
    updateTime: { label: 'wentai.branchRelease.fields.updateTime', kind: 'datetime', readOnly: true, width: 170 },
  },
  filters: [
    { field: 'applyNo', match: 'prefix' },
    { field: 'portCode', match: 'exact' },
    { field: 'blNo', match: 'prefix' },
    { field: 'containers', match: 'contains' },
    { field: 'vesselName', match: 'contains' },
    { field: 'status', match: 'in' },
    { field: 'createTime', match: 'range' },
  ],
  sorts: ['createTime', 'applyNo'],
  defaultSort: { field: 'createTime', order: 'desc' },
  columns: ['applyNo', 'portCode', 'vesselName', 'voyageNo', 'blNo', 'containerCount', 'sizeType', 'load', 'ownerCompanyName', 'createTime', 'status'],
  detail: [
    { title: 'wentai.branchRelease.sections.apply', fields: ['applyNo', 'portCode', 'terminalCompanyName', 'vesselName', 'voyageNo', 'blNo', 'status'] },
    { title: 'wentai.branchRelease.sections.cargo', fields: ['containers', 'containerCount', 'sizeType', 'load', 'remark'] },
    { title: 'wentai.branchRelease.sections.record', fields: ['ownerCompanyName', 'createTime', 'updateTime'] },
  ],
  form: [
    { title: 'wentai.branchRelease.sections.apply', fields: ['portCode', 'voyageId', 'blNo'] },
    { title: 'wentai.branchRelease.sections.cargo', fields: ['containers', 'sizeType', 'load', 'remark'] },
  ],
  export: ['applyNo', 'portCode', 'terminalCompanyName', 'vesselName', 'voyageNo', 'blNo', 'containers', 'containerCount', 'sizeType', 'load', 'ownerCompanyName', 'createTime', 'status', 'remark'],
  status: RELEASE_FLOW,
  operations: {
    list: 'listBranchReleases',
    get: 'getBranchRelease',
    create: 'createBranchRelease',
    update: 'updateBranchRelease',
    transition: 'transitionBranchRelease',
    history: 'getBranchReleaseHistory',
    export: 'exportBranchReleases',
  },
  permissions: { list: 'wentai:apply:list', view: 'wentai:apply:list', create: 'wentai:apply:edit', edit: 'wentai:apply:edit', export: 'wentai:apply:export' },
});
