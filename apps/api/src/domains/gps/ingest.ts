/**
 * GPS ingestion: a fleet's batch of positions is stored, each truck's last position and rule state is
 * advanced in time order, and the alarms derived (alarm-rules.ts) are stored with type and time and then
 * published on the bus channel 'alarms' (after commit, so a reader on any replica finds the row).
 * Offline alarms come from a sweep, run by the simulator's clock and at most once a minute by ingestion.
 */
import { serverMessage, type ServerLanguage } from '@port/config/server-messages';
import type { Schemas } from '@port/sdk/contract';
import { asText } from '../../lib/ids';
import type { Executor } from '../../lib/records';
import type { AppServices } from '../../services';
import { ALARM_TYPES, applyPosition, type AlarmType, type DerivedAlarm, type TruckState } from './alarm-rules';
import { placeNear, plannedRoute, type LngLat } from './geography';
import { ONLINE_WINDOW_MS } from './online';
import { DISPATCH } from '@port/sdk/domains/trucking';

/** The bus channel the big screen listens on (domains/screen/socket.ts ALARMS_CHANNEL). */
export const ALARMS_CHANNEL = 'alarms';
const SWEEP_EVERY_MS = 60_000;

export interface IngestItem {
  truckLicense: string;
  lng: number;
  lat: number;
  speed: number;
  direction: number;
  gpsTime: Date;
}

export interface StoredAlarm {
  id: string;
  alarmType: AlarmType;
  truckLicense: string;
  fleetCompanyId: string | null;
  abnormalTime: string;
}

interface TruckInfo {
  id: string;
  truck_license: string;
  fleet_company_id: string;
  shop_name: string | null;
}

/** The active dispatch of a truck (its planned route) and the driver to name in an alarm. */
async function truckContext(db: Executor, truckId: string) {
  const active = await db
    .selectFrom('truck_dispatches as d')
    .innerJoin('truck_orders as o', 'o.id', 'd.order_id')
    .innerJoin('fleet_drivers as dr', 'dr.id', 'd.driver_id')
    .select([asText('d.id').as('id'), asText('d.driver_id').as('driver_id'), 'dr.name', 'o.take_address', 'o.order_type'])
    .where('d.truck_id', '=', truckId)
    .where('d.status', '=', DISPATCH.sent)
    .executeTakeFirst();
  if (active) {
    return {
      route: { dispatchId: active.id, route: plannedRoute(active.take_address, active.order_type) },
      driver: { id: active.driver_id, name: active.name },
    };
  }
  const bound = await db
    .selectFrom('fleet_driver_trucks as b')
    .innerJoin('fleet_drivers as dr', 'dr.id', 'b.driver_id')
    .select([asText('dr.id').as('id'), 'dr.name'])
    .where('b.truck_id', '=', truckId)
    .orderBy('dr.name')
    .executeTakeFirst();
  return { route: null, driver: bound ?? null };
}

async function insertAlarm(
  db: Executor,
  truck: TruckInfo,
  driver: { id: string; name: string } | null,
  dispatchId: string | null,
  a: DerivedAlarm,
  at: { lng: number; lat: number; speed: number | null },
): Promise<StoredAlarm> {
  const row = await db
    .insertInto('alarms')
    .values({
      truck_id: truck.id, truck_license: truck.truck_license, fleet_company_id: truck.fleet_company_id, shop_name: truck.shop_name,
      driver_id: driver?.id ?? null, driver_name: driver?.name ?? null, dispatch_id: dispatchId, alarm_type: a.type,
      category: ALARM_TYPES[a.type].category, level: a.level, abnormal_time: a.time, lng: at.lng, lat: at.lat, speed: at.speed,
      location: placeNear([at.lng, at.lat]), detail: JSON.stringify(a.detail),
    })
    .returning(asText('id').as('id'))
    .executeTakeFirstOrThrow();
  return { id: row.id, alarmType: a.type, truckLicense: truck.truck_license, fleetCompanyId: truck.fleet_company_id, abnormalTime: a.time.toISOString() };
}

async function publish(services: AppServices, alarms: StoredAlarm[]): Promise<void> {
  for (const a of alarms) await services.bus.publish(ALARMS_CHANNEL, a).catch(() => undefined);
}

let lastSweep = 0;

/**
 * Stores a batch. `fleetCompanyId` limits it to that fleet's trucks (null: any truck, for the simulator).
 * Positions of other trucks are rejected one by one with the reason.
 */
