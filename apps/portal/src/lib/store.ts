/**
 * A store's value inside an island. The first render uses `initial`, the value the static HTML was
 * rendered with, because hydration adopts the server's DOM as it is (Preact does not patch attributes
 * while hydrating); the store's own value follows right after, and every change from then on.
 */
import { useEffect, useState } from 'react';
import type { ReadableAtom } from 'nanostores';

export function useStoreAfterHydration<T>(store: ReadableAtom<T>, initial: T): T {
  const [value, setValue] = useState<T>(initial);
  useEffect(() => {
    setValue(() => store.get());
    return store.listen((next) => setValue(() => next));
  }, [store]);
  return value;
}
