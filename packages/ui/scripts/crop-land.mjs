// Cuts Natural Earth's 1:10m land (world-atlas) down to the sea around the port, for the map's offline base layer:
// the whole world is 3 MB (826 KB gzipped) where the port's map needs its coast. Rings are clipped to the box
// (Sutherland–Hodgman; a clipped ring may run along the box's edge, which a filled polygon does not show) and
// coordinates rounded to about 10 m. Run again when the box changes: node scripts/crop-land.mjs [west south east north]
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';

const require = createRequire(import.meta.url);
const [west, south, east, north] = process.argv.length > 5 ? process.argv.slice(2, 6).map(Number) : [116, 24, 128, 36];
const topology = JSON.parse(readFileSync(require.resolve('world-atlas/land-10m.json'), 'utf8'));
const land = feature(topology, topology.objects.land);

const edges = [
  { inside: ([x]) => x >= west, cut: (a, b) => at(a, b, (west - a[0]) / (b[0] - a[0])) },
  { inside: ([x]) => x <= east, cut: (a, b) => at(a, b, (east - a[0]) / (b[0] - a[0])) },
  { inside: ([, y]) => y >= south, cut: (a, b) => at(a, b, (south - a[1]) / (b[1] - a[1])) },
  { inside: ([, y]) => y <= north, cut: (a, b) => at(a, b, (north - a[1]) / (b[1] - a[1])) },
];
const at = (a, b, t) => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];

function clip(ring) {
  let out = ring.slice(0, -1);
  for (const edge of edges) {
    const input = out;
    out = [];
    for (let i = 0; i < input.length; i += 1) {
      const cur = input[i];
      const prev = input[(i + input.length - 1) % input.length];
      if (edge.inside(cur)) {
        if (!edge.inside(prev)) out.push(edge.cut(prev, cur));
        out.push(cur);
      } else if (edge.inside(prev)) out.push(edge.cut(prev, cur));
    }
    if (!out.length) return null;
  }
  const rounded = out.map(([x, y]) => [Math.round(x * 1e4) / 1e4, Math.round(y * 1e4) / 1e4]);
  return rounded.length >= 3 ? [...rounded, rounded[0]] : null;
}

const polygons = [];
for (const f of land.features) {
  const list = f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.type === 'MultiPolygon' ? f.geometry.coordinates : [];
  for (const rings of list) {
    const [outer, ...holes] = rings.map(clip);
    if (outer) polygons.push([outer, ...holes.filter(Boolean)]);
  }
}
const out = {
  type: 'FeatureCollection',
  bbox: [west, south, east, north],
  features: [{ type: 'Feature', properties: { source: 'Natural Earth 1:10m land (world-atlas 2.0.2), public domain' }, geometry: { type: 'MultiPolygon', coordinates: polygons } }],
};
const target = new URL('../src/map/generated/land-port.json', import.meta.url);
writeFileSync(target, JSON.stringify(out));
console.log(`${polygons.length} polygons, ${JSON.stringify(out).length} bytes → ${target.pathname}`);
