/**
 * 条码提箱 (SPEC §2.8 /barcodeLifting; issue 15 'barcode lift'): a forwarder applies for a barcode for a container of
 * a pick-up release the shipping-line agent approved; the fee is held from its prepayment (ledger BARCODE, the barcode
 * its business key) and the barcode — random, unguessable, with a check character — is valid until the release's
 * validity. At the gate the yard the release names checks the barcode and confirms the lift (gate-out): the fee is
 * settled and the forwarder told live. A barcode is used once; one that is cancelled (fee released) or past its
 * validity (expired, fee released) is refused at the gate.
 */
import type { Schemas } from '../../contract';
import type { MessageKey } from '../../i18n';
import { format, type Validator } from '../../rules/core';
import { describeEntity } from '../../domain/describe';
import { validateContainerNo } from '../decl';
import { PLATE_PATTERN } from '../pickup';

export type BarcodeLiftStatus = Schemas['BarcodeLiftStatus'];

const k = (key: string) => `barcode.${key}` as MessageKey;
const f = (name: string) => `barcode.fields.${name}`;

/** The fee of one barcode lift (one container), in cents: CNY 50. */
export const BARCODE_FEE_CENTS = 5_000;

/** Crockford's base 32 (no I, L, O, U): what a barcode is written in. */
export const BARCODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** TM, 16 random characters (80 bits), and the check character: TM + 17. */
export const BARCODE_PATTERN = /^TM[0-9A-HJKMNP-TV-Z]{17}$/;

/** The check character of a barcode's body (ISO 7064 MOD 37-2 style over the base-32 alphabet, weights 1..n, mod 31). */
export function barcodeCheck(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += (BARCODE_ALPHABET.indexOf(body[i]!) + 1) * (i + 1);
  return BARCODE_ALPHABET[sum % 31]!;
}

/** A barcode as typed or scanned: upper-cased, spaces and dashes dropped, the look-alikes read as Crockford reads them. */
export function normalizeBarcode(v: string): string {
  const s = v.replace(/[\s-]+/g, '').toUpperCase();
  return s.startsWith('TM') ? `TM${s.slice(2).replace(/[IL]/g, '1').replace(/O/g, '0')}` : s;
}

/** A well-formed barcode whose check character holds (a mistyped one is refused before any look-up). */
export function isValidBarcode(v: string): boolean {
  const code = normalizeBarcode(v);
  return BARCODE_PATTERN.test(code) && barcodeCheck(code.slice(2, -1)) === code.slice(-1);
}

export const validateBarcode: Validator = format((v) => isValidBarcode(v), k('barcodeInvalid'));
export const validateTruckPlate: Validator = format((v) => PLATE_PATTERN.test(v.replace(/\s+/g, '').toUpperCase()), k('plateInvalid'));

const FORWARDER = [{ party: 'owner', permission: 'barcode:apply' }] as const;
const GATE = [{ party: 'counterpart', permission: 'barcode:gate' }] as const;

export const barcodeLiftEntity = describeEntity<Schemas['BarcodeLift']>()<BarcodeLiftStatus>({
  name: 'barcode.lift',
  titleField: 'ctnNo',
  fields: {
    id: { label: f('id'), kind: 'text', readOnly: true },
    barcodeNo: { label: f('barcodeNo'), kind: 'text', readOnly: true, width: 220 },
    status: { label: f('status'), kind: 'select', readOnly: true, width: 90 },
    ownerCompanyName: { label: f('ownerCompanyName'), kind: 'text', readOnly: true, width: 200 },
    yardName: { label: f('yardName'), kind: 'text', readOnly: true, width: 160 },
    applicationId: { label: f('applicationId'), kind: 'reference', required: true, reference: { operation: 'listBarcodeReleases', value: 'id', label: 'releaseNo' } },
    applyNo: { label: f('applyNo'), kind: 'text', readOnly: true, width: 150 },
    releaseNo: { label: f('releaseNo'), kind: 'text', readOnly: true, width: 110 },
    ctnNo: { label: f('ctnNo'), kind: 'container', required: true, maxLength: 11, validate: [validateContainerNo], width: 130 },
    sizeType: { label: f('sizeType'), kind: 'text', readOnly: true, width: 80 },
    truckPlate: { label: f('truckPlate'), kind: 'text', required: true, maxLength: 10, validate: [validateTruckPlate], placeholder: 'barcode.placeholders.truckPlate', width: 110 },
    validUntil: { label: f('validUntil'), kind: 'date', readOnly: true, width: 110 },
    feeCents: { label: f('feeCents'), kind: 'money', readOnly: true, width: 90 },
    liftTime: { label: f('liftTime'), kind: 'datetime', readOnly: true, width: 170 },
    createTime: { label: f('createTime'), kind: 'datetime', readOnly: true, width: 170 },
    updateTime: { label: f('updateTime'), kind: 'datetime', readOnly: true, width: 170 },
  },
  filters: [
    { field: 'barcodeNo', match: 'exact', narrow: true },
    { field: 'ctnNo', match: 'prefix' },
    { field: 'releaseNo', match: 'prefix' },
    { field: 'status', match: 'in' },
    { field: 'createTime', match: 'range' },
  ],
  sorts: ['createTime', 'validUntil'],
  defaultSort: { field: 'createTime', order: 'desc' },
  columns: ['ctnNo', 'status', 'barcodeNo', 'releaseNo', 'truckPlate', 'yardName', 'validUntil', 'feeCents', 'liftTime', 'createTime'],
  detail: [
    { title: 'barcode.sections.barcode', fields: ['barcodeNo', 'status', 'validUntil', 'feeCents', 'liftTime'] },
    { title: 'barcode.sections.container', fields: ['ctnNo', 'sizeType', 'truckPlate', 'releaseNo', 'applyNo', 'yardName', 'ownerCompanyName', 'createTime'] },
  ],
  form: [{ title: 'barcode.sections.apply', fields: ['applicationId', 'ctnNo', 'truckPlate'] }],
  export: ['barcodeNo', 'status', 'ctnNo', 'sizeType', 'truckPlate', 'releaseNo', 'applyNo', 'yardName', 'ownerCompanyName', 'validUntil', 'feeCents', 'liftTime', 'createTime'],
  status: {
    field: 'status',
    initial: 'issued',
    states: {
      issued: { label: 'barcode.status.issued', color: 'blue', locked: true },
      used: { label: 'barcode.status.used', color: 'green', final: true },
      expired: { label: 'barcode.status.expired', color: 'gray', final: true },
      cancelled: { label: 'barcode.status.cancelled', color: 'orange', final: true },
    },
    transitions: [
      { action: 'lift', label: 'barcode.actions.lift', from: ['issued'], to: 'used', by: GATE, notify: ['owner'], confirm: 'barcode.confirm.lift' },
      { action: 'cancel', label: 'barcode.actions.cancel', from: ['issued'], to: 'cancelled', by: FORWARDER, notify: ['counterpart'], confirm: 'barcode.confirm.cancel', danger: true },
    ],
  },
  operations: {
    list: 'listBarcodeLifts',
    get: 'getBarcodeLift',
    create: 'createBarcodeLift',
    transition: 'transitionBarcodeLift',
    history: 'getBarcodeLiftHistory',
    export: 'exportBarcodeLifts',
  },
  permissions: { list: 'barcode:list', view: 'barcode:list', create: 'barcode:apply', export: 'barcode:list' },
});
