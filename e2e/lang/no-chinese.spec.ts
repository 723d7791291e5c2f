/**
 * Issue 17: in en-US and pt-BR no screen of the business centre shows a Han character outside user data. Each demo
 * account walks every entry of its own menu (from the server's route tree, as the sidebar lists it) plus the entries
 * every user has, in one browser context per language and account, and /new/screen once per language. Text nodes,
 * placeholders, titles, aria-labels and the document title are read. User data (company, person and place names,
 * plates, free text the seed wrote) is left out where it is shown: inside `data-user-data` and map markers anything goes; table
 * cells, description values and select boxes hold records, so there a Han text fails only when it is one
 * of the product's own zh-CN texts (a label, status, dictionary or menu title left untranslated); anywhere else any
 * Han character fails.
 */
import type { Browser, Page } from '@playwright/test';
import { zhCN } from '@port/config/i18n';
import { domainTexts } from '@port/sdk/domains';
import { apiToken, DEMO_ACCOUNTS, expect, test } from '../fixtures';
import { acknowledgeModals } from '../console/helpers';

// Every role but the yard's.
const { yard: _yard, ...ACCOUNTS } = DEMO_ACCOUNTS;

interface Route {
  path: string;
  name?: string;
  type: string;
  meta: { hidden?: boolean | null; title: string };
  children?: Route[];
}

/** The paths the sidebar lists for these routes (nested views by their children; hidden and '#' entries are not listed). */
function listedPaths(routes: readonly Route[], parent = '/'): string[] {
  return routes.flatMap((r) => {
    if (r.meta.hidden) return [];
    const path = r.path.startsWith('/') ? r.path : `${parent.replace(/\/$/, '')}/${r.path}`;
    if (r.type === 'nested') return listedPaths(r.children ?? [], path);
    // 'blank' opens a page of its own outside the shell (/screen is walked on its own below).
    return r.type === 'blank' || path.includes('#') ? [] : [path];
  });
}

/** Every text of a tree of texts. */
const textsOf = (tree: unknown): string[] =>
  typeof tree === 'string' ? [tree] : typeof tree === 'object' && tree !== null ? Object.values(tree).flatMap(textsOf) : [];

/** The product's own zh-CN texts outside the menus: the central catalogue and the texts that live with their domain. */
const catalogueTexts = (): string[] => [...textsOf(zhCN), ...textsOf(domainTexts['zh-CN'])];

/** The product's own zh-CN texts: the catalogues and the server's menu titles. */
function productTexts(routes: readonly Route[]): string[] {
  const titles = (rs: readonly Route[]): string[] => rs.flatMap((r) => [r.meta.title, ...titles(r.children ?? [])]);
  return [...new Set([...catalogueTexts(), ...titles(routes)].filter((t) => !t.includes('{{')))];
}

/** Every Han text the page shows outside user data. */
async function hanTexts(page: Page, known: readonly string[]): Promise<string[]> {
  return page.evaluate((knownTexts) => {
    const han = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/;
    const product = new Set(knownTexts);
    // Map markers, their tooltips and popups show places and plates from the port's data.
    const userData = (el: Element) =>
      el.closest('[data-user-data], .leaflet-marker-pane, .leaflet-tooltip-pane, .leaflet-popup-pane, script, style, noscript') !== null;
    const record = (el: Element) => el.closest('.arco-table-td, .arco-descriptions-item-value, .arco-select-view') !== null;
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      const text = (n.textContent ?? '').trim();
      if (!el || !text || !han.test(text) || userData(el) || !el.checkVisibility()) continue;
      if (record(el) && !product.has(text)) continue;
      found.push(text);
    }
    for (const el of Array.from(document.querySelectorAll('[placeholder], [title], [aria-label], img[alt]'))) {
      if (userData(el) || !el.checkVisibility()) continue;
      for (const attr of ['placeholder', 'title', 'aria-label', 'alt']) {
        const value = el.getAttribute(attr);
        if (value && han.test(value) && !(record(el) && !product.has(value))) found.push(`${attr}="${value}"`);
      }
    }
    if (han.test(document.title)) found.push(`<title>${document.title}`);
    return [...new Set(found)];
  }, known);
}

/** Waits until the page's data has come (no request for 500 ms, at most 2 s: maps and live data keep asking) and no spinner turns. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 2_000 }).catch(() => undefined);
  await expect(page.locator('.arco-spin-loading:visible, .arco-skeleton:visible')).toHaveCount(0);
}

async function contextIn(browser: Browser, language: string, token: string) {
  const context = await browser.newContext({ locale: language, viewport: { width: 1440, height: 900 } });
  await context.addInitScript(
    ([lang, t]) => {
      localStorage.setItem('app_language', lang);
      localStorage.setItem('Access-Token', t);
      document.cookie = `Web-Token=${t}; path=/; SameSite=Lax`;
    },
    [language, token] as const,
  );
  return context;
}

// en-US is walked by every role (their own data and menus); pt-BR by the administrator, who reaches every entry —
// the catalogues are typed alike, so a second language's role walks found nothing the first did not, at ten minutes.
const WALKERS = { 'en-US': Object.entries(ACCOUNTS), 'pt-BR': [['admin', ACCOUNTS.admin]] } as const;

for (const language of ['en-US', 'pt-BR'] as const) {
  test.describe(`no Chinese in ${language}`, () => {
    for (const [account, mobile] of WALKERS[language]) {
      test(`${account} walks every menu entry`, async ({ browser, page }) => {
        // The administrator's walk passes every menu entry (about a hundred pages).
        test.setTimeout(360_000);
        const token = await apiToken(page, mobile);
        const res = await page.request.get('/new/api/user/auth/getRouters', { headers: { authorization: `Bearer ${token}` } });
        const routes = ((await res.json()) as { result: Route[] }).result;
        const paths = [...new Set(['/home', ...listedPaths(routes), '/account/center', '/message/new'])];
        const known = productTexts(routes);
        const context = await contextIn(browser, language, token);
        const tab = await context.newPage();
        const seen: string[] = [];
        for (const [i, path] of paths.entries()) {
          await tab.goto(`/new${path}`);
          await expect(tab.getByTestId('bell')).toBeVisible();
          // Strong reminders and popups (the seeded notices: data) show on the first page only, once read.
          if (i === 0) await acknowledgeModals(tab);
          await settled(tab);
          for (const text of await hanTexts(tab, known)) seen.push(`${path}: ${text}`);
        }
        await context.close();
        expect(seen, `Han characters in ${language}`).toEqual([]);
      });
    }

    test('the data dashboard', async ({ browser, page }) => {
      const token = await apiToken(page, ACCOUNTS.admin);
      const context = await contextIn(browser, language, token);
      const tab = await context.newPage();
      await tab.goto('/new/screen/');
      await expect(tab.locator('html')).toHaveAttribute('lang', language);
      await settled(tab);
      expect(await hanTexts(tab, catalogueTexts())).toEqual([]);
      await context.close();
    });
  });
}
