/** 船舶: a vessel of the schedule (SPEC §6 vessel:code:*). */
import type { Schemas } from '../../contract';
import { describeEntity } from '../../domain/describe';
import { validateCallSign, validateCountryCode, validateImo, validateMmsi } from '../../rules/maritime';

export const VESSEL_TYPES = {
  container: 'vessel.vessel.types.container',
  bulk: 'vessel.vessel.types.bulk',
  tanker: 'vessel.vessel.types.tanker',
  general: 'vessel.vessel.types.general',
  roro: 'vessel.vessel.types.roro',
  barge: 'vessel.vessel.types.barge',
} as const satisfies Record<Schemas['VesselType'], string>;

export const vesselEntity = describeEntity<Schemas['Vessel']>()({
  name: 'vessel.vessel',
  titleField: 'nameEn',
  fields: {
    id: { label: 'vessel.vessel.fields.id', kind: 'text', readOnly: true },
    code: { label: 'vessel.vessel.fields.code', kind: 'text', required: true, maxLength: 10, width: 100 },
    nameZh: { label: 'vessel.vessel.fields.nameZh', kind: 'text', maxLength: 60, width: 160 },
    nameEn: { label: 'vessel.vessel.fields.nameEn', kind: 'text', required: true, maxLength: 60, width: 220 },
    imo: { label: 'vessel.vessel.fields.imo', kind: 'text', required: true, maxLength: 7, validate: [validateImo], width: 110 },
    mmsi: { label: 'vessel.vessel.fields.mmsi', kind: 'text', maxLength: 9, validate: [validateMmsi], width: 120 },
    callSign: { label: 'vessel.vessel.fields.callSign', kind: 'text', maxLength: 10, validate: [validateCallSign], width: 100 },
    flag: { label: 'vessel.vessel.fields.flag', kind: 'text', maxLength: 2, validate: [validateCountryCode], width: 80 },
    type: { label: 'vessel.vessel.fields.type', kind: 'select', required: true, options: VESSEL_TYPES, width: 100 },
    teu: { label: 'vessel.vessel.fields.teu', kind: 'integer', width: 90 },
    createTime: { label: 'vessel.vessel.fields.createTime', kind: 'datetime', readOnly: true, width: 170 },
    updateTime: { label: 'vessel.vessel.fields.updateTime', kind: 'datetime', readOnly: true, width: 170 },
  },
  filters: [
    { field: 'nameEn', match: 'contains' },
    { field: 'nameZh', match: 'contains' },
    { field: 'imo', match: 'exact' },
    { field: 'flag', match: 'exact' },
    { field: 'type', match: 'exact' },
  ],
  sorts: ['nameEn', 'createTime'],
  defaultSort: { field: 'nameEn', order: 'asc' },
  columns: ['code', 'nameEn', 'nameZh', 'imo', 'mmsi', 'callSign', 'flag', 'type', 'teu'],
  detail: [
    { title: 'vessel.vessel.sections.identity', fields: ['code', 'nameEn', 'nameZh', 'imo', 'mmsi', 'callSign'] },
    { title: 'vessel.vessel.sections.particulars', fields: ['flag', 'type', 'teu', 'createTime', 'updateTime'] },
  ],
  form: [
    { title: 'vessel.vessel.sections.identity', fields: ['code', 'nameEn', 'nameZh', 'imo', 'mmsi', 'callSign'] },
    { title: 'vessel.vessel.sections.particulars', fields: ['flag', 'type', 'teu'] },
  ],
  export: ['code', 'nameEn', 'nameZh', 'imo', 'mmsi', 'callSign', 'flag', 'type', 'teu', 'createTime'],
  operations: {
    list: 'listVessels',
    get: 'getVessel',
    create: 'createVessel',
    update: 'updateVessel',
    history: 'getVesselHistory',
    export: 'exportVessels',
  },
  permissions: { list: 'vessel:code:list', view: 'vessel:code:list', create: 'vessel:code:edit', edit: 'vessel:code:edit', export: 'vessel:code:export' },
});
