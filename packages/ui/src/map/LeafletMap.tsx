/**
 * The map itself, on react-leaflet: zoom buttons, pinch and keyboard (arrows pan, +/- zoom once the map has
 * focus), a metric scale, the port's places, tracks, a planned route and trucks (clustered past a threshold).
 * With a tile URL its tiles are the base; with none, the bundled Natural Earth land (OfflineLand) is. Positions
 * arrive in WGS-84 and are shifted for GCJ-02 tiles (crs.ts). Loaded lazily by MapView: Leaflet and its sheets
 * stay out of every page until a map shows. Live positions keep each truck's <Marker> (keyed by id), so a GPS
 * tick moves it in place (setLatLng) rather than re-creating the layers.
 */
import { divIcon, latLngBounds, type LeafletEventHandlerFnMap, type Marker as LeafletMarker, type PathOptions } from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { memo, useEffect, useMemo, useRef, type RefObject } from 'react';
import { CircleMarker, LayerGroup, MapContainer, Marker, Polyline, ScaleControl, TileLayer, Tooltip, ZoomControl, useMap } from 'react-leaflet';
import { toTileCrs, type TileCrs } from './crs';
import { PLACE_COLORS, PLACE_OTHER_COLOR, TRACK_COLOR, clustered, contentPoints, escapeHtml, truckIconHtml } from './draw';
import type { LngLat, MapMarker, MapPlace, MapTrack, MapViewProps } from './types';
import { MarkerCluster } from './MarkerCluster';
import { OfflineLand } from './OfflineLand';

type LatLng = [number, number];
type MarkerClick = RefObject<((id: string) => void) | undefined>;

const project = (p: LngLat, crs: TileCrs): LatLng => {
  const [lng, lat] = toTileCrs(p, crs);
  return [lat, lng];
};

export default function LeafletMap(props: MapViewProps) {
  const crs = props.tileCrs ?? 'WGS84';
  const onMarkerClick = useRef(props.onMarkerClick);
  onMarkerClick.current = props.onMarkerClick;
  return (
    <MapContainer className="port-map-canvas" center={project(props.center, crs)} zoom={props.zoom ?? 12} minZoom={3} maxZoom={18} zoomSnap={0.5} keyboard zoomControl={false}>
      <MapSetup ariaLabel={props.ariaLabel ?? 'map'} />
      <ZoomControl position="topleft" zoomInTitle={props.zoomTitles?.in ?? 'Zoom in'} zoomOutTitle={props.zoomTitles?.out ?? 'Zoom out'} />
      <ScaleControl metric imperial={false} />
      {props.tileUrl ? (
        <TileLayer key={props.tileUrl} url={props.tileUrl} attribution={props.attribution ? escapeHtml(props.attribution) : undefined} maxZoom={18} />
      ) : (
        <OfflineLand />
      )}
      <Places places={props.places} crs={crs} />
      <Lines tracks={props.tracks} route={props.route} crs={crs} />
      <Trucks markers={props.markers} clusterFrom={props.clusterFrom} crs={crs} onClick={onMarkerClick} />
      {props.fit === false ? null : <FitOnce points={contentPoints(props)} crs={crs} />}
    </MapContainer>
  );
}

/** The container is Leaflet's focusable element (its keyboard handler listens there), so it carries the name. */
function MapSetup({ ariaLabel }: { ariaLabel: string }) {
  const map = useMap();
  useEffect(() => {
    map.attributionControl?.setPrefix(false);
  }, [map]);
  useEffect(() => {
    const element = map.getContainer();
    element.setAttribute('role', 'region');
    element.setAttribute('aria-label', ariaLabel);
  }, [map, ariaLabel]);
  return null;
}

