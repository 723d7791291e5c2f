/**
 * Alarms derived from positions (stored with type and time, read by the big screen). Pure rules over the
 * state each truck carries in gps_last, so they are tested without a database.
 */
import { distanceToRouteM, type LngLat } from './geography';

export const ALARM_TYPES = {
  speeding: { category: 1 },
  offRoute: { category: 1 },
  longStop: { category: 2 },
  offline: { category: 2 },
} as const;
export type AlarmType = keyof typeof ALARM_TYPES;

export const ALARM_RULES = {
  /** km/h inside the port area. */
  speedLimit: 60,
  /** One speeding alarm per truck per this long. */
  speedingRepeatMs: 10 * 60 * 1000,
  /** Below this a truck is standing. */
  stopSpeed: 3,
  longStopMs: 30 * 60 * 1000,
  /** Metres from the planned route of the active dispatch. */
  offRouteM: 1_500,
} as const;

export interface TruckState {
  gpsTime: Date | null;
  stoppedSince: Date | null;
  longStopAlarmed: boolean;
  offlineAlarmed: boolean;
  speedingAlarmTime: Date | null;
  offRouteDispatchId: string | null;
}

export interface PositionIn {
  lng: number;
  lat: number;
  speed: number;
  gpsTime: Date;
}

export interface DerivedAlarm {
  type: AlarmType;
  level: 1 | 2 | 3;
  time: Date;
  detail: Record<string, number | string>;
}

/**
 * Applies one position (not older than the state's) to the state: answers the new state and the alarms.
 * `route` is the planned route of the truck's active dispatch, if any.
 */
export function applyPosition(
  state: TruckState,
  p: PositionIn,
  active: { dispatchId: string; route: readonly LngLat[] } | null,
): { state: TruckState; alarms: DerivedAlarm[] } {
  const alarms: DerivedAlarm[] = [];
  const next: TruckState = { ...state, gpsTime: p.gpsTime, offlineAlarmed: false };
  const t = p.gpsTime.getTime();

  if (p.speed > ALARM_RULES.speedLimit) {
    if (!state.speedingAlarmTime || t - state.speedingAlarmTime.getTime() >= ALARM_RULES.speedingRepeatMs) {
      alarms.push({ type: 'speeding', level: p.speed > ALARM_RULES.speedLimit * 1.3 ? 3 : 2, time: p.gpsTime, detail: { limit: ALARM_RULES.speedLimit } });
      next.speedingAlarmTime = p.gpsTime;
    }
  }

  if (p.speed < ALARM_RULES.stopSpeed) {
    next.stoppedSince = state.stoppedSince ?? p.gpsTime;
    if (!state.longStopAlarmed && t - next.stoppedSince.getTime() >= ALARM_RULES.longStopMs) {
      alarms.push({ type: 'longStop', level: 1, time: p.gpsTime, detail: { minutes: Math.round((t - next.stoppedSince.getTime()) / 60_000) } });
      next.longStopAlarmed = true;
    }
  } else {
    next.stoppedSince = null;
    next.longStopAlarmed = false;
  }

  if (active && active.dispatchId !== state.offRouteDispatchId) {
    const off = distanceToRouteM([p.lng, p.lat], active.route);
    if (off > ALARM_RULES.offRouteM) {
      alarms.push({ type: 'offRoute', level: 2, time: p.gpsTime, detail: { metres: Math.round(off), dispatchId: active.dispatchId } });
      next.offRouteDispatchId = active.dispatchId;
    }
  }
  return { state: next, alarms };
}
