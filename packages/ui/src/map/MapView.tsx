/**
 * The map of the console (truck location, tracks, playback). Web Mercator on a canvas: with a tile URL
 * from configuration ({z}/{x}/{y}) the tiles are drawn underneath; with none, a plain projected canvas with
 * a graticule still shows places, planned routes, tracks, markers and a scale, so it works with no network.
 * Drag to pan, wheel to zoom. The markers' positions are mirrored in data-markers for tests and tools.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type PointerEvent, type WheelEvent } from 'react';

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
  /** Text of the scale's unit words, e.g. { m: '米', km: '公里' }. */
  units?: { m: string; km: string };
  onMarkerClick?: (id: string) => void;
}

const TILE = 256;
const MIN_ZOOM = 3;
const MAX_ZOOM = 18;

function project([lng, lat]: LngLat, zoom: number): [number, number] {
  const scale = TILE * 2 ** zoom;
  const s = Math.sin((Math.max(-85, Math.min(85, lat)) * Math.PI) / 180);
  return [((lng + 180) / 360) * scale, (0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI)) * scale];
}

function unproject([x, y]: [number, number], zoom: number): [number, number] {
  const scale = TILE * 2 ** zoom;
  const lng = (x / scale) * 360 - 180;
  const n = Math.PI - (2 * Math.PI * y) / scale;
  return [lng, (180 / Math.PI) * Math.atan(0.5 * (Math.exp(n) - Math.exp(-n)))];
}

/** A round distance (1, 2, 5 × 10^n metres) that fits in `maxPx` at this resolution. */
export function scaleBar(metresPerPixel: number, maxPx = 100): { metres: number; px: number } {
  const max = metresPerPixel * maxPx;
  const pow = 10 ** Math.floor(Math.log10(max));
  const metres = [5, 2, 1].map((k) => k * pow).find((m) => m <= max) ?? pow;
  return { metres, px: metres / metresPerPixel };
}

function fitView(points: readonly LngLat[], width: number, height: number): { center: LngLat; zoom: number } | null {
  if (points.length === 0 || width === 0) return null;
  const lngs = points.map((p) => p[0]);
  const lats = points.map((p) => p[1]);
  const sw: LngLat = [Math.min(...lngs), Math.min(...lats)];
  const ne: LngLat = [Math.max(...lngs), Math.max(...lats)];
  let zoom = MAX_ZOOM - 2;
  for (; zoom > MIN_ZOOM; zoom -= 0.25) {
    const a = project(sw, zoom);
    const b = project(ne, zoom);
    if (Math.abs(b[0] - a[0]) < width * 0.8 && Math.abs(b[1] - a[1]) < height * 0.8) break;
  }
  return { center: [(sw[0] + ne[0]) / 2, (sw[1] + ne[1]) / 2], zoom };
}

const tileCache = new Map<string, HTMLImageElement>();

