/**
 * Reading positions: the vehicle list with last position and online state, a truck's track for a time
 * window (truckGpsDetail), the trucks of an order (GpsDetail) and the map's configuration.
 * Scope: a fleet sees its trucks; a forwarder the trucks that carry (or carried) its containers; data
 * scope 1 every truck.
 */
import { sql, type SqlBool } from 'kysely';
import type { Schemas } from '@port/sdk/contract';
import type { ServerLanguage } from '@port/config/server-messages';
import { badRequest } from '../../http/errors';
import { clientText } from '../../lib/text';
import { dataScopeOf, type DataScope } from '../../lib/data-scope';
import { formatDateTime, parseDateTime } from '../../lib/datetime';
import { asText, asTextOrNull } from '../../lib/ids';
import { found, refuse } from '../../lib/records';
import type { AppServices, SessionUser } from '../../services';
import { scopeOrders } from '../trucking/order-rows';
import { MAP_CENTER, MAP_ZOOM, PLACES, plannedRoute } from './geography';
import { isOnline, lastPosition } from './online';
import { DISPATCH, DISPATCH_COUNTED } from '@port/sdk/domains/trucking';

const MAX_TRACK_POINTS = 2_000;

function alarmTypeName(lang: ServerLanguage, code: string): string {
  const key = `screen.alarmTypes.${code}`;
  const text = clientText(lang, key);
  return text === key ? code : text;
}
const DEFAULT_WINDOW_MS = 2 * 3_600_000;
const MAX_WINDOW_MS = 24 * 3_600_000;

/** Trucks visible to the scope, as a predicate on the truck id column. */
function trucksVisible(services: AppServices, scope: DataScope, truckIdColumn: string) {
  const col = sql.ref(truckIdColumn);
  if (scope.kind === 'all') return sql<SqlBool>`true`;
  if (scope.kind === 'self') return sql<SqlBool>`false`;
  if (scope.companyKind === 'fleet') {
    return sql<SqlBool>`${col} in (select id from fleet_trucks where fleet_company_id = ${scope.companyId})`;
  }
  return sql<SqlBool>`${col} in (select d.truck_id from truck_dispatches d join truck_orders o on o.id = d.order_id
    where o.forwarder_company_id = ${scope.companyId} and d.status in (${sql.lit(DISPATCH.sent)}, ${sql.lit(DISPATCH.delivered)}))`;
}

function vehiclesFrom(services: AppServices) {
  return services.db
    .selectFrom('fleet_trucks as t')
    .leftJoin('gps_last as g', 'g.truck_id', 't.id')
    .leftJoin('truck_dispatches as d', (j) => j.onRef('d.truck_id', '=', 't.id').on('d.status', '=', DISPATCH.sent))
    .leftJoin('fleet_drivers as dr', 'dr.id', 'd.driver_id')
    .leftJoin('truck_order_containers as c', 'c.id', 'd.container_id')
    .select([
      asText('t.id').as('id'), 't.truck_license', 't.trailer_license', 'g.lng', 'g.lat', 'g.speed', 'g.direction', 'g.gps_time',
      'dr.name as driver_name', asTextOrNull('d.id').as('dispatch_id'), 'c.ctn_no',
      sql<string | null>`(select company_name from companies where company_id = t.fleet_company_id)`.as('fleet_name'),
      sql<string | null>`(select dd.name from fleet_driver_trucks b join fleet_drivers dd on dd.id = b.driver_id where b.truck_id = t.id order by dd.name limit 1)`.as('bound_driver'),
    ]);
}

type VehicleRow = Awaited<ReturnType<ReturnType<typeof vehiclesFrom>['executeTakeFirstOrThrow']>>;

function toVehicle(r: VehicleRow, now: Date): Schemas['VehiclePosition'] {
  return {
    truckId: r.id,
    truckLicense: r.truck_license,
    trailerLicense: r.trailer_license,
    fleetName: r.fleet_name,
    online: isOnline(r.gps_time, now),
    lastPosition: lastPosition(r),
    driverName: r.driver_name ?? r.bound_driver,
    dispatchId: r.dispatch_id,
    ctnNo: r.ctn_no,
  };
}

export async function listVehicles(services: AppServices, user: SessionUser, q: { truckLicense?: string; online?: 'true' | 'false' }) {
  const scope = await dataScopeOf(services, user);
  let qb = vehiclesFrom(services).where(trucksVisible(services, scope, 't.id'));
  const plate = q.truckLicense?.replace(/\s+/g, '').toUpperCase();
  if (plate) qb = qb.where('t.truck_license', 'like', `${plate}%`);
  const since = new Date(services.now().getTime() - 5 * 60_000);
  if (q.online === 'true') qb = qb.where('g.gps_time', '>=', since);
  if (q.online === 'false') qb = qb.where((eb) => eb.or([eb('g.gps_time', 'is', null), eb('g.gps_time', '<', since)]));
  const rows = await qb.orderBy('t.truck_license').limit(2_000).execute();
  const now = services.now();
  return rows.map((r) => toVehicle(r, now));
}

function thin<T>(points: T[], max: number): T[] {
  if (points.length <= max) return points;
  const step = points.length / max;
  const out: T[] = [];
  for (let i = 0; i < max - 1; i += 1) out.push(points[Math.floor(i * step)]!);
  out.push(points.at(-1)!);
  return out;
}

