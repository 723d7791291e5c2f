import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { DEMO, expect, signIn, test } from '../fixtures';

/** axe-core over a portal page once its content has loaded: no serious or critical violation (issue 3). */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const VISITOR_PAGES: Array<{ path: string; ready: (page: Page) => Promise<void> }> = [
  { path: '/new/index', ready: async (page) => void (await expect(page.locator('.news-featured-link').first()).toBeVisible()) },
  { path: '/new/news?type=Announcement', ready: async (page) => void (await expect(page.getByText(/^共 \d+ 条$/)).toBeVisible()) },
  { path: '/new/news?type=news', ready: async (page) => void (await expect(page.getByText(/^共 \d+ 条$/)).toBeVisible()) },
  { path: '/new/info?type=about', ready: async (page) => void (await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()) },
  { path: '/new/info/websiteTerms?type=privacy', ready: async (page) => void (await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()) },
  { path: '/new/newApi', ready: async (page) => void (await expect(page.getByRole('heading', { level: 2, name: '船期查询API' })).toBeVisible()) },
  { path: '/new/newApi/newApiDes?code=TRUCK_POSITION', ready: async (page) => void (await expect(page.getByRole('heading', { level: 1, name: '集卡定位API' })).toBeVisible()) },
  { path: '/new/homeLogin', ready: async (page) => void (await expect(page.getByLabel('手机号码')).toBeVisible()) },
  { path: '/new/homeRegister', ready: async (page) => void (await expect(page.getByLabel('手机号码')).toBeVisible()) },
  { path: '/new/forgotPassword', ready: async (page) => void (await expect(page.getByLabel('手机号码')).toBeVisible()) },
  { path: '/new/status', ready: async (page) => void (await expect(page.getByTestId('status-overall')).toBeVisible()) },
  { path: '/new/404', ready: async (page) => void (await expect(page.getByRole('heading', { level: 1 })).toBeVisible()) },
];

test.describe('accessibility of the portal (axe-core)', () => {
  for (const { path, ready } of VISITOR_PAGES) {
    test(`${path} has no serious or critical violation`, async ({ page }) => {
      await page.goto(path);
      await ready(page);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('the news detail page, the search page and the subscription page of a signed-in user', async ({ page }) => {
    await page.goto('/new/news?type=news');
    await page.locator('.news-rows').getByRole('listitem').first().getByRole('link').click();
    await expect(page.getByText(/发布时间：/)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await signIn(page, DEMO.forwarder);
    await page.goto('/new/index');
    await expect(page.getByRole('banner').getByText('您好，货代张经理')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/new/search');
    await expect(page.getByRole('main').locator('form button[type="submit"]').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/new/newApi/apiSubscription?code=CUSTOMS_RELEASE');
    await expect(page.getByRole('link', { name: '海关放行API' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
