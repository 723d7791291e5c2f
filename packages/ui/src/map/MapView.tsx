/**
 * The console's map (truck location, tracks, playback, vehicle review). This module is what pages import: the
 * props and a frame of the given height that shows at once, with the markers' positions mirrored in data-markers
 * for tests and tools; the map inside (LeafletMap: react-leaflet, Leaflet, the cluster plugin, gcoord and their
 * sheets) is its own chunk, loaded when a map first shows.
 */
import { lazy, Suspense } from 'react';
import { markersAttribute } from './draw';
import type { MapViewProps } from './types';
import './map.css';

export type { LngLat, MapMarker, MapPlace, MapTrack, MapViewProps } from './types';

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
