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
    // A popup notice (title, text and button) is written by the platform's staff: data, like the notices' texts.
    const userData = (el: Element) =>
      el.closest('[data-user-data], .console-popup-notice, .leaflet-marker-pane, .leaflet-tooltip-pane, .leaflet-popup-pane, script, style, noscript') !== null;
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

/**
 * Counts a page's requests in flight, to tell when a page's data has come: no request for 250 ms (at most 3 s:
 * maps and live data keep asking), then no spinner turns. Cheaper than Playwright's networkidle, which waits 500 ms.
 */
function requestsInFlight(page: Page): () => number {
  let open = 0;
  page.on('request', () => void open++);
  const done = () => void (open = Math.max(0, open - 1));
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return () => open;
}

async function settled(page: Page, inFlight: () => number): Promise<void> {
  const until = Date.now() + 3_000;
  let quietSince = Date.now();
  while (Date.now() < until && Date.now() - quietSince < 250) {
    if (inFlight() > 0) quietSince = Date.now();
    await page.waitForTimeout(50);
  }
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

interface Menu {
  token: string;
  routes: Route[];
  /** Every entry of its menu plus the entries every user has; /home first. */
  paths: string[];
}

/** An account's token and the pages its sidebar lists, as the server's route tree gives them. */
async function menuOf(page: Page, mobile: string): Promise<Menu> {
  const token = await apiToken(page, mobile);
  const res = await page.request.get('/new/api/user/auth/getRouters', { headers: { authorization: `Bearer ${token}` } });
  const routes = ((await res.json()) as { result: Route[] }).result;
  return { token, routes, paths: [...new Set(['/home', ...listedPaths(routes), '/account/center', '/message/new'])] };
}

/**
 * One account's walk in one language over `paths` (its own menu's, /home first), in a context of its own; answers
 * what it found, each as `path: text`.
 */
async function walk(browser: Browser, language: string, menu: Menu, paths: readonly string[]): Promise<string[]> {
  const { token, routes } = menu;
  const known = productTexts(routes);
  const context = await contextIn(browser, language, token);
  const tab = await context.newPage();
  const inFlight = requestsInFlight(tab);
  const seen: string[] = [];
  await tab.goto(`/new${paths[0]}`);
  await expect(tab.getByTestId('bell')).toBeVisible();
  // Strong reminders and popups (the seeded notices: data) show on the first page only, once read.
  await acknowledgeModals(tab);
  for (const path of paths) {
    // Within the app, as the sidebar navigates (react-router follows popstate): no reload of the shell per page.
    await tab.evaluate((url) => {
      if (location.pathname !== url) history.pushState(null, '', url);
      dispatchEvent(new PopStateEvent('popstate'));
    }, `/new${path}`);
    // No check of the URL: the console's guards may send a page elsewhere (a user not yet authenticated goes from
    // /home to the personal centre), as a reload would.
    await settled(tab, inFlight);
    // A seeded notice (people's words: data) may pop up later than the first page on a busy machine: read it as
    // the user would, wherever it shows.
    await acknowledgeModals(tab, { waitMs: 0 });
    for (const text of await hanTexts(tab, known)) seen.push(`${path}: ${text}`);
  }
  await context.close();
  return seen;
}

/**
 * Each page once in en-US: the administrator, who reaches every entry, walks its menu; every other role walks only
 * the pages of its own menu nobody before it walked (its own home and personal centre included: they differ per
 * party). Two lanes at once: a walk mostly waits for the server, two lanes keep both cores busy.
 * pt-BR walks a sample (every party's home and personal centre and every third page): a text the product writes in
 * Chinese shows in every language, so the en-US walk finds it; what differs per language is a key missing from one
 * catalogue, which the static check that every key exists in four languages holds (packages/config), and the
 * server's translated texts (menus, dictionaries, refusals), which the sample reaches. zh-TW shares the Han script
 * and is held by that static check alone.
 */
const WALKERS: ReadonlyArray<ReadonlyArray<keyof typeof ACCOUNTS>> = [['admin', 'common', 'barge', 'agent'], ['forwarder', 'terminal', 'fleet']];
const PER_PARTY = new Set(['/home', '/account/center']);

for (const language of ['en-US', 'pt-BR'] as const) {
  test.describe(`no Chinese in ${language}`, () => {
    test(language === 'en-US' ? `every page of every role's menu, once` : `every role's home and personal centre and every third page`, async ({ browser, page }) => {
      test.setTimeout(600_000);
      const menus = new Map<string, Menu>();
      for (const account of WALKERS.flat()) menus.set(account, await menuOf(page, ACCOUNTS[account]));
      // Pages go to the first account (admin first) whose menu lists them.
      const walked = new Set<string>();
      const share = new Map<string, string[]>();
      for (const account of ['admin', ...WALKERS.flat().filter((a) => a !== 'admin')]) {
        const paths = menus.get(account)!.paths.filter((p) => PER_PARTY.has(p) || !walked.has(p));
        paths.forEach((p) => walked.add(p));
        share.set(account, language === 'en-US' ? paths : paths.filter((p, i) => PER_PARTY.has(p) || i % 3 === 0));
      }
      const lanes = WALKERS.map(async (accounts) => {
        const found: string[] = [];
        for (const account of accounts)
          for (const text of await walk(browser, language, menus.get(account)!, share.get(account)!)) found.push(`${account} ${text}`);
        return found;
      });
      expect((await Promise.all(lanes)).flat(), `Han characters in ${language}`).toEqual([]);
    });

    test('the data dashboard', async ({ browser, page }) => {
      const token = await apiToken(page, ACCOUNTS.admin);
      const context = await contextIn(browser, language, token);
      const tab = await context.newPage();
      const inFlight = requestsInFlight(tab);
      await tab.goto('/new/screen/');
      await expect(tab.locator('html')).toHaveAttribute('lang', language);
      await settled(tab, inFlight);
      expect(await hanTexts(tab, catalogueTexts())).toEqual([]);
      await context.close();
    });
  });
}
