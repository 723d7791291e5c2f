/**
 * 签约管理 (SPEC §2.8 signApply, signMessageDetail): a company applies for a service agreement with the port — monthly
 * settlement, barcode lift, EDI access or API access — with its contact, the requested term and supporting files;
 * platform staff review it and approve (the clauses come from the type's template, with the validity and, for
 * monthly settlement, the credit limit) or reject it with a reason, and a rejected application is resubmitted. On
 * approval the server writes the contract, its SHA-256 and the platform's HMAC seal; the company countersigns; a
 * signed contract is terminated by the port or expires. The PDF is checked against its hash and seal before it is
 * served, and anyone can verify a contract number with its hash. Every rule below runs in the form and on the server.
 */
import type { Schemas } from '../../contract';
import type { MessageKey } from '../../i18n';
import { issue } from '../../rules/core';
import { validatePhone } from '../../rules/formats';
import { describeEntity, type RecordCheck } from '../../domain/describe';
import { portDay } from '../../format';

export type SignContractStatus = Schemas['SignContractStatus'];

const k = (key: string) => `sign.${key}` as MessageKey;
const f = (name: string) => `sign.fields.${name}`;

/** The agreement types (dictionary sign_agreement_type), each with its clause template (sign.templates.<type>). */
export const AGREEMENT_TYPES = { MONTHLY: 'sign.types.MONTHLY', BARCODE: 'sign.types.BARCODE', EDI: 'sign.types.EDI', API: 'sign.types.API' } as const;
export type AgreementType = keyof typeof AGREEMENT_TYPES;
/** How many clauses each type's template has (sign.templates.<type>.c1 … cN). */
export const TEMPLATE_CLAUSES: Readonly<Record<AgreementType, number>> = { MONTHLY: 6, BARCODE: 5, EDI: 5, API: 5 };
/** The longest credit limit of a monthly settlement, yuan. */
export const CREDIT_LIMIT_MAX_YUAN = 10_000_000;

const day = (v: unknown): string => (v instanceof Date ? portDay(v) : typeof v === 'string' ? v.slice(0, 10) : '');

export const contractChecks: readonly RecordCheck[] = [
  // The requested term runs forward.
  (v) => {
    const from = day(v.startDate);
    const to = day(v.endDate);
    return from && to && to <= from ? { field: 'endDate', issue: issue(k('endBeforeStart')) } : null;
  },
];

const COMPANY = [{ party: 'owner', permission: 'sign:contract:edit' }] as const;
const PORT = [{ platform: true, permission: 'sign:contract:audit' }] as const;
const ATTACHMENT = { bizType: 'common', businessType: 'signApply' } as const;

