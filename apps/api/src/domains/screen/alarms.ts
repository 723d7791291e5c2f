/**
 * The board's reads over the trucking engineer's alarms table (migration 0005_trucking): the time window
 * of SPEC §3 'Alarm query', the list, the ranking, the report and the vehicle totals, each within a scope.
 */
import { sql, type SqlBool } from 'kysely';
import type { Schemas } from '@port/sdk/contract';
import type { ServerLanguage } from '@port/config/server-messages';
import { badRequest, invalid } from '../../http/errors';
import { addPortDays, formatDateTime, formatPortTime, parseDateTime, portDay, portDayStart, sqlPortZone } from '../../lib/datetime';
import { asText } from '../../lib/ids';
import { clientText } from '../../lib/text';
import type { AppServices } from '../../services';
import { onlineSince } from '../gps/online';
import type { BoardScope } from './access';

export type Alarm = Schemas['Alarm'];
export type AlarmRankItem = Schemas['AlarmRankItem'];
export type AlarmReport = Schemas['AlarmReport'];
export type VehicleTotals = Schemas['VehicleTotals'];

/** The widest window a query may span. */
export const MAX_RANGE_DAYS = 31;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

export interface AlarmWindow {
  start: Date;
  end: Date;
  /** 1 driving alarms only; 2 driving alarms and abnormal events (SPEC §3 default). */
  type: 1 | 2;
}

/** SPEC §3: type defaults to 2, the window to today 00:00:00 to 23:59:59 (the port's day). */
export function alarmWindow(
  lang: ServerLanguage,
  now: Date,
  query: { type?: number; abnormalTimeStart?: string; abnormalTimeEnd?: string },
): AlarmWindow {
  const today = portDay(now);
  const day = portDayStart(today);
  const dayEnd = portDayStart(addPortDays(today, 1));
  const parse = (text: string | undefined, field: string, fallback: Date): Date => {
    if (!text) return fallback;
    const d = parseDateTime(text);
    if (!d) throw badRequest('invalidField', { field, detail: 'not a real date and time' }, field);
    return d;
  };
  const start = parse(query.abnormalTimeStart, 'query.abnormalTimeStart', day);
  const end = parse(query.abnormalTimeEnd, 'query.abnormalTimeEnd', new Date(dayEnd.getTime() - 1000));
  if (start > end) throw invalid(clientText(lang, 'screen.rangeInvalid'), 'query.abnormalTimeStart');
  if (end.getTime() - start.getTime() > MAX_RANGE_DAYS * DAY_MS) {
    throw invalid(clientText(lang, 'screen.rangeTooLong', { days: MAX_RANGE_DAYS }), 'query.abnormalTimeEnd');
  }
  return { start, end, type: query.type === 1 ? 1 : 2 };
}

/** The alarm type's name in the caller's language; the code itself for a type the catalogue does not know. */
export function alarmTypeName(lang: ServerLanguage, code: string): string {
  const key = `screen.alarmTypes.${code}`;
  const text = clientText(lang, key);
  return text === key ? code : text;
}

type AlarmRow = {
  id: string;
  truck_license: string;
  alarm_type: string;
  category: number;
  level: number | null;
  abnormal_time: Date;
  location: string | null;
  lng: number | null;
  lat: number | null;
  speed: number | null;
  shop_name: string | null;
  driver_name: string | null;
  status: string;
  fleet_company_id: string | null;
};

export function toAlarm(lang: ServerLanguage, r: AlarmRow): Alarm {
  return {
    id: r.id,
    truckLicense: r.truck_license,
    alarmType: r.alarm_type,
    alarmTypeName: alarmTypeName(lang, r.alarm_type),
    category: r.category === 1 ? 1 : 2,
    level: r.level === 1 || r.level === 2 || r.level === 3 ? r.level : null,
    abnormalTime: formatDateTime(r.abnormal_time),
    location: r.location,
    lng: r.lng === null ? null : Number(r.lng),
    lat: r.lat === null ? null : Number(r.lat),
    speed: r.speed === null ? null : Number(r.speed),
    shopName: r.shop_name,
    driverName: r.driver_name,
    status: r.status === '1' ? '1' : '0',
  };
}

