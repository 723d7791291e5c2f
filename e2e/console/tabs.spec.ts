import type { Page } from '@playwright/test';
import { DEMO, expect, test } from '../fixtures';
import { openConsole } from './helpers';

const tabTitles = (page: Page) => page.locator('.console-tab-title').allInnerTexts();
const tabAction = async (page: Page, tab: string, action: string) => {
  await page.locator('.console-tab-title', { hasText: tab }).click({ button: 'right' });
  await page.getByRole('menuitem', { name: action }).click();
  // The menu closes after a choice (its exit animation takes a moment).
  await expect(page.locator('.console-tab-menu:visible')).toHaveCount(0);
};

/** Opens 首页, 下单, 常用工厂 and 箱子列表 as tabs, then shows 下单 and 箱子列表 again (下单 is now the most recent but one). */
async function fourTabs(page: Page) {
  await openConsole(page, DEMO.forwarder);
  const menu = page.locator('.console-nav-menu');
  await menu.getByText('订单管理').click();
  for (const [title, path] of [
    ['下单', 'place'],
    ['常用工厂', 'factory'],
    ['箱子列表', 'containers'],
  ] as const) {
    await menu.getByText(title, { exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/order/${path}$`));
  }
  await page.locator('.console-tab-title', { hasText: '下单' }).click();
  await page.locator('.console-tab-title', { hasText: '箱子列表' }).click();
  await expect(page).toHaveURL(/\/order\/containers$/);
  await expect.poll(() => tabTitles(page)).toEqual(['首页', '下单', '常用工厂', '箱子列表']);
}

test.describe('the multi-tab bar', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 800 });
  });

  test('closing the current tab activates the most recently used one', async ({ page }) => {
    await fourTabs(page);
    await tabAction(page, '箱子列表', '关闭当前');
    await expect.poll(() => tabTitles(page)).toEqual(['首页', '下单', '常用工厂']);
    await expect(page).toHaveURL(/\/order\/place$/);
  });

  test('close left, right and others, with 左侧没有标签 and 右侧没有标签', async ({ page }) => {
    await fourTabs(page);
    await tabAction(page, '首页', '关闭左侧');
    await expect(page.getByText('左侧没有标签')).toBeVisible();
    await tabAction(page, '箱子列表', '关闭右侧');
    await expect(page.getByText('右侧没有标签')).toBeVisible();
    await tabAction(page, '常用工厂', '关闭右侧');
    await expect.poll(() => tabTitles(page)).toEqual(['首页', '下单', '常用工厂']);
    await expect(page).toHaveURL(/\/order\/place$/);
    await tabAction(page, '下单', '关闭左侧');
    await expect.poll(() => tabTitles(page)).toEqual(['下单', '常用工厂']);
    await tabAction(page, '常用工厂', '关闭其他');
    await expect.poll(() => tabTitles(page)).toEqual(['常用工厂']);
    await expect(page).toHaveURL(/\/order\/factory$/);
  });

  test('the last tab cannot be closed', async ({ page }) => {
    await fourTabs(page);
    await tabAction(page, '下单', '关闭其他');
    await tabAction(page, '下单', '关闭当前');
    await expect(page.getByText('这是最后一个标签了, 无法被关闭')).toBeVisible();
    await expect.poll(() => tabTitles(page)).toEqual(['下单']);
  });

  test('tabs live in session storage and survive a reload', async ({ page }) => {
    await fourTabs(page);
    const stored = await page.evaluate(
      () => JSON.parse(sessionStorage.getItem('OPEN_TABS') ?? '{}') as { tabs: { path: string }[] },
    );
    expect(stored.tabs.map((t) => t.path)).toEqual(['/home', '/order/place', '/order/factory', '/order/containers']);
    await page.reload();
    await expect(page.locator('.console-tab-title')).toHaveCount(4);
  });

  test('/home is kept alive across tab switches; refresh current remounts it', async ({ page }) => {
    await openConsole(page, DEMO.forwarder);
    await page.evaluate(() => {
      (window as unknown as { __home: Element | null }).__home = document.querySelector('.console-home');
    });
    await page.locator('.console-nav-menu').getByText('订单管理').click();
    await page.locator('.console-nav-menu').getByText('下单', { exact: true }).click();
    await expect(page).toHaveURL(/\/order\/place$/);
    await page.locator('.console-tab-title', { hasText: '首页' }).click();
    await expect(page.locator('.console-home')).toBeVisible();
    expect(
      await page.evaluate(
        () => document.querySelector('.console-home') === (window as unknown as { __home: Element }).__home,
      ),
    ).toBe(true);
    await tabAction(page, '首页', '刷新当前');
    await expect(page.locator('.console-home')).toBeVisible();
    expect(
      await page.evaluate(
        () => document.querySelector('.console-home') === (window as unknown as { __home: Element }).__home,
      ),
    ).toBe(false);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('CACHE_INCLUDED_ROUTES') ?? '[]'))).toContain(
      'home',
    );
  });
});
