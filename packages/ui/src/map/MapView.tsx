/**
 * The map of the console (truck location, tracks, playback, vehicle review) on Leaflet: zoom buttons, pinch,
 * keyboard (arrows pan, +/- zoom once the map has focus), a metric scale, clustering when many trucks show.
 * With a tile URL from configuration ({z}/{x}/{y}) its tiles are the base; with none, the bundled Natural Earth
 * land (base-layer.ts) is, so the map means something with no network. Positions are WGS-84; GCJ-02 tiles get
 * every point shifted (crs.ts). The markers' positions are mirrored in data-markers for tests and tools.
 * Leaflet is driven imperatively from effects: the layers are few and updated in place, which the declarative
 * wrapper would re-create on every GPS tick.
 */
import { useEffect, useRef } from 'react';
import type * as Leaflet from 'leaflet';
import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import 'leaflet.markercluster/dist/MarkerCluster.Default.css';
import { addOfflineLand } from './base-layer';
import { toTileCrs, type TileCrs } from './crs';
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

type LeafletModule = typeof Leaflet;

/** Leaflet and the cluster plugin, loaded once; the plugin is a UMD script that extends the global L. */
let leaflet: Promise<LeafletModule> | null = null;
function loadLeaflet(): Promise<LeafletModule> {
  leaflet ??= import('leaflet').then(async (m) => {
    const L = (m.default ?? m) as LeafletModule;
    (globalThis as { L?: LeafletModule }).L = L;
    await import('leaflet.markercluster');
    return L;
  });
  return leaflet;
}

const PLACE_COLORS: Record<string, string> = { terminal: '#165dff', yard: '#00b42a', gate: '#ff7d00' };

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function truckIcon(L: LeafletModule, m: MapMarker): Leaflet.DivIcon {
  const color = m.color ?? '#f53f3f';
  const arrow =
    m.heading === undefined
      ? `<circle cx="12" cy="12" r="7" fill="${color}" stroke="#fff" stroke-width="2"/>`
      : `<path d="M12 2 L19 20 L12 16 L5 20 Z" fill="${color}" stroke="#fff" stroke-width="1.5" transform="rotate(${Math.round(m.heading)} 12 12)"/>`;
  return L.divIcon({
    className: 'port-map-truck',
    html: `<svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">${arrow}</svg>`,
    iconSize: [24, 24],
    iconAnchor: [12, 12],
  });
}

interface Layers {
  map: Leaflet.Map;
  base: Leaflet.Layer | null;
  places: Leaflet.LayerGroup;
  lines: Leaflet.LayerGroup;
  markers: Leaflet.LayerGroup;
  fitted: boolean;
  /** The places and CRS last drawn: labels are redrawn only when these change (see draw). */
  drawnPlaces?: { places: MapViewProps['places']; crs: string };
}

