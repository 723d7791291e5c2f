/**
 * Issue 17: at 390 × 844 the side menu is a drawer. No sider takes the screen's width; the header's menu button
 * opens the menu in a drawer from the left; choosing an entry navigates and closes it; Escape and the backdrop close
 * it; the tab bar scrolls inside its frame. At 1440 px the side menu stays where it was. The main flows at 390 px:
 * signing in, the order list and an order, messages, the personal centre, the fleet's 车辆调度.
 */
import type { Page } from '@playwright/test';
import { DEMO, expect, test } from '../fixtures';
import { acknowledgeModals, openConsole } from './helpers';

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu is a drawer: an entry navigates and closes it, Escape and the backdrop close it', async ({ page }) => {
    await openConsole(page, DEMO.forwarder);
    // Nothing beside the content: it starts at the screen's left edge and the page is no wider than the screen.
    await expect(page.locator('.console-sider')).toHaveCount(0);
    expect((await page.locator('.console-main').boundingBox())!.x).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const drawer = page.locator('.console-menu-drawer');
    const open = page.getByRole('button', { name: '打开菜单' });
    await open.click();
    await expect(drawer).toBeVisible();
    await drawer.getByText('订单管理').click();
    await drawer.getByText('订单列表').click();
    await expect(page).toHaveURL(/\/new\/order\/list$/);
    await expect(drawer).toBeHidden();
    await expect(page.locator('.console-tabbar')).toContainText('订单列表');

    await open.click();
    await expect(drawer).toBeVisible();
    // The open page is marked in the menu.
    await expect(drawer.locator('.arco-menu-item.arco-menu-selected')).toHaveText('订单列表');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    await open.click();
    await expect(drawer).toBeVisible();
    // The backdrop: the strip of the screen right of the drawer.
    await page.mouse.click(370, 600);
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/new\/order\/list$/);
  });

  test('the tab bar scrolls inside its frame when the tabs are wider than the screen', async ({ page }) => {
    await openConsole(page, DEMO.forwarder);
    const tabs = page.locator('.console-tabbar .arco-tabs-header-title');
    const drawer = page.locator('.console-menu-drawer');
    for (const [i, entry] of [['订单管理', '订单列表'], ['个人中心'], ['我的消息'], ['订单管理', '箱子列表']].entries()) {
      await page.getByRole('button', { name: '打开菜单' }).click();
      // A submenu opened before stays open.
      if (entry.length > 1 && !(await drawer.getByText(entry[1]!, { exact: true }).isVisible())) await drawer.getByText(entry[0]!).click();
      await drawer.getByText(entry.at(-1)!, { exact: true }).click();
      await expect(drawer).toBeHidden();
      await expect(tabs).toHaveCount(i + 2);
    }
    // The strip of tabs is wider than its frame, which keeps to the screen (arrows scroll it): the page does not widen.
    const frame = (await page.locator('.console-tabbar .arco-tabs-header-wrapper').boundingBox())!;
    const strip = (await page.locator('.console-tabbar .arco-tabs-header').boundingBox())!;
    expect(strip.width).toBeGreaterThan(frame.width);
    expect(frame.x + frame.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The open page's tab is scrolled into view.
    await expect(page.locator('.console-tabbar .arco-tabs-header-title-active')).toHaveText('箱子列表');
    await expect(page.locator('.console-tabbar .arco-tabs-header-title-active')).toBeInViewport({ ratio: 0.9 });
    // Scrolling back (the frame's left arrow) brings the first tab into view.
    await expect(tabs.first()).not.toBeInViewport({ ratio: 0.9 });
    await page.locator('.console-tabbar [class*="-left-icon"]').first().click();
    await expect(tabs.first()).toBeInViewport({ ratio: 0.9 });
  });
});

