/**
 * The port's geography for routes, alarms and the map: the pick-up yards of td_take_address, the
 * terminals and the gate, in WGS-84 degrees around Ningbo's Beilun port area. Planned routes run from the
 * order's yard through the port junction to the terminal (export) or the other way (import).
 */
import type { Schemas } from '@port/sdk/contract';

export type Place = Schemas['Place'];
export type LngLat = [number, number];

export const PLACES: readonly Place[] = [
  { code: 'ZITYARD', name: '中技堆场', kind: 'yard', lng: 121.835, lat: 29.93 },
  { code: 'JXTLYARD', name: '嘉兴铁路堆场', kind: 'yard', lng: 121.79, lat: 29.952 },
  { code: 'DFDCYARD', name: '东方大港堆场', kind: 'yard', lng: 121.862, lat: 29.902 },
  { code: 'GMCYARD', name: '港码集装箱堆场', kind: 'yard', lng: 121.884, lat: 29.944 },
  { code: 'CXNYARD', name: '长兴南堆场', kind: 'yard', lng: 121.808, lat: 29.91 },
  { code: 'BLCT2', name: '北仑第二集装箱码头', kind: 'terminal', lng: 121.905, lat: 29.935 },
  { code: 'CSCT', name: '穿山港区码头', kind: 'terminal', lng: 121.985, lat: 29.912 },
  { code: 'GATE', name: '港区卡口', kind: 'gate', lng: 121.872, lat: 29.926 },
];

export const MAP_CENTER: LngLat = [121.87, 29.925];
export const MAP_ZOOM = 12;

const byCode = new Map(PLACES.map((p) => [p.code, p]));
const at = (code: string): LngLat => {
  const p = byCode.get(code) ?? byCode.get('ZITYARD')!;
  return [p.lng, p.lat];
};

/** The planned route of a container trip: yard → gate → terminal for exports, the reverse for imports. */
export function plannedRoute(takeAddress: string, orderType: string): LngLat[] {
  const terminal = takeAddress === 'CXNYARD' || takeAddress === 'DFDCYARD' ? 'CSCT' : 'BLCT2';
  const out: LngLat[] = [at(takeAddress), at('GATE'), at(terminal)];
  return orderType === 'I' ? out.reverse() : out;
}

const EARTH_M = 6_371_000;
const rad = (d: number) => (d * Math.PI) / 180;

/** Metres between two points (equirectangular; exact enough over a port). */
export function distanceM(a: LngLat, b: LngLat): number {
  const x = rad(b[0] - a[0]) * Math.cos(rad((a[1] + b[1]) / 2));
  const y = rad(b[1] - a[1]);
  return Math.sqrt(x * x + y * y) * EARTH_M;
}

/** Metres from a point to a polyline. */
export function distanceToRouteM(p: LngLat, route: readonly LngLat[]): number {
  if (route.length === 0) return Infinity;
  if (route.length === 1) return distanceM(p, route[0]!);
  const k = Math.cos(rad(p[1]));
  const toXY = (q: LngLat) => [rad(q[0]) * k * EARTH_M, rad(q[1]) * EARTH_M] as const;
  const [px, py] = toXY(p);
  let best = Infinity;
  for (let i = 0; i < route.length - 1; i += 1) {
    const [ax, ay] = toXY(route[i]!);
    const [bx, by] = toXY(route[i + 1]!);
    const dx = bx - ax;
    const dy = by - ay;
    const len2 = dx * dx + dy * dy;
    const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / len2));
    best = Math.min(best, Math.hypot(px - (ax + t * dx), py - (ay + t * dy)));
  }
  return best;
}

/** The name of the nearest place within 3 km, for an alarm's location. */
export function placeNear(p: LngLat): string | null {
  let best: { name: string; d: number } | null = null;
  for (const place of PLACES) {
    const d = distanceM(p, [place.lng, place.lat]);
    if (d < 3_000 && (!best || d < best.d)) best = { name: place.name, d };
  }
  return best ? `${best.name}附近` : null;
}

/** The point a fraction t (0…1) along a polyline, and the bearing there. */
export function alongRoute(route: readonly LngLat[], t: number): { point: LngLat; bearing: number } {
  const legs = route.slice(1).map((b, i) => distanceM(route[i]!, b));
  const total = legs.reduce((a, b) => a + b, 0);
  let left = Math.max(0, Math.min(1, t)) * total;
  for (let i = 0; i < legs.length; i += 1) {
    const a = route[i]!;
    const b = route[i + 1]!;
    const leg = legs[i]!;
    if (left <= leg || i === legs.length - 1) {
      const f = leg === 0 ? 0 : Math.min(1, left / leg);
      const bearing = (Math.atan2(rad(b[0] - a[0]) * Math.cos(rad(a[1])), rad(b[1] - a[1])) * 180) / Math.PI;
      return { point: [a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f], bearing: (bearing + 360) % 360 };
    }
    left -= leg;
  }
  return { point: route[0]!, bearing: 0 };
}

export function routeLengthM(route: readonly LngLat[]): number {
  return route.slice(1).reduce((sum, b, i) => sum + distanceM(route[i]!, b), 0);
}
