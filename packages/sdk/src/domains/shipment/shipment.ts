/**
 * 出口/进口订单 (issue 13 §3 orderDetails: the forwarder's shipment): direction, B/L, the accepted booking an
 * export is made from, the vessel voyage, ports of loading and discharge (UN/LOCODE), shipper and consignee,
 * containers (one a line: number with its ISO 6346 check digit, size/type, seal, gross kg), cargo and the
 * customs status. A trucking order is placed from one, its form prefilled (shipmentTruckingPrefill).
 */
import type { Schemas } from '../../contract';
import type { MessageKey } from '../../i18n';
import { issue, type Validator } from '../../rules/core';
import { isContainerFormat, isValidContainerNumber } from '../../rules/container';
import { validateUnlocode } from '../../rules/maritime';
import { describeEntity } from '../../domain/describe';

export type ShipmentStatus = Schemas['ShipmentStatus'];
export type ShipmentSizeType = Schemas['ShipmentSizeType'];

const k = (key: string) => `shipment.shipment.${key}` as MessageKey;

export const SHIPMENT_DIRECTIONS = {
  export: 'shipment.shipment.directions.export',
  import: 'shipment.shipment.directions.import',
} as const satisfies Record<Schemas['ShipmentDirection'], string>;

export const CUSTOMS_STATUSES = {
  notDeclared: 'shipment.shipment.customs.notDeclared',
  declared: 'shipment.shipment.customs.declared',
  released: 'shipment.shipment.customs.released',
  inspection: 'shipment.shipment.customs.inspection',
} as const satisfies Record<Schemas['CustomsStatus'], string>;

export const SHIPMENT_SIZE_TYPES = ['20GP', '40GP', '40HC', '45HC', '20RF', '40RH'] as const satisfies readonly ShipmentSizeType[];
export const SHIPMENT_SEAL_PATTERN = /^[A-Z0-9]{4,15}$/;
export const SHIPMENT_WEIGHT_RANGE = { min: 1000, max: 45000 } as const;
export const MAX_SHIPMENT_CONTAINERS = 60;

export interface ShipmentContainerLine {
  ctnNo: string;
  sizeType: ShipmentSizeType;
  sealNo: string;
  weightKg: number;
}

const lines = (text: string) => text.split(/\r?\n/).map((l) => l.trim().toUpperCase()).filter(Boolean);
const words = (line: string) => line.split(/[\s,，]+/);

/** The first problem of the container lines (by line number), or null. */
export const validateShipmentContainers: Validator = (value) => {
  if (typeof value !== 'string' || !value.trim()) return null;
  const all = lines(value);
  if (all.length > MAX_SHIPMENT_CONTAINERS) return issue(k('tooManyContainers'), { max: MAX_SHIPMENT_CONTAINERS });
  const seen = new Set<string>();
  for (const [i, line] of all.entries()) {
    const n = i + 1;
    const [ctnNo = '', sizeType = '', seal = '', weight = ''] = words(line);
    if (!isContainerFormat(ctnNo)) return issue('container.formatInvalid', { n });
    if (!isValidContainerNumber(ctnNo)) return issue('container.checkDigitInvalid', { n });
    if (seen.has(ctnNo)) return issue(k('containerDuplicate'), { n, ctnNo });
    seen.add(ctnNo);
    if (!(SHIPMENT_SIZE_TYPES as readonly string[]).includes(sizeType)) return issue(k('sizeTypeInvalid'), { n, types: SHIPMENT_SIZE_TYPES.join(' ') });
    if (!SHIPMENT_SEAL_PATTERN.test(seal)) return issue(k('sealInvalid'), { n });
    const kg = /^\d{1,6}$/.test(weight) ? Number(weight) : NaN;
    if (!(kg >= SHIPMENT_WEIGHT_RANGE.min && kg <= SHIPMENT_WEIGHT_RANGE.max)) return issue(k('weightInvalid'), { n, ...SHIPMENT_WEIGHT_RANGE });
  }
  return null;
};

/** The lines as records (call after the validator passed). */
export function parseShipmentContainers(text: string): ShipmentContainerLine[] {
  return lines(text).map((line) => {
    const [ctnNo = '', sizeType = '', sealNo = '', weight = '0'] = words(line);
    return { ctnNo, sizeType: sizeType as ShipmentSizeType, sealNo, weightKg: Number(weight) };
  });
}

/** The normalized text: upper-case, one space between the words, one container a line. */
export const normalizeShipmentContainers = (text: string): string => lines(text).map((l) => words(l).join(' ')).join('\n');

/**
 * What a trucking order placed from a shipment starts with (the trucking form reads it from its route state): the
 * order type by direction, the B/L, vessel and voyage, the delivery address and the containers, each size/type split
 * into the trucking dictionaries' size (td_ctn_size: 20, 40, 45) and type (td_ctn_type: GP, HC, RF, RH).
 */
