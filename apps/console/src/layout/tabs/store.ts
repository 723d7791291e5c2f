/** The open tabs, persisted in session storage (SPEC §2.6), and each tab's refresh counter. */
import { STORAGE_KEYS } from '@port/config/constants';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { create } from 'zustand';
import { readJson, writeJson } from '../../app/storage';
import {
  closeLeft,
  closeOthers,
  closeRight,
  closeTab,
  EMPTY_TABS,
  nameTabRecord,
  openTab,
  sanitizeTabs,
  type CloseResult,
  type Tab,
  type TabsState,
} from './tabs';

export type CloseAction = 'current' | 'left' | 'right' | 'others';

interface TabsStore extends TabsState {
  /** Bumped by "refresh current": the page remounts. */
  refreshes: Record<string, number>;
  open(tab: Omit<Tab, 'lastAccess'>): void;
  close(action: CloseAction, key: string): CloseResult;
  refresh(key: string): void;
  /** Shows the record a page holds in its tab's title (e.g. a detail page's vessel name). */
  nameRecord(key: string, recordTitle: string): void;
}

const persist = (state: TabsState) =>
  writeJson(STORAGE_KEYS.openTabs, { tabs: state.tabs, active: state.active }, 'session');

const CLOSERS: Record<CloseAction, (s: TabsState, key: string) => CloseResult> = {
  current: closeTab,
  left: closeLeft,
  right: closeRight,
  others: closeOthers,
};

export const useTabs = create<TabsStore>((set, get) => ({
  ...sanitizeTabs(readJson<unknown>(STORAGE_KEYS.openTabs, EMPTY_TABS, 'session')),
  refreshes: {},
  open(tab) {
    const next = openTab(get(), tab, Date.now());
    persist(next);
    set(next);
  },
  close(action, key) {
    const result = CLOSERS[action](get(), key);
    if (!result.error && result.closed.length) {
      persist(result.state);
      set(result.state);
    }
    return result;
  },
  nameRecord(key, recordTitle) {
    const next = nameTabRecord(get(), key, recordTitle);
    persist(next);
    set(next);
  },
  refresh(key) {
    set((s) => ({ refreshes: { ...s.refreshes, [key]: (s.refreshes[key] ?? 0) + 1 } }));
  },
}));

/** Names the record this page shows in its tab's title (e.g. the order number), once the record has loaded. */
export function useTabSubject(subject: string | null | undefined): void {
  const { pathname, search } = useLocation();
  // The tab this page was opened in (its key is the URL the page was opened at).
  const [key] = useState(`${pathname}${search}`);
  useEffect(() => {
    if (subject) useTabs.getState().nameRecord(key, subject);
  }, [key, subject]);
}
