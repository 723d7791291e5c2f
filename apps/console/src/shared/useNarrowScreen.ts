import { useEffect, useState } from 'react';

/** Phones: below this width the shell's menu becomes a drawer and tables pin only their first column. */
export const NARROW_SCREEN = '(max-width: 767px)';

/** Whether the window is phone-narrow now, following resizes and rotation. */
export function useNarrowScreen(): boolean {
  const [narrow, setNarrow] = useState(() => window.matchMedia(NARROW_SCREEN).matches);
  useEffect(() => {
    const query = window.matchMedia(NARROW_SCREEN);
    const change = () => setNarrow(query.matches);
    query.addEventListener('change', change);
    return () => query.removeEventListener('change', change);
  }, []);
  return narrow;
}
