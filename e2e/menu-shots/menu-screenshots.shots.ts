/**
 * Screenshots of every console menu entry in each language at 1440 px and 390 px (issue 17's "looked at"), for a
 * person to look at: not a test of the CI run (the default config matches only *.spec.ts). Each demo account of the
 * README signs in and walks its own menu (the server's route tree, as the sidebar lists it) plus the entries every
 * user has; an entry another account already showed in that language and width is skipped unless SHOTS_ALL_ROLES=1.
 * Written under e2e/menu-shots/out/ (gitignored) or SHOTS_OUT: <language>/<width>/*.png, shots.json, index.html
 * (a contact sheet with the page's automatic findings: wider than the screen, Han characters outside zh) and
 * sheet-*.png (the contact sheet cut into pictures, for an image viewer); SHOTS_DARK=1 shoots in Arco's dark mode
 * into <language>-dark/<width>/.
 *
 *   cd e2e && E2E_PORT=8080 ./node_modules/.bin/playwright test --config menu-shots/menu-shots.config.ts menu-screenshots
 *   filters: SHOTS_LANGS=en-US,pt-BR SHOTS_WIDTHS=390 SHOTS_ACCOUNTS=admin,fleet SHOTS_PATHS=/order/list,/home
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import { STORAGE_KEYS } from '@port/config/constants';
import { apiToken, DEMO_ACCOUNTS, expect, test } from '../fixtures';
import { acknowledgeModals } from '../console/helpers';
import { contactSheet, type Shot } from './contact-sheet';

const OUT = process.env.SHOTS_OUT ?? join(dirname(fileURLToPath(import.meta.url)), 'out');
const DARK = process.env.SHOTS_DARK === '1';
/** The folder of one language's shots (dark mode beside the light). */
const folder = (language: string) => (DARK ? `${language}-dark` : language);

const ACCOUNTS: Record<string, string> = DEMO_ACCOUNTS;
const LANGUAGES = ['zh-CN', 'en-US', 'zh-TW', 'pt-BR'] as const;
const WIDTHS = [1440, 390] as const;
const HEIGHT: Record<number, number> = { 1440: 900, 390: 844 };

const pick = <T extends string | number>(all: readonly T[], env: string | undefined): T[] =>
  env ? all.filter((x) => env.split(',').includes(String(x))) : [...all];

interface Route {
  path: string;
  type: string;
  meta: { hidden?: boolean | null; title: string };
  children?: Route[];
}

/** The entries the sidebar lists (nested views by their children; hidden, '#' and new-tab entries are not pages here). */
function listed(routes: readonly Route[], parent = '/', trail: string[] = []): { path: string; title: string }[] {
  return routes.flatMap((r) => {
    if (r.meta.hidden) return [];
    const path = r.path.startsWith('/') ? r.path : `${parent.replace(/\/$/, '')}/${r.path}`;
    const titles = [...trail, r.meta.title];
    if (r.type === 'nested') return listed(r.children ?? [], path, titles);
    return r.type === 'blank' || path.includes('#') ? [] : [{ path, title: titles.join(' > ') }];
  });
}

/** What can be found without looking: the page wider than the screen, Han text in a language that has none. */
async function findings(page: Page, width: number, language: string): Promise<string[]> {
  return page.evaluate(
    ([w, lang]) => {
      const found: string[] = [];
      const scroll = document.documentElement.scrollWidth;
      if (scroll > w) found.push(`page ${scroll}px wide`);
      // Elements sticking out of the screen (not those inside a frame that scrolls them).
      const out = Array.from(document.querySelectorAll('.console-content *')).filter((el) => {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.right <= w + 1) return false;
        for (let p = el.parentElement; p; p = p.parentElement) {
          const s = getComputedStyle(p);
          if (/(auto|scroll|hidden)/.test(s.overflowX) && p.getBoundingClientRect().right <= w + 1) return false;
        }
        return true;
      });
      if (out.length) found.push(`${out.length} elements past the right edge, e.g. ${out[0]!.className || out[0]!.tagName}`);
      if (!lang.startsWith('zh')) {
        const han = /[\u3400-\u4dbf\u4e00-\u9fff]/;
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        const texts: string[] = [];
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          const t = (n.textContent ?? '').trim();
          const el = n.parentElement;
          if (t && han.test(t) && el && el.checkVisibility() && !el.closest('[data-user-data], .arco-table-td, .arco-descriptions-item-value, .arco-select-view, .leaflet-pane'))
            texts.push(t);
        }
        if (texts.length) found.push(`Han: ${[...new Set(texts)].slice(0, 5).join(' | ')}`);
      }
      return found;
    },
    [width, language] as const,
  );
}

