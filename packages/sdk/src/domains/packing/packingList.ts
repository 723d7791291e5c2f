/**
 * 装箱单 (SPEC §2.8 /packingQuery: PackingListCompare, PackingListEdit, PackingEdit; /emptyApplyDomestic/
 * entraInfoCompareDomestic): the forwarder's packing list of one container — container no. (ISO 6346), seal,
 * cargo lines (description, HS code, packages and kind, gross weight, volume, marks) — compared with the terminal's
 * pre-entry data (what the terminal enters, else its pre-arrival/gate-in record of the container), differences
 * shown field by field and corrected by the forwarder; submitted, then confirmed or returned by the terminal.
 */
import type { Schemas } from '../../contract';
import { describeEntity } from '../../domain/describe';
import { validateContainerNo, validateSealNo } from '../decl';
import { validateCargoLines } from './lines';

export type PackingListStatus = Schemas['PackingListStatus'];

export const PACKING_SIZE_TYPES = { '20GP': 'packing.sizeTypes.20GP', '40GP': 'packing.sizeTypes.40GP', '40HC': 'packing.sizeTypes.40HC', '45HC': 'packing.sizeTypes.45HC' } as const;
export const TERMINAL_SOURCES = { terminal: 'packing.list.sources.terminal', gateIn: 'packing.list.sources.gateIn', preArrival: 'packing.list.sources.preArrival' } as const;

const f = (name: string) => `packing.list.fields.${name}`;
const OWNER = [{ party: 'owner', permission: 'packing:edit' }] as const;
const TERMINAL = [{ party: 'counterpart', permission: 'packing:confirm' }] as const;

