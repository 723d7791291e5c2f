/**
 * The eight public queries of /search as configuration: each one's form fields, its check before
 * sending (the same rules and words the server enforces), the call, and its result columns.
 */
import type { ReactNode } from 'react';
import { validateContainerNumbers, splitContainerNumbers, type RuleIssue } from '@port/sdk/rules';
import type { MessageKey, T } from '../../lib/i18n';
import {
  queryDockDate,
  queryVesselInfo,
  queryEntryNotice,
  queryLoadingShip,
  queryPlatformStandard,
  queryTruckFiling,
  queryTruckGps,
  queryUnloadingShip,
  querySingleBoxHistory,
  type DockRow,
  type VesselInfoRow,
  type EntryRow,
  type FilingRow,
  type GpsRow,
  type HistoryEvent,
  type ShipRow,
  type StandardRow,
} from './api';
import { portTime } from '@port/sdk/format';

export const QUERY_TYPES = [
  'unloadingShip',
  'loadingShip',
  'singleBoxHistory',
  'entryNotice',
  'dockDate',
  'vesselInfo',
  'truckGps',
  'truckFiling',
  'platformStandard',
] as const;
export type QueryType = (typeof QUERY_TYPES)[number];

export interface FieldSpec {
  name: string;
  labelKey: MessageKey;
  placeholderKey?: MessageKey;
  kind?: 'text' | 'date' | 'select';
  options?: ReadonlyArray<{ value: string; labelKey: MessageKey }>;
  /** Container numbers: upper-cased and stripped of spaces as they are typed (SPEC §5 normalisation). */
  containers?: boolean;
  maxLength?: number;
}

export interface Column<Row> {
  key: string;
  labelKey: MessageKey;
  // Method syntax: a config of specific rows still counts as one of unknown rows (the page hands rows back to their own columns).
  render(row: Row, t: T, labels: Map<string, string>): ReactNode;
}

export type Values = Record<string, string>;
export interface Problem {
  field?: string;
  issue: RuleIssue;
}

export interface QueryConfig<Row> {
  fields: readonly FieldSpec[];
  /** The first problem of the form, or null when it may be sent. */
  check: (values: Values) => Problem | null;
  run: (values: Values, pageNo: number, pageSize: number) => Promise<{ data: Row[]; total: number; title?: string }>;
  columns: ReadonlyArray<Column<Row>>;
  paged: boolean;
  /** A dictionary whose labels the columns show. */
  dictType?: string;
  rowKey(row: Row, index: number): string;
}

const text = (value: string | null | undefined): string => (value === null || value === undefined || value === '#' || /^null$/i.test(value) ? '' : value);
const opt = (values: Values, name: string): string | undefined => values[name]?.trim() || undefined;
const need = (key: MessageKey, field?: string): Problem => ({ ...(field ? { field } : {}), issue: { key } });

function containersProblem(raw: string | undefined, field: string): Problem | null {
  if (!raw) return null;
  const issue = validateContainerNumbers(raw);
  if (issue) return { field, issue };
  if (splitContainerNumbers(raw).length > 50) return need('portal.search.tooManyContainers', field);
  return null;
}

const SHIP_FIELDS: readonly FieldSpec[] = [
  { name: 'vessel', labelKey: 'portal.search.vessel', placeholderKey: 'portal.search.vesselPlaceholder', maxLength: 50 },
  { name: 'voyage', labelKey: 'portal.search.voyage', maxLength: 20 },
  { name: 'containerNos', labelKey: 'portal.search.containerNos', placeholderKey: 'portal.search.containerNosPlaceholder', containers: true, maxLength: 1200 },
];

const shipCheck = (values: Values): Problem | null => {
  if (!opt(values, 'vessel') && !opt(values, 'voyage') && !opt(values, 'containerNos')) return need('portal.search.criteriaRequired');
  return containersProblem(opt(values, 'containerNos'), 'containerNos');
};

