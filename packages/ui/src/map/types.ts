/** What a map is given: places, tracks, a route and markers in WGS-84, and how to draw them. */
import type { TileCrs } from './crs';

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
