/**
 * 驳船订单: containers to move by barge between the main port (CNNGB) and a branch or river port. The
 * forwarder places it into the order pool (laden and empty: one list, the load as data); a barge operator
 * takes it into one of its barges and a voyage (one taker wins); it sails; the main-port terminal, which
 * receives it as its gathering order (集港单, bargeOrderDetail), confirms the containers gathered.
 */
import type { Schemas } from '../../contract';
import { describeEntity } from '../../domain/describe';
import { validateBargeContainerLines } from './containers';

export type BargeOrderStatus = Schemas['BargeOrderStatus'];
export type BargeRiverPort = Schemas['BargeRiverPort'];

/** The main port the feeder service runs to and from. */
export const MAIN_PORT = 'CNNGB';

export const BARGE_RIVER_PORTS = {
  CNHGH: 'barge.order.ports.CNHGH', CNWNZ: 'barge.order.ports.CNWNZ', CNZOS: 'barge.order.ports.CNZOS', CNTAG: 'barge.order.ports.CNTAG',
  CNZJG: 'barge.order.ports.CNZJG', CNNTG: 'barge.order.ports.CNNTG', CNNKG: 'barge.order.ports.CNNKG', CNWHI: 'barge.order.ports.CNWHI',
  CNJIU: 'barge.order.ports.CNJIU', CNWUH: 'barge.order.ports.CNWUH', CNCKG: 'barge.order.ports.CNCKG',
} as const satisfies Record<BargeRiverPort, string>;

export const BARGE_TERMINALS = {
  BLCT: 'barge.order.terminals.BLCT', BLCT2: 'barge.order.terminals.BLCT2', MSICT: 'barge.order.terminals.MSICT', NBCT: 'barge.order.terminals.NBCT',
} as const satisfies Record<Schemas['BargeTerminal'], string>;

export const BARGE_DIRECTIONS = { export: 'barge.order.directions.export', import: 'barge.order.directions.import' } as const satisfies Record<Schemas['BargeDirection'], string>;
export const BARGE_LOADS = { laden: 'barge.order.loads.laden', empty: 'barge.order.loads.empty' } as const satisfies Record<Schemas['BargeLoad'], string>;

const OWNER = [{ party: 'owner', permission: 'barge:order:edit' }] as const;
/** Any barge operator may take an order from the pool (it has no counterpart yet). */
const POOL = [{ permission: 'barge:pool:take' }] as const;
const OPERATOR = [{ party: 'counterpart', permission: 'barge:order:operate' }] as const;
const TERMINAL = [{ party: 'third', permission: 'barge:gather:confirm' }] as const;
const f = (name: string) => `barge.order.fields.${name}`;

