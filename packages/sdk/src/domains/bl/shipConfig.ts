/**
 * 船期配置 (SPEC ship_config_manage: td/view, td/edit, fc/view, sjjy/edit): per voyage, whether bookings and
 * B/L confirmation are open and until when. Kept by the shipping-line agent that owns the voyage (the party
 * that takes the bookings and issues the B/Ls), or platform staff. Closed (or past its deadline), the server
 * refuses booking submission and B/L confirmation with bl.shipConfig.bookingClosed / blClosed.
 */
import type { Schemas } from '../../contract';
import { describeEntity } from '../../domain/describe';

const f = (name: string) => `bl.shipConfig.fields.${name}`;

export const shipConfigEntity = describeEntity<Schemas['ShipConfig']>()({
  name: 'bl.shipConfig',
  titleField: 'voyageName',
  fields: {
    id: { label: f('id'), kind: 'text', readOnly: true },
    voyageId: { label: f('voyageId'), kind: 'reference', required: true, reference: { operation: 'listVoyages', value: 'id', label: 'vesselName' } },
    voyageName: { label: f('voyageName'), kind: 'text', readOnly: true, width: 240 },
    ownerCompanyName: { label: f('ownerCompanyName'), kind: 'text', readOnly: true, width: 180 },
    eta: { label: f('eta'), kind: 'datetime', readOnly: true, width: 170 },
    bookingOpen: { label: f('bookingOpen'), kind: 'boolean', width: 100 },
    bookingDeadline: { label: f('bookingDeadline'), kind: 'datetime', width: 170 },
    blOpen: { label: f('blOpen'), kind: 'boolean', width: 100 },
    blDeadline: { label: f('blDeadline'), kind: 'datetime', width: 170 },
    remark: { label: f('remark'), kind: 'textarea', maxLength: 500 },
    createTime: { label: f('createTime'), kind: 'datetime', readOnly: true, width: 170 },
    updateTime: { label: f('updateTime'), kind: 'datetime', readOnly: true, width: 170 },
  },
  filters: [{ field: 'voyageName', match: 'contains' }],
  sorts: ['createTime', 'updateTime'],
  defaultSort: { field: 'createTime', order: 'desc' },
  columns: ['voyageName', 'eta', 'bookingOpen', 'bookingDeadline', 'blOpen', 'blDeadline', 'ownerCompanyName', 'updateTime'],
  detail: [
    { title: 'bl.shipConfig.sections.voyage', fields: ['voyageName', 'eta', 'ownerCompanyName', 'remark'] },
    { title: 'bl.shipConfig.sections.windows', fields: ['bookingOpen', 'bookingDeadline', 'blOpen', 'blDeadline', 'createTime', 'updateTime'] },
  ],
  form: [
    { title: 'bl.shipConfig.sections.voyage', fields: ['voyageId', 'remark'] },
    { title: 'bl.shipConfig.sections.windows', fields: ['bookingOpen', 'bookingDeadline', 'blOpen', 'blDeadline'] },
  ],
  operations: {
    list: 'listShipConfigs',
    get: 'getShipConfig',
    create: 'createShipConfig',
    update: 'updateShipConfig',
    history: 'getShipConfigHistory',
    export: 'exportShipConfigs',
  },
  permissions: { list: 'bl:shipconfig:list', view: 'bl:shipconfig:list', create: 'bl:shipconfig:edit', edit: 'bl:shipconfig:edit', export: 'bl:shipconfig:list' },
});
