/**
 * The GPS simulator of the embedded mode: moves the demo trucks around the port through the same
 * ingestion as a fleet's devices, so the map, the online state and the alarms have something to show.
 * A truck with an active dispatch drives its planned route (yard ↔ gate ↔ terminal) and waits at the end;
 * others shuttle between their yard and a terminal, or stand parked at their yard; one truck stays silent
 * after its history (offline). At start it fills the last two hours of each truck's track. Only filed trucks move
 * (a permit of the permits domain approved and valid today): a truck without one may not enter the port.
 * Started from the seed when env.gpsSimulator is on (never in tests unless asked); stops with the database.
 */
import { sql } from 'kysely';
import type { AppServices } from '../../services';
import { asText } from '../../lib/ids';
import { PLACES, alongRoute, plannedRoute, routeLengthM, type LngLat } from './geography';
import { ingestPositions, sweepOffline, type IngestItem } from './ingest';
import { filedTruck } from '../permits/filed';
import { seededRandom } from '../../lib/seeded-random';
import { DISPATCH } from '@port/sdk/domains/trucking';

/** The simulator's clock; the tick between moves is the environment's `gpsSimulatorTickMs` (GPS_SIMULATOR_TICK_MS). */
export const SIMULATOR = { backfillMs: 2 * 3_600_000, backfillStepMs: 60_000, keepDays: 7, cruiseKmh: 38 } as const;

interface SimTruck {
  id: string;
  plate: string;
  index: number;
  dispatchId: string | null;
  route: LngLat[];
}

interface Motion {
  t: number;
  dir: 1 | -1;
  dispatchId: string | null;
}


const yards = PLACES.filter((p) => p.kind === 'yard');

export async function loadTrucks(services: AppServices): Promise<SimTruck[]> {
  const rows = await services.db
    .selectFrom('fleet_trucks as t')
    .leftJoin('truck_dispatches as d', (j) => j.onRef('d.truck_id', '=', 't.id').on('d.status', '=', DISPATCH.sent))
    .leftJoin('truck_orders as o', 'o.id', 'd.order_id')
    .select([asText('t.id').as('id'), 't.truck_license', sql<string | null>`d.id::text`.as('dispatch_id'), 'o.take_address', 'o.order_type'])
    .where('t.status', '=', '0')
    // Filed by the truck's own state (a change of plate or type sends it back to 0) and by a permit valid today.
    .where('t.filing_status', '=', '2')
    .where(filedTruck('t.id', services.now()))
    .orderBy('t.id')
    .limit(200)
    .execute();
  return rows.map((r, index) => {
    const home = yards[index % yards.length]!;
    const route = r.dispatch_id && r.take_address ? plannedRoute(r.take_address, r.order_type ?? 'E') : plannedRoute(home.code, 'E');
    return { id: r.id, plate: r.truck_license, index, dispatchId: r.dispatch_id, route };
  });
}

/** Parked trucks stand at their yard; the last of ten is the silent one. */
const isParked = (truck: SimTruck) => !truck.dispatchId && truck.index % 4 === 3;
const isSilent = (truck: SimTruck, count: number) => count >= 5 && truck.index === count - 1 && !truck.dispatchId;

