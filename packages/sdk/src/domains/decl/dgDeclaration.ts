/**
 * 危险品出口申报 (SPEC §2.8 /dangerous/export/declaration/form/detail|add|edit, issue 14): one declaration per
 * container and cargo line — UN number, proper shipping name, IMDG class and division, subsidiary risks, packing
 * group, flash point, EmS, marine pollutant, limited quantity, packages and weights, the 24-hour emergency
 * contact — with three documents (the DG declaration, the container packing certificate, the safety data sheet).
 * The forwarder declares; the terminal it is addressed to accepts or rejects with a reason. Every rule below runs
 * in the form and again on the server, which answers with the same words.
 */
import type { Schemas } from '../../contract';
import type { MessageKey } from '../../i18n';
import { format, issue, type Validator } from '../../rules/core';
import { validateContainerNumbers } from '../../rules/container';
import { isPhone } from '../../rules/formats';
import { describeEntity, type RecordCheck } from '../../domain/describe';

export type DgDeclarationStatus = Schemas['DangerousDeclarationStatus'];
export type ImdgClass = Schemas['ImdgClass'];

const k = (key: string) => `decl.dg.${key}` as MessageKey;
const f = (name: string) => `decl.dg.fields.${name}`;

export const IMDG_CLASSES: Readonly<Record<ImdgClass, string>> = Object.fromEntries(
  (['1.1', '1.2', '1.3', '1.4', '1.5', '1.6', '2.1', '2.2', '2.3', '3', '4.1', '4.2', '4.3', '5.1', '5.2', '6.1', '6.2', '7', '8', '9'] as const).map((c) => [
    c, `decl.dg.classes.c${c.replace('.', '_')}`,
  ]),
) as Record<ImdgClass, string>;

export const PACKING_GROUPS = { I: 'decl.dg.packingGroups.I', II: 'decl.dg.packingGroups.II', III: 'decl.dg.packingGroups.III' } as const satisfies Record<
  Schemas['PackingGroup'], string
>;

export const DG_SIZE_TYPES = {
  '20GP': 'decl.sizeTypes.20GP', '40GP': 'decl.sizeTypes.40GP', '40HC': 'decl.sizeTypes.40HC', '20TK': 'decl.sizeTypes.20TK',
} as const;

/** UN number: four digits, UN 0004 to UN 3549 (the IMDG Code's Dangerous Goods List). */
export const UN_NUMBER_PATTERN = /^\d{4}$/;
export const isUnNumber = (v: string) => UN_NUMBER_PATTERN.test(v) && Number(v) >= 4 && Number(v) <= 3549;
/** EmS: a fire schedule F-A…F-J and a spillage schedule S-A…S-Z, e.g. "F-E, S-D". */
export const EMS_PATTERN = /^F-[A-J], ?S-[A-Z]$/;
/** Subsidiary risks: one or two IMDG classes, comma-separated. */
const CLASS_CODES = new Set(Object.keys(IMDG_CLASSES));
export const isSubsidiaryRisks = (v: string) => {
  const parts = v.split(/[,，\s]+/).filter(Boolean);
  return parts.length > 0 && parts.length <= 3 && parts.every((p) => CLASS_CODES.has(p)) && new Set(parts).size === parts.length;
};

export const validateUnNumber: Validator = format(isUnNumber, k('unNoInvalid'));
export const validateEms: Validator = format((v) => EMS_PATTERN.test(v.toUpperCase()), k('emsInvalid'));
export const validateSubsidiaryRisks: Validator = format(isSubsidiaryRisks, k('subsidiaryRisksInvalid'));
export const validateEmergencyPhone: Validator = format((v) => isPhone(v.replace(/^\+86[-\s]?/, '')) || /^\+\d{6,15}$/.test(v.replace(/[\s-]/g, '')), k('phoneInvalid'));
/** SPEC §5: four capital letters and seven digits, the last the ISO 6346 check digit. */
export const validateContainerNo: Validator = (value) => validateContainerNumbers(typeof value === 'string' ? value : null);

/** Classes with no packing group (explosives are by division; gases, radioactive, organic peroxides, infectious substances have none). */
const NO_PACKING_GROUP = /^(1\.\d|2\.\d|5\.2|6\.2|7)$/;
const num = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : null);