function alarmsIn(services: AppServices, scope: BoardScope, window: AlarmWindow) {
  let q = services.db
    .selectFrom('alarms as a')
    .where('a.abnormal_time', '>=', window.start)
    .where('a.abnormal_time', '<=', window.end);
  if (window.type === 1) q = q.where('a.category', '=', 1);
  if (scope.kind === 'company') {
    q = scope.companyId === null ? q.where(sql<SqlBool>`false`) : q.where('a.fleet_company_id', '=', scope.companyId);
  }
  return q;
}

const alarmColumns = [
  asText('a.id').as('id'),
  'a.truck_license',
  'a.alarm_type',
  'a.category',
  'a.level',
  'a.abnormal_time',
  'a.location',
  'a.lng',
  'a.lat',
  'a.speed',
  'a.shop_name',
  'a.driver_name',
  'a.status',
  'a.fleet_company_id',
] as const;

export async function listAlarms(
  services: AppServices,
  lang: ServerLanguage,
  scope: BoardScope,
  window: AlarmWindow,
  pageNo: number,
  pageSize: number,
): Promise<{ data: Alarm[]; total: number; pageNo: number; pageSize: number }> {
  const base = alarmsIn(services, scope, window);
  const [rows, count] = await Promise.all([
    base
      .select(alarmColumns)
      .orderBy('a.abnormal_time', 'desc')
      .orderBy('a.id', 'desc')
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst(),
  ]);
  return { data: rows.map((r) => toAlarm(lang, r)), total: Number(count?.n ?? 0), pageNo, pageSize };
}

/** One alarm by id within a scope (what the live push sends); null when absent or not visible. */
export async function alarmById(services: AppServices, lang: ServerLanguage, id: string): Promise<(Alarm & { fleetCompanyId: string | null }) | null> {
  if (!/^[1-9]\d{0,17}$/.test(id)) return null;
  const row = await services.db.selectFrom('alarms as a').select(alarmColumns).where(sql<SqlBool>`${sql.ref('a.id')} = ${id}`).executeTakeFirst();
  return row ? { ...toAlarm(lang, row), fleetCompanyId: row.fleet_company_id } : null;
}

export type RankGroup = 'alarmType' | 'truck' | 'shop';

export async function alarmRanking(
  services: AppServices,
  lang: ServerLanguage,
  scope: BoardScope,
  window: AlarmWindow,
  groupBy: RankGroup,
  limit: number,
): Promise<AlarmRankItem[]> {
  const base = alarmsIn(services, scope, window);
  const count = sql<string>`count(*)`;
  /** Grouped by a column that is its own name. */
  const byColumn = (column: 'a.truck_license' | 'a.alarm_type') =>
    base
      .select((eb) => [eb.ref(column).as('code'), eb.ref(column).as('name'), count.as('n')])
      .groupBy(column)
      .orderBy(count, 'desc')
      .orderBy(column)
      .limit(limit)
      .execute();
  let rows: Array<{ code: string; name: string; n: string }>;
  if (groupBy === 'truck') {
    rows = await byColumn('a.truck_license');
  } else if (groupBy === 'alarmType') {
    rows = (await byColumn('a.alarm_type')).map((r) => ({ ...r, name: alarmTypeName(lang, r.code) }));
  } else {
    // A fleet by its company; alarms without one are grouped by the name they carry.
    const key = sql<string>`coalesce(${sql.ref('a.fleet_company_id')}, ${sql.ref('a.shop_name')}, '')`;
    const name = sql<string>`coalesce(max(${sql.ref('a.shop_name')}), '')`;
    rows = await base
      .select([key.as('code'), name.as('name'), count.as('n')])
      .groupBy(key)
      .orderBy(count, 'desc')
      .orderBy(name)
      .limit(limit)
      .execute();
  }
  // Ties are ranked by name (the contract), so sort again where the name is not the grouped column.
  const items = rows.map((r) => ({ code: r.code, name: r.name || r.code, count: Number(r.n) }));
  items.sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'zh-CN'));
  return items.map((r, i) => ({ rank: i + 1, ...r }));
}