export interface TruckingPrefill {
  shipmentId: string;
  shipmentNo: string;
  orderType: 'E' | 'I';
  billNo: string;
  vessel: string | null;
  voyage: string | null;
  deliveryAddress: string | null;
  containers: Array<{ ctnNo: string; ctnSize: string; ctnType: string; sealNo: string; weightKg: number }>;
}

export function shipmentTruckingPrefill(s: Pick<Schemas['Shipment'], 'id' | 'shipmentNo' | 'direction' | 'blNo' | 'vesselName' | 'voyageNo' | 'deliveryAddress' | 'containers'>): TruckingPrefill {
  return {
    shipmentId: s.id,
    shipmentNo: s.shipmentNo,
    orderType: s.direction === 'export' ? 'E' : 'I',
    billNo: s.blNo,
    vessel: s.vesselName,
    voyage: s.voyageNo,
    deliveryAddress: s.deliveryAddress,
    containers: parseShipmentContainers(s.containers).map((c) => ({ ctnNo: c.ctnNo, ctnSize: c.sizeType.slice(0, 2), ctnType: c.sizeType.slice(2), sealNo: c.sealNo, weightKg: c.weightKg })),
  };
}

/** The linked trucking orders of a shipment record ("<order no.>:<id>:<status>" joined by ","). */
export function shipmentTruckingOrders(value: string): Array<{ orderNo: string; id: string; status: string }> {
  return value ? value.split(',').map((e) => { const [orderNo = '', id = '', status = ''] = e.split(':'); return { orderNo, id, status }; }) : [];
}

const OWNER = [{ party: 'owner', permission: 'shipment:edit' }] as const;