test('at 1440 px the side menu stays beside the content, with no menu drawer button', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openConsole(page, DEMO.forwarder);
  await expect(page.locator('.console-sider .console-nav-menu')).toBeVisible();
  expect((await page.locator('.console-main').boundingBox())!.x).toBeGreaterThan(100);
  await expect(page.getByRole('button', { name: '打开菜单' })).toHaveCount(0);
  await page.locator('.console-nav-menu').getByText('订单管理').click();
  await page.locator('.console-nav-menu').getByText('订单列表').click();
  await expect(page).toHaveURL(/\/new\/order\/list$/);
  await expect(page.locator('.console-sider .console-nav-menu')).toBeVisible();
});

test.describe('main flows at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

  async function choose(page: Page, ...entry: string[]) {
    const drawer = page.locator('.console-menu-drawer');
    await page.getByRole('button', { name: '打开菜单' }).click();
    if (entry.length > 1 && !(await drawer.getByText(entry[1]!, { exact: true }).isVisible())) await drawer.getByText(entry[0]!, { exact: true }).click();
    await drawer.getByText(entry.at(-1)!, { exact: true }).click();
    await expect(drawer).toBeHidden();
  }

  test('a forwarder signs in, opens the order list and an order, the messages and the personal centre', async ({ page }) => {
    await page.goto('/new/homeLogin');
    await page.getByLabel('手机号码').fill(DEMO.forwarder);
    await page.getByLabel('密码').fill(DEMO.password);
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page).toHaveURL(/\/new\/home$/);
    await expect(page.getByTestId('bell')).toBeVisible();
    await acknowledgeModals(page);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);

    await choose(page, '订单管理', '订单列表');
    const first = page.locator('tbody tr.arco-table-tr:visible').first();
    await expect(first).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    // The order number is pinned and nothing else: the table scrolls in its frame under it, the number stays in view.
    const number = first.locator('td').first().getByRole('button');
    const orderNo = (await number.textContent())!.trim();
    await expect(number).toBeInViewport({ ratio: 1 });
    const scrolled = await page.locator('.arco-table:visible').first().evaluate((table) => {
      const frame = Array.from(table.querySelectorAll<HTMLElement>('*')).find((el) => el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible');
      if (!frame) return 0;
      frame.scrollLeft = frame.scrollWidth;
      return frame.scrollLeft;
    });
    expect(scrolled).toBeGreaterThan(300);
    await expect(number).toBeInViewport({ ratio: 1 });
    // The row's actions, at the far right, came into view beside the pinned number.
    await expect(first.getByRole('button', { name: '查看' })).toBeInViewport();
    await number.click();
    await expect(page).toHaveURL(/\/new\/orderDetails\//);
    await expect(page.locator('.console-content')).toContainText(orderNo);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);

    await choose(page, '我的消息');
    await expect(page.locator('tbody tr.arco-table-tr:visible').first()).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);

    await choose(page, '个人中心');
    // One label and value a line: 手机号码 below 姓名, not beside it.
    const name = (await page.locator('.arco-descriptions-item-label:visible', { hasText: '姓名' }).boundingBox())!;
    const mobile = (await page.locator('.arco-descriptions-item-label:visible', { hasText: '手机号码' }).boundingBox())!;
    expect(mobile.y).toBeGreaterThan(name.y);
    expect(Math.abs(mobile.x - name.x)).toBeLessThan(2);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  });

  test('the fleet opens 车辆调度: the map and the trucks, their table scrolling in its frame, and a truck’s track', async ({ page }) => {
    await openConsole(page, DEMO.fleet);
    await choose(page, '车队管理', '车辆调度');
    await expect(page.locator('.port-map')).toBeVisible();
    const row = page.locator('tbody tr.arco-table-tr:visible').first();
    await expect(row).toBeVisible();
    // A plate stays on one line (the squeezed table had broken it letter by letter).
    const plate = row.locator('td').first();
    // Polled: the list re-renders when its data refreshes, and a cell caught in between has no box.
    await expect.poll(async () => (await plate.boundingBox())?.height ?? Number.POSITIVE_INFINITY).toBeLessThan(60);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await row.getByRole('button', { name: '轨迹' }).click();
    await expect(page).toHaveURL(/truckGpsDetail\?id=/);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  });
});