export const bargeOrderEntity = describeEntity<Schemas['BargeOrder']>()<BargeOrderStatus>({
  name: 'barge.order',
  titleField: 'orderNo',
  fields: {
    id: { label: f('id'), kind: 'text', readOnly: true },
    orderNo: { label: f('orderNo'), kind: 'text', readOnly: true, width: 160 },
    direction: { label: f('direction'), kind: 'select', required: true, options: BARGE_DIRECTIONS, width: 80 },
    load: { label: f('load'), kind: 'select', required: true, options: BARGE_LOADS, width: 80 },
    riverPort: { label: f('riverPort'), kind: 'select', required: true, options: BARGE_RIVER_PORTS, width: 130 },
    fromPort: { label: f('fromPort'), kind: 'text', readOnly: true, width: 90 },
    toPort: { label: f('toPort'), kind: 'text', readOnly: true, width: 90 },
    terminalCode: { label: f('terminalCode'), kind: 'select', required: true, options: BARGE_TERMINALS, width: 150 },
    terminalCompanyName: { label: f('terminalCompanyName'), kind: 'text', readOnly: true, width: 200 },
    voyageId: { label: f('voyageId'), kind: 'reference', reference: { operation: 'listVoyages', value: 'id', label: 'vesselName' } },
    vesselName: { label: f('vesselName'), kind: 'text', readOnly: true, width: 220 },
    voyageNo: { label: f('voyageNo'), kind: 'text', readOnly: true, width: 90 },
    blNo: { label: f('blNo'), kind: 'text', maxLength: 30, width: 150 },
    planDate: { label: f('planDate'), kind: 'date', required: true, width: 110 },
    containerList: { label: f('containerList'), kind: 'textarea', required: true, maxLength: 4000, validate: [validateBargeContainerLines], placeholder: 'barge.order.containerHint' },
    containerCount: { label: f('containerCount'), kind: 'integer', readOnly: true, width: 70 },
    teu: { label: f('teu'), kind: 'integer', readOnly: true, width: 70 },
    remark: { label: f('remark'), kind: 'textarea', maxLength: 500 },
    status: { label: f('status'), kind: 'select', readOnly: true, width: 90 },
    bargeId: { label: f('bargeId'), kind: 'reference', reference: { operation: 'listBarges', value: 'id', label: 'name' } },
    bargeName: { label: f('bargeName'), kind: 'text', readOnly: true, width: 130 },
    bargeVoyageNo: { label: f('bargeVoyageNo'), kind: 'text', maxLength: 20, width: 110 },
    bargeCompanyName: { label: f('bargeCompanyName'), kind: 'text', readOnly: true, width: 180 },
    ownerCompanyName: { label: f('ownerCompanyName'), kind: 'text', readOnly: true, width: 200 },
    takeTime: { label: f('takeTime'), kind: 'datetime', readOnly: true, width: 170 },
    createTime: { label: f('createTime'), kind: 'datetime', readOnly: true, width: 170 },
    updateTime: { label: f('updateTime'), kind: 'datetime', readOnly: true, width: 170 },
  },
  // The first three show before 展开: the pools' filters (state, load) among them.
  filters: [
    { field: 'orderNo', match: 'prefix' },
    { field: 'status', match: 'in' },
    { field: 'load', match: 'exact' },
    { field: 'direction', match: 'exact' },
    { field: 'riverPort', match: 'exact' },
    { field: 'terminalCode', match: 'exact' },
    { field: 'containerList', match: 'contains' },
    { field: 'bargeName', match: 'contains' },
    { field: 'createTime', match: 'range' },
  ],
  sorts: ['createTime', 'orderNo'],
  defaultSort: { field: 'createTime', order: 'desc' },
  columns: ['orderNo', 'direction', 'load', 'fromPort', 'toPort', 'terminalCode', 'planDate', 'containerCount', 'teu', 'bargeName', 'ownerCompanyName', 'status'],
  detail: [
    { title: 'barge.order.sections.route', fields: ['orderNo', 'direction', 'load', 'fromPort', 'toPort', 'terminalCode', 'terminalCompanyName', 'planDate', 'status'] },
    { title: 'barge.order.sections.cargo', fields: ['vesselName', 'voyageNo', 'blNo', 'containerCount', 'teu', 'remark'] },
    { title: 'barge.order.sections.barge', fields: ['bargeCompanyName', 'bargeName', 'bargeVoyageNo', 'takeTime'] },
    { title: 'barge.order.sections.record', fields: ['ownerCompanyName', 'createTime', 'updateTime'] },
  ],
  form: [
    { title: 'barge.order.sections.route', fields: ['direction', 'load', 'riverPort', 'terminalCode', 'planDate'] },
    { title: 'barge.order.sections.cargo', fields: ['voyageId', 'blNo', 'containerList', 'remark'] },
  ],
  export: ['orderNo', 'direction', 'load', 'fromPort', 'toPort', 'terminalCode', 'terminalCompanyName', 'planDate', 'vesselName', 'voyageNo', 'blNo', 'containerCount', 'teu',
    'containerList', 'bargeCompanyName', 'bargeName', 'bargeVoyageNo', 'ownerCompanyName', 'createTime', 'status'],
  status: {
    field: 'status',
    initial: 'draft',
    states: {
      draft: { label: 'barge.order.status.draft', color: 'gray', draft: true },
      pooled: { label: 'barge.order.status.pooled', color: 'blue', locked: true },
      taken: { label: 'barge.order.status.taken', color: 'arcoblue', locked: true },
      sailing: { label: 'barge.order.status.sailing', color: 'cyan', locked: true },
      completed: { label: 'barge.order.status.completed', color: 'green', final: true },
      cancelled: { label: 'barge.order.status.cancelled', color: 'gray', final: true },
    },
    transitions: [
      { action: 'submit', label: 'barge.order.actions.submit', from: ['draft'], to: 'pooled', by: OWNER, confirm: 'barge.order.confirm.submit' },
      { action: 'take', label: 'barge.order.actions.take', from: ['pooled'], to: 'taken', by: POOL, requires: { fields: ['bargeId', 'bargeVoyageNo'] }, notify: ['owner', 'third'] },
      { action: 'release', label: 'barge.order.actions.release', from: ['taken'], to: 'pooled', by: OPERATOR, requires: { reason: true }, notify: ['owner', 'third'], danger: true },
      { action: 'depart', label: 'barge.order.actions.depart', from: ['taken'], to: 'sailing', by: OPERATOR, notify: ['owner', 'third'], confirm: 'barge.order.confirm.depart' },
      { action: 'complete', label: 'barge.order.actions.complete', from: ['sailing'], to: 'completed', by: TERMINAL, notify: ['owner', 'counterpart'], confirm: 'barge.order.confirm.complete' },
      { action: 'cancel', label: 'barge.order.actions.cancel', from: ['draft', 'pooled'], to: 'cancelled', by: OWNER, confirm: 'barge.order.confirm.cancel', danger: true },
    ],
  },
  // The work queue (issue 26): what waits for whom, and the default limit after which it is overdue.
  work: [
    { kind: 'barge.order.take', label: 'barge.pages.pool', states: ['pooled'], party: 'pool', action: 'take', overdueMinutes: 120 },
    { kind: 'barge.order.complete', label: 'barge.pages.pool', states: ['sailing'], party: 'third', action: 'complete', overdueMinutes: 720 },
  ],
  operations: {
    list: 'listBargeOrders',
    get: 'getBargeOrder',
    create: 'createBargeOrder',
    update: 'updateBargeOrder',
    transition: 'transitionBargeOrder',
    history: 'getBargeOrderHistory',
    export: 'exportBargeOrders',
  },
  permissions: { list: 'barge:order:list', view: 'barge:order:list', create: 'barge:order:edit', edit: 'barge:order:edit', export: 'barge:order:export' },
});
