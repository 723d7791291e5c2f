/**
 * 客户协议费率 (SPEC §2.8 /yardCostManage/yardCostUserItemManage): a yard's or terminal's own price for one customer
 * company on one line of its tariff, optionally with other free days and within dates; it overrides the tariff in
 * the fee of that customer's container visits whose gate-in day it covers. The customer reads its rates; only the
 * operator writes them.
 */
import type { Schemas } from '../../contract';
import type { MessageKey } from '../../i18n';
import { issue } from '../../rules/core';
import { describeEntity } from '../../domain/describe';
import { ITEM_CODE_LABELS } from './item';

const f = (name: string) => `yardfee.rate.fields.${name}`;

export const yardFeeRateEntity = describeEntity<Schemas['YardFeeRate']>()({
  name: 'yardfee.rate',
  titleField: 'customerName',
  fields: {
    id: { label: f('id'), kind: 'text', readOnly: true },
    itemId: { label: f('itemId'), kind: 'reference', required: true, reference: { operation: 'listYardFeeItems', value: 'id', label: 'name' } },
    itemName: { label: f('itemName'), kind: 'text', readOnly: true, width: 180 },
    itemCode: { label: f('itemCode'), kind: 'select', readOnly: true, options: ITEM_CODE_LABELS, width: 110 },
    tariffCents: { label: f('tariffCents'), kind: 'money', readOnly: true, width: 110 },
    customerCode: { label: f('customerCode'), kind: 'text', required: true, maxLength: 20, width: 110 },
    customerName: { label: f('customerName'), kind: 'text', readOnly: true, width: 200 },
    priceCents: { label: f('priceCents'), kind: 'money', required: true, min: 0, max: 100_000_000, width: 110 },
    freeDays: { label: f('freeDays'), kind: 'integer', min: 0, max: 365, width: 90 },
    validFrom: { label: f('validFrom'), kind: 'date', width: 110 },
    validTo: { label: f('validTo'), kind: 'date', width: 110 },
    remark: { label: f('remark'), kind: 'textarea', maxLength: 200 },
    operatorName: { label: f('operatorName'), kind: 'text', readOnly: true, width: 200 },
    updateTime: { label: f('updateTime'), kind: 'datetime', readOnly: true, width: 170 },
  },
  checks: [
    (v) => (typeof v.validFrom === 'string' && typeof v.validTo === 'string' && v.validFrom && v.validTo && v.validFrom > v.validTo
      ? { field: 'validTo', issue: issue('yardfee.rate.validOrder' as MessageKey) } : null),
  ],
  filters: [
    { field: 'customerCode', match: 'prefix' },
    { field: 'customerName', match: 'contains' },
    { field: 'itemCode', match: 'exact' },
  ],
  sorts: ['updateTime'],
  defaultSort: { field: 'updateTime', order: 'desc' },
  columns: ['customerName', 'itemName', 'itemCode', 'tariffCents', 'priceCents', 'freeDays', 'validFrom', 'validTo', 'operatorName', 'updateTime'],
  detail: [
    { title: 'yardfee.sections.rate', fields: ['customerCode', 'customerName', 'itemName', 'itemCode', 'tariffCents', 'priceCents', 'freeDays', 'validFrom', 'validTo', 'remark'] },
    { title: 'yardfee.sections.record', fields: ['operatorName', 'updateTime'] },
  ],
  form: [{ title: 'yardfee.sections.rate', fields: ['customerCode', 'itemId', 'priceCents', 'freeDays', 'validFrom', 'validTo', 'remark'] }],
  export: ['customerCode', 'customerName', 'itemName', 'itemCode', 'tariffCents', 'priceCents', 'freeDays', 'validFrom', 'validTo', 'remark', 'operatorName', 'updateTime'],
  operations: {
    list: 'listYardFeeRates',
    get: 'getYardFeeRate',
    create: 'createYardFeeRate',
    update: 'updateYardFeeRate',
    remove: 'deleteYardFeeRate',
    history: 'getYardFeeRateHistory',
    export: 'exportYardFeeRates',
  },
  permissions: { list: 'yardfee:list', view: 'yardfee:list', create: 'yardfee:tariff', edit: 'yardfee:tariff', remove: 'yardfee:tariff', export: 'yardfee:list' },
});
