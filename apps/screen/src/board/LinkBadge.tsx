import { useEffect, useState } from 'react';
import { fill, screenText } from '../text';
import type { LinkState } from './useBoard';

/** 实时推送 while the feed is up; the countdown to the next attempt while it is down. */
export function LinkBadge({ link }: { link: LinkState }) {
  const [, tick] = useState(0);
  useEffect(() => {
    if (link.kind !== 'reconnecting') return;
    const t = setInterval(() => tick((n) => n + 1), 1000);
    return () => clearInterval(t);
  }, [link]);
  if (link.kind === 'live') return <span className="link link-live">● {screenText.live}</span>;
  if (link.kind === 'reconnecting') {
    const seconds = Math.max(0, Math.ceil((link.until - Date.now()) / 1000));
    return <span className="link link-down">● {fill(screenText.reconnecting, { seconds })}</span>;
  }
  return null;
}
