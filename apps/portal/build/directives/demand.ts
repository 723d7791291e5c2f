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

const demand: ClientDirective = (load, options, el) => {
  let hydrated: Promise<void> | undefined;
  // Loads the component and the renderer, then hydrates. Astro's hydrate resolves once React's root is
  // created on the island (hydrateRoot); React may finish hydrating later, in a transition.
  const start = () => (hydrated ??= load().then((hydrate) => hydrate()));

  const holdClick = (event: MouseEvent) => {
    if (!el.hasAttribute('ssr')) return;
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>('button') : null;
    if (!target) return;
    event.preventDefault();
    event.stopPropagation();
    void start().then(() => {
      el.removeEventListener('click', holdClick, true);
      // Hydration adopts the static DOM, so the element clicked is still the one to click; a click on a
      // part React has not hydrated yet makes React hydrate it at once and then handle the click.
      target.click();
    });
  };
  el.addEventListener('click', holdClick, true);

  if (options.value === 'idle' || personalised()) {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => void start());
    else setTimeout(() => void start(), 200);
    return;
  }

  const triggers = ['pointerover', 'touchstart', 'focusin'] as const;
  const begin = () => {
    for (const type of triggers) el.removeEventListener(type, begin);
    void start();
  };
  for (const type of triggers) el.addEventListener(type, begin, { passive: true });
};

export default demand;