export const dgChecks: readonly RecordCheck[] = [
  // Flammable liquids are class 3 by their flash point: at most 60 °C, and it must be declared.
  (v) => (v.imdgClass === '3' && num(v.flashPoint) === null ? { field: 'flashPoint', issue: issue(k('flashPointRequired')) } : null),
  (v) => (v.imdgClass === '3' && (num(v.flashPoint) ?? 0) > 60 ? { field: 'flashPoint', issue: issue(k('flashPointTooHigh')) } : null),
  (v) => (typeof v.imdgClass === 'string' && !NO_PACKING_GROUP.test(v.imdgClass) && !v.packingGroup ? { field: 'packingGroup', issue: issue(k('packingGroupRequired')) } : null),
  (v) => (typeof v.imdgClass === 'string' && NO_PACKING_GROUP.test(v.imdgClass) && v.packingGroup ? { field: 'packingGroup', issue: issue(k('packingGroupNone')) } : null),
  (v) =>
    typeof v.subsidiaryRisks === 'string' && typeof v.imdgClass === 'string' && v.subsidiaryRisks.split(/[,，\s]+/).includes(v.imdgClass)
      ? { field: 'subsidiaryRisks', issue: issue(k('subsidiaryRisksSame')) }
      : null,
  (v) => {
    const net = num(v.netWeight);
    const gross = num(v.grossWeight);
    return net !== null && gross !== null && net > gross ? { field: 'netWeight', issue: issue(k('netOverGross')) } : null;
  },
  // Limited quantities are small inner packagings: at most 30 kg gross per package.
  (v) => {
    const gross = num(v.grossWeight);
    const packages = num(v.packages);
    return v.limitedQuantity === true && gross !== null && packages ? (gross / packages > 30 ? { field: 'limitedQuantity', issue: issue(k('limitedQuantityTooHeavy')) } : null) : null;
  },
];

const OWNER = [{ party: 'owner', permission: 'decl:dangerous:edit' }] as const;
const TERMINAL = [{ party: 'counterpart', permission: 'decl:dangerous:audit' }] as const;
const UPLOAD = { bizType: 'common', businessType: 'dangerousDeclaration' } as const;