export const signContractEntity = describeEntity<Schemas['SignContract']>()<SignContractStatus>({
  name: 'sign.contract',
  titleField: 'applyNo',
  fields: {
    id: { label: f('id'), kind: 'text', readOnly: true },
    applyNo: { label: f('applyNo'), kind: 'text', readOnly: true, width: 150 },
    status: { label: f('status'), kind: 'select', readOnly: true, width: 100 },
    ownerCompanyName: { label: f('ownerCompanyName'), kind: 'text', readOnly: true, width: 200 },
    agreementType: { label: f('agreementType'), kind: 'select', required: true, options: AGREEMENT_TYPES, width: 120 },
    contactName: { label: f('contactName'), kind: 'text', required: true, maxLength: 30 },
    contactPhone: { label: f('contactPhone'), kind: 'text', required: true, maxLength: 20, validate: [validatePhone] },
    startDate: { label: f('startDate'), kind: 'date', required: true, width: 110 },
    endDate: { label: f('endDate'), kind: 'date', required: true, width: 110 },
    remark: { label: f('remark'), kind: 'textarea', maxLength: 500 },
    attachmentFile: { label: f('attachmentFile'), kind: 'file', upload: ATTACHMENT },
    validFrom: { label: f('validFrom'), kind: 'date', readOnly: true, width: 120 },
    validTo: { label: f('validTo'), kind: 'date', readOnly: true, width: 120 },
    creditLimitYuan: { label: f('creditLimitYuan'), kind: 'integer', readOnly: true, min: 1, max: CREDIT_LIMIT_MAX_YUAN },
    contractNo: { label: f('contractNo'), kind: 'text', readOnly: true, width: 160 },
    contentHash: { label: f('contentHash'), kind: 'text', readOnly: true },
    portSignerName: { label: f('portSignerName'), kind: 'text', readOnly: true },
    portSignTime: { label: f('portSignTime'), kind: 'datetime', readOnly: true },
    companySignerName: { label: f('companySignerName'), kind: 'text', readOnly: true },
    companySignTime: { label: f('companySignTime'), kind: 'datetime', readOnly: true, width: 170 },
    rejectReason: { label: f('rejectReason'), kind: 'text', readOnly: true },
    createTime: { label: f('createTime'), kind: 'datetime', readOnly: true, width: 170 },
    updateTime: { label: f('updateTime'), kind: 'datetime', readOnly: true, width: 170 },
  },
  checks: contractChecks,
  filters: [
    { field: 'applyNo', match: 'prefix' },
    { field: 'contractNo', match: 'prefix' },
    { field: 'agreementType', match: 'in' },
    { field: 'status', match: 'in' },
    { field: 'createTime', match: 'range' },
  ],
  sorts: ['createTime', 'applyNo', 'validTo'],
  defaultSort: { field: 'createTime', order: 'desc' },
  columns: ['applyNo', 'status', 'agreementType', 'ownerCompanyName', 'contractNo', 'validFrom', 'validTo', 'createTime'],
  detail: [
    { title: 'sign.sections.application', fields: ['applyNo', 'status', 'agreementType', 'ownerCompanyName', 'contactName', 'contactPhone', 'startDate', 'endDate', 'remark', 'attachmentFile', 'rejectReason'] },
    { title: 'sign.sections.contract', fields: ['contractNo', 'validFrom', 'validTo', 'creditLimitYuan', 'contentHash'] },
    { title: 'sign.sections.signatures', fields: ['portSignerName', 'portSignTime', 'companySignerName', 'companySignTime'] },
  ],
  form: [
    { title: 'sign.sections.application', fields: ['agreementType', 'contactName', 'contactPhone', 'startDate', 'endDate', 'remark', 'attachmentFile'] },
  ],
  export: ['applyNo', 'status', 'agreementType', 'ownerCompanyName', 'contactName', 'contactPhone', 'startDate', 'endDate', 'contractNo', 'validFrom', 'validTo', 'creditLimitYuan', 'contentHash', 'companySignTime', 'createTime'],
  status: {
    field: 'status',
    initial: 'draft',
    states: {
      draft: { label: 'sign.status.draft', color: 'gray', draft: true },
      submitted: { label: 'sign.status.submitted', color: 'blue', locked: true },
      rejected: { label: 'sign.status.rejected', color: 'orange' },
      approved: { label: 'sign.status.approved', color: 'cyan', locked: true },
      signed: { label: 'sign.status.signed', color: 'green', locked: true },
      terminated: { label: 'sign.status.terminated', color: 'red', final: true },
      expired: { label: 'sign.status.expired', color: 'gray', final: true },
    },
    transitions: [
      { action: 'submit', label: 'sign.actions.submit', from: ['draft'], to: 'submitted', by: COMPANY, notify: ['counterpart'], confirm: 'sign.confirm.submit' },
      { action: 'approve', label: 'sign.actions.approve', from: ['submitted'], to: 'approved', by: PORT, notify: ['owner'], confirm: 'sign.confirm.approve',
        requires: { optional: ['validFrom', 'validTo', 'creditLimitYuan'] } },
      { action: 'reject', label: 'sign.actions.reject', from: ['submitted'], to: 'rejected', by: PORT, requires: { reason: true }, notify: ['owner'], danger: true },
      { action: 'resubmit', label: 'sign.actions.resubmit', from: ['rejected'], to: 'submitted', by: COMPANY, notify: ['counterpart'], confirm: 'sign.confirm.submit' },
      { action: 'countersign', label: 'sign.actions.countersign', from: ['approved'], to: 'signed', by: COMPANY, notify: ['counterpart'], confirm: 'sign.confirm.countersign' },
      { action: 'terminate', label: 'sign.actions.terminate', from: ['signed'], to: 'terminated', by: PORT, requires: { reason: true }, notify: ['owner'], danger: true },
      { action: 'expire', label: 'sign.actions.expire', from: ['signed', 'approved'], to: 'expired', by: PORT, notify: ['owner'], confirm: 'sign.confirm.expire' },
    ],
  },
  operations: {
    list: 'listSignContracts',
    get: 'getSignContract',
    create: 'createSignContract',
    update: 'updateSignContract',
    transition: 'transitionSignContract',
    history: 'getSignContractHistory',
    export: 'exportSignContracts',
  },
  permissions: { list: 'sign:contract:list', view: 'sign:contract:list', create: 'sign:contract:edit', edit: 'sign:contract:edit', export: 'sign:contract:list' },
});