export const packingListEntity = describeEntity<Schemas['PackingList']>()<PackingListStatus>({
  name: 'packing.list',
  titleField: 'packingNo',
  fields: {
    id: { label: f('id'), kind: 'text', readOnly: true },
    packingNo: { label: f('packingNo'), kind: 'text', readOnly: true, width: 150 },
    status: { label: f('status'), kind: 'select', readOnly: true, width: 90 },
    ownerCompanyName: { label: f('ownerCompanyName'), kind: 'text', readOnly: true, width: 200 },
    terminalId: { label: f('terminalId'), kind: 'reference', required: true, reference: { operation: 'listPackingTerminals', value: 'id', label: 'name' } },
    terminalCompanyName: { label: f('terminalId'), kind: 'text', readOnly: true, width: 200 },
    containerNo: { label: f('containerNo'), kind: 'container', required: true, maxLength: 11, validate: [validateContainerNo], width: 130 },
    sizeType: { label: f('sizeType'), kind: 'select', required: true, options: PACKING_SIZE_TYPES, width: 90 },
    sealNo: { label: f('sealNo'), kind: 'text', required: true, maxLength: 15, validate: [validateSealNo], width: 110 },
    blNo: { label: f('blNo'), kind: 'text', maxLength: 30, width: 150 },
    cargoLines: { label: f('cargoLines'), kind: 'textarea', required: true, maxLength: 6000, validate: [validateCargoLines], placeholder: 'packing.list.linesHint' },
    lineCount: { label: f('lineCount'), kind: 'integer', readOnly: true, width: 70 },
    packages: { label: f('packages'), kind: 'integer', readOnly: true, width: 80 },
    grossWeight: { label: f('grossWeight'), kind: 'decimal', readOnly: true, width: 110 },
    volume: { label: f('volume'), kind: 'decimal', readOnly: true, width: 90 },
    terminalSource: { label: f('terminalSource'), kind: 'select', readOnly: true, options: TERMINAL_SOURCES, width: 110 },
    terminalSealNo: { label: f('terminalSealNo'), kind: 'text', readOnly: true, width: 110 },
    terminalPackages: { label: f('terminalPackages'), kind: 'integer', readOnly: true, width: 90 },
    terminalGrossWeight: { label: f('terminalGrossWeight'), kind: 'decimal', readOnly: true, width: 110 },
    terminalVolume: { label: f('terminalVolume'), kind: 'decimal', readOnly: true, width: 90 },
    returnReason: { label: f('returnReason'), kind: 'text', readOnly: true },
    confirmTime: { label: f('confirmTime'), kind: 'datetime', readOnly: true, width: 170 },
    createTime: { label: f('createTime'), kind: 'datetime', readOnly: true, width: 170 },
    updateTime: { label: f('updateTime'), kind: 'datetime', readOnly: true, width: 170 },
  },
  filters: [
    { field: 'packingNo', match: 'prefix' },
    { field: 'containerNo', match: 'prefix' },
    { field: 'blNo', match: 'prefix' },
    { field: 'status', match: 'in' },
    { field: 'createTime', match: 'range' },
  ],
  sorts: ['createTime', 'packingNo'],
  defaultSort: { field: 'createTime', order: 'desc' },
  columns: ['packingNo', 'status', 'containerNo', 'sizeType', 'sealNo', 'blNo', 'packages', 'grossWeight', 'volume', 'terminalCompanyName', 'ownerCompanyName', 'createTime'],
  detail: [
    { title: 'packing.list.sections.container', fields: ['packingNo', 'status', 'ownerCompanyName', 'terminalCompanyName', 'containerNo', 'sizeType', 'sealNo', 'blNo'] },
    // The lines themselves show as a table beside the detail (the console's extras).
    { title: 'packing.list.sections.cargo', fields: ['lineCount', 'packages', 'grossWeight', 'volume'] },
    { title: 'packing.list.sections.terminal', fields: ['terminalSource', 'terminalSealNo', 'terminalPackages', 'terminalGrossWeight', 'terminalVolume', 'returnReason', 'confirmTime', 'createTime', 'updateTime'] },
  ],
  form: [
    { title: 'packing.list.sections.container', fields: ['terminalId', 'containerNo', 'sizeType', 'sealNo', 'blNo'] },
    { title: 'packing.list.sections.cargo', fields: ['cargoLines'] },
  ],
  export: ['packingNo', 'status', 'ownerCompanyName', 'terminalCompanyName', 'containerNo', 'sizeType', 'sealNo', 'blNo', 'lineCount', 'packages', 'grossWeight', 'volume',
    'terminalSource', 'terminalSealNo', 'terminalPackages', 'terminalGrossWeight', 'terminalVolume', 'returnReason', 'confirmTime', 'createTime'],
  status: {
    field: 'status',
    initial: 'draft',
    states: {
      draft: { label: 'packing.list.status.draft', color: 'gray' }, // Not the owner's alone: the terminal enters its own data while the list is drafted (the compare flow).
      submitted: { label: 'packing.list.status.submitted', color: 'blue', locked: true },
      returned: { label: 'packing.list.status.returned', color: 'orange' },
      confirmed: { label: 'packing.list.status.confirmed', color: 'green', final: true },
      cancelled: { label: 'packing.list.status.cancelled', color: 'red', final: true },
    },
    transitions: [
      { action: 'submit', label: 'packing.list.actions.submit', from: ['draft', 'returned'], to: 'submitted', by: OWNER, notify: ['counterpart'], confirm: 'packing.list.confirm.submit' },
      { action: 'confirm', label: 'packing.list.actions.confirm', from: ['submitted'], to: 'confirmed', by: TERMINAL, notify: ['owner'], confirm: 'packing.list.confirm.confirm' },
      { action: 'return', label: 'packing.list.actions.return', from: ['submitted'], to: 'returned', by: TERMINAL, requires: { reason: true }, notify: ['owner'], danger: true },
      { action: 'cancel', label: 'packing.list.actions.cancel', from: ['draft', 'returned'], to: 'cancelled', by: OWNER, notify: ['counterpart'], danger: true, confirm: 'packing.list.confirm.cancel' },
    ],
  },
  // The work queue (issue 26): what waits for whom, and the default limit after which it is overdue.
  work: [
    { kind: 'packing.list.confirm', label: 'packing.pages.lists', states: ['submitted'], party: 'counterpart', action: 'confirm', overdueMinutes: 240 },
    { kind: 'packing.list.submit', label: 'packing.pages.lists', states: ['returned'], party: 'owner', action: 'submit', overdueMinutes: 1440 },
  ],
  operations: {
    list: 'listPackingLists',
    get: 'getPackingList',
    create: 'createPackingList',
    update: 'updatePackingList',
    transition: 'transitionPackingList',
    history: 'getPackingListHistory',
    export: 'exportPackingLists',
  },
  permissions: { list: 'packing:list', view: 'packing:list', create: 'packing:edit', edit: 'packing:edit', export: 'packing:list' },
});
