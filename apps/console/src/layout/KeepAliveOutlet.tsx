/**
 * The content area with keep-alive: pages whose route says keepAlive (and not noCache) stay mounted,
 * hidden, while other tabs are shown, so their state survives tab switches (the /home dashboard is one).
 * Kept pages are keyed by URL, not by component name, so a route whose name differs from its
 * component's is kept all the same. Closing a tab or "refresh current" drops its kept page.
 */
import { STORAGE_KEYS } from '@port/config/constants';
import { Activity, useEffect, useRef, type ReactNode } from 'react';
import { useOutlet } from 'react-router-dom';
import { writeJson } from '../app/storage';
import { isKeptAlive, type RouteRecord } from '../routing/records';
import { useTabs } from './tabs/store';

interface Kept {
  element: ReactNode;
  name: string;
  refresh: number;
}

export function KeepAliveOutlet({ record, cacheKey }: { record: RouteRecord | undefined; cacheKey: string }) {
  const outlet = useOutlet();
  const tabs = useTabs((s) => s.tabs);
  const refresh = useTabs((s) => s.refreshes[cacheKey] ?? 0);
  const cache = useRef(new Map<string, Kept>());
  const kept = isKeptAlive(record);

  // Pages whose tab was closed are dropped; the current one is (re)captured.
  for (const key of [...cache.current.keys()]) {
    if (key !== cacheKey && !tabs.some((tab) => tab.key === key)) cache.current.delete(key);
  }
  const previous = cache.current.get(cacheKey);
  if (kept && record) {
    cache.current.set(cacheKey, { element: outlet, name: record.name, refresh });
  } else if (previous) {
    cache.current.delete(cacheKey);
  }

  const names = [...cache.current.values()].map((k) => k.name).join(',');
  useEffect(() => {
    writeJson(STORAGE_KEYS.cachedRoutes, names ? names.split(',') : []);
  }, [names]);

  return (
    <>
      {[...cache.current.entries()].map(([key, entry]) => (
        <Activity key={`${key}#${entry.refresh}`} mode={key === cacheKey ? 'visible' : 'hidden'}>
          <div className="console-page" data-page-key={key}>
            {entry.element}
          </div>
        </Activity>
      ))}
      {kept ? null : (
        <div key={`${cacheKey}#${refresh}`} className="console-page" data-page-key={cacheKey}>
          {outlet}
        </div>
      )}
    </>
  );
}