export const dgDeclarationEntity = describeEntity<Schemas['DangerousDeclaration']>()<DgDeclarationStatus>({
  name: 'decl.dgDeclaration',
  titleField: 'declNo',
  fields: {
    id: { label: f('id'), kind: 'text', readOnly: true },
    declNo: { label: f('declNo'), kind: 'text', readOnly: true, width: 150 },
    status: { label: f('status'), kind: 'select', readOnly: true, width: 90 },
    ownerCompanyName: { label: f('ownerCompanyName'), kind: 'text', readOnly: true, width: 200 },
    terminalId: { label: f('terminalId'), kind: 'reference', required: true, reference: { operation: 'listDeclarationTerminals', value: 'id', label: 'name' } },
    terminalCompanyName: { label: f('terminalId'), kind: 'text', readOnly: true, width: 200 },
    voyageId: { label: f('voyageId'), kind: 'reference', required: true, reference: { operation: 'listVoyages', value: 'id', label: 'vesselName' } },
    vesselName: { label: f('vesselName'), kind: 'text', readOnly: true, width: 180 },
    voyageNo: { label: f('voyageNo'), kind: 'text', readOnly: true, width: 90 },
    blNo: { label: f('blNo'), kind: 'text', required: true, maxLength: 30, width: 150 },
    containerNo: { label: f('containerNo'), kind: 'container', required: true, maxLength: 11, validate: [validateContainerNo], width: 130 },
    sizeType: { label: f('sizeType'), kind: 'select', required: true, options: DG_SIZE_TYPES, width: 80 },
    unNo: { label: f('unNo'), kind: 'text', required: true, maxLength: 4, validate: [validateUnNumber], width: 80 },
    properShippingName: { label: f('properShippingName'), kind: 'text', required: true, maxLength: 200, width: 240 },
    imdgClass: { label: f('imdgClass'), kind: 'select', required: true, options: IMDG_CLASSES, width: 90 },
    subsidiaryRisks: { label: f('subsidiaryRisks'), kind: 'text', maxLength: 20, validate: [validateSubsidiaryRisks], width: 100 },
    packingGroup: { label: f('packingGroup'), kind: 'select', options: PACKING_GROUPS, width: 80 },
    flashPoint: { label: f('flashPoint'), kind: 'decimal', min: -100, max: 400, width: 90 },
    ems: { label: f('ems'), kind: 'text', required: true, maxLength: 10, validate: [validateEms], width: 90 },
    marinePollutant: { label: f('marinePollutant'), kind: 'boolean', width: 90 },
    limitedQuantity: { label: f('limitedQuantity'), kind: 'boolean', width: 90 },
    packages: { label: f('packages'), kind: 'integer', required: true, min: 1, max: 99999, width: 80 },
    packageKind: { label: f('packageKind'), kind: 'text', required: true, maxLength: 40, width: 120 },
    netWeight: { label: f('netWeight'), kind: 'decimal', required: true, min: 0.001, max: 60000, width: 110 },
    grossWeight: { label: f('grossWeight'), kind: 'decimal', required: true, min: 0.001, max: 60000, width: 110 },
    emergencyContact: { label: f('emergencyContact'), kind: 'text', required: true, maxLength: 50, width: 120 },
    emergencyPhone: { label: f('emergencyPhone'), kind: 'text', required: true, maxLength: 20, validate: [validateEmergencyPhone], width: 140 },
    dgDeclarationFile: { label: f('dgDeclarationFile'), kind: 'file', required: true, upload: UPLOAD },
    packingCertificateFile: { label: f('packingCertificateFile'), kind: 'file', required: true, upload: UPLOAD },
    sdsFile: { label: f('sdsFile'), kind: 'file', required: true, upload: UPLOAD },
    rejectReason: { label: f('rejectReason'), kind: 'text', readOnly: true },
    createTime: { label: f('createTime'), kind: 'datetime', readOnly: true, width: 170 },
    updateTime: { label: f('updateTime'), kind: 'datetime', readOnly: true, width: 170 },
  },
  checks: dgChecks,
  filters: [
    { field: 'declNo', match: 'prefix' },
    { field: 'containerNo', match: 'prefix' },
    { field: 'unNo', match: 'exact' },
    { field: 'imdgClass', match: 'exact' },
    { field: 'blNo', match: 'prefix' },
    { field: 'status', match: 'in' },
    { field: 'createTime', match: 'range' },
  ],
  sorts: ['createTime', 'declNo'],
  defaultSort: { field: 'createTime', order: 'desc' },
  columns: ['declNo', 'status', 'containerNo', 'unNo', 'imdgClass', 'packingGroup', 'properShippingName', 'vesselName', 'voyageNo', 'blNo', 'ownerCompanyName', 'createTime'],
  detail: [
    { title: 'decl.dg.sections.shipment', fields: ['declNo', 'status', 'ownerCompanyName', 'terminalCompanyName', 'vesselName', 'voyageNo', 'blNo', 'containerNo', 'sizeType', 'rejectReason'] },
    { title: 'decl.dg.sections.goods', fields: ['unNo', 'properShippingName', 'imdgClass', 'subsidiaryRisks', 'packingGroup', 'flashPoint', 'ems', 'marinePollutant', 'limitedQuantity'] },
    { title: 'decl.dg.sections.quantity', fields: ['packages', 'packageKind', 'netWeight', 'grossWeight', 'emergencyContact', 'emergencyPhone'] },
    { title: 'decl.dg.sections.documents', fields: ['dgDeclarationFile', 'packingCertificateFile', 'sdsFile', 'createTime', 'updateTime'] },
  ],
  form: [
    { title: 'decl.dg.sections.shipment', fields: ['terminalId', 'voyageId', 'blNo', 'containerNo', 'sizeType'] },
    { title: 'decl.dg.sections.goods', fields: ['unNo', 'properShippingName', 'imdgClass', 'subsidiaryRisks', 'packingGroup', 'flashPoint', 'ems', 'marinePollutant', 'limitedQuantity'] },
    { title: 'decl.dg.sections.quantity', fields: ['packages', 'packageKind', 'netWeight', 'grossWeight', 'emergencyContact', 'emergencyPhone'] },
    { title: 'decl.dg.sections.documents', fields: ['dgDeclarationFile', 'packingCertificateFile', 'sdsFile'] },
  ],
  export: ['declNo', 'status', 'ownerCompanyName', 'terminalCompanyName', 'vesselName', 'voyageNo', 'blNo', 'containerNo', 'sizeType', 'unNo', 'properShippingName',
    'imdgClass', 'subsidiaryRisks', 'packingGroup', 'flashPoint', 'ems', 'marinePollutant', 'limitedQuantity', 'packages', 'packageKind', 'netWeight', 'grossWeight',
    'emergencyContact', 'emergencyPhone', 'createTime'],
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
    { kind: 'decl.dgDeclaration.accept', label: 'decl.pages.dgDeclarations', states: ['submitted'], party: 'counterpart', action: 'accept', overdueMinutes: 240 },
    { kind: 'decl.dgDeclaration.resubmit', label: 'decl.pages.dgDeclarations', states: ['rejected'], party: 'owner', action: 'resubmit', overdueMinutes: 1440 },
  ],
  operations: {
    list: 'listDangerousDeclarations',
    get: 'getDangerousDeclaration',
    create: 'createDangerousDeclaration',
    update: 'updateDangerousDeclaration',
    transition: 'transitionDangerousDeclaration',
    history: 'getDangerousDeclarationHistory',
    export: 'exportDangerousDeclarations',
  },
  permissions: { list: 'decl:dangerous:list', view: 'decl:dangerous:list', create: 'decl:dangerous:edit', edit: 'decl:dangerous:edit', export: 'decl:dangerous:list' },
});
