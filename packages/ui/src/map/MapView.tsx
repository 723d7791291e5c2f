/**
 * The console's map (truck location, tracks, playback, vehicle review). This module is what pages import: the
 * props and a frame of the given height that shows at once, with the markers' positions mirrored in data-markers
 * for tests and tools; the map inside (LeafletMap: react-leaflet, Leaflet, the cluster plugin, gcoord and their
 * sheets) is its own chunk, loaded when a map first shows.
 */
import { lazy, Suspense } from 'react';
import type { TileCrs } from './crs';
import { markersAttribute } from './draw';
import './map.css';

export type LngLat = readonly [number, number];

export interface MapPlace {
  code: string;
  name: string;
  kind: string;
  lng: number;
  lat: number;
}

export interface MapTrack {
  id: string;
  points: readonly LngLat[];
  color?: string;
}

export interface MapMarker {
  id: string;
  lng: number;
  lat: number;
  label?: string;
  color?: string;
  /** Degrees clockwise from north: an arrow shows the heading. */
  heading?: number;
}

export interface MapViewProps {
  tileUrl?: string | null;
  attribution?: string | null;
  /** The coordinate system of the tiles (default WGS84). */
  tileCrs?: TileCrs;
  center: LngLat;
  zoom?: number;
  places?: readonly MapPlace[];
  tracks?: readonly MapTrack[];
  /** A planned route, drawn dashed. */
  route?: readonly LngLat[] | null;
  markers?: readonly MapMarker[];
  /** Fit the view to the tracks, route and markers when they first appear (default true). */
  fit?: boolean;
  height?: number | string;
  ariaLabel?: string;
  /** The zoom buttons' names in the user's language. */
  zoomTitles?: { in: string; out: string };
  /** More markers than this are clustered (default 30). */
  clusterFrom?: number;
  onMarkerClick?: (id: string) => void;
}

const LeafletMap = lazy(() => import('./LeafletMap'));

export function MapView(props: MapViewProps) {
  return (
    <div className="port-map" style={{ position: 'relative', width: '100%', height: props.height ?? 420 }} data-markers={markersAttribute(props.markers)} data-tiles={props.tileUrl ? 'on' : 'off'}>
      <Suspense fallback={null}>
        <LeafletMap {...props} />
      </Suspense>
    </div>
  );
}
