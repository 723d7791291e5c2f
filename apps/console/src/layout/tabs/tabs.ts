/**
 * The multi-tab bar's rules (SPEC §2.6, §4, §8) as pure functions: open, close current / left /
 * right / others, the last tab stays, and after a close the most recently accessed tab becomes active.
 */
import type { MessageKey } from '@port/sdk';

export interface Tab {
  /** Path with its query: one tab per distinct URL. */
  key: string;
  /** The router path without query. */
  path: string;
  title: string;
  titleKey?: MessageKey;
  /** The record a detail tab shows (e.g. the order number), so two orders' tabs differ. */
  subject?: string;
  /** When the tab was last shown (ms); decides who becomes active after a close. */
  lastAccess: number;
}

export interface TabsState {
  tabs: Tab[];
  active: string | null;
}

export type CloseError = 'tabs.lastTab' | 'tabs.noLeft' | 'tabs.noRight';

export interface CloseResult {
  state: TabsState;
  /** Why nothing was closed. */
  error?: CloseError;
  /** The key that became active because the active tab was closed. */
  activated?: string;
  /** The keys closed. */
  closed: string[];
}

export const EMPTY_TABS: TabsState = { tabs: [], active: null };

/** Shows a tab, adding it when new; refreshes its title and access time. */
export function openTab(state: TabsState, tab: Omit<Tab, 'lastAccess'>, now: number): TabsState {
  const index = state.tabs.findIndex((t) => t.key === tab.key);
  // The page names its record once loaded; reopening the tab keeps that name.
  const subject = state.tabs[index]?.subject;
  const next = { ...(subject ? { subject } : {}), ...tab, lastAccess: now };
  const tabs = index < 0 ? [...state.tabs, next] : state.tabs.map((t, i) => (i === index ? next : t));
  return { tabs, active: tab.key };
}

/** Names the record a tab shows. */
export function nameTab(state: TabsState, key: string, subject: string): TabsState {
  return { ...state, tabs: state.tabs.map((t) => (t.key === key ? { ...t, subject } : t)) };
}

/** A tab's label: its page's title, then the record it shows. */
export const labelOf = (title: string, tab: Pick<Tab, 'subject'>): string =>
  tab.subject ? `${title} ${tab.subject}` : title;

/** The most recently accessed tab, or undefined. */
export function mostRecent(tabs: readonly Tab[]): Tab | undefined {
  return tabs.reduce<Tab | undefined>((best, t) => (!best || t.lastAccess > best.lastAccess ? t : best), undefined);
}

function keep(state: TabsState, remaining: Tab[]): CloseResult {
  const closed = state.tabs.filter((t) => !remaining.includes(t)).map((t) => t.key);
  if (state.active !== null && remaining.some((t) => t.key === state.active)) {
    return { state: { tabs: remaining, active: state.active }, closed };
  }
  const activated = mostRecent(remaining)?.key ?? null;
  return {
    state: { tabs: remaining, active: activated },
    closed,
    ...(activated !== null ? { activated } : {}),
  };
}

export function closeTab(state: TabsState, key: string): CloseResult {
  if (!state.tabs.some((t) => t.key === key)) return { state, closed: [] };
  if (state.tabs.length <= 1) return { state, error: 'tabs.lastTab', closed: [] };
  return keep(
    state,
    state.tabs.filter((t) => t.key !== key),
  );
}

export function closeLeft(state: TabsState, key: string): CloseResult {
  const index = state.tabs.findIndex((t) => t.key === key);
  if (index <= 0) return { state, error: 'tabs.noLeft', closed: [] };
  return keep(state, state.tabs.slice(index));
}

export function closeRight(state: TabsState, key: string): CloseResult {
  const index = state.tabs.findIndex((t) => t.key === key);
  if (index < 0 || index === state.tabs.length - 1) return { state, error: 'tabs.noRight', closed: [] };
  return keep(state, state.tabs.slice(0, index + 1));
}

export function closeOthers(state: TabsState, key: string): CloseResult {
  const tab = state.tabs.find((t) => t.key === key);
  if (!tab) return { state, closed: [] };
  if (state.tabs.length <= 1) return { state, error: 'tabs.lastTab', closed: [] };
  return keep(state, [tab]);
}

/** Reads persisted tabs, dropping anything malformed. */
export function sanitizeTabs(value: unknown): TabsState {
  if (typeof value !== 'object' || value === null) return EMPTY_TABS;
  const raw = (value as { tabs?: unknown }).tabs;
  if (!Array.isArray(raw)) return EMPTY_TABS;
  const tabs: Tab[] = raw.filter(
    (t): t is Tab =>
      typeof t === 'object' &&
      t !== null &&
      typeof (t as Tab).key === 'string' &&
      typeof (t as Tab).path === 'string' &&
      typeof (t as Tab).title === 'string' &&
      typeof (t as Tab).lastAccess === 'number',
  );
  const active = (value as { active?: unknown }).active;
  return { tabs, active: typeof active === 'string' && tabs.some((t) => t.key === active) ? active : null };
}
