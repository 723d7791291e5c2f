/** 常用工厂: a forwarder's frequent factories (loading / unloading addresses), kept per company (SPEC §2.10). */
import type { Schemas } from '../../contract';
import { describeEntity } from '../../domain/describe';
import { validatePhone } from '../../rules/formats';

export const factoryEntity = describeEntity<Schemas['TruckFactory']>()({
  name: 'trucking.factory',
  titleField: 'factoryName',
  fields: {
    id: { label: 'trucking.directory.factoryName', kind: 'text', readOnly: true },
    factoryName: { label: 'trucking.directory.factoryName', kind: 'text', required: true, maxLength: 60, width: 196 },
    address: { label: 'trucking.directory.address', kind: 'text', required: true, maxLength: 200, width: 280 },
    contactName: { label: 'trucking.directory.contactName', kind: 'text', maxLength: 30, width: 84 },
    contactPhone: { label: 'trucking.directory.contactPhone', kind: 'text', maxLength: 20, validate: [validatePhone], width: 130 },
    remark: { label: 'trucking.directory.remark', kind: 'textarea', maxLength: 200, width: 168 },
    companyName: { label: 'trucking.directory.company', kind: 'text', readOnly: true, width: 196 },
    createTime: { label: 'trucking.fields.createTime', kind: 'datetime', readOnly: true, width: 140 },
    updateTime: { label: 'trucking.fields.updateTime', kind: 'datetime', readOnly: true },
  },
  filters: [
    { field: 'factoryName', match: 'prefix' },
    { field: 'address', match: 'contains' },
  ],
  sorts: ['createTime', 'factoryName'],
  defaultSort: { field: 'createTime', order: 'desc' },
  columns: ['factoryName', 'address', 'contactName', 'contactPhone', 'remark', 'companyName', 'createTime'],
  detail: [{ title: 'trucking.pages.factories', fields: ['factoryName', 'address', 'contactName', 'contactPhone', 'remark', 'companyName', 'createTime'] }],
  form: [{ title: 'trucking.pages.factories', fields: ['factoryName', 'address', 'contactName', 'contactPhone', 'remark'] }],
  export: ['factoryName', 'address', 'contactName', 'contactPhone', 'remark', 'companyName', 'createTime'],
  operations: {
    list: 'listTruckFactories',
    get: 'getTruckFactory',
    create: 'createTruckFactory',
    update: 'updateTruckFactory',
    remove: 'deleteTruckFactory',
    export: 'exportTruckFactories',
  },
  permissions: {
    list: 'trucking:factory:list', view: 'trucking:factory:list', create: 'trucking:factory:add', edit: 'trucking:factory:edit', remove: 'trucking:factory:remove', export: 'trucking:factory:export',
  },
});
