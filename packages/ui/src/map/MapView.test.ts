import { describe, expect, it } from 'vitest';
import { scaleBar } from './MapView';

describe('map scale', () => {
  it('picks a round distance that fits the bar', () => {
    expect(scaleBar(10)).toEqual({ metres: 1000, px: 100 });
    expect(scaleBar(7).metres).toBe(500);
    expect(scaleBar(3).metres).toBe(200);
    expect(scaleBar(3).px).toBeCloseTo(66.67, 1);
  });
});
