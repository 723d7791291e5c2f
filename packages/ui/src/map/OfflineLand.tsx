/**
 * The offline base map: Natural Earth's 1:10m land cut to the sea around the port (generated/land-port.json, made
 * by scripts/crop-land.mjs from world-atlas; 28 KB gzipped, its own chunk, read only when no tile URL is
 * configured), drawn in its own pane under the port's places, tracks and trucks, so a map with no network still
 * shows the coast and islands under the terminals, yards and gates.
 */
import type { FeatureCollection, Geometry } from 'geojson';
import { useEffect, useState } from 'react';
import { GeoJSON, Pane } from 'react-leaflet';

let land: Promise<FeatureCollection<Geometry>> | null = null;

function loadLand(): Promise<FeatureCollection<Geometry>> {
  land ??= import('./generated/land-port.json').then((m) => (m.default ?? m) as unknown as FeatureCollection<Geometry>);
  return land;
}

/** Above the tile pane (200), below the overlay pane (400) where the port's own layers are. */
const LAND_PANE_Z = 300;
/** Light colours; in Arco's dark mode map.css repaints the land through its class (CSS outranks SVG attributes). */
const LAND_STYLE = { color: '#9fb3c8', weight: 1, fillColor: '#eef2e6', fillOpacity: 1, className: 'port-map-land' };

export function OfflineLand() {
  const [geo, setGeo] = useState<FeatureCollection<Geometry> | null>(null);
  useEffect(() => {
    let live = true;
    void loadLand().then((g) => live && setGeo(g));
    return () => {
      live = false;
    };
  }, []);
  return (
    <Pane name="port-land" style={{ zIndex: LAND_PANE_Z }}>
      {geo ? <GeoJSON data={geo} interactive={false} style={LAND_STYLE} /> : null}
    </Pane>
  );
}