const shipBody = (values: Values, pageNo: number, pageSize: number) => ({
  pageNo,
  pageSize,
  ...(opt(values, 'vessel') ? { vessel: opt(values, 'vessel') } : {}),
  ...(opt(values, 'voyage') ? { voyage: opt(values, 'voyage') } : {}),
  ...(opt(values, 'containerNos') ? { containerNos: opt(values, 'containerNos') } : {}),
});

const shipColumns = (kind: 'discharge' | 'load'): ReadonlyArray<Column<ShipRow>> => [
  { key: 'containerNo', labelKey: 'portal.search.containerNo', render: (r) => r.containerNo },
  { key: 'sizeType', labelKey: 'portal.search.sizeType', render: (r) => r.sizeType },
  { key: 'emptyFull', labelKey: 'portal.search.emptyFull', render: (r, t) => t(`portal.search.emptyFullLabels.${r.emptyFull}`) },
  { key: 'lineCode', labelKey: 'portal.search.lineCode', render: (r) => r.lineCode },
  { key: 'billNo', labelKey: kind === 'discharge' ? 'portal.search.blNo' : 'portal.search.bookingNo', render: (r) => text(r.billNo) },
  { key: 'vessel', labelKey: 'portal.search.vessel', render: (r) => r.vesselName },
  { key: 'voyage', labelKey: 'portal.search.voyage', render: (r) => r.voyage },
  { key: 'port', labelKey: kind === 'discharge' ? 'portal.search.pol' : 'portal.search.pod', render: (r) => text(r.portCode) },
  { key: 'sealNo', labelKey: 'portal.search.sealNo', render: (r) => text(r.sealNo) },
  { key: 'time', labelKey: kind === 'discharge' ? 'portal.search.dischargeTime' : 'portal.search.loadTime', render: (r) => portTime(r.time) },
  ...(kind === 'discharge' ? [{ key: 'yard', labelKey: 'portal.search.yardLocation' as const, render: (r: ShipRow) => text(r.yardLocation) }] : []),
];

const VESSEL_FIELDS: readonly FieldSpec[] = [
  { name: 'vessel', labelKey: 'portal.search.vessel', placeholderKey: 'portal.search.vesselPlaceholder', maxLength: 50 },
  { name: 'voyage', labelKey: 'portal.search.voyage', maxLength: 20 },
];

const vesselBody = (values: Values, pageNo: number, pageSize: number) => ({
  pageNo,
  pageSize,
  ...(opt(values, 'vessel') ? { vessel: opt(values, 'vessel') } : {}),
  ...(opt(values, 'voyage') ? { voyage: opt(values, 'voyage') } : {}),
});

const unloading: QueryConfig<ShipRow> = {
  fields: SHIP_FIELDS,
  check: shipCheck,
  run: (values, pageNo, pageSize) => queryUnloadingShip(shipBody(values, pageNo, pageSize)),
  columns: shipColumns('discharge'),
  paged: true,
  rowKey: (r) => `${r.containerNo}-${r.voyage}`,
};

const loading: QueryConfig<ShipRow> = {
  ...unloading,
  run: (values, pageNo, pageSize) => queryLoadingShip(shipBody(values, pageNo, pageSize)),
  columns: shipColumns('load'),
};

const history: QueryConfig<HistoryEvent> = {
  fields: [{ name: 'containerNo', labelKey: 'portal.search.containerNo', containers: true, maxLength: 11 }],
  check: (values) => {
    const value = opt(values, 'containerNo');
    if (!value) return need('portal.search.containerRequired', 'containerNo');
    return containersProblem(value, 'containerNo');
  },
  run: async (values) => {
    const found = await querySingleBoxHistory({ containerNo: opt(values, 'containerNo') ?? '' });
    const title = [found.containerNo, found.sizeType, found.lineCode].filter(Boolean).join(' · ');
    return { data: found.events, total: found.events.length, title };
  },
  columns: [
    { key: 'time', labelKey: 'portal.search.time', render: (r) => portTime(r.time) },
    { key: 'event', labelKey: 'portal.search.event', render: (r, t) => t(`portal.search.events.${r.event}`) },
    { key: 'place', labelKey: 'portal.search.place', render: (r) => r.place },
    { key: 'vessel', labelKey: 'portal.search.vessel', render: (r) => text(r.vesselName) },
    { key: 'voyage', labelKey: 'portal.search.voyage', render: (r) => text(r.voyage) },
    { key: 'truck', labelKey: 'portal.search.truckLicense', render: (r) => text(r.truckLicense) },
  ],
  paged: false,
  rowKey: (r, i) => `${r.time}-${r.event}-${i}`,
};

