/**
 * 船期: a vessel's call at a terminal (import and export voyage numbers, times, cut-offs) and its status
 * flow planned → berthed → departed → closed, or planned → cancelled.
 */
import type { Schemas } from '../../contract';
import { describeEntity } from '../../domain/describe';
import { validateUnlocode } from '../../rules/maritime';

export type VoyageStatus = Schemas['VoyageStatus'];

/**
 * The staff of the terminal working the call (its counterpart) berth and depart it, or platform staff; the owner
 * (the shipping-line agent that entered it) is told. A permission held by any other company is no way in.
 */
const TERMINAL = [{ permission: 'vessel:voyage:berth', party: 'counterpart' }, { permission: 'vessel:voyage:berth', platform: true }] as const;
/** The owner closes and cancels its calls; platform staff may too. */
const OWNER_CLOSES = [{ permission: 'vessel:voyage:close', party: 'owner' }, { permission: 'vessel:voyage:close', platform: true }] as const;

export const voyageEntity = describeEntity<Schemas['Voyage']>()<VoyageStatus>({
  name: 'vessel.voyage',
  titleField: 'vesselName',
  fields: {
    id: { label: 'vessel.voyage.fields.id', kind: 'text', readOnly: true },
    vesselId: {
      label: 'vessel.voyage.fields.vesselId', kind: 'reference', required: true,
      reference: { operation: 'listVessels', value: 'id', label: 'nameEn' },
    },
    vesselCode: { label: 'vessel.voyage.fields.vesselCode', kind: 'text', readOnly: true, width: 90 },
    vesselName: { label: 'vessel.voyage.fields.vesselName', kind: 'text', readOnly: true, width: 240 },
    importVoyage: { label: 'vessel.voyage.fields.importVoyage', kind: 'text', maxLength: 20, width: 110 },
    exportVoyage: { label: 'vessel.voyage.fields.exportVoyage', kind: 'text', maxLength: 20, width: 110 },
    portCode: { label: 'vessel.voyage.fields.portCode', kind: 'text', required: true, maxLength: 5, validate: [validateUnlocode], width: 90 },
    terminalCode: { label: 'vessel.voyage.fields.terminalCode', kind: 'text', required: true, maxLength: 20, width: 100 },
    berth: { label: 'vessel.voyage.fields.berth', kind: 'text', maxLength: 20, width: 80 },
    eta: { label: 'vessel.voyage.fields.eta', kind: 'datetime', required: true, width: 170 },
    etd: { label: 'vessel.voyage.fields.etd', kind: 'datetime', width: 170 },
    ata: { label: 'vessel.voyage.fields.ata', kind: 'datetime', readOnly: true, width: 170 },
    atd: { label: 'vessel.voyage.fields.atd', kind: 'datetime', readOnly: true, width: 170 },
    docCutoff: { label: 'vessel.voyage.fields.docCutoff', kind: 'datetime', width: 170 },
    gateCutoff: { label: 'vessel.voyage.fields.gateCutoff', kind: 'datetime', width: 170 },
    status: { label: 'vessel.voyage.fields.status', kind: 'select', readOnly: true, width: 100 },
    ownerCompanyName: { label: 'vessel.voyage.fields.ownerCompanyName', kind: 'text', readOnly: true, width: 200 },
    createTime: { label: 'vessel.voyage.fields.createTime', kind: 'datetime', readOnly: true, width: 170 },
    updateTime: { label: 'vessel.voyage.fields.updateTime', kind: 'datetime', readOnly: true, width: 170 },
  },
  filters: [
    { field: 'vesselName', match: 'contains' },
    { field: 'vesselId', match: 'exact' },
    { field: 'importVoyage', match: 'prefix' },
    { field: 'exportVoyage', match: 'prefix' },
    { field: 'portCode', match: 'exact' },
    { field: 'status', match: 'in' },
    { field: 'eta', match: 'range' },
  ],
  sorts: ['eta', 'createTime'],
  defaultSort: { field: 'eta', order: 'desc' },
  columns: ['vesselName', 'importVoyage', 'exportVoyage', 'portCode', 'terminalCode', 'berth', 'eta', 'etd', 'gateCutoff', 'status'],
  detail: [
    { title: 'vessel.voyage.sections.call', fields: ['vesselName', 'vesselCode', 'importVoyage', 'exportVoyage', 'portCode', 'terminalCode', 'berth', 'status'] },
    { title: 'vessel.voyage.sections.times', fields: ['eta', 'etd', 'ata', 'atd', 'docCutoff', 'gateCutoff'] },
    { title: 'vessel.voyage.sections.record', fields: ['ownerCompanyName', 'createTime', 'updateTime'] },
  ],
  form: [
    { title: 'vessel.voyage.sections.call', fields: ['vesselId', 'importVoyage', 'exportVoyage', 'portCode', 'terminalCode', 'berth'] },
    { title: 'vessel.voyage.sections.times', fields: ['eta', 'etd', 'docCutoff', 'gateCutoff'] },
  ],
  export: ['vesselName', 'vesselCode', 'importVoyage', 'exportVoyage', 'portCode', 'terminalCode', 'berth', 'eta', 'etd', 'ata', 'atd', 'docCutoff', 'gateCutoff', 'status'],
  status: {
    field: 'status',
    initial: 'planned',
    states: {
      planned: { label: 'vessel.voyage.status.planned', color: 'blue' },
      berthed: { label: 'vessel.voyage.status.berthed', color: 'green' },
      departed: { label: 'vessel.voyage.status.departed', color: 'cyan' },
      closed: { label: 'vessel.voyage.status.closed', color: 'gray', final: true },
      cancelled: { label: 'vessel.voyage.status.cancelled', color: 'red', final: true },
    },
    transitions: [
      { action: 'berth', label: 'vessel.voyage.actions.berth', from: ['planned'], to: 'berthed', by: TERMINAL, notify: ['owner'], confirm: 'vessel.voyage.confirm.berth' },
      { action: 'depart', label: 'vessel.voyage.actions.depart', from: ['berthed'], to: 'departed', by: TERMINAL, notify: ['owner'], confirm: 'vessel.voyage.confirm.depart' },
      { action: 'close', label: 'vessel.voyage.actions.close', from: ['departed'], to: 'closed', by: OWNER_CLOSES, confirm: 'vessel.voyage.confirm.close' },
      {
        action: 'cancel', label: 'vessel.voyage.actions.cancel', from: ['planned'], to: 'cancelled',
        by: [...OWNER_CLOSES, { party: 'owner', permission: 'vessel:code:edit' }],
        requires: { reason: true }, notify: ['owner'], danger: true,
      },
    ],
  },
  operations: {
    list: 'listVoyages',
    get: 'getVoyage',
    create: 'createVoyage',
    update: 'updateVoyage',
    transition: 'transitionVoyage',
    history: 'getVoyageHistory',
    export: 'exportVoyages',
  },
  permissions: { list: 'vessel:code:list', view: 'vessel:code:list', create: 'vessel:code:edit', edit: 'vessel:code:edit', export: 'vessel:code:export' },
});
