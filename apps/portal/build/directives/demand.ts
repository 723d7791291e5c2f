/**
 * `client:demand`: hydrates an island as soon as the page is idle when it has something to show for
 * this visitor (a stored token, or a language other than zh-CN), and otherwise only when the visitor
 * first reaches it (pointer, touch or keyboard focus); `client:demand="idle"` hydrates at idle for everyone.
 * Until then the island is its static HTML.
 * A click that arrives before hydration has finished is held and replayed on the hydrated element.
 */
import { LAYOUT, STORAGE_KEYS, TOKEN_COOKIE } from '@port/config/constants';
import type { ClientDirective } from 'astro';

function personalised(): boolean {
  try {
    const language = localStorage.getItem(STORAGE_KEYS.language);
    if (localStorage.getItem(STORAGE_KEYS.token) || (language && language !== LAYOUT.defaultLanguage)) return true;
  } catch {
    // Storage blocked: only the cookie can tell.
  }
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${TOKEN_COOKIE}=`));
}

/**
 * The island is live once it has dropped its `ssr` mark (Astro removes it after the renderer has
 * hydrated, and Preact hydrates synchronously). Waits for that (at most 3 s).
 */
function adopted(island: HTMLElement): Promise<void> {
  const deadline = performance.now() + 3000;
  const live = () => !island.hasAttribute('ssr');
  return new Promise((resolve) => {
    const check = () => (live() || performance.now() > deadline ? resolve() : setTimeout(check, 16));
    check();
  });
}

const demand: ClientDirective = (load, options, el) => {
  let started = false;
  // Loads the component and the renderer, then hydrates (Astro's hydrate is not awaited: the replay
  // below waits for the DOM to be adopted instead).
  const start = () => {
    if (started) return;
    started = true;
    void load().then((hydrate) => hydrate());
  };

  const holdClick = (event: MouseEvent) => {
    if (!el.hasAttribute('ssr')) return;
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>('button') : null;
    if (!target) return;
    event.preventDefault();
    event.stopPropagation();
    start();
    void adopted(el).then(() => {
      el.removeEventListener('click', holdClick, true);
      // Hydration adopts the static DOM, so the element clicked is still the one to click.
      target.click();
    });
  };
  el.addEventListener('click', holdClick, true);

  if (options.value === 'idle' || personalised()) {
    if ('requestIdleCallback' in window) window.requestIdleCallback(start);
    else setTimeout(start, 200);
    return;
  }

  const triggers = ['pointerover', 'touchstart', 'focusin'] as const;
  const begin = () => {
    for (const type of triggers) el.removeEventListener(type, begin);
    start();
  };
  for (const type of triggers) el.addEventListener(type, begin, { passive: true });
};

export default demand;