const entry: QueryConfig<EntryRow> = {
  fields: VESSEL_FIELDS,
  check: () => null,
  run: (values, pageNo, pageSize) => queryEntryNotice(vesselBody(values, pageNo, pageSize)),
  columns: [
    { key: 'vessel', labelKey: 'portal.search.vessel', render: (r) => `${r.vesselName}${r.vesselEname ? ` / ${r.vesselEname}` : ''}` },
    { key: 'voyage', labelKey: 'portal.search.voyage', render: (r) => r.voyage },
    { key: 'terminal', labelKey: 'portal.search.terminal', render: (r) => text(r.terminalCode) },
    { key: 'eta', labelKey: 'portal.search.eta', render: (r) => portTime(r.eta) },
    { key: 'open', labelKey: 'portal.search.openTime', render: (r) => portTime(r.openTime) },
    { key: 'close', labelKey: 'portal.search.closeTime', render: (r) => portTime(r.closeTime) },
    { key: 'status', labelKey: 'portal.search.status', render: (r, t) => <span className={`status-tag status-${r.status}`}>{t(`portal.search.entryStatus.${r.status}`)}</span> },
  ],
  paged: true,
  rowKey: (r) => `${r.vesselCode}-${r.voyage}`,
};

const dock: QueryConfig<DockRow> = {
  fields: [
    ...VESSEL_FIELDS,
    {
      name: 'ieFlag',
      labelKey: 'portal.search.ieFlag',
      kind: 'select',
      options: [
        { value: '', labelKey: 'portal.search.all' },
        { value: 'I', labelKey: 'portal.search.ie.I' },
        { value: 'E', labelKey: 'portal.search.ie.E' },
      ],
    },
    { name: 'etaFrom', labelKey: 'portal.search.etaFrom', kind: 'date' },
    { name: 'etaTo', labelKey: 'portal.search.etaTo', kind: 'date' },
  ],
  check: () => null,
  run: (values, pageNo, pageSize) => {
    const ieFlag = opt(values, 'ieFlag');
    return queryDockDate({
      ...vesselBody(values, pageNo, pageSize),
      ...(ieFlag === 'I' || ieFlag === 'E' ? { ieFlag } : {}),
      ...(opt(values, 'etaFrom') ? { etaFrom: opt(values, 'etaFrom') } : {}),
      ...(opt(values, 'etaTo') ? { etaTo: opt(values, 'etaTo') } : {}),
    });
  },
  columns: [
    { key: 'vessel', labelKey: 'portal.search.vessel', render: (r) => `${r.vesselName}${r.vesselEname ? ` / ${r.vesselEname}` : ''}` },
    { key: 'voyage', labelKey: 'portal.search.voyage', render: (r) => r.voyage },
    { key: 'ie', labelKey: 'portal.search.ieFlag', render: (r, t) => t(`portal.search.ie.${r.ieFlag}`) },
    { key: 'terminal', labelKey: 'portal.search.terminal', render: (r) => text(r.terminalCode) },
    { key: 'berth', labelKey: 'portal.search.berth', render: (r) => text(r.berth) },
    { key: 'eta', labelKey: 'portal.search.eta', render: (r) => portTime(r.eta) },
    { key: 'etd', labelKey: 'portal.search.etd', render: (r) => portTime(r.etd) },
    { key: 'ata', labelKey: 'portal.search.ata', render: (r) => portTime(r.ata) },
    { key: 'atd', labelKey: 'portal.search.atd', render: (r) => portTime(r.atd) },
    { key: 'status', labelKey: 'portal.search.status', render: (r, t) => <span className={`status-tag status-${r.status}`}>{t(`portal.search.dockStatus.${r.status}`)}</span> },
  ],
  paged: true,
  rowKey: (r) => `${r.vesselCode}-${r.voyage}-${r.ieFlag}`,
};

