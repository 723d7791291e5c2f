import { describe, expect, it } from 'vitest';
import { lacksRecordId, listOf } from './record-pages';

describe('record pages', () => {
  it('knows a record page opened without its id', () => {
    expect(lacksRecordId('/orderDetails/importOrderDetails', '')).toBe(true);
    expect(lacksRecordId('/orderDetails/importOrderDetails', '?id=&type=I')).toBe(true);
    expect(lacksRecordId('/orderDetails/importOrderDetails', '?id=42&type=I')).toBe(false);
    expect(lacksRecordId('/order/list', '')).toBe(false);
  });

  it('goes back to a list the user may open, else home', () => {
    expect(listOf('/orderDetails/importOrderDetails', (p) => p === '/fleet/orders')).toBe('/fleet/orders');
    expect(listOf('/orderDetails/importOrderDetails', () => true)).toBe('/order/list');
    expect(listOf('/truckDetail/truckGpsDetail', () => false)).toBe('/home');
  });
});
