/**
 * Live entity pages: a transition notifies the counterpart through the message centre, whose unread count the
 * bell keeps live over the WebSocket. When that count grows, an open list or detail reloads, so the counterpart
 * sees the new state without a reload of its own (the notice names the record; reloading the page is cheap).
 */
import { useEffect, useRef } from 'react';
import { unreadSummary, useNotices } from '../../notices/store';

export function useReloadOnNotice(reload: () => void): void {
  const total = useNotices((s) => (s.list ? unreadSummary(s.list).total : null));
  const seen = useRef<number | null>(null);
  const latest = useRef(reload);
  latest.current = reload;
  useEffect(() => {
    if (total === null) return;
    if (seen.current !== null && total > seen.current) latest.current();
    seen.current = total;
  }, [total]);
}