export type Granularity = 'hour' | 'day';

/** hour for a window of up to 2 days, else day (components/screen.yaml). */
export const defaultGranularity = (window: AlarmWindow): Granularity =>
  window.end.getTime() - window.start.getTime() <= 2 * DAY_MS ? 'hour' : 'day';

/** A bucket's label, its key too: the port clock's hour ('YYYY-MM-DD HH:00') or day ('YYYY-MM-DD'). */
const bucketLabel = (at: Date, granularity: Granularity): string =>
  granularity === 'hour' ? `${formatPortTime(at).slice(0, 13)}:00` : portDay(at);

/** Every bucket of the window in order, on the port's clock (a day the clock changes has 23 or 25 hours). */
function bucketsOf(window: AlarmWindow, granularity: Granularity): string[] {
  const labels: string[] = [];
  if (granularity === 'day') {
    const last = portDay(window.end);
    for (let d = portDay(window.start); d <= last; d = addPortDays(d, 1)) labels.push(d);
    return labels;
  }
  for (let t = window.start.getTime(); ; t += HOUR_MS) {
    const label = bucketLabel(new Date(Math.min(t, window.end.getTime())), 'hour');
    if (label !== labels[labels.length - 1]) labels.push(label);
    if (t >= window.end.getTime()) return labels;
  }
}

export async function alarmReport(
  services: AppServices,
  lang: ServerLanguage,
  scope: BoardScope,
  window: AlarmWindow,
  granularity: Granularity,
): Promise<AlarmReport> {
  const base = alarmsIn(services, scope, window);
  // Buckets of the port's clock, labelled by the database as bucketLabel does.
  const bucket = sql<string>`to_char(${sql.ref('a.abnormal_time')} at time zone ${sqlPortZone}, ${sql.lit(granularity === 'hour' ? 'YYYY-MM-DD HH24:"00"' : 'YYYY-MM-DD')})`;
  const [totals, byType, series] = await Promise.all([
    base
      .select([sql<string>`count(*)`.as('total'), sql<string>`count(*) filter (where ${sql.ref('a.status')} = '1')`.as('handled')])
      .executeTakeFirst(),
    base
      .select(['a.alarm_type', sql<string>`count(*)`.as('n')])
      .groupBy('a.alarm_type')
      .orderBy(sql`count(*)`, 'desc')
      .orderBy('a.alarm_type')
      .execute(),
    base.select([bucket.as('bucket'), sql<string>`count(*)`.as('n')]).groupBy(bucket).execute(),
  ]);
  const counts = new Map(series.map((r) => [r.bucket, Number(r.n)]));
  const filled = bucketsOf(window, granularity).map((time) => ({ time, count: counts.get(time) ?? 0 }));
  const total = Number(totals?.total ?? 0);
  const handled = Number(totals?.handled ?? 0);
  return {
    total,
    handled,
    open: total - handled,
    byType: byType.map((r) => ({ alarmType: r.alarm_type, alarmTypeName: alarmTypeName(lang, r.alarm_type), count: Number(r.n) })),
    series: filled,
  };
}

export async function vehicleTotals(services: AppServices, scope: BoardScope): Promise<VehicleTotals> {
  const now = services.now();
  const inScope = sql<SqlBool>`${
    scope.kind === 'all' ? sql`true` : scope.companyId === null ? sql`false` : sql`${sql.ref('t.fleet_company_id')} = ${scope.companyId}`
  }`;
  const [total, online] = await Promise.all([
    services.db
      .selectFrom('fleet_trucks as t')
      .select(sql<string>`count(*)`.as('n'))
      .where(inScope)
      .executeTakeFirst(),
    services.db
      .selectFrom('gps_last as g')
      .innerJoin('fleet_trucks as t', 't.id', 'g.truck_id')
      .select(sql<string>`count(*)`.as('n'))
      .where('g.gps_time', '>=', onlineSince(now))
      .where(inScope)
      .executeTakeFirst(),
  ]);
  const t = Number(total?.n ?? 0);
  const o = Math.min(t, Number(online?.n ?? 0));
  return { total: t, online: o, offline: t - o, updatedAt: formatDateTime(now) };
}