/** The terminals, yards and gates: drawn when the places change, not with every live position. */
const Places = memo(function Places({ places, crs }: { places?: readonly MapPlace[]; crs: TileCrs }) {
  return (
    <LayerGroup>
      {(places ?? []).map((place) => (
        <CircleMarker
          key={place.code}
          center={project([place.lng, place.lat], crs)}
          radius={6}
          pathOptions={{ color: '#fff', weight: 2, fillColor: PLACE_COLORS[place.kind] ?? PLACE_OTHER_COLOR, fillOpacity: 1 }}
        >
          <Tooltip permanent direction="right" offset={[6, 0]} className="port-map-place">
            {place.name}
          </Tooltip>
        </CircleMarker>
      ))}
    </LayerGroup>
  );
});

const ROUTE_STYLE: PathOptions = { color: '#ff7d00', weight: 3, dashArray: '8 6' };

function Lines({ tracks, route, crs }: { tracks?: readonly MapTrack[]; route?: readonly LngLat[] | null; crs: TileCrs }) {
  const lines = useMemo(
    () =>
      (tracks ?? [])
        .filter((t) => t.points.length > 1)
        .map((t) => ({ id: t.id, positions: t.points.map((p) => project(p, crs)), style: { color: t.color ?? TRACK_COLOR, weight: 4, opacity: 0.85 } })),
    [tracks, crs],
  );
  const planned = useMemo(() => (route && route.length > 1 ? route.map((p) => project(p, crs)) : null), [route, crs]);
  return (
    <>
      {lines.map((line) => (
        <Polyline key={line.id} positions={line.positions} pathOptions={line.style} />
      ))}
      {planned ? <Polyline positions={planned} pathOptions={ROUTE_STYLE} /> : null}
    </>
  );
}

function Trucks({ markers, clusterFrom, crs, onClick }: { markers?: readonly MapMarker[]; clusterFrom?: number; crs: TileCrs; onClick: MarkerClick }) {
  const trucks = (markers ?? []).map((m) => <Truck key={m.id} marker={m} crs={crs} onClick={onClick} />);
  return clustered({ markers, clusterFrom }) ? (
    <MarkerCluster showCoverageOnHover={false} maxClusterRadius={50}>
      {trucks}
    </MarkerCluster>
  ) : (
    <LayerGroup>{trucks}</LayerGroup>
  );
}

function Truck({ marker: m, crs, onClick }: { marker: MapMarker; crs: TileCrs; onClick: MarkerClick }) {
  const ref = useRef<LeafletMarker>(null);
  const heading = m.heading === undefined ? undefined : Math.round(m.heading);
  const icon = useMemo(
    () => divIcon({ className: 'port-map-truck', html: truckIconHtml({ color: m.color, heading }), iconSize: [24, 24], iconAnchor: [12, 12] }),
    [m.color, heading],
  );
  const position = useMemo(() => project([m.lng, m.lat], crs), [m.lng, m.lat, crs]);
  // Leaflet makes a marker a focusable button but answers Enter only with a bound popup: Enter opens it here too.
  const handlers = useMemo<LeafletEventHandlerFnMap>(
    () => ({
      click: () => onClick.current?.(m.id),
      keypress: (e) => {
        if (e.originalEvent.key === 'Enter') onClick.current?.(m.id);
      },
    }),
    [m.id, onClick],
  );
  const title = m.label ?? m.id;
  // A marker's title is an option read when its icon is made; the label changes as playback moves.
  useEffect(() => {
    const marker = ref.current;
    if (!marker) return;
    marker.options.title = title;
    const element = marker.getElement();
    if (element) element.title = title;
  }, [title]);
  return (
    <Marker ref={ref} position={position} icon={icon} keyboard title={title} eventHandlers={handlers}>
      {m.label ? (
        <Tooltip direction="top" offset={[0, -12]}>
          {m.label}
        </Tooltip>
      ) : null}
    </Marker>
  );
}

/** Fits the view to what is drawn the first time there is something, then leaves the user's view alone. */
function FitOnce({ points, crs }: { points: readonly LngLat[]; crs: TileCrs }) {
  const map = useMap();
  const fitted = useRef(false);
  useEffect(() => {
    if (fitted.current || !points.length) return;
    map.fitBounds(latLngBounds(points.map((p) => project(p, crs))), { padding: [40, 40], maxZoom: 15 });
    fitted.current = true;
  });
  return null;
}