export const shipmentEntity = describeEntity<Schemas['Shipment']>()<ShipmentStatus>({
  name: 'shipment.shipment',
  titleField: 'shipmentNo',
  fields: {
    id: { label: 'shipment.shipment.fields.id', kind: 'text', readOnly: true },
    shipmentNo: { label: 'shipment.shipment.fields.shipmentNo', kind: 'text', readOnly: true, width: 160 },
    direction: { label: 'shipment.shipment.fields.direction', kind: 'select', required: true, options: SHIPMENT_DIRECTIONS, width: 110 },
    status: { label: 'shipment.shipment.fields.status', kind: 'select', readOnly: true, width: 100 },
    blNo: { label: 'shipment.shipment.fields.blNo', kind: 'text', required: true, maxLength: 30, width: 160 },
    bookingId: {
      label: 'shipment.shipment.fields.bookingId', kind: 'reference',
      reference: { operation: 'listBookings', value: 'id', label: 'bookingNo' },
      placeholder: 'shipment.shipment.placeholders.bookingId',
    },
    bookingNo: { label: 'shipment.shipment.fields.bookingNo', kind: 'text', readOnly: true, width: 150 },
    voyageId: {
      label: 'shipment.shipment.fields.voyageId', kind: 'reference',
      reference: { operation: 'listVoyages', value: 'id', label: 'vesselName' },
    },
    vesselName: { label: 'shipment.shipment.fields.vesselName', kind: 'text', readOnly: true, width: 220 },
    voyageNo: { label: 'shipment.shipment.fields.voyageNo', kind: 'text', readOnly: true, width: 90 },
    polCode: { label: 'shipment.shipment.fields.polCode', kind: 'text', maxLength: 5, validate: [validateUnlocode], width: 90, placeholder: 'shipment.shipment.placeholders.port' },
    podCode: { label: 'shipment.shipment.fields.podCode', kind: 'text', maxLength: 5, validate: [validateUnlocode], width: 90, placeholder: 'shipment.shipment.placeholders.port' },
    shipper: { label: 'shipment.shipment.fields.shipper', kind: 'textarea', maxLength: 300, width: 220 },
    consignee: { label: 'shipment.shipment.fields.consignee', kind: 'textarea', maxLength: 300, width: 220 },
    containers: { label: 'shipment.shipment.fields.containers', kind: 'textarea', required: true, maxLength: 3000, validate: [validateShipmentContainers], placeholder: 'shipment.shipment.placeholders.containers' },
    containerCount: { label: 'shipment.shipment.fields.containerCount', kind: 'integer', readOnly: true, width: 70 },
    cargoDescription: { label: 'shipment.shipment.fields.cargoDescription', kind: 'textarea', maxLength: 500, width: 200 },
    packages: { label: 'shipment.shipment.fields.packages', kind: 'integer', min: 0, max: 999999, width: 80 },
    grossWeightKg: { label: 'shipment.shipment.fields.grossWeightKg', kind: 'integer', readOnly: true, width: 110 },
    customsStatus: { label: 'shipment.shipment.fields.customsStatus', kind: 'select', required: true, options: CUSTOMS_STATUSES, width: 100 },
    deliveryAddress: { label: 'shipment.shipment.fields.deliveryAddress', kind: 'text', maxLength: 200, width: 200 },
    truckingOrders: { label: 'shipment.shipment.fields.truckingOrders', kind: 'text', readOnly: true },
    remark: { label: 'shipment.shipment.fields.remark', kind: 'textarea', maxLength: 500 },
    ownerCompanyName: { label: 'shipment.shipment.fields.ownerCompanyName', kind: 'text', readOnly: true, width: 200 },
    createTime: { label: 'shipment.shipment.fields.createTime', kind: 'datetime', readOnly: true, width: 170 },
    updateTime: { label: 'shipment.shipment.fields.updateTime', kind: 'datetime', readOnly: true, width: 170 },
  },
  filters: [
    { field: 'shipmentNo', match: 'prefix' },
    { field: 'direction', match: 'exact' },
    { field: 'blNo', match: 'prefix' },
    { field: 'containers', match: 'contains' },
    { field: 'vesselName', match: 'contains' },
    { field: 'customsStatus', match: 'exact' },
    { field: 'status', match: 'in' },
    { field: 'createTime', match: 'range' },
  ],
  sorts: ['createTime', 'shipmentNo'],
  defaultSort: { field: 'createTime', order: 'desc' },
  columns: ['shipmentNo', 'direction', 'blNo', 'vesselName', 'voyageNo', 'polCode', 'podCode', 'containerCount', 'customsStatus', 'createTime', 'status'],
  detail: [
    { title: 'shipment.shipment.sections.order', fields: ['shipmentNo', 'direction', 'blNo', 'bookingNo', 'vesselName', 'voyageNo', 'polCode', 'podCode', 'customsStatus', 'status'] },
    { title: 'shipment.shipment.sections.parties', fields: ['shipper', 'consignee', 'deliveryAddress'] },
    { title: 'shipment.shipment.sections.cargo', fields: ['containerCount', 'grossWeightKg', 'cargoDescription', 'packages', 'remark'] },
    { title: 'shipment.shipment.sections.record', fields: ['ownerCompanyName', 'createTime', 'updateTime'] },
  ],
  form: [
    { title: 'shipment.shipment.sections.order', fields: ['direction', 'bookingId', 'blNo', 'voyageId', 'polCode', 'podCode', 'customsStatus'] },
    { title: 'shipment.shipment.sections.parties', fields: ['shipper', 'consignee', 'deliveryAddress'] },
    { title: 'shipment.shipment.sections.cargo', fields: ['containers', 'cargoDescription', 'packages', 'remark'] },
  ],
  export: ['shipmentNo', 'direction', 'blNo', 'bookingNo', 'vesselName', 'voyageNo', 'polCode', 'podCode', 'shipper', 'consignee', 'containers', 'containerCount', 'cargoDescription', 'packages', 'grossWeightKg', 'customsStatus', 'deliveryAddress', 'createTime', 'status'],
  status: {
    field: 'status',
    initial: 'draft',
    states: {
      draft: { label: 'shipment.shipment.status.draft', color: 'gray', draft: true },
      confirmed: { label: 'shipment.shipment.status.confirmed', color: 'blue' },
      inTransport: { label: 'shipment.shipment.status.inTransport', color: 'orange', locked: true },
      completed: { label: 'shipment.shipment.status.completed', color: 'green', final: true },
      cancelled: { label: 'shipment.shipment.status.cancelled', color: 'gray', final: true },
    },
    transitions: [
      { action: 'confirm', label: 'shipment.shipment.actions.confirm', from: ['draft'], to: 'confirmed', by: OWNER, notify: ['counterpart'], confirm: 'shipment.shipment.confirm.confirm' },
      { action: 'ship', label: 'shipment.shipment.actions.ship', from: ['confirmed'], to: 'inTransport', by: OWNER, notify: ['counterpart'], confirm: 'shipment.shipment.confirm.ship' },
      { action: 'complete', label: 'shipment.shipment.actions.complete', from: ['inTransport'], to: 'completed', by: OWNER, notify: ['counterpart'], confirm: 'shipment.shipment.confirm.complete' },
      { action: 'cancel', label: 'shipment.shipment.actions.cancel', from: ['draft', 'confirmed'], to: 'cancelled', by: OWNER, requires: { reason: true }, notify: ['counterpart'], danger: true },
    ],
  },
  operations: {
    list: 'listShipments',
    get: 'getShipment',
    create: 'createShipment',
    update: 'updateShipment',
    transition: 'transitionShipment',
    history: 'getShipmentHistory',
    export: 'exportShipments',
  },
  permissions: { list: 'shipment:list', view: 'shipment:list', create: 'shipment:edit', edit: 'shipment:edit', export: 'shipment:export' },
});
