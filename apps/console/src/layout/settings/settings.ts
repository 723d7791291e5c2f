/**
 * The settings drawer's preferences (SPEC §1, §9), each kept in local storage under its key of §3.
 * Pure data and defaults here; the store and the drawer use them.
 */
import { LAYOUT, STORAGE_KEYS } from '@port/config/constants';
import { readJson, writeJson } from '../../app/storage';

export type NavigationMode = 'sidemenu' | 'topmenu';
export type Density = 'loose' | 'compact';
export type NavTheme = 'dark' | 'light';
export type ContentWidth = 'Fluid' | 'Fixed';

export interface Settings {
  layout: NavigationMode;
  /** 14 (normal) or 12 (compact) px. */
  fontSize: number;
  layoutModel: Density;
  fixedHeader: boolean;
  /** Only honoured while the header is fixed. */
  autoHideHeader: boolean;
  color: string;
  weak: boolean;
  /** Arco's dark mode. */
  dark: boolean;
  multiTab: boolean;
  navTheme: NavTheme;
  fixedSidebar: boolean;
  contentWidth: ContentWidth;
  /** The side menu is collapsed. */
  sidebarCollapsed: boolean;
}

export const DEFAULT_SETTINGS: Settings = {
  layout: 'sidemenu',
  // SPEC §9 gives 12 px as the default font size.
  fontSize: LAYOUT.fontSizes.compact,
  layoutModel: LAYOUT.defaultLayoutModel,
  fixedHeader: true,
  autoHideHeader: false,
  color: LAYOUT.primaryColor,
  weak: false,
  dark: false,
  multiTab: true,
  navTheme: 'dark',
  fixedSidebar: true,
  contentWidth: 'Fluid',
  sidebarCollapsed: false,
};

/** Which local-storage key holds each setting. */
export const SETTING_KEYS: Record<keyof Settings, string> = {
  layout: STORAGE_KEYS.layout,
  fontSize: STORAGE_KEYS.fontSize,
  layoutModel: STORAGE_KEYS.layoutModel,
  fixedHeader: STORAGE_KEYS.fixedHeader,
  autoHideHeader: STORAGE_KEYS.autoHideHeader,
  color: STORAGE_KEYS.color,
  weak: STORAGE_KEYS.weak,
  dark: STORAGE_KEYS.dark,
  multiTab: STORAGE_KEYS.multiTab,
  navTheme: STORAGE_KEYS.navTheme,
  fixedSidebar: STORAGE_KEYS.fixedSidebar,
  contentWidth: STORAGE_KEYS.contentWidth,
  sidebarCollapsed: STORAGE_KEYS.sidebarType,
};

const CHECKS: { [K in keyof Settings]: (v: unknown) => v is Settings[K] } = {
  layout: (v): v is NavigationMode => v === 'sidemenu' || v === 'topmenu',
  fontSize: (v): v is number => v === LAYOUT.fontSizes.normal || v === LAYOUT.fontSizes.compact,
  layoutModel: (v): v is Density => v === 'loose' || v === 'compact',
  fixedHeader: (v): v is boolean => typeof v === 'boolean',
  autoHideHeader: (v): v is boolean => typeof v === 'boolean',
  color: (v): v is string => typeof v === 'string' && /^#[0-9a-f]{6}$/i.test(v),
  weak: (v): v is boolean => typeof v === 'boolean',
  dark: (v): v is boolean => typeof v === 'boolean',
  multiTab: (v): v is boolean => typeof v === 'boolean',
  navTheme: (v): v is NavTheme => v === 'dark' || v === 'light',
  fixedSidebar: (v): v is boolean => typeof v === 'boolean',
  contentWidth: (v): v is ContentWidth => v === 'Fluid' || v === 'Fixed',
  sidebarCollapsed: (v): v is boolean => typeof v === 'boolean',
};

function readSetting<K extends keyof Settings>(name: K): Settings[K] {
  const value = readJson<unknown>(SETTING_KEYS[name], undefined);
  return CHECKS[name](value) ? value : DEFAULT_SETTINGS[name];
}

export function loadSettings(): Settings {
  const out = { ...DEFAULT_SETTINGS };
  for (const name of Object.keys(DEFAULT_SETTINGS) as Array<keyof Settings>) {
    (out as Record<keyof Settings, unknown>)[name] = readSetting(name);
  }
  return out;
}

export function saveSetting<K extends keyof Settings>(name: K, value: Settings[K]): void {
  writeJson(SETTING_KEYS[name], value);
}

/** Hide-on-scroll only applies with a fixed header. */
export const hidesHeaderOnScroll = (s: Settings): boolean => s.fixedHeader && s.autoHideHeader;

/** Form label width: 100 px with the 14 px font, else 80 px. */
export const labelWidthOf = (s: Settings): number => LAYOUT.labelWidth(s.fontSize);

/** Table and control row height: 32 px loose, 28 px compact. */
export const rowHeightOf = (s: Settings): number => LAYOUT.rowHeight[s.layoutModel];

/** What "copy settings" puts on the clipboard: every setting by its storage key. */
export function settingsSnapshot(s: Settings): string {
  const byKey: Record<string, unknown> = {};
  for (const name of Object.keys(SETTING_KEYS) as Array<keyof Settings>) byKey[SETTING_KEYS[name]] = s[name];
  return JSON.stringify(byKey, null, 2);
}
