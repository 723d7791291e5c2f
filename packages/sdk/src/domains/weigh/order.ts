/**
 * 过磅 (SPEC §2.8 /weightManageDetail: weightOrder, weightOrderWL, weightOrderMT; /truckWeighFee/SheetPrint): a forwarder
 * or a fleet orders the weighing of a container on a truck at a terminal's weighbridge; for an export the order names
 * the VGM declaration SOLAS (chapter VI, regulation 2) requires: the method (1: the packed container weighed; 2: the
 * contents weighed and the tare added), the responsible party (the shipper) and the person authorised to sign. The
 * terminal records the container's tare and gross mass; the server computes the net and the VGM, writes the weighing
 * list (SheetPrint) and settles the fee held from the orderer's prepayment (business type WEIGH) on ordering; a
 * cancelled order releases it. The exporter then confirms the VGM. The three routes are one screen: the weighbridge
 * station is data (WEIGH_ROUTES).
 */
import type { Schemas } from '../../contract';
import type { MessageKey } from '../../i18n';
import { format, issue, type Validator } from '../../rules/core';
import { describeEntity, type RecordCheck } from '../../domain/describe';
import { validateContainerNo } from '../decl/dgDeclaration';

export type WeighOrderStatus = Schemas['WeighOrderStatus'];

const f = (name: string) => `weigh.order.fields.${name}`;
const k = (key: string) => `weigh.order.${key}` as MessageKey;

/** The weighbridge stations (地磅站); a station's route shows its orders only. */
export const WEIGH_STATIONS = { BL: 'weigh.stations.BL', WL: 'weigh.stations.WL', MT: 'weigh.stations.MT' } as const;
export type WeighStation = keyof typeof WEIGH_STATIONS;

/** The routes of /weightManageDetail: one screen, the station taken from the path (undefined: every station). */
export const WEIGH_ROUTES: ReadonlyArray<{ path: string; station?: WeighStation }> = [
  { path: '/weightManageDetail/weightOrder' },
  { path: '/weightManageDetail/weightOrderWL', station: 'WL' },
  { path: '/weightManageDetail/weightOrderMT', station: 'MT' },
];
export const weighStationOf = (pathname: string): WeighStation | undefined => WEIGH_ROUTES.find((r) => pathname.endsWith(r.path))?.station;

/** The fee of one weighing when the terminal's yard tariff has no weighing item, cents. */
export const DEFAULT_WEIGH_FEE_CENTS = 5_000;
/** The most a weighbridge reading may be (a laden truck's legal limit is far below). */
export const MAX_GROSS_KG = 60_000;
/** The tare mass a container of each size may have (steel dry, high-cube and reefer boxes), kg. */
export const TARE_RANGES: Readonly<Record<string, readonly [min: number, max: number]>> = { '20': [1_800, 3_600], '40': [3_300, 5_200], '45': [4_200, 6_000] };

/** A Chinese plate: province abbreviation, office letter, 5 or 6 letters/digits (no I or O). */
export const WEIGH_PLATE_PATTERN = /^[\u4e00-\u9fa5][A-HJ-NP-Z][A-HJ-NP-Z0-9]{5,6}$/;
export const normalizeWeighPlate = (v: string) => v.replace(/[\s·.-]+/g, '').toUpperCase();
export const validateWeighPlate: Validator = format((v) => WEIGH_PLATE_PATTERN.test(normalizeWeighPlate(v)), k('plateInvalid'));

/** Net (cargo) and VGM of a weighing: VGM is the gross mass of the packed container, for an export only. */
export function weighResult(direction: string, tareKg: number, grossKg: number): { netKg: number; vgmKg: number | null } {
  return { netKg: grossKg - tareKg, vgmKg: direction === 'export' ? grossKg : null };
}

/** Why a recorded tare and gross are refused (null: they are plausible). */
export function weighingIssue(ctnSize: string, tareKg: number, grossKg: number): { field: 'tareKg' | 'grossKg'; key: MessageKey; params: Record<string, number> } | null {
  const [min, max] = TARE_RANGES[ctnSize] ?? [1_800, 6_000];
  if (!Number.isInteger(tareKg) || tareKg < min || tareKg > max) return { field: 'tareKg', key: k('tareOutOfRange'), params: { min, max } };
  if (!Number.isInteger(grossKg) || grossKg > MAX_GROSS_KG) return { field: 'grossKg', key: k('grossTooHigh'), params: { max: MAX_GROSS_KG } };
  if (grossKg <= tareKg) return { field: 'grossKg', key: k('grossBelowTare'), params: { tare: tareKg } };
  return null;
}

