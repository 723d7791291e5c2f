/** What the map draws, as plain data: kept apart from the Leaflet components so it is tested without a browser. */
import type { LngLat, MapMarker, MapViewProps } from './types';

export const PLACE_COLORS: Record<string, string> = { terminal: '#165dff', yard: '#00b42a', gate: '#ff7d00' };
export const PLACE_OTHER_COLOR = '#86909c';
export const TRACK_COLOR = '#165dff';
export const TRUCK_COLOR = '#f53f3f';
/** More markers than this are clustered unless the caller says otherwise. */
export const CLUSTER_FROM = 30;

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A truck's icon: an arrow turned to its heading, or a dot when the heading is unknown. */
export function truckIconHtml(m: Pick<MapMarker, 'color' | 'heading'>): string {
  const color = m.color ?? TRUCK_COLOR;
  const shape =
    m.heading === undefined
      ? `<circle cx="12" cy="12" r="7" fill="${color}" stroke="#fff" stroke-width="2"/>`
      : `<path d="M12 2 L19 20 L12 16 L5 20 Z" fill="${color}" stroke="#fff" stroke-width="1.5" transform="rotate(${Math.round(m.heading)} 12 12)"/>`;
  return `<svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">${shape}</svg>`;
}

export function clustered(props: Pick<MapViewProps, 'markers' | 'clusterFrom'>): boolean {
  return (props.markers?.length ?? 0) > (props.clusterFrom ?? CLUSTER_FROM);
}

/** Every point the view is fitted to when they first appear: tracks, the planned route and the trucks. */
export function contentPoints(props: Pick<MapViewProps, 'tracks' | 'route' | 'markers'>): LngLat[] {
  return [...(props.tracks ?? []).flatMap((t) => t.points), ...(props.route ?? []), ...(props.markers ?? []).map((m) => [m.lng, m.lat] as const)];
}

/** The markers' positions as mirrored on the map's element (data-markers) for tests and tools. */
export function markersAttribute(markers: MapViewProps['markers']): string {
  return JSON.stringify((markers ?? []).map((m) => ({ id: m.id, lng: Number(m.lng.toFixed(6)), lat: Number(m.lat.toFixed(6)) })));
}
