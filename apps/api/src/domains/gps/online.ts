/** Online state: a truck is online when its last position is less than 5 minutes old (issue: trucking). */
import type { Schemas } from '@port/sdk/contract';
import { formatDateTime } from '../../lib/datetime';

export const ONLINE_WINDOW_MS = 5 * 60 * 1000;

export const onlineSince = (now: Date): Date => new Date(now.getTime() - ONLINE_WINDOW_MS);

export function isOnline(gpsTime: Date | string | null | undefined, now: Date): boolean {
  return !!gpsTime && new Date(gpsTime).getTime() >= now.getTime() - ONLINE_WINDOW_MS;
}

export function lastPosition(row: {
  lng: number | null;
  lat: number | null;
  speed: number | null;
  direction: number | null;
  gps_time: Date | null;
}): Schemas['LastPosition'] | null {
  if (row.lng === null || row.lat === null || !row.gps_time) return null;
  return { lng: Number(row.lng), lat: Number(row.lat), speed: Number(row.speed ?? 0), direction: Number(row.direction ?? 0), gpsTime: formatDateTime(row.gps_time) };
}
