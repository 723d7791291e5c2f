import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Every navigation scrolls the page to the top (SPEC §2.1). */
export function ScrollToTop() {
  const { pathname, search } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
    document.querySelector('.console-content')?.scrollTo?.(0, 0);
  }, [pathname, search]);
  return null;
}