export function MapView(props: MapViewProps) {
  const holder = useRef<HTMLDivElement>(null);
  const layers = useRef<Layers | null>(null);
  const latest = useRef(props);
  latest.current = props;
  const crs = props.tileCrs ?? 'WGS84';
  const toLatLng = (p: LngLat): [number, number] => {
    const [lng, lat] = toTileCrs(p, crs);
    return [lat, lng];
  };

  // The map itself, once per mounted element.
  useEffect(() => {
    let live = true;
    let created: Leaflet.Map | null = null;
    void loadLeaflet().then((L) => {
      if (!live || !holder.current) return;
      const p = latest.current;
      const [lng, lat] = toTileCrs(p.center, p.tileCrs ?? 'WGS84');
      const map = L.map(holder.current, { center: [lat, lng], zoom: p.zoom ?? 12, minZoom: 3, maxZoom: 18, zoomSnap: 0.5, keyboard: true, zoomControl: false });
      L.control.zoom({ zoomInTitle: p.zoomTitles?.in ?? 'Zoom in', zoomOutTitle: p.zoomTitles?.out ?? 'Zoom out' }).addTo(map);
      map.attributionControl.setPrefix(false);
      L.control.scale({ metric: true, imperial: false }).addTo(map);
      created = map;
      const group = () => L.layerGroup().addTo(map);
      layers.current = { map, base: null, places: group(), lines: group(), markers: group(), fitted: false };
      draw(L);
    });
    return () => {
      live = false;
      created?.remove();
      layers.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Base layer: tiles when configured, else the bundled land.
  useEffect(() => {
    let live = true;
    void loadLeaflet().then(async (L) => {
      const ls = layers.current;
      if (!live || !ls) return;
      ls.base?.remove();
      ls.base = null;
      if (props.tileUrl) {
        ls.base = L.tileLayer(props.tileUrl, { attribution: props.attribution ? escapeHtml(props.attribution) : undefined, maxZoom: 18 }).addTo(ls.map);
      } else {
        const land = await addOfflineLand(L, ls.map);
        if (!live || layers.current !== ls) land.remove();
        else ls.base = land;
      }
    });
    return () => {
      live = false;
    };
  }, [props.tileUrl, props.attribution]);

  // Places, tracks, route and markers, redrawn in place as they change.
  useEffect(() => {
    void loadLeaflet().then(draw);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.places, props.tracks, props.route, props.markers, crs]);

  function draw(L: LeafletModule) {
    const ls = layers.current;
    if (!ls) return;
    const p = latest.current;
    // Live positions redraw the markers every few seconds; the places stay. Removing a label fades it out over
    // 200 ms, so redrawing them each time left two or three copies of every label on screen for a moment.
    if (!ls.drawnPlaces || ls.drawnPlaces.places !== p.places || ls.drawnPlaces.crs !== crs) {
      ls.drawnPlaces = { places: p.places, crs };
      drawPlaces(L, ls, p);
    }
    ls.lines.clearLayers();
    for (const track of p.tracks ?? []) {
      if (track.points.length > 1) L.polyline(track.points.map(toLatLng), { color: track.color ?? '#165dff', weight: 4, opacity: 0.85 }).addTo(ls.lines);
    }
    if (p.route && p.route.length > 1) L.polyline(p.route.map(toLatLng), { color: '#ff7d00', weight: 3, dashArray: '8 6' }).addTo(ls.lines);

    ls.markers.clearLayers();
    const markers = p.markers ?? [];
    const target: Leaflet.LayerGroup = markers.length > (p.clusterFrom ?? 30) ? L.markerClusterGroup({ showCoverageOnHover: false, maxClusterRadius: 50 }) : L.layerGroup();
    for (const m of markers) {
      const marker = L.marker(toLatLng([m.lng, m.lat]), { icon: truckIcon(L, m), keyboard: true, title: m.label ?? m.id, alt: m.label ?? m.id });
      if (m.label) marker.bindTooltip(escapeHtml(m.label), { direction: 'top', offset: [0, -12] });
      marker.on('click', () => latest.current.onMarkerClick?.(m.id));
      marker.addTo(target);
    }
    target.addTo(ls.markers);

    if (!ls.fitted && p.fit !== false) {
      const points = [...(p.tracks ?? []).flatMap((t) => t.points), ...(p.route ?? []), ...markers.map((m) => [m.lng, m.lat] as const)];
      if (points.length) {
        ls.map.fitBounds(L.latLngBounds(points.map(toLatLng)), { padding: [40, 40], maxZoom: 15 });
        ls.fitted = true;
      }
    }
  }

  function drawPlaces(L: LeafletModule, ls: Layers, p: MapViewProps) {
    ls.places.clearLayers();
    for (const place of p.places ?? []) {
      const at = toLatLng([place.lng, place.lat]);
      L.circleMarker(at, { radius: 6, color: '#fff', weight: 2, fillColor: PLACE_COLORS[place.kind] ?? '#86909c', fillOpacity: 1 }).addTo(ls.places);
      // The label is a layer of the group beside its dot, so clearing the group takes both.
      L.tooltip({ permanent: true, direction: 'right', offset: [6, 0], className: 'port-map-place' })
        .setLatLng(at)
        .setContent(escapeHtml(place.name))
        .addTo(ls.places);
    }
  }

  return (
    <div
      className="port-map"
      style={{ position: 'relative', width: '100%', height: props.height ?? 420 }}
      data-markers={JSON.stringify((props.markers ?? []).map((m) => ({ id: m.id, lng: Number(m.lng.toFixed(6)), lat: Number(m.lat.toFixed(6)) })))}
      data-tiles={props.tileUrl ? 'on' : 'off'}
    >
      <div ref={holder} role="region" aria-label={props.ariaLabel ?? 'map'} className="port-map-canvas" />
    </div>
  );
}
