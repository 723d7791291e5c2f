/**
 * Popups and strong reminders on portal pages (SPEC §4): an island hydrated at idle on every page. It only loads
 * the notice view (a chunk of its own, imported when the page is idle) — the page's first JavaScript stays the same.
 */
import { useEffect, useState, type ComponentType } from 'react';

export default function PortalNotices() {
  const [View, setView] = useState<ComponentType | null>(null);
  useEffect(() => {
    void import('./NoticeView').then((m) => setView(() => m.default));
  }, []);
  return View ? <View /> : null;
}