async function walk(browser: Browser, page: Page, language: string, width: number): Promise<Shot[]> {
  const dir = join(OUT, folder(language), String(width));
  mkdirSync(dir, { recursive: true });
  const done = new Set<string>();
  const shots: Shot[] = [];
  const onlyPaths = process.env.SHOTS_PATHS?.split(',');
  for (const account of pick(Object.keys(ACCOUNTS), process.env.SHOTS_ACCOUNTS)) {
    const token = await apiToken(page, ACCOUNTS[account]!);
    const res = await page.request.get('/new/api/user/auth/getRouters', { headers: { authorization: `Bearer ${token}` } });
    const routes = ((await res.json()) as { result: Route[] }).result;
    const entries = [{ path: '/home', title: 'home' }, ...listed(routes), { path: '/account/center', title: 'center' }, { path: '/message/new', title: 'messages' }]
      .filter((e, i, list) => list.findIndex((x) => x.path === e.path) === i)
      .filter((e) => (!done.has(e.path) || process.env.SHOTS_ALL_ROLES === '1') && (!onlyPaths || onlyPaths.includes(e.path)));
    if (!entries.length) continue;
    const context = await browser.newContext({ locale: language, viewport: { width, height: HEIGHT[width]! } });
    await context.addInitScript(
      ([lang, t, dark]) => {
        localStorage.setItem('app_language', lang);
        if (dark) localStorage.setItem(dark, 'true');
        localStorage.setItem('Access-Token', t);
        document.cookie = `Web-Token=${t}; path=/; SameSite=Lax`;
      },
      [language, token, DARK ? STORAGE_KEYS.dark : ''] as const,
    );
    const tab = await context.newPage();
    for (const [i, entry] of entries.entries()) {
      done.add(entry.path);
      await tab.goto(`/new${entry.path}`);
      await expect(tab.getByTestId('bell')).toBeVisible();
      if (i === 0) await acknowledgeModals(tab);
      // The page's data (maps and live lists keep asking: at most 3 s), then no spinner.
      await tab.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
      await expect(tab.locator('.console-loading:visible, .arco-spin-loading:visible, .arco-skeleton:visible')).toHaveCount(0, { timeout: 30_000 }).catch(() => undefined);
      const file = `${account}${entry.path.replace(/\//g, '_')}.png`;
      await tab.screenshot({ path: join(dir, file) });
      shots.push({ account, path: entry.path, title: entry.title, file, findings: await findings(tab, width, language) });
    }
    await context.close();
  }
  return shots;
}

const all: Record<string, Shot[]> = {};

for (const language of pick(LANGUAGES, process.env.SHOTS_LANGS)) {
  for (const width of pick(WIDTHS, process.env.SHOTS_WIDTHS)) {
    test(`${language} at ${width} px`, async ({ browser, page }) => {
      test.setTimeout(3_600_000);
      const shots = await walk(browser, page, language, width);
      const dir = join(OUT, folder(language), String(width));
      writeFileSync(join(dir, 'shots.json'), JSON.stringify(shots, null, 1));
      await contactSheet(browser, dir, width, shots);
      all[`${folder(language)}/${width}`] = shots;
    });
  }
}

test.afterAll(() => {
  const lines = ['# Console menu screenshots', ''];
  for (const [key, shots] of Object.entries(all)) {
    lines.push(`## ${key}: ${shots.length} pages, ${shots.filter((s) => s.findings.length).length} with findings ([sheet](${key}/index.html))`, '');
    for (const s of shots.filter((x) => x.findings.length)) lines.push(`- ${s.path} (${s.account}): ${s.findings.join('; ')}`);
    lines.push('');
  }
  mkdirSync(OUT, { recursive: true });
  writeFileSync(join(OUT, `index-${Date.now()}.md`), lines.join('\n'));
});