export function MapView(props: MapViewProps) {
  const wrap = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  const [view, setView] = useState<{ center: LngLat; zoom: number }>({ center: props.center, zoom: props.zoom ?? 12 });
  const [tick, setTick] = useState(0);
  const fitted = useRef(false);
  const drag = useRef<{ x: number; y: number; center: LngLat } | null>(null);

  const content = useMemo<LngLat[]>(
    () => [...(props.tracks ?? []).flatMap((t) => t.points), ...(props.route ?? []), ...(props.markers ?? []).map((m) => [m.lng, m.lat] as const)],
    [props.tracks, props.route, props.markers],
  );

  useEffect(() => {
    const el = wrap.current;
    if (!el) return;
    const ro = new ResizeObserver(([entry]) => {
      if (entry) setSize({ width: Math.round(entry.contentRect.width), height: Math.round(entry.contentRect.height) });
    });
    ro.observe(el);
    return () => ro.disconnect();
  }, []);

  useEffect(() => {
    if (fitted.current || props.fit === false || size.width === 0) return;
    const v = fitView(content, size.width, size.height);
    if (v) {
      setView(v);
      fitted.current = true;
    }
  }, [content, size, props.fit]);

  const toScreen = useCallback(
    (p: LngLat): [number, number] => {
      const c = project(view.center, view.zoom);
      const q = project(p, view.zoom);
      return [q[0] - c[0] + size.width / 2, q[1] - c[1] + size.height / 2];
    },
    [view, size],
  );

  useEffect(() => {
    const cv = canvas.current;
    if (!cv || size.width === 0) return;
    const dpr = window.devicePixelRatio || 1;
    cv.width = size.width * dpr;
    cv.height = size.height * dpr;
    const ctx = cv.getContext('2d');
    if (!ctx) return;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.fillStyle = '#eef3f8';
    ctx.fillRect(0, 0, size.width, size.height);

    const z = Math.round(view.zoom);
    const c = project(view.center, view.zoom);
    if (props.tileUrl) {
      const k = 2 ** (view.zoom - z);
      const cz = project(view.center, z);
      const x0 = Math.floor((cz[0] - size.width / 2 / k) / TILE);
      const x1 = Math.floor((cz[0] + size.width / 2 / k) / TILE);
      const y0 = Math.floor((cz[1] - size.height / 2 / k) / TILE);
      const y1 = Math.floor((cz[1] + size.height / 2 / k) / TILE);
      for (let x = x0; x <= x1; x += 1) {
        for (let y = y0; y <= y1; y += 1) {
          if (y < 0 || y >= 2 ** z) continue;
          const wrapX = ((x % 2 ** z) + 2 ** z) % 2 ** z;
          const url = props.tileUrl.replace('{z}', String(z)).replace('{x}', String(wrapX)).replace('{y}', String(y));
          let img = tileCache.get(url);
          if (!img) {
            img = new Image();
            img.crossOrigin = 'anonymous';
            img.onload = () => setTick((n) => n + 1);
            img.src = url;
            tileCache.set(url, img);
          }
          if (img.complete && img.naturalWidth > 0) {
            ctx.drawImage(img, (x * TILE - cz[0]) * k + size.width / 2, (y * TILE - cz[1]) * k + size.height / 2, TILE * k, TILE * k);
          }
        }
      }
    } else {
      // The offline canvas: a graticule every 0.01° / 0.05° / 0.1° depending on the zoom.
      const step = view.zoom >= 13 ? 0.01 : view.zoom >= 11 ? 0.05 : view.zoom >= 8 ? 0.5 : 5;
      const [lngA, latA] = unproject([c[0] - size.width / 2, c[1] + size.height / 2], view.zoom);
      const [lngB, latB] = unproject([c[0] + size.width / 2, c[1] - size.height / 2], view.zoom);
      ctx.strokeStyle = '#d7e0ea';
      ctx.lineWidth = 1;
      ctx.fillStyle = '#8a9bb0';
      ctx.font = '10px sans-serif';
      for (let lng = Math.ceil(lngA / step) * step; lng <= lngB; lng += step) {
        const [x] = toScreen([lng, view.center[1]]);
        ctx.beginPath();
        ctx.moveTo(x, 0);
        ctx.lineTo(x, size.height);
        ctx.stroke();
        ctx.fillText(`${lng.toFixed(2)}°E`, x + 2, 10);
      }
      for (let lat = Math.ceil(latA / step) * step; lat <= latB; lat += step) {
        const [, y] = toScreen([view.center[0], lat]);
        ctx.beginPath();
        ctx.moveTo(0, y);
        ctx.lineTo(size.width, y);
        ctx.stroke();
        ctx.fillText(`${lat.toFixed(2)}°N`, 2, y - 2);
      }
    }

    for (const place of props.places ?? []) {
      const [x, y] = toScreen([place.lng, place.lat]);
      ctx.fillStyle = place.kind === 'terminal' ? '#244883' : place.kind === 'yard' ? '#52c41a' : '#fa8c16';
      ctx.fillRect(x - 5, y - 5, 10, 10);
      ctx.fillStyle = '#1d2129';
      ctx.font = '12px sans-serif';
      ctx.fillText(place.name, x + 8, y + 4);
    }

    const line = (points: readonly LngLat[], color: string, width: number, dash: number[]) => {
      if (points.length < 2) return;
      ctx.strokeStyle = color;
      ctx.lineWidth = width;
      ctx.setLineDash(dash);
      ctx.beginPath();
      points.forEach((p, i) => {
        const [x, y] = toScreen(p);
        if (i === 0) ctx.moveTo(x, y);
        else ctx.lineTo(x, y);
      });
      ctx.stroke();
      ctx.setLineDash([]);
    };
    if (props.route) line(props.route, '#86909c', 3, [8, 6]);
    for (const t of props.tracks ?? []) line(t.points, t.color ?? '#165dff', 3, []);

    for (const m of props.markers ?? []) {
      const [x, y] = toScreen([m.lng, m.lat]);
      ctx.fillStyle = m.color ?? '#f53f3f';
      ctx.beginPath();
      ctx.arc(x, y, 7, 0, Math.PI * 2);
      ctx.fill();
      ctx.strokeStyle = '#fff';
      ctx.lineWidth = 2;
      ctx.stroke();
      if (m.heading !== undefined) {
        const a = ((m.heading - 90) * Math.PI) / 180;
        ctx.strokeStyle = m.color ?? '#f53f3f';
        ctx.beginPath();
        ctx.moveTo(x + Math.cos(a) * 9, y + Math.sin(a) * 9);
        ctx.lineTo(x + Math.cos(a) * 18, y + Math.sin(a) * 18);
        ctx.stroke();
      }
      if (m.label) {
        ctx.font = 'bold 12px sans-serif';
        const w = ctx.measureText(m.label).width;
        ctx.fillStyle = 'rgba(255,255,255,0.9)';
        ctx.fillRect(x + 10, y - 20, w + 8, 18);
        ctx.fillStyle = '#1d2129';
        ctx.fillText(m.label, x + 14, y - 7);
      }
    }

    // The scale, bottom left.
    const mpp = (156_543.033_92 * Math.cos((view.center[1] * Math.PI) / 180)) / 2 ** view.zoom;
    const bar = scaleBar(mpp);
    const units = props.units ?? { m: 'm', km: 'km' };
    const text = bar.metres >= 1000 ? `${bar.metres / 1000} ${units.km}` : `${bar.metres} ${units.m}`;
    ctx.fillStyle = 'rgba(255,255,255,0.85)';
    ctx.fillRect(8, size.height - 30, bar.px + 16, 24);
    ctx.strokeStyle = '#1d2129';
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.moveTo(16, size.height - 14);
    ctx.lineTo(16, size.height - 10);
    ctx.lineTo(16 + bar.px, size.height - 10);
    ctx.lineTo(16 + bar.px, size.height - 14);
    ctx.stroke();
    ctx.fillStyle = '#1d2129';
    ctx.font = '11px sans-serif';
    ctx.fillText(text, 18, size.height - 16);
    if (props.tileUrl && props.attribution) {
      ctx.fillStyle = 'rgba(255,255,255,0.8)';
      const w = ctx.measureText(props.attribution).width;
      ctx.fillRect(size.width - w - 10, size.height - 16, w + 10, 16);
      ctx.fillStyle = '#4e5969';
      ctx.fillText(props.attribution, size.width - w - 5, size.height - 4);
    }
  }, [view, size, props.tileUrl, props.attribution, props.places, props.tracks, props.route, props.markers, props.units, toScreen, tick]);

  const onPointerDown = (e: PointerEvent<HTMLCanvasElement>) => {
    const rect = e.currentTarget.getBoundingClientRect();
    const hit = (props.markers ?? []).find((m) => {
      const [x, y] = toScreen([m.lng, m.lat]);
      return Math.hypot(x - (e.clientX - rect.left), y - (e.clientY - rect.top)) < 10;
    });
    if (hit && props.onMarkerClick) {
      props.onMarkerClick(hit.id);
      return;
    }
    drag.current = { x: e.clientX, y: e.clientY, center: view.center };
    e.currentTarget.setPointerCapture(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLCanvasElement>) => {
    const d = drag.current;
    if (!d) return;
    const c = project(d.center, view.zoom);
    setView((v) => ({ ...v, center: unproject([c[0] - (e.clientX - d.x), c[1] - (e.clientY - d.y)], v.zoom) }));
  };
  const onWheel = (e: WheelEvent<HTMLCanvasElement>) => {
    const rect = e.currentTarget.getBoundingClientRect();
    const px = e.clientX - rect.left - size.width / 2;
    const py = e.clientY - rect.top - size.height / 2;
    setView((v) => {
      const zoom = Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, v.zoom + (e.deltaY < 0 ? 0.5 : -0.5)));
      const c = project(v.center, v.zoom);
      const under = unproject([c[0] + px, c[1] + py], v.zoom);
      const u = project(under, zoom);
      return { zoom, center: unproject([u[0] - px, u[1] - py], zoom) };
    });
  };

  return (
    <div
      ref={wrap}
      className="port-map"
      style={{ position: 'relative', width: '100%', height: props.height ?? 420, overflow: 'hidden', borderRadius: 4, border: '1px solid #e5e6eb' }}
      data-markers={JSON.stringify((props.markers ?? []).map((m) => ({ id: m.id, lng: Number(m.lng.toFixed(6)), lat: Number(m.lat.toFixed(6)) })))}
      data-tiles={props.tileUrl ? 'on' : 'off'}
    >
      <canvas
        ref={canvas}
        role="img"
        aria-label={props.ariaLabel ?? 'map'}
        style={{ width: '100%', height: '100%', touchAction: 'none', cursor: 'grab' }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => (drag.current = null)}
        onWheel={onWheel}
      />
    </div>
  );
}
