/**
 * A store's value inside an island. While React hydrates, the island renders with `initial`, the value
 * the static HTML was rendered with (useSyncExternalStore's server snapshot), so hydration matches the
 * server's DOM; React re-renders with the store's own value right after, and on every change from then on.
 */
import { useCallback, useSyncExternalStore } from 'react';
import type { ReadableAtom } from 'nanostores';

export function useStoreAfterHydration<T>(store: ReadableAtom<T>, initial: T): T {
  const subscribe = useCallback((changed: () => void) => store.listen(changed), [store]);
  return useSyncExternalStore(subscribe, store.get, () => initial);
}
