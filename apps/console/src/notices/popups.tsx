/**
 * Popup notices (SPEC §4, after each route change): a configuration whose url fragment is in the route
 * shows once per fetched list. isStore '0' is counted in this browser against openCount ('N' = always);
 * others are marked read on the server by configId, then the list is fetched again.
 */
import { Modal } from '@arco-design/web-react';
import { POPUP } from '@port/config/constants';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { create } from 'zustand';
import { readJson, writeJson } from '../app/storage';
import { RichHtml } from '../ui/RichHtml';
import { fetchPopups, markPopupRead, type PopupConfig } from './api';
import { useStrongNotices } from './strong';

/** Local click counts of isStore '0' notices, by config id. */
export const POPUP_COUNTS_KEY = 'POPUP_NOTICE_COUNTS';

export function localCount(id: string): number {
  const counts = readJson<Record<string, number>>(POPUP_COUNTS_KEY, {});
  return typeof counts[id] === 'number' ? counts[id] : 0;
}

function incrementLocalCount(id: string): void {
  const counts = readJson<Record<string, number>>(POPUP_COUNTS_KEY, {});
  writeJson(POPUP_COUNTS_KEY, { ...counts, [id]: (typeof counts[id] === 'number' ? counts[id] : 0) + 1 });
}

/** Whether a configuration should pop up on `path` now. */
export function shouldPopup(config: PopupConfig, path: string, count: number): boolean {
  if (config.open || !config.url || !path.includes(config.url)) return false;
  if (config.isStore === '0') return config.openCount === 'N' || count < Number(config.openCount);
  return true;
}

interface PopupStore {
  configs: PopupConfig[];
  showing: PopupConfig | null;
  /** keepOpen: a configuration already shown on this list stays shown (a live refresh, not a new list). */
  load(keepOpen?: boolean): Promise<void>;
  check(path: string): void;
  confirm(): Promise<void>;
}

export const usePopups = create<PopupStore>((set, get) => ({
  configs: [],
  showing: null,
  async load(keepOpen = false) {
    try {
      const fresh = await fetchPopups();
      const shown = new Set(keepOpen ? get().configs.filter((c) => c.open).map((c) => c.id) : []);
      set({ configs: fresh.map((c) => ({ ...c, open: shown.has(c.id) })) });
    } catch {
      set({ configs: [] });
    }
  },
  check(path) {
    if (get().showing) return;
    const next = get().configs.find((c) => shouldPopup(c, path, localCount(c.id)));
    if (!next) return;
    set((s) => ({ showing: next, configs: s.configs.map((c) => (c.id === next.id ? { ...c, open: true } : c)) }));
  },
  async confirm() {
    const config = get().showing;
    set({ showing: null });
    if (!config) return;
    if (config.isStore === '0') {
      incrementLocalCount(config.id);
      return;
    }
    try {
      await markPopupRead(config.id);
    } finally {
      await get().load();
    }
  },
}));

/** Checks the popup notices on every route change (after any strong reminder has been acknowledged). */
export function usePopupNotices(enabled: boolean): void {
  const { pathname } = useLocation();
  const configs = usePopups((s) => s.configs);
  const strongPending = useStrongNotices((s) => s.queue.length > 0);
  useEffect(() => {
    if (enabled) void usePopups.getState().load();
  }, [enabled]);
  useEffect(() => {
    if (enabled && !strongPending) usePopups.getState().check(pathname);
  }, [enabled, pathname, configs, strongPending]);
}

export function PopupNoticeModal() {
  const showing = usePopups((s) => s.showing);
  const confirm = usePopups((s) => s.confirm);
  return (
    <Modal
      visible={showing !== null}
      title={showing?.title}
      style={{ width: showing?.width ?? POPUP.defaultWidth }}
      okText={showing?.confirmText || POPUP.defaultOkText}
      hideCancel
      closable={false}
      maskClosable={false}
      onOk={() => confirm()}
      className="console-popup-notice"
    >
      {showing ? (
        <RichHtml
          html={showing.context}
          style={showing.height ? { maxHeight: showing.height, overflow: 'auto' } : undefined}
        />
      ) : null}
    </Modal>
  );
}
