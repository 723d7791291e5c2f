/**
 * 费目费率 (SPEC §2.8 /yardCostManage): one line of a yard's or terminal's tariff — a fee item for containers of a
 * size, type group and full/empty state (blank = any), its price in cents and, for per-day items, the free days.
 */
import type { Schemas } from '../../contract';
import { describeEntity } from '../../domain/describe';

const f = (name: string) => `yardfee.item.fields.${name}`;
export const ITEM_CODE_LABELS = {
  STORAGE: 'yardfee.itemCodes.STORAGE', LIFT_OFF: 'yardfee.itemCodes.LIFT_OFF', LIFT_ON: 'yardfee.itemCodes.LIFT_ON', REEFER: 'yardfee.itemCodes.REEFER', WEIGH: 'yardfee.itemCodes.WEIGH',
} as const satisfies Record<Schemas['YardFeeItemCode'], string>;
export const CTN_SIZE_LABELS = { '20': 'yardfee.sizes.20', '40': 'yardfee.sizes.40', '45': 'yardfee.sizes.45' } as const;
export const CTN_TYPE_LABELS = { G: 'yardfee.types.G', R: 'yardfee.types.R', U: 'yardfee.types.U', P: 'yardfee.types.P', T: 'yardfee.types.T' } as const;
export const EMPTY_FULL_LABELS = { E: 'yardfee.emptyFull.E', F: 'yardfee.emptyFull.F' } as const;

export const yardFeeItemEntity = describeEntity<Schemas['YardFeeItem']>()({
  name: 'yardfee.item',
  titleField: 'name',
  fields: {
    id: { label: f('id'), kind: 'text', readOnly: true },
    itemCode: { label: f('itemCode'), kind: 'select', required: true, options: ITEM_CODE_LABELS, width: 120 },
    name: { label: f('name'), kind: 'text', required: true, maxLength: 40, width: 180 },
    ctnSize: { label: f('ctnSize'), kind: 'select', options: CTN_SIZE_LABELS, width: 90 },
    ctnType: { label: f('ctnType'), kind: 'select', options: CTN_TYPE_LABELS, width: 100 },
    emptyFull: { label: f('emptyFull'), kind: 'select', options: EMPTY_FULL_LABELS, width: 90 },
    freeDays: { label: f('freeDays'), kind: 'integer', required: true, min: 0, max: 365, width: 90 },
    priceCents: { label: f('priceCents'), kind: 'money', required: true, min: 0, max: 100_000_000, width: 120 },
    operatorName: { label: f('operatorName'), kind: 'text', readOnly: true, width: 200 },
    updateTime: { label: f('updateTime'), kind: 'datetime', readOnly: true, width: 170 },
  },
  filters: [
    { field: 'itemCode', match: 'exact' },
    { field: 'name', match: 'contains' },
  ],
  sorts: ['updateTime'],
  defaultSort: { field: 'updateTime', order: 'desc' },
  columns: ['itemCode', 'name', 'ctnSize', 'ctnType', 'emptyFull', 'freeDays', 'priceCents', 'operatorName', 'updateTime'],
  detail: [{ title: 'yardfee.sections.item', fields: ['itemCode', 'name', 'ctnSize', 'ctnType', 'emptyFull', 'freeDays', 'priceCents', 'operatorName', 'updateTime'] }],
  form: [{ title: 'yardfee.sections.item', fields: ['itemCode', 'name', 'ctnSize', 'ctnType', 'emptyFull', 'freeDays', 'priceCents'] }],
  export: ['itemCode', 'name', 'ctnSize', 'ctnType', 'emptyFull', 'freeDays', 'priceCents', 'operatorName', 'updateTime'],
  operations: {
    list: 'listYardFeeItems',
    get: 'getYardFeeItem',
    create: 'createYardFeeItem',
    update: 'updateYardFeeItem',
    remove: 'deleteYardFeeItem',
    export: 'exportYardFeeItems',
  },
  permissions: { list: 'yardfee:tariff', view: 'yardfee:tariff', create: 'yardfee:tariff', edit: 'yardfee:tariff', remove: 'yardfee:tariff', export: 'yardfee:tariff' },
});
