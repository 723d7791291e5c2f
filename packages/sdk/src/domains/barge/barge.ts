/** 驳船: a barge of a barge operator (name, registration no., capacity), the operator's own list. */
import type { Schemas } from '../../contract';
import { describeEntity } from '../../domain/describe';

const f = (name: string) => `barge.barge.fields.${name}`;

export const bargeEntity = describeEntity<Schemas['Barge']>()({
  name: 'barge.barge',
  titleField: 'name',
  fields: {
    id: { label: f('id'), kind: 'text', readOnly: true },
    name: { label: f('name'), kind: 'text', required: true, maxLength: 40, width: 160 },
    registrationNo: { label: f('registrationNo'), kind: 'text', required: true, maxLength: 30, width: 180 },
    capacityTeu: { label: f('capacityTeu'), kind: 'integer', required: true, width: 110 },
    operatorCompanyName: { label: f('operatorCompanyName'), kind: 'text', readOnly: true, width: 200 },
    remark: { label: f('remark'), kind: 'textarea', maxLength: 500 },
    createTime: { label: f('createTime'), kind: 'datetime', readOnly: true, width: 170 },
    updateTime: { label: f('updateTime'), kind: 'datetime', readOnly: true, width: 170 },
  },
  filters: [
    { field: 'name', match: 'contains' },
    { field: 'registrationNo', match: 'prefix' },
  ],
  sorts: ['createTime', 'name'],
  defaultSort: { field: 'name', order: 'asc' },
  columns: ['name', 'registrationNo', 'capacityTeu', 'operatorCompanyName', 'updateTime'],
  detail: [
    { title: 'barge.barge.sections.barge', fields: ['name', 'registrationNo', 'capacityTeu', 'remark'] },
    { title: 'barge.barge.sections.record', fields: ['operatorCompanyName', 'createTime', 'updateTime'] },
  ],
  form: [{ title: 'barge.barge.sections.barge', fields: ['name', 'registrationNo', 'capacityTeu', 'remark'] }],
  operations: { list: 'listBarges', get: 'getBarge', create: 'createBarge', update: 'updateBarge' },
  permissions: { list: 'barge:barge:list', view: 'barge:barge:list', create: 'barge:barge:edit', edit: 'barge:barge:edit' },
});