const given = (v: unknown) => (typeof v === 'string' ? v.trim() !== '' : v !== null && v !== undefined);

export const weighChecks: readonly RecordCheck[] = [
  // An export's order carries the VGM declaration (SOLAS VI/2): its method, the shipper responsible and who signs.
  (v) => (v.direction === 'export' && !given(v.vgmMethod) ? { field: 'vgmMethod', issue: issue(k('vgmRequired')) } : null),
  (v) => (v.direction === 'export' && !given(v.vgmResponsibleParty) ? { field: 'vgmResponsibleParty', issue: issue(k('vgmRequired')) } : null),
  (v) => (v.direction === 'export' && !given(v.vgmSignatory) ? { field: 'vgmSignatory', issue: issue(k('vgmRequired')) } : null),
];

const ORDERER = [{ party: 'owner', permission: 'weigh:order:edit' }] as const;
const TERMINAL = [{ party: 'counterpart', permission: 'weigh:order:weigh' }] as const;

export const weighOrderEntity = describeEntity<Schemas['WeighOrder']>()<WeighOrderStatus>({
  name: 'weigh.order',
  titleField: 'weighNo',
  fields: {
    id: { label: f('id'), kind: 'text', readOnly: true },
    weighNo: { label: f('weighNo'), kind: 'text', readOnly: true, width: 150 },
    status: { label: f('status'), kind: 'select', readOnly: true, width: 100 },
    ownerCompanyName: { label: f('ownerCompanyName'), kind: 'text', readOnly: true, width: 200 },
    terminalId: { label: f('terminalId'), kind: 'reference', required: true, reference: { operation: 'listWeighTerminals', value: 'id', label: 'name' } },
    terminalCompanyName: { label: f('terminalId'), kind: 'text', readOnly: true, width: 200 },
    station: { label: f('station'), kind: 'select', required: true, options: WEIGH_STATIONS, width: 140 },
    direction: { label: f('direction'), kind: 'select', required: true, options: { export: 'weigh.directions.export', import: 'weigh.directions.import' }, width: 80 },
    containerNo: { label: f('containerNo'), kind: 'container', required: true, maxLength: 11, validate: [validateContainerNo], width: 130 },
    ctnSize: { label: f('ctnSize'), kind: 'select', required: true, options: { '20': 'weigh.sizes.20', '40': 'weigh.sizes.40', '45': 'weigh.sizes.45' }, width: 70 },
    ctnType: { label: f('ctnType'), kind: 'select', required: true, options: { GP: 'weigh.types.GP', HC: 'weigh.types.HC', RF: 'weigh.types.RF' }, width: 80 },
    sealNo: { label: f('sealNo'), kind: 'text', maxLength: 15, width: 110 },
    truckLicense: { label: f('truckLicense'), kind: 'text', required: true, maxLength: 10, validate: [validateWeighPlate], placeholder: 'weigh.order.placeholders.truckLicense', width: 110 },
    cargoName: { label: f('cargoName'), kind: 'text', maxLength: 60, width: 120 },
    vgmMethod: { label: f('vgmMethod'), kind: 'select', options: { '1': 'weigh.vgmMethods.1', '2': 'weigh.vgmMethods.2' }, width: 100 },
    vgmResponsibleParty: { label: f('vgmResponsibleParty'), kind: 'text', maxLength: 100, width: 180 },
    vgmSignatory: { label: f('vgmSignatory'), kind: 'text', maxLength: 40, width: 100 },
    tareKg: { label: f('tareKg'), kind: 'integer', readOnly: true, min: 1, max: MAX_GROSS_KG, width: 90 },
    grossKg: { label: f('grossKg'), kind: 'integer', readOnly: true, min: 1, max: MAX_GROSS_KG, width: 90 },
    netKg: { label: f('netKg'), kind: 'integer', readOnly: true, width: 90 },
    vgmKg: { label: f('vgmKg'), kind: 'integer', readOnly: true, width: 90 },
    weighTime: { label: f('weighTime'), kind: 'datetime', readOnly: true, width: 170 },
    weigher: { label: f('weigher'), kind: 'text', readOnly: true, width: 100 },
    weighListId: { label: f('weighListId'), kind: 'text', readOnly: true },
    vgmConfirmTime: { label: f('vgmConfirmTime'), kind: 'datetime', readOnly: true, width: 170 },
    feeCents: { label: f('feeCents'), kind: 'money', readOnly: true, width: 90 },
    cancelReason: { label: f('cancelReason'), kind: 'text', readOnly: true },
    createTime: { label: f('createTime'), kind: 'datetime', readOnly: true, width: 170 },
    updateTime: { label: f('updateTime'), kind: 'datetime', readOnly: true, width: 170 },
  },
  checks: weighChecks,
  filters: [
    { field: 'weighNo', match: 'prefix' },
    { field: 'containerNo', match: 'prefix' },
    { field: 'truckLicense', match: 'contains' },
    { field: 'station', match: 'in' },
    { field: 'status', match: 'in' },
    { field: 'createTime', match: 'range' },
  ],
  sorts: ['createTime', 'weighNo', 'weighTime'],
  defaultSort: { field: 'createTime', order: 'desc' },
  columns: ['weighNo', 'status', 'containerNo', 'direction', 'truckLicense', 'station', 'tareKg', 'grossKg', 'netKg', 'vgmKg', 'feeCents', 'ownerCompanyName', 'createTime'],
  detail: [
    { title: 'weigh.order.sections.order', fields: ['weighNo', 'status', 'ownerCompanyName', 'terminalCompanyName', 'station', 'direction', 'containerNo', 'ctnSize', 'ctnType', 'sealNo', 'truckLicense', 'cargoName', 'feeCents', 'cancelReason'] },
    { title: 'weigh.order.sections.vgm', fields: ['vgmMethod', 'vgmResponsibleParty', 'vgmSignatory', 'vgmKg', 'vgmConfirmTime'] },
    { title: 'weigh.order.sections.weighing', fields: ['tareKg', 'grossKg', 'netKg', 'weighTime', 'weigher', 'createTime', 'updateTime'] },
  ],
  form: [
    { title: 'weigh.order.sections.order', fields: ['terminalId', 'station', 'direction', 'containerNo', 'ctnSize', 'ctnType', 'sealNo', 'truckLicense', 'cargoName'] },
    { title: 'weigh.order.sections.vgm', fields: ['vgmMethod', 'vgmResponsibleParty', 'vgmSignatory'] },
  ],
  export: ['weighNo', 'status', 'ownerCompanyName', 'terminalCompanyName', 'station', 'direction', 'containerNo', 'ctnSize', 'ctnType', 'sealNo', 'truckLicense', 'cargoName',
    'vgmMethod', 'vgmResponsibleParty', 'vgmSignatory', 'tareKg', 'grossKg', 'netKg', 'vgmKg', 'weighTime', 'weigher', 'vgmConfirmTime', 'feeCents', 'createTime'],
  status: {
    field: 'status',
    initial: 'ordered',
    states: {
      ordered: { label: 'weigh.order.status.ordered', color: 'blue' },
      weighed: { label: 'weigh.order.status.weighed', color: 'cyan', locked: true },
      confirmed: { label: 'weigh.order.status.confirmed', color: 'green', final: true },
      cancelled: { label: 'weigh.order.status.cancelled', color: 'red', final: true },
    },
    transitions: [
      { action: 'weigh', label: 'weigh.order.actions.weigh', from: ['ordered'], to: 'weighed', by: TERMINAL, requires: { fields: ['tareKg', 'grossKg'] }, notify: ['owner'] },
      { action: 'confirmVgm', label: 'weigh.order.actions.confirmVgm', from: ['weighed'], to: 'confirmed', by: ORDERER, notify: ['counterpart'], confirm: 'weigh.order.confirm.confirmVgm' },
      { action: 'cancel', label: 'weigh.order.actions.cancel', from: ['ordered'], to: 'cancelled', by: ORDERER, requires: { reason: true }, notify: ['counterpart'], danger: true },
    ],
  },
  operations: {
    list: 'listWeighOrders',
    get: 'getWeighOrder',
    create: 'createWeighOrder',
    update: 'updateWeighOrder',
    transition: 'transitionWeighOrder',
    history: 'getWeighOrderHistory',
    export: 'exportWeighOrders',
  },
  permissions: { list: 'weigh:order:list', view: 'weigh:order:list', create: 'weigh:order:edit', edit: 'weigh:order:edit', export: 'weigh:order:list' },
});
