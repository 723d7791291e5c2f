import { describe, expect, it } from 'vitest';
import { clustered, contentPoints, escapeHtml, markersAttribute, truckIconHtml } from './draw';

const truck = (i: number) => ({ id: `t${i}`, lng: 121.8 + i / 1000, lat: 29.9 });

describe('what the map draws', () => {
  it('clusters only past the threshold, 30 trucks unless the caller sets another', () => {
    expect(clustered({ markers: Array.from({ length: 30 }, (_, i) => truck(i)) })).toBe(false);
    expect(clustered({ markers: Array.from({ length: 31 }, (_, i) => truck(i)) })).toBe(true);
    expect(clustered({ markers: [truck(1), truck(2)], clusterFrom: 1 })).toBe(true);
    expect(clustered({})).toBe(false);
  });

  it('fits the view to the tracks, the planned route and the trucks together', () => {
    const points = contentPoints({ tracks: [{ id: 'a', points: [[121.8, 29.9], [121.81, 29.91]] }], route: [[121.9, 29.95]], markers: [{ id: 'm', lng: 121.805, lat: 29.9 }] });
    expect(points).toEqual([[121.8, 29.9], [121.81, 29.91], [121.9, 29.95], [121.805, 29.9]]);
    expect(contentPoints({})).toEqual([]);
  });

  it('turns a truck arrow to its heading and shows a dot when the heading is unknown', () => {
    expect(truckIconHtml({ heading: 89.6, color: '#00b42a' })).toContain('rotate(90 12 12)');
    expect(truckIconHtml({ heading: 89.6, color: '#00b42a' })).toContain('fill="#00b42a"');
    const dot = truckIconHtml({});
    expect(dot).toContain('<circle');
    expect(dot).not.toContain('rotate');
  });

  it('mirrors marker positions rounded to six places and escapes attribution text', () => {
    expect(JSON.parse(markersAttribute([{ id: 'x', lng: 121.123456789, lat: 29.987654321 }]))).toEqual([{ id: 'x', lng: 121.123457, lat: 29.987654 }]);
    expect(escapeHtml('<b>"OSM" & co</b>')).toBe('&#60;b&#62;&#34;OSM&#34; &#38; co&#60;/b&#62;');
  });
});