const vessels: QueryConfig<VesselInfoRow> = {
  fields: [{ name: 'keyword', labelKey: 'portal.search.vesselInfo.keyword', placeholderKey: 'portal.search.vesselInfo.keywordPlaceholder', maxLength: 50 }],
  check: () => null,
  run: (values, pageNo, pageSize) => queryVesselInfo({ pageNo, pageSize, ...(opt(values, 'keyword') ? { keyword: opt(values, 'keyword') } : {}) }),
  columns: [
    { key: 'vessel', labelKey: 'portal.search.vessel', render: (r) => `${r.vesselName}${r.vesselEname && r.vesselEname !== r.vesselName ? ` / ${r.vesselEname}` : ''}` },
    { key: 'code', labelKey: 'portal.search.vesselInfo.code', render: (r) => r.vesselCode },
    { key: 'imo', labelKey: 'portal.search.vesselInfo.imo', render: (r) => text(r.imo) },
    { key: 'callSign', labelKey: 'portal.search.vesselInfo.callSign', render: (r) => text(r.callSign) },
    { key: 'flag', labelKey: 'portal.search.vesselInfo.flag', render: (r) => text(r.flag) },
    { key: 'teu', labelKey: 'portal.search.vesselInfo.teu', render: (r) => (r.teu === null ? '' : r.teu.toLocaleString('zh-CN')) },
    { key: 'voyage', labelKey: 'portal.search.vesselInfo.call', render: (r) => (r.call ? `${r.call.voyage} · ${text(r.call.terminalCode)}` : '') },
    { key: 'eta', labelKey: 'portal.search.eta', render: (r) => portTime(r.call?.eta) },
    { key: 'etd', labelKey: 'portal.search.etd', render: (r) => portTime(r.call?.etd) },
    { key: 'status', labelKey: 'portal.search.status', render: (r, t) => (r.call ? <span className={`status-tag status-${r.call.status}`}>{t(`portal.search.dockStatus.${r.call.status}`)}</span> : '') },
  ],
  paged: true,
  rowKey: (r) => r.vesselCode,
};

const gps: QueryConfig<GpsRow> = {
  fields: [{ name: 'truckLicense', labelKey: 'portal.search.truckLicense', placeholderKey: 'portal.search.truckLicensePlaceholder', maxLength: 20 }],
  check: (values) => ((opt(values, 'truckLicense') ?? '').length < 2 ? need('portal.search.truckLicenseRequired', 'truckLicense') : null),
  run: (values, pageNo, pageSize) => queryTruckGps({ pageNo, pageSize, truckLicense: opt(values, 'truckLicense') ?? '' }),
  columns: [
    { key: 'truck', labelKey: 'portal.search.truckLicense', render: (r) => r.truckLicense },
    { key: 'fleet', labelKey: 'portal.search.fleet', render: (r) => text(r.fleetName) },
    {
      key: 'online',
      labelKey: 'portal.search.gpsStatus',
      render: (r, t) => <span className={r.online ? 'status-tag status-open' : 'status-tag status-closed'}>{t(r.online ? 'portal.search.gpsOnline' : 'portal.search.gpsOffline')}</span>,
    },
    { key: 'time', labelKey: 'portal.search.gpsTime', render: (r) => portTime(r.gpsTime) },
    { key: 'speed', labelKey: 'portal.search.speed', render: (r) => (r.speed === null ? '' : r.speed.toLocaleString('zh-CN')) },
  ],
  paged: true,
  rowKey: (r) => r.truckLicense,
};

