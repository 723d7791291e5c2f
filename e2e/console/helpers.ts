/** Helpers of the business-centre tests: open a page signed in, and get blocking notices out of the way. */
import { expect, type Page } from '@playwright/test';
import { apiToken } from '../fixtures';

/** Acknowledges strong reminders (已读) and popup notices until none is left. */
export async function acknowledgeModals(page: Page, { waitMs = 1_500 }: { waitMs?: number } = {}): Promise<void> {
  const buttons = page.locator('.arco-modal-wrapper:visible .arco-modal-footer button');
  for (let i = 0; i < 10; i++) {
    // waitMs 0: only the dialogs already showing.
    if (waitMs === 0 && (await buttons.count()) === 0) return;
    try {
      await buttons.last().waitFor({ state: 'visible', timeout: Math.max(1, waitMs) });
    } catch {
      return;
    }
    // Stacked reminders: the front one's button (at 390 px a taller front dialog covers the one behind's footer).
    const front = await buttons.evaluateAll((els) =>
      els.findLastIndex((el) => {
        const r = el.getBoundingClientRect();
        const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
        return hit !== null && el.contains(hit);
      }),
    );
    const button = await buttons.nth(front < 0 ? (await buttons.count()) - 1 : front).elementHandle();
    if (!button) continue;
    await button.click();
    await button.waitForElementState('hidden', { timeout: 10_000 }).catch(() => undefined);
  }
}

/**
 * Signs in through the API and stores the session once, as the portal's login does (Access-Token and
 * the Web-Token cookie). Unlike an init script it is not re-applied on every load, so logout and a
 * token changed in another tab behave as they would for a user.
 */
export async function signInOnce(page: Page, mobile: string): Promise<string> {
  const token = await apiToken(page, mobile);
  await page.goto('/new/404');
  await page.evaluate((t) => {
    localStorage.setItem('Access-Token', t);
    document.cookie = `Web-Token=${t}; path=/; SameSite=Lax`;
  }, token);
  return token;
}

/** Signs in through the API as `mobile`, opens `path` in the console and waits for the shell (or the bare 404). */
export async function openConsole(page: Page, mobile: string, path = '/new/home'): Promise<string> {
  const token = await signInOnce(page, mobile);
  await page.goto(path);
  await expect(page.getByTestId('bell').or(page.getByText('抱歉，您访问的页面不存在'))).toBeVisible();
  await acknowledgeModals(page);
  return token;
}

/** The side menu's top-level titles. */
export async function menuTitles(page: Page): Promise<string[]> {
  return (
    await page
      .locator('.console-nav-menu > .arco-menu-inner > div, .console-nav-menu > .arco-menu-inner > .arco-menu-item')
      .allInnerTexts()
  ).map((t) => t.split('\n')[0]!.trim());
}

/**
 * Adds an iframe menu entry (外部页面, /extFrame → `link`) to the routes the server answers, for the tests of the
 * console's iframe kind: the seeded menus hold none since the EDI entry became a page (issue 15).
 */
export async function withFrameMenu(page: Page, link: string, title = '外部页面'): Promise<void> {
  await page.route('**/new/api/user/auth/getRouters*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { result?: unknown[] };
    body.result = [
      ...(body.result ?? []),
      {
        path: '/extFrame', name: 'extFrame', type: 'iframe', children: [],
        meta: { title, icon: 'link', keepAlive: false, noCache: false, hidden: false, pageId: null, permission: [], link },
      },
    ];
    await route.fulfill({ response, json: body });
  });
}
