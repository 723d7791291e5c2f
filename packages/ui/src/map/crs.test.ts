import { describe, expect, it } from 'vitest';
import { toTileCrs } from './crs';

describe('tile coordinate systems', () => {
  it('leaves WGS-84 tiles alone and shifts points for GCJ-02 tiles by the few hundred metres near the port', () => {
    const berth: [number, number] = [121.87, 29.92];
    expect(toTileCrs(berth, 'WGS84')).toEqual(berth);
    const [lng, lat] = toTileCrs(berth, 'GCJ02');
    const metres = Math.hypot((lng - berth[0]) * 96_500, (lat - berth[1]) * 111_000);
    expect(metres).toBeGreaterThan(300);
    expect(metres).toBeLessThan(800);
  });
});