const filing: QueryConfig<FilingRow> = {
  fields: [
    { name: 'truckLicense', labelKey: 'portal.search.truckLicense', placeholderKey: 'portal.search.truckLicensePlaceholder', maxLength: 20 },
    { name: 'fleetName', labelKey: 'portal.search.fleetName', maxLength: 100 },
  ],
  check: (values) => (!opt(values, 'truckLicense') && !opt(values, 'fleetName') ? need('portal.search.criteriaRequired') : null),
  run: (values, pageNo, pageSize) =>
    queryTruckFiling({
      pageNo,
      pageSize,
      ...(opt(values, 'truckLicense') ? { truckLicense: opt(values, 'truckLicense') } : {}),
      ...(opt(values, 'fleetName') ? { fleetName: opt(values, 'fleetName') } : {}),
    }),
  columns: [
    { key: 'truck', labelKey: 'portal.search.truckLicense', render: (r) => r.truckLicense },
    { key: 'trailer', labelKey: 'portal.search.trailer', render: (r) => text(r.trailerLicense) },
    { key: 'fleet', labelKey: 'portal.search.fleet', render: (r) => text(r.fleetName) },
    { key: 'type', labelKey: 'portal.search.truckType', render: (r, _t, labels) => labels.get(r.truckType) ?? r.truckType },
    {
      key: 'filing',
      labelKey: 'portal.search.filingStatus',
      render: (r, t) => (['0', '1', '2', '3'].includes(r.filingStatus) ? t(`portal.search.filing.${r.filingStatus as '0' | '1' | '2' | '3'}`) : r.filingStatus),
    },
    { key: 'status', labelKey: 'portal.search.status', render: (r, t) => t(`portal.search.truckStatus.${r.status}`) },
  ],
  paged: true,
  dictType: 'fleet_truck_type',
  rowKey: (r) => r.truckLicense,
};

const standards: QueryConfig<StandardRow> = {
  fields: [
    { name: 'keyword', labelKey: 'portal.search.keyword', maxLength: 50 },
    {
      name: 'category',
      labelKey: 'portal.search.category',
      kind: 'select',
      options: [
        { value: '', labelKey: 'portal.search.all' },
        { value: 'fee', labelKey: 'portal.search.categories.fee' },
        { value: 'operation', labelKey: 'portal.search.categories.operation' },
        { value: 'data', labelKey: 'portal.search.categories.data' },
      ],
    },
  ],
  check: () => null,
  run: (values, pageNo, pageSize) => {
    const category = opt(values, 'category');
    return queryPlatformStandard({
      pageNo,
      pageSize,
      ...(opt(values, 'keyword') ? { keyword: opt(values, 'keyword') } : {}),
      ...(category === 'fee' || category === 'operation' || category === 'data' ? { category } : {}),
    });
  },
  columns: [
    { key: 'code', labelKey: 'portal.search.code', render: (r) => r.code },
    { key: 'name', labelKey: 'portal.search.name', render: (r) => r.name },
    { key: 'category', labelKey: 'portal.search.category', render: (r, t) => t(`portal.search.categories.${r.category}`) },
    { key: 'unit', labelKey: 'portal.search.unit', render: (r) => text(r.unit) },
    { key: 'price', labelKey: 'portal.search.price', render: (r) => (r.price === null ? '' : r.price.toLocaleString('zh-CN', { minimumFractionDigits: 2 })) },
    { key: 'effective', labelKey: 'portal.search.effectiveDate', render: (r) => r.effectiveDate },
    { key: 'remark', labelKey: 'portal.search.remark', render: (r) => text(r.remark) },
  ],
  paged: true,
  rowKey: (r) => r.code,
};

export const QUERIES: Record<QueryType, QueryConfig<unknown>> = {
  unloadingShip: unloading,
  loadingShip: loading,
  singleBoxHistory: history,
  entryNotice: entry,
  dockDate: dock,
  vesselInfo: vessels,
  truckGps: gps,
  truckFiling: filing,
  platformStandard: standards,
};

/** Queries that list something useful before any criterion is typed. */
export const RUN_ON_OPEN: ReadonlySet<QueryType> = new Set(['entryNotice', 'dockDate', 'vesselInfo', 'platformStandard']);
