/**
 * The offline base map: Natural Earth's 1:10m land cut to the sea around the port (generated/land-port.json, made
 * by scripts/crop-land.mjs from world-atlas; 28 KB gzipped, its own chunk, read only when no tile URL is
 * configured) as a GeoJSON layer, so a map with no network still shows the coast and islands under the port's
 * terminals, yards and gates.
 */
import type { FeatureCollection, Geometry } from 'geojson';
import type * as Leaflet from 'leaflet';

let land: Promise<FeatureCollection<Geometry>> | null = null;

function loadLand(): Promise<FeatureCollection<Geometry>> {
  land ??= import('./generated/land-port.json').then((m) => (m.default ?? m) as unknown as FeatureCollection<Geometry>);
  return land;
}

/** Adds the land layer under everything else; resolves when it is drawn. */
export async function addOfflineLand(L: typeof Leaflet, map: Leaflet.Map): Promise<Leaflet.GeoJSON> {
  const geo = await loadLand();
  const layer = L.geoJSON(geo, { interactive: false, style: { color: '#9fb3c8', weight: 1, fillColor: '#eef2e6', fillOpacity: 1 } });
  layer.addTo(map);
  layer.bringToBack();
  return layer;
}
