import { describe, expect, it } from 'vitest';
import type { PopupConfig } from './api';
import { shouldPopup } from './popups';

const config = (over: Partial<PopupConfig>): PopupConfig => ({
  id: 'p1',
  url: '/home',
  title: 't',
  context: '<p>x</p>',
  isStore: '0',
  openCount: 2,
  open: false,
  width: null,
  height: null,
  confirmText: null,
  ...over,
});

describe('popup notices', () => {
  it('trigger when the url fragment is in the route', () => {
    expect(shouldPopup(config({}), '/home', 0)).toBe(true);
    expect(shouldPopup(config({ url: 'order' }), '/order/list', 0)).toBe(true);
    expect(shouldPopup(config({}), '/order/list', 0)).toBe(false);
  });

  it('locally counted ones show while the count is below openCount, always for N', () => {
    expect(shouldPopup(config({}), '/home', 1)).toBe(true);
    expect(shouldPopup(config({}), '/home', 2)).toBe(false);
    expect(shouldPopup(config({ openCount: 'N' }), '/home', 99)).toBe(true);
  });

  it('server-counted ones show once per fetched list', () => {
    expect(shouldPopup(config({ isStore: '1' }), '/home', 5)).toBe(true);
    expect(shouldPopup(config({ isStore: '1', open: true }), '/home', 0)).toBe(false);
  });
});
