/**
 * The signed-in user's work queue (issue 26): GET /home/work, read on sign-in, by the home page and the work page,
 * and again whenever the socket's type 6 frame says the company's queue changed (notices/socket.tsx), so the
 * counts follow a counterpart's submit or a colleague's accept without a reload.
 */
import { create } from 'zustand';
import type { Schemas } from '@port/sdk/contract';
import { api, unwrap } from '../app/api';

export type WorkQueue = Schemas['WorkQueue'];
export type WorkItem = Schemas['WorkItem'];

interface WorkStore {
  queue: WorkQueue | null;
  failed: boolean;
  refresh(): Promise<void>;
}

let inflight: Promise<void> | null = null;
/** A change was told while a read was under way: that read may predate it, so one more follows. */
let stale = false;

export const useWork = create<WorkStore>((set) => {
  const read = (): Promise<void> =>
    unwrap(api.GET('/home/work', { params: { query: { limit: 100 } } }))
      .then((queue) => set({ queue, failed: false }))
      .catch(() => set({ failed: true }))
      .then(() => {
        if (!stale) return;
        stale = false;
        return read();
      });
  return {
    queue: null,
    failed: false,
    refresh() {
      // Frames come in bursts (a batch of moves): one read at a time, and one more after it if a frame came meanwhile.
      if (inflight) {
        stale = true;
        return inflight;
      }
      inflight = read().finally(() => {
        inflight = null;
      });
      return inflight;
    },
  };
});

/** An age in the largest unit that fits (3 d, 5 h, 12 min), as the text keys say it in the user's language. */
export function ageParts(minutes: number): { key: 'console.home.work.minutes' | 'console.home.work.hours' | 'console.home.work.days'; n: number } {
  if (minutes >= 2 * 24 * 60) return { key: 'console.home.work.days', n: Math.floor(minutes / (24 * 60)) };
  if (minutes >= 120) return { key: 'console.home.work.hours', n: Math.floor(minutes / 60) };
  return { key: 'console.home.work.minutes', n: minutes };
}
