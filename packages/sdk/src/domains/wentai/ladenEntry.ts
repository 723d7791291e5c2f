/**
 * 外地港重箱进场 (SPEC §2.8 addInWeightApplyWt, viewInWeightApplyWt, editInWeightApplyWt, …Audit): a forwarder
 * applies for laden containers from a non-local port to enter the terminal; the local terminal approves or
 * rejects with a reason, the forwarder edits and resubmits. A variant of the branch-line release: the same
 * table (the variant a column), the same flow (RELEASE_FLOW), the same size/types; what differs is the origin
 * port instead of the branch port, and a seal and a gross weight per container.
 */
import type { Schemas } from '../../contract';
import type { MessageKey } from '../../i18n';
import { issue, type Validator } from '../../rules/core';
import { validateUnlocode } from '../../rules/maritime';
import { describeEntity, type RecordCheck } from '../../domain/describe';
import { BRANCH_RELEASE_SIZE_TYPES, RELEASE_FLOW, validateReleaseContainers, type BranchReleaseStatus } from './branchRelease';

const k = (key: string) => `wentai.ladenEntry.${key}` as MessageKey;
const list = (value: unknown): string[] => (typeof value === 'string' && value.trim() !== '' ? value.split(',').map((s) => s.trim()) : []);

/** A seal number: 4–15 letters and digits. */
export const SEAL_PATTERN = /^[A-Z0-9]{4,15}$/;
/** A laden container's gross weight in kg: 1,000–45,000 (ISO 668's largest rating is 36,000 kg for 40′; a margin for 45′). */
export const LADEN_WEIGHT_RANGE = { min: 1000, max: 45000 } as const;

/** Seal numbers, comma-separated: each 4–15 letters and digits (the first bad one by position). */
export const validateSeals: Validator = (value) => {
  for (const [i, seal] of list(value).entries()) if (!SEAL_PATTERN.test(seal)) return issue(k('sealInvalid'), { n: i + 1 });
  return null;
};

/** Gross weights in kg, comma-separated: whole numbers within LADEN_WEIGHT_RANGE. */
export const validateWeights: Validator = (value) => {
  for (const [i, w] of list(value).entries()) {
    const n = /^\d{1,6}$/.test(w) ? Number(w) : NaN;
    if (!(n >= LADEN_WEIGHT_RANGE.min && n <= LADEN_WEIGHT_RANGE.max)) return issue(k('weightInvalid'), { n: i + 1, ...LADEN_WEIGHT_RANGE });
  }
  return null;
};

/** One seal and one weight per container, in the same order. */
export const ladenEntryChecks: readonly RecordCheck[] = [
  (v) => {
    const boxes = list(v.containers).length;
    if (boxes === 0) return null;
    if (list(v.seals).length !== boxes) return { field: 'seals', issue: issue(k('sealCount'), { n: boxes }) };
    if (list(v.weights).length !== boxes) return { field: 'weights', issue: issue(k('weightCount'), { n: boxes }) };
    return null;
  },
];

export const ladenEntryEntity = describeEntity<Schemas['LadenEntry']>()<BranchReleaseStatus>({
  name: 'wentai.ladenEntry',
  titleField: 'applyNo',
  fields: {
    id: { label: 'wentai.branchRelease.fields.id', kind: 'text', readOnly: true },
    applyNo: { label: 'wentai.branchRelease.fields.applyNo', kind: 'text', readOnly: true, width: 150 },
    originPort: { label: 'wentai.ladenEntry.fields.originPort', kind: 'text', required: true, maxLength: 5, validate: [validateUnlocode], width: 110, placeholder: 'wentai.ladenEntry.placeholders.originPort' },
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
    seals: { label: 'wentai.ladenEntry.fields.seals', kind: 'textarea', required: true, maxLength: 1200, validate: [validateSeals], placeholder: 'wentai.ladenEntry.placeholders.seals' },
    weights: { label: 'wentai.ladenEntry.fields.weights', kind: 'textarea', required: true, maxLength: 800, validate: [validateWeights], placeholder: 'wentai.ladenEntry.placeholders.weights' },
    totalWeightKg: { label: 'wentai.ladenEntry.fields.totalWeightKg', kind: 'integer', readOnly: true, width: 110 },
    remark: { label: 'wentai.branchRelease.fields.remark', kind: 'textarea', maxLength: 500 },
    status: { label: 'wentai.branchRelease.fields.status', kind: 'select', readOnly: true, width: 100 },
    ownerCompanyName: { label: 'wentai.branchRelease.fields.ownerCompanyName', kind: 'text', readOnly: true, width: 200 },
    createTime: { label: 'wentai.branchRelease.fields.createTime', kind: 'datetime', readOnly: true, width: 170 },
    updateTime: { label: 'wentai.branchRelease.fields.updateTime', kind: 'datetime', readOnly: true, width: 170 },
  },
  filters: [
    { field: 'applyNo', match: 'prefix' },
    { field: 'originPort', match: 'exact' },
    { field: 'blNo', match: 'prefix' },
    { field: 'containers', match: 'contains' },
    { field: 'vesselName', match: 'contains' },
    { field: 'status', match: 'in' },
    { field: 'createTime', match: 'range' },
  ],
  sorts: ['createTime', 'applyNo'],
  defaultSort: { field: 'createTime', order: 'desc' },
  columns: ['applyNo', 'originPort', 'vesselName', 'voyageNo', 'blNo', 'containerCount', 'sizeType', 'totalWeightKg', 'ownerCompanyName', 'createTime', 'status'],
  detail: [
    { title: 'wentai.branchRelease.sections.apply', fields: ['applyNo', 'originPort', 'terminalCompanyName', 'vesselName', 'voyageNo', 'blNo', 'status'] },
    { title: 'wentai.branchRelease.sections.cargo', fields: ['containers', 'containerCount', 'sizeType', 'seals', 'weights', 'totalWeightKg', 'remark'] },
    { title: 'wentai.branchRelease.sections.record', fields: ['ownerCompanyName', 'createTime', 'updateTime'] },
  ],
  form: [
    { title: 'wentai.branchRelease.sections.apply', fields: ['originPort', 'voyageId', 'blNo'] },
    { title: 'wentai.branchRelease.sections.cargo', fields: ['containers', 'sizeType', 'seals', 'weights', 'remark'] },
  ],
  export: ['applyNo', 'originPort', 'terminalCompanyName', 'vesselName', 'voyageNo', 'blNo', 'containers', 'containerCount', 'sizeType', 'seals', 'weights', 'totalWeightKg', 'ownerCompanyName', 'createTime', 'status', 'remark'],
  checks: ladenEntryChecks,
  status: RELEASE_FLOW,
  operations: {
    list: 'listLadenEntries',
    get: 'getLadenEntry',
    create: 'createLadenEntry',
    update: 'updateLadenEntry',
    transition: 'transitionLadenEntry',
    history: 'getLadenEntryHistory',
    export: 'exportLadenEntries',
  },
  permissions: { list: 'wentai:apply:list', view: 'wentai:apply:list', create: 'wentai:apply:edit', edit: 'wentai:apply:edit', export: 'wentai:apply:export' },
});