function step(truck: SimTruck, motion: Motion, dtMs: number, rnd: () => number): Omit<IngestItem, 'gpsTime' | 'truckLicense'> {
  if (motion.dispatchId !== truck.dispatchId) {
    // A new dispatch starts from the beginning of its route.
    motion.dispatchId = truck.dispatchId;
    motion.t = 0;
    motion.dir = 1;
  }
  const jitter = () => (rnd() - 0.5) * 0.0002;
  if (isParked(truck)) {
    const [lng, lat] = truck.route[0]!;
    return { lng: lng + jitter() / 4, lat: lat + jitter() / 4, speed: 0, direction: 0 };
  }
  const length = Math.max(routeLengthM(truck.route), 1);
  let speed = SIMULATOR.cruiseKmh + (rnd() - 0.5) * 12;
  if (rnd() < 0.003) speed = 72 + rnd() * 12; // now and then someone speeds
  motion.t += (motion.dir * (speed / 3.6) * (dtMs / 1000)) / length;
  if (motion.t >= 1) {
    motion.t = 1;
    if (truck.dispatchId) speed = 0; // waits at the destination until the dispatch is completed
    else motion.dir = -1;
  }
  if (motion.t <= 0) {
    motion.t = 0;
    motion.dir = 1;
  }
  const { point, bearing } = alongRoute(truck.route, motion.t);
  return { lng: point[0] + jitter(), lat: point[1] + jitter(), speed: Math.round(speed * 10) / 10, direction: Math.round(motion.dir === 1 ? bearing : (bearing + 180) % 360) };
}

/** The simulator's two steps over its own state: fill the recent track of trucks without one, then move every truck once. */
export function createSimulator(services: AppServices): { backfill(): Promise<void>; tick(): Promise<void> } {
  const rnd = seededRandom(20_260_101);
  const motions = new Map<string, Motion>();
  let lastPrune = 0;

  const motionOf = (truck: SimTruck): Motion => {
    let m = motions.get(truck.id);
    if (!m) {
      m = { t: rnd(), dir: rnd() < 0.5 ? 1 : -1, dispatchId: truck.dispatchId };
      motions.set(truck.id, m);
    }
    return m;
  };

  const backfill = async () => {
    const trucks = await loadTrucks(services);
    const now = services.now().getTime();
    const recent = await services.db
      .selectFrom('gps_last')
      .select(asText('truck_id').as('truck_id'))
      .where('gps_time', '>', new Date(now - SIMULATOR.backfillMs))
      .execute();
    const fresh = new Set(recent.map((r) => r.truck_id));
    const todo = trucks.filter((t) => !fresh.has(t.id));
    if (todo.length === 0) return;
    const items: IngestItem[] = [];
    for (let at = now - SIMULATOR.backfillMs; at <= now - services.env.gpsSimulatorTickMs; at += SIMULATOR.backfillStepMs) {
      for (const truck of todo) {
        // The silent truck's history ends 20 minutes ago.
        if (isSilent(truck, trucks.length) && at > now - 20 * 60_000) continue;
        items.push({ truckLicense: truck.plate, gpsTime: new Date(at), ...step(truck, motionOf(truck), SIMULATOR.backfillStepMs, rnd) });
      }
    }
    for (let i = 0; i < items.length; i += 500) await ingestPositions(services, 'zh-CN', null, items.slice(i, i + 500));
  };

  const tick = async () => {
    const trucks = await loadTrucks(services);
    const now = services.now();
    const items = trucks
      .filter((t) => !isSilent(t, trucks.length))
      .map((truck) => ({ truckLicense: truck.plate, gpsTime: now, ...step(truck, motionOf(truck), services.env.gpsSimulatorTickMs, rnd) }));
    if (items.length) await ingestPositions(services, 'zh-CN', null, items);
    await sweepOffline(services);
    if (now.getTime() - lastPrune > 3_600_000) {
      lastPrune = now.getTime();
      await services.db.deleteFrom('gps_positions').where('gps_time', '<', new Date(now.getTime() - SIMULATOR.keepDays * 86_400_000)).execute();
    }
  };

  return { backfill, tick };
}

/** Starts the simulator; answers a stop function. */
export function startSimulator(services: AppServices): () => void {
  const { backfill, tick } = createSimulator(services);
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      tick()
        .catch((err: unknown) => {
          // The database closed under us (the server is stopping): stop quietly.
          if (/destroy|closed|terminat|not connected/i.test(String(err))) stopped = true;
        })
        .finally(schedule);
    }, services.env.gpsSimulatorTickMs);
    timer.unref();
  };

  void backfill()
    .catch(() => undefined)
    .finally(schedule);
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}
