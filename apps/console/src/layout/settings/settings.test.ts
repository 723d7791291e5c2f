import { beforeEach, describe, expect, it, vi } from 'vitest';

const store = new Map<string, string>();
vi.stubGlobal('window', {
  localStorage: {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  },
});

const {
  DEFAULT_SETTINGS,
  hidesHeaderOnScroll,
  labelWidthOf,
  loadSettings,
  rowHeightOf,
  saveSetting,
  settingsSnapshot,
  SETTING_KEYS,
} = await import('./settings');

describe('settings', () => {
  beforeEach(() => store.clear());

  it('defaults: primary #244883, 12 px font, loose density, multi-tab', () => {
    expect(loadSettings()).toEqual(DEFAULT_SETTINGS);
    expect(DEFAULT_SETTINGS).toMatchObject({ color: '#244883', fontSize: 12, layoutModel: 'loose', multiTab: true });
  });

  it('keeps every setting under its SPEC §3 key and reads it back', () => {
    expect(Object.values(SETTING_KEYS).sort()).toEqual(
      [
        'auto_hide_header',
        'color',
        'content_width',
        'fixed_header',
        'dark_mode',
        'fixed_sidebar',
        'font_size',
        'layout',
        'layout_model',
        'multi_tab',
        'nav_theme',
        'sidebar_type',
        'weak',
      ].sort(),
    );
    saveSetting('layout', 'topmenu');
    saveSetting('fontSize', 14);
    saveSetting('color', '#13C2C2');
    saveSetting('weak', true);
    expect(store.get('layout')).toBe('"topmenu"');
    expect(loadSettings()).toMatchObject({ layout: 'topmenu', fontSize: 14, color: '#13C2C2', weak: true });
  });

  it('ignores values it does not understand', () => {
    store.set('font_size', '13');
    store.set('color', '"red"');
    store.set('layout', 'not json');
    expect(loadSettings()).toEqual(DEFAULT_SETTINGS);
  });

  it('derives label width, row height and hide-on-scroll', () => {
    expect(labelWidthOf({ ...DEFAULT_SETTINGS, fontSize: 14 })).toBe(100);
    expect(labelWidthOf({ ...DEFAULT_SETTINGS, fontSize: 12 })).toBe(80);
    expect(rowHeightOf({ ...DEFAULT_SETTINGS, layoutModel: 'loose' })).toBe(32);
    expect(rowHeightOf({ ...DEFAULT_SETTINGS, layoutModel: 'compact' })).toBe(28);
    expect(hidesHeaderOnScroll({ ...DEFAULT_SETTINGS, fixedHeader: false, autoHideHeader: true })).toBe(false);
    expect(hidesHeaderOnScroll({ ...DEFAULT_SETTINGS, fixedHeader: true, autoHideHeader: true })).toBe(true);
  });

  it('copies the settings by storage key', () => {
    expect(JSON.parse(settingsSnapshot(DEFAULT_SETTINGS))).toMatchObject({
      color: '#244883',
      font_size: 12,
      multi_tab: true,
    });
  });
});
