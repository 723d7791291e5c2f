/**
 * 轮胎目录 (SPEC §2.8 zhilun/tireDetail): the truck tyres platform staff sell — brand, tread pattern, radial size
 * (11R22.5, 12R22.5, 295/80R22.5, 12.00R20 …), load index (single/dual, e.g. 146/143), speed symbol, tubeless or tube
 * type, unit price in cents, stock and an optional photo. Every company holding tyre:catalogue:list browses it and
 * orders (./order.ts). Every rule below runs in the form and again on the server.
 */
import type { Schemas } from '../../contract';
import type { MessageKey } from '../../i18n';
import { format } from '../../rules/core';
import type { Validator } from '../../rules/core';
import { describeEntity } from '../../domain/describe';

export type TyreStatus = Schemas['TyreStatus'];

const k = (key: string) => `tyre.${key}` as MessageKey;
const f = (name: string) => `tyre.fields.${name}`;

/**
 * Radial truck tyre sizes: the inch section (11R22.5, 12R22.5, 12.00R20, 7.50R16) or the metric one with its aspect
 * ratio (295/80R22.5, 315/80R22.5, 385/65R22.5); rims of 15 to 24.5 inches.
 */
export const TYRE_SIZE_PATTERN = /^(?:\d{1,2}(?:\.\d{2})?R|\d{3}\/\d{2}R)(?:1[5-9]|2[0-4])(?:\.5)?$/;
/** One load index or a single/dual pair, 60 to 199 (e.g. 152/148). */
export const LOAD_INDEX_PATTERN = /^(?:[6-9]\d|1\d\d)(?:\/(?:[6-9]\d|1\d\d))?$/;

export const normalizeTyreSize = (v: string) => v.replace(/\s+/g, '').toUpperCase();

export const validateTyreSize: Validator = format((v) => TYRE_SIZE_PATTERN.test(normalizeTyreSize(v)), k('sizeInvalid'));
export const validateLoadIndex: Validator = format((v) => LOAD_INDEX_PATTERN.test(v.replace(/\s+/g, '')), k('loadIndexInvalid'));

export const SPEED_RATINGS = { J: 'tyre.speed.J', K: 'tyre.speed.K', L: 'tyre.speed.L', M: 'tyre.speed.M', N: 'tyre.speed.N', P: 'tyre.speed.P', Q: 'tyre.speed.Q', R: 'tyre.speed.R' } as const;
export const TUBE_TYPES = { TL: 'tyre.tubeTypes.TL', TT: 'tyre.tubeTypes.TT' } as const;

const STAFF = [{ platform: true, permission: 'tyre:catalogue:edit' }] as const;
const PHOTO = { bizType: 'notice', businessType: 'tyre' } as const;

export const tyreEntity = describeEntity<Schemas['Tyre']>()<TyreStatus>({
  name: 'tyre.tyre',
  titleField: 'title',
  fields: {
    id: { label: f('id'), kind: 'text', readOnly: true },
    title: { label: f('title'), kind: 'text', readOnly: true, width: 240 },
    status: { label: f('status'), kind: 'select', readOnly: true, width: 90 },
    brand: { label: f('brand'), kind: 'text', required: true, maxLength: 40, width: 110 },
    pattern: { label: f('pattern'), kind: 'text', required: true, maxLength: 40, width: 100 },
    size: { label: f('size'), kind: 'text', required: true, maxLength: 20, validate: [validateTyreSize], placeholder: 'tyre.placeholders.size', width: 120 },
    loadIndex: { label: f('loadIndex'), kind: 'text', required: true, maxLength: 10, validate: [validateLoadIndex], placeholder: 'tyre.placeholders.loadIndex', width: 100 },
    speedRating: { label: f('speedRating'), kind: 'select', required: true, options: SPEED_RATINGS, width: 130 },
    tubeType: { label: f('tubeType'), kind: 'select', required: true, options: TUBE_TYPES, width: 90 },
    priceCents: { label: f('priceCents'), kind: 'money', required: true, min: 1, max: 100_000_00, width: 110 },
    stock: { label: f('stock'), kind: 'integer', required: true, min: 0, max: 100_000, width: 80 },
    photoFile: { label: f('photoFile'), kind: 'file', upload: PHOTO },
    createTime: { label: f('createTime'), kind: 'datetime', readOnly: true, width: 170 },
    updateTime: { label: f('updateTime'), kind: 'datetime', readOnly: true, width: 170 },
  },
  filters: [
    { field: 'title', match: 'contains' },
    { field: 'brand', match: 'contains' },
    { field: 'size', match: 'prefix' },
    { field: 'tubeType', match: 'in' },
    { field: 'status', match: 'in' },
  ],
  sorts: ['createTime', 'brand', 'priceCents', 'stock'],
  defaultSort: { field: 'createTime', order: 'desc' },
  columns: ['title', 'status', 'size', 'loadIndex', 'speedRating', 'tubeType', 'priceCents', 'stock'],
  detail: [
    { title: 'tyre.sections.tyre', fields: ['title', 'status', 'brand', 'pattern', 'size', 'loadIndex', 'speedRating', 'tubeType'] },
    { title: 'tyre.sections.sale', fields: ['priceCents', 'stock', 'photoFile', 'createTime', 'updateTime'] },
  ],
  form: [
    { title: 'tyre.sections.tyre', fields: ['brand', 'pattern', 'size', 'loadIndex', 'speedRating', 'tubeType'] },
    { title: 'tyre.sections.sale', fields: ['priceCents', 'stock', 'photoFile'] },
  ],
  export: ['title', 'status', 'brand', 'pattern', 'size', 'loadIndex', 'speedRating', 'tubeType', 'priceCents', 'stock', 'createTime'],
  status: {
    field: 'status',
    initial: 'onSale',
    states: {
      onSale: { label: 'tyre.status.onSale', color: 'green' },
      offSale: { label: 'tyre.status.offSale', color: 'gray' },
    },
    transitions: [
      { action: 'withdraw', label: 'tyre.actions.withdraw', from: ['onSale'], to: 'offSale', by: STAFF, confirm: 'tyre.confirm.withdraw' },
      { action: 'restore', label: 'tyre.actions.restore', from: ['offSale'], to: 'onSale', by: STAFF },
    ],
  },
  operations: {
    list: 'listTyres',
    get: 'getTyre',
    create: 'createTyre',
    update: 'updateTyre',
    transition: 'transitionTyre',
    history: 'getTyreHistory',
    export: 'exportTyres',
  },
  permissions: { list: 'tyre:catalogue:list', view: 'tyre:catalogue:list', create: 'tyre:catalogue:edit', edit: 'tyre:catalogue:edit', export: 'tyre:catalogue:list' },
});
