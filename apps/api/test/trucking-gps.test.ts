import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { formatDateTime } from '../src/lib/datetime';
import { startApp } from './helpers';
import { Caller, MOBILES, addOtherFleet } from './trucking-helpers';

interface Vehicle {
  truckId: string;
  truckLicense: string;
  online: boolean;
  lastPosition: { lng: number; lat: number; speed: number } | null;
}

describe('GPS: ingestion by the fleet, online state, alarms stored and published, tracks', () => {
  let app: FastifyInstance;
  let clock = Date.parse('2026-03-02T02:00:00Z');
  let fleet: Caller;
  let forwarder: Caller;
  let otherFleet: Caller;
  const published: Array<{ id: string; alarmType: string; truckLicense: string }> = [];
  const at = (offsetMs: number) => formatDateTime(new Date(clock + offsetMs));
  // 浙BD1001 carries the seed's active dispatch from 东方大港堆场 (export) towards the terminal.
  const PLATE = '浙BD1001';
  const ON_ROUTE = { lng: 121.866, lat: 29.914 };
  const post = (who: Caller, positions: Array<Record<string, unknown>>) => who.call<{ accepted: number; rejected: Array<{ index: number; reason: string }>; alarms: number }>('POST', '/gps/positions', { positions });
  const alarmsOf = async (type: string) =>
    // Derived alarms carry their rule's detail (the board's demo alarms have none).
    app.services.db.selectFrom('alarms').selectAll().where('truck_license', '=', PLATE).where('alarm_type', '=', type).where('detail', 'is not', null).execute();

  beforeAll(async () => {
    app = await startApp({}, () => new Date(clock));
    await addOtherFleet(app);
    [fleet, forwarder, otherFleet] = await Caller.all(app, [MOBILES.fleet, MOBILES.forwarder, MOBILES.otherFleet]);
    app.services.bus.subscribe('alarms', (m) => published.push(m as (typeof published)[number]));
  });
  afterAll(() => app.close());

  it('takes a fleet\'s positions for its own trucks only', async () => {
    const res = await post(fleet, [
      { truckLicense: PLATE, ...ON_ROUTE, speed: 35, direction: 90, gpsTime: at(-60_000) },
      { truckLicense: '沪A00000', lng: 121.8, lat: 29.9, gpsTime: at(-60_000) },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.result.accepted).toBe(1);
    expect(res.body.result.rejected).toEqual([{ index: 1, reason: '车辆沪A00000不属于本车队' }]);
    const foreign = await post(otherFleet, [{ truckLicense: PLATE, ...ON_ROUTE, gpsTime: at(0) }]);
    expect(foreign.body.result.accepted).toBe(0);
    expect((await post(forwarder, [{ truckLicense: PLATE, ...ON_ROUTE, gpsTime: at(0) }])).status).toBe(403);
  });

  it('shows the truck online with its last position within 5 minutes, offline after', async () => {
    const list = await fleet.call<Vehicle[]>('GET', '/gps/vehicles', undefined, { truckLicense: PLATE });
    expect(list.body.result[0]).toMatchObject({ truckLicense: PLATE, online: true, lastPosition: { speed: 35 } });
    clock += 6 * 60_000;
    const later = await fleet.call<Vehicle[]>('GET', '/gps/vehicles', undefined, { truckLicense: PLATE });
    expect(later.body.result[0]!.online).toBe(false);
  });

  it('stores an offline alarm once when a truck falls silent, found by the sweep', async () => {
    // Any fleet's ingestion runs the sweep (at most once a minute).
    await post(fleet, [{ truckLicense: '浙BD1005', lng: 121.84, lat: 29.93, speed: 20, gpsTime: at(0) }]);
    const offline = await alarmsOf('offline');
    expect(offline).toHaveLength(1);
    expect(offline[0]).toMatchObject({ category: 2, status: '0' });
    expect(published.some((p) => p.alarmType === 'offline' && p.truckLicense === PLATE)).toBe(true);
  });

  it('derives speeding, off-route and long-stop alarms from the positions, each stored and published once', async () => {
    published.length = 0;
    const r = await post(fleet, [
      { truckLicense: PLATE, ...ON_ROUTE, speed: 82, gpsTime: at(0) },
      { truckLicense: PLATE, ...ON_ROUTE, speed: 85, gpsTime: at(30_000) },
    ]);
    expect(r.body.result.alarms).toBe(1);
    const speeding = await alarmsOf('speeding');
    expect(speeding).toHaveLength(1);
    expect(speeding[0]).toMatchObject({ category: 1, level: 3, speed: 82, shop_name: '北仑顺达集卡车队有限公司', driver_name: expect.any(String) });

    await post(fleet, [{ truckLicense: PLATE, lng: 122.2, lat: 30.2, speed: 30, gpsTime: at(60_000) }]);
    await post(fleet, [{ truckLicense: PLATE, lng: 122.21, lat: 30.21, speed: 30, gpsTime: at(90_000) }]);
    expect(await alarmsOf('offRoute')).toHaveLength(1);

    const stops = [0, 10, 20, 31, 40].map((m) => ({ truckLicense: PLATE, ...ON_ROUTE, speed: 0, gpsTime: at(120_000 + m * 60_000) }));
    await post(fleet, stops);
    const longStop = await alarmsOf('longStop');
    expect(longStop).toHaveLength(1);
    expect(formatDateTime(longStop[0]!.abnormal_time)).toBe(at(120_000 + 31 * 60_000));
    expect(published.map((p) => p.alarmType).sort()).toEqual(['longStop', 'offRoute', 'speeding']);
    expect(published.every((p) => typeof p.id === 'string' && p.truckLicense === PLATE)).toBe(true);
  });

  it('answers a truck\'s track for a window with its alarms and planned route, to the fleet', async () => {
    const trucks = await fleet.call<Vehicle[]>('GET', '/gps/vehicles', undefined, { truckLicense: PLATE });
    const id = trucks.body.result[0]!.truckId;
    const track = await fleet.call<{ points: unknown[]; alarms: Array<{ alarmType: string; alarmTypeName: string }>; route: number[][] }>(
      'GET', `/gps/trucks/${id}/track`, undefined, { start: at(-3_600_000), end: at(3 * 3_600_000) },
    );
    expect(track.status).toBe(200);
    expect(track.body.result.points.length).toBeGreaterThanOrEqual(10);
    expect(track.body.result.alarms.map((a) => a.alarmTypeName)).toEqual(expect.arrayContaining(['超速', '偏离路线', '长时间停车']));
    expect(track.body.result.route.length).toBe(3);
    const tooLong = await fleet.call('GET', `/gps/trucks/${id}/track`, undefined, { start: at(-2 * 86_400_000), end: at(0) });
    expect(tooLong.status).toBe(400);
    expect((await otherFleet.call('GET', `/gps/trucks/${id}/track`)).status).toBe(404);
  });

  it('gives the map configuration: no tile URL means the offline canvas', async () => {
    const cfg = await fleet.call<{ tileUrl: string | null; places: unknown[] }>('GET', '/gps/mapConfig');
    expect(cfg.body.result.tileUrl).toBeNull();
    expect(cfg.body.result.places.length).toBeGreaterThan(5);
  });
});
