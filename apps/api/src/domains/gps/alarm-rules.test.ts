import { describe, expect, it } from 'vitest';
import { ALARM_RULES, applyPosition, type TruckState } from './alarm-rules';
import { distanceToRouteM, plannedRoute } from './geography';

const fresh: TruckState = { gpsTime: null, stoppedSince: null, longStopAlarmed: false, offlineAlarmed: false, speedingAlarmTime: null, offRouteDispatchId: null };
const at = (min: number) => new Date(Date.UTC(2026, 0, 1, 0, min));

describe('alarm rules', () => {
  it('alarms speeding once per 10 minutes per truck', () => {
    let s = fresh;
    const types: string[] = [];
    for (const [min, speed] of [[0, 70], [1, 75], [11, 90]] as const) {
      const r = applyPosition(s, { lng: 121.86, lat: 29.92, speed, gpsTime: at(min) }, null);
      s = r.state;
      types.push(...r.alarms.map((a) => `${a.type}:${a.level}`));
    }
    expect(types).toEqual(['speeding:2', 'speeding:3']);
  });

  it('alarms a stop of 30 minutes once, and again only after moving', () => {
    let s = fresh;
    const fired: number[] = [];
    for (const [min, speed] of [[0, 0], [29, 0], [30, 0], [45, 0], [46, 20], [47, 0], [77, 0]] as const) {
      const r = applyPosition(s, { lng: 121.86, lat: 29.92, speed, gpsTime: at(min) }, null);
      s = r.state;
      if (r.alarms.some((a) => a.type === 'longStop')) fired.push(min);
    }
    expect(fired).toEqual([30, 77]);
    expect(ALARM_RULES.longStopMs).toBe(30 * 60_000);
  });

  it('alarms leaving the planned route of the active dispatch once per dispatch', () => {
    const route = plannedRoute('ZITYARD', 'E');
    expect(distanceToRouteM([route[1]![0], route[1]![1]], route)).toBeLessThan(1);
    const off = { lng: 122.2, lat: 30.2, speed: 30 };
    const first = applyPosition(fresh, { ...off, gpsTime: at(0) }, { dispatchId: '7', route });
    expect(first.alarms.map((a) => a.type)).toEqual(['offRoute']);
    expect(applyPosition(first.state, { ...off, gpsTime: at(1) }, { dispatchId: '7', route }).alarms).toEqual([]);
    expect(applyPosition(first.state, { ...off, gpsTime: at(2) }, { dispatchId: '8', route }).alarms).toHaveLength(1);
    expect(applyPosition(fresh, { lng: route[0]![0], lat: route[0]![1], speed: 30, gpsTime: at(0) }, { dispatchId: '7', route }).alarms).toEqual([]);
  });
});