async function trackPoints(services: AppServices, truckId: string, start: Date, end: Date, max: number) {
  const rows = await services.db
    .selectFrom('gps_positions')
    .select(['lng', 'lat', 'speed', 'direction', 'gps_time'])
    .where('truck_id', '=', truckId)
    .where('gps_time', '>=', start)
    .where('gps_time', '<=', end)
    .orderBy('gps_time')
    .execute();
  return thin(rows, max).map((p) => ({ lng: Number(p.lng), lat: Number(p.lat), speed: Number(p.speed), direction: Number(p.direction), gpsTime: formatDateTime(p.gps_time) }));
}

export async function truckTrack(
  services: AppServices, user: SessionUser, lang: ServerLanguage, id: string, q: { start?: string; end?: string },
): Promise<Schemas['TruckTrack']> {
  const scope = await dataScopeOf(services, user);
  const now = services.now();
  const end = q.end ? parseDateTime(q.end) : now;
  const start = q.start ? parseDateTime(q.start) : new Date((end ?? now).getTime() - DEFAULT_WINDOW_MS);
  if (!start || !end) throw badRequest('invalidField', { field: 'start', detail: 'YYYY-MM-DD HH:mm:ss' }, 'query.start');
  if (end < start || end.getTime() - start.getTime() > MAX_WINDOW_MS) throw refuse(400, 'trackRangeInvalid', {}, 'query.end');
  const vehicle = found(await vehiclesFrom(services).where(trucksVisible(services, scope, 't.id')).where('t.id', '=', id).executeTakeFirst());
  const points = await trackPoints(services, id, start, end, MAX_TRACK_POINTS);
  const alarms = await services.db
    .selectFrom('alarms')
    .select([asText('id').as('id'), 'truck_license', 'alarm_type', 'category', 'level', 'abnormal_time', 'location', 'lng', 'lat', 'speed', 'shop_name', 'driver_name', 'status'])
    .where('truck_id', '=', id)
    .where('abnormal_time', '>=', start)
    .where('abnormal_time', '<=', end)
    .orderBy('abnormal_time')
    .limit(500)
    .execute();
  const active = await services.db
    .selectFrom('truck_dispatches as d')
    .innerJoin('truck_orders as o', 'o.id', 'd.order_id')
    .select(['o.take_address', 'o.order_type'])
    .where('d.truck_id', '=', id)
    .where('d.status', '=', DISPATCH.sent)
    .executeTakeFirst();
  return {
    vehicle: toVehicle(vehicle, now),
    points,
    alarms: alarms.map((a) => ({
      id: a.id,
      truckLicense: a.truck_license,
      alarmType: a.alarm_type,
      alarmTypeName: alarmTypeName(lang, a.alarm_type),
      category: a.category === 1 ? 1 : 2,
      level: a.level === 1 || a.level === 2 || a.level === 3 ? a.level : null,
      abnormalTime: formatDateTime(a.abnormal_time),
      location: a.location,
      lng: a.lng === null ? null : Number(a.lng),
      lat: a.lat === null ? null : Number(a.lat),
      speed: a.speed === null ? null : Number(a.speed),
      shopName: a.shop_name,
      driverName: a.driver_name,
      status: a.status === '1' ? '1' : '0',
    })),
    ...(active ? { route: plannedRoute(active.take_address, active.order_type) } : {}),
    places: [...PLACES],
  };
}

export async function orderLocation(services: AppServices, user: SessionUser, id: string): Promise<Schemas['OrderLocation']> {
  const scope = await dataScopeOf(services, user);
  const order = found(await scopeOrders(services.db.selectFrom('truck_orders as o'), scope).select(['o.order_no']).where('o.id', '=', id).executeTakeFirst());
  const dispatches = await services.db
    .selectFrom('truck_dispatches')
    .select([asText('truck_id').as('truck_id'), 'create_time', 'finish_time', 'status'])
    .where('order_id', '=', id)
    .where('status', 'in', [...DISPATCH_COUNTED])
    .execute();
  const truckIds = [...new Set(dispatches.map((d) => d.truck_id))];
  const now = services.now();
  const vehicles = truckIds.length ? (await vehiclesFrom(services).where('t.id', 'in', truckIds).execute()).map((r) => toVehicle(r, now)) : [];
  const tracks: Schemas['OrderLocation']['tracks'] = [];
  for (const truckId of truckIds) {
    const mine = dispatches.filter((d) => d.truck_id === truckId);
    const from = new Date(Math.max(Math.min(...mine.map((d) => new Date(d.create_time).getTime())), now.getTime() - MAX_WINDOW_MS));
    const to = mine.some((d) => d.status === DISPATCH.sent) ? now : new Date(Math.max(...mine.map((d) => new Date(d.finish_time ?? now).getTime())));
    tracks.push({ truckId, points: await trackPoints(services, truckId, from, to, 500) });
  }
  return { orderId: id, orderNo: order.order_no, vehicles, tracks, places: [...PLACES] };
}

export function mapConfig(services: AppServices): Schemas['MapConfig'] {
  return { tileUrl: services.env.mapTileUrl ?? null, attribution: services.env.mapAttribution ?? null, tileCrs: services.env.mapTileCrs, center: [...MAP_CENTER], zoom: MAP_ZOOM, places: [...PLACES] };
}