export async function ingestPositions(
  services: AppServices,
  lang: ServerLanguage,
  fleetCompanyId: string | null,
  items: readonly IngestItem[],
): Promise<Schemas['GpsIngestResult']> {
  const plates = [...new Set(items.map((i) => i.truckLicense.replace(/\s+/g, '').toUpperCase()))];
  const trucks = plates.length
    ? await services.db
        .selectFrom('fleet_trucks as t')
        .innerJoin('companies as c', 'c.company_id', 't.fleet_company_id')
        .select([asText('t.id').as('id'), 't.truck_license', 't.fleet_company_id', 'c.company_name as shop_name'])
        .where('t.truck_license', 'in', plates)
        .execute()
    : [];
  const byPlate = new Map(trucks.filter((t) => fleetCompanyId === null || t.fleet_company_id === fleetCompanyId).map((t) => [t.truck_license, t]));
  const rejected: Schemas['GpsIngestResult']['rejected'] = [];
  const accepted = new Map<string, Array<IngestItem & { index: number }>>();
  items.forEach((item, index) => {
    const plate = item.truckLicense.replace(/\s+/g, '').toUpperCase();
    const truck = byPlate.get(plate);
    if (!truck) {
      rejected.push({ index, reason: serverMessage(lang, 'gpsTruckUnknown', { license: item.truckLicense }) });
      return;
    }
    accepted.set(truck.id, [...(accepted.get(truck.id) ?? []), { ...item, index }]);
  });

  const stored: StoredAlarm[] = [];
  const count = [...accepted.values()].reduce((n, list) => n + list.length, 0);
  if (count > 0) {
    await services.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('gps_positions')
        .values([...accepted].flatMap(([truckId, list]) =>
          list.map((p) => ({ truck_id: truckId, lng: p.lng, lat: p.lat, speed: p.speed, direction: p.direction, gps_time: p.gpsTime, received_time: services.now() })),
        ))
        .execute();
      for (const [truckId, list] of accepted) {
        const truck = trucks.find((t) => t.id === truckId)!;
        const last = await trx.selectFrom('gps_last').selectAll().where('truck_id', '=', truckId).forUpdate().executeTakeFirst();
        let state: TruckState = last
          ? {
              gpsTime: new Date(last.gps_time),
              stoppedSince: last.stopped_since ? new Date(last.stopped_since) : null,
              longStopAlarmed: last.long_stop_alarmed,
              offlineAlarmed: last.offline_alarmed,
              speedingAlarmTime: last.speeding_alarm_time ? new Date(last.speeding_alarm_time) : null,
              offRouteDispatchId: last.off_route_dispatch_id === null ? null : String(last.off_route_dispatch_id),
            }
          : { gpsTime: null, stoppedSince: null, longStopAlarmed: false, offlineAlarmed: false, speedingAlarmTime: null, offRouteDispatchId: null };
        // Late positions join the track but do not move the truck back in time.
        const fresh = list.filter((p) => !state.gpsTime || p.gpsTime > state.gpsTime).sort((a, b) => a.gpsTime.getTime() - b.gpsTime.getTime());
        if (fresh.length === 0) continue;
        const ctx = await truckContext(trx, truckId);
        for (const p of fresh) {
          const applied = applyPosition(state, p, ctx.route);
          state = applied.state;
          for (const a of applied.alarms) {
            stored.push(await insertAlarm(trx, truck, ctx.driver, ctx.route?.dispatchId ?? null, a, { lng: p.lng, lat: p.lat, speed: p.speed }));
          }
        }
        const top = fresh.at(-1)!;
        const row = {
          lng: top.lng, lat: top.lat, speed: top.speed, direction: top.direction, gps_time: top.gpsTime,
          stopped_since: state.stoppedSince, long_stop_alarmed: state.longStopAlarmed, offline_alarmed: false,
          speeding_alarm_time: state.speedingAlarmTime, off_route_dispatch_id: state.offRouteDispatchId,
        };
        await trx.insertInto('gps_last').values({ truck_id: truckId, ...row }).onConflict((oc) => oc.column('truck_id').doUpdateSet(row)).execute();
      }
    });
  }
  await publish(services, stored);
  if (services.now().getTime() - lastSweep >= SWEEP_EVERY_MS) {
    lastSweep = services.now().getTime();
    await sweepOffline(services);
  }
  return { accepted: count, rejected, alarms: stored.length };
}

/** Trucks online within the last day that have now been silent for 5 minutes: one offline alarm each. */
export async function sweepOffline(services: AppServices): Promise<number> {
  const now = services.now().getTime();
  const silent = await services.db
    .selectFrom('gps_last as g')
    .innerJoin('fleet_trucks as t', 't.id', 'g.truck_id')
    .innerJoin('companies as c', 'c.company_id', 't.fleet_company_id')
    .select([asText('t.id').as('id'), 't.truck_license', 't.fleet_company_id', 'c.company_name as shop_name', 'g.gps_time', 'g.lng', 'g.lat'])
    .where('g.gps_time', '<', new Date(now - ONLINE_WINDOW_MS))
    .where('g.gps_time', '>', new Date(now - 86_400_000))
    .where('g.offline_alarmed', '=', false)
    .where('t.status', '=', '0')
    .execute();
  const stored: StoredAlarm[] = [];
  for (const truck of silent) {
    await services.db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable('gps_last')
        .set({ offline_alarmed: true })
        .where('truck_id', '=', truck.id)
        .where('offline_alarmed', '=', false)
        .where('gps_time', '=', truck.gps_time)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 0) return;
      const ctx = await truckContext(trx, truck.id);
      const time = new Date(new Date(truck.gps_time).getTime() + ONLINE_WINDOW_MS);
      stored.push(await insertAlarm(trx, truck, ctx.driver, ctx.route?.dispatchId ?? null, { type: 'offline', level: 2, time, detail: {} }, { lng: truck.lng, lat: truck.lat, speed: null }));
    });
  }
  await publish(services, stored);
  return stored.length;
}

export type { LngLat };
