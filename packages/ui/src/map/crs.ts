/**
 * Positions on the wire are WGS-84 (GPS). Chinese map providers draw their tiles in GCJ-02, so with such tiles
 * every point is shifted into GCJ-02 before it is drawn (a few hundred metres near the port), never stored shifted.
 */
import gcoord from 'gcoord';

export type TileCrs = 'WGS84' | 'GCJ02';

/** [lng, lat] in WGS-84 → [lng, lat] in the tiles' system. */
export function toTileCrs(point: readonly [number, number], crs: TileCrs): [number, number] {
  if (crs === 'WGS84') return [point[0], point[1]];
  const [lng, lat] = gcoord.transform([point[0], point[1]], gcoord.WGS84, gcoord.GCJ02) as [number, number];
  return [lng, lat];
}
