/** What every portal page does once in the browser. */
import { getToken } from '@port/sdk';
import { startApiEvents } from './api-events';
import { chooseLanguage, isLanguage, startLanguage } from './language';
import { href, ROUTES } from './paths';
import { startSession } from './session';

/** SPEC §2.2: visitors clicking 公共信息查询 or API产品 in the header go to /homeLogin. */
function guardMembersLinks(): void {
  document.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-members]') : null;
    if (!link || getToken()) return;
    event.preventDefault();
    window.location.assign(`${href(ROUTES.homeLogin)}?redirect=${encodeURIComponent(link.pathname + link.search)}`);
  });
}

/**
 * The language switch works before the header island has hydrated (it hydrates on demand): a change
 * of the static select is applied here; once hydrated, the island's own handler does it.
 */
function applyLanguageBeforeHydration(): void {
  document.addEventListener('change', (event) => {
    const select = event.target instanceof HTMLSelectElement && event.target.matches('[data-language-select]') ? event.target : null;
    if (!select || !select.closest('astro-island')?.hasAttribute('ssr')) return;
    if (isLanguage(select.value)) void chooseLanguage(select.value);
    // The island's own texts follow once it hydrates; ask for that now.
    select.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  });
}

export function startPage(): void {
  startApiEvents();
  startLanguage();
  startSession();
  guardMembersLinks();
  applyLanguageBeforeHydration();
}
