import type { Page } from '@playwright/test';
import { DEMO, expect, test } from '../fixtures';
import { openConsole } from './helpers';

const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);
const cssVar = (page: Page, name: string) =>
  page.evaluate((n) => getComputedStyle(document.body).getPropertyValue(n).trim(), name);

async function openSettings(page: Page) {
  await page.locator('.console-avatar').click();
  await page.getByRole('menuitem', { name: '系统设置' }).click();
  await expect(page.locator('.console-settings-drawer')).toBeVisible();
}

test.describe('the settings drawer', () => {
  test('primary colour #244883 by default, through Arco theme variables', async ({ page }) => {
    await openConsole(page, DEMO.forwarder);
    expect(await cssVar(page, '--arcoblue-6')).toBe('36,72,131');
    const bg = await page
      .locator('.console-logo')
      .first()
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(bg).toBe('rgb(36, 72, 131)');
  });

  test('every setting is kept in local storage under its key and survives a reload', async ({ page }) => {
    await openConsole(page, DEMO.forwarder);
    await openSettings(page);
    const drawer = page.locator('.console-settings-drawer');

    await drawer.getByText('顶部导航').click();
    expect(await stored(page, 'layout')).toBe('"topmenu"');
    await expect(page.locator('.console-top-menu')).toBeVisible();

    await drawer.getByText('正常 14px').click();
    expect(await stored(page, 'font_size')).toBe('14');

    await drawer.getByText('紧凑', { exact: true }).click();
    expect(await stored(page, 'layout_model')).toBe('"compact"');

    await drawer.getByRole('switch', { name: '多页签模式' }).click();
    expect(await stored(page, 'multi_tab')).toBe('false');
    await expect(page.getByTestId('tab-bar')).toBeHidden();

    await drawer.getByRole('switch', { name: '下滑时隐藏 Header' }).click();
    expect(await stored(page, 'auto_hide_header')).toBe('true');
    await drawer.getByRole('switch', { name: '固定 Header' }).click();
    expect(await stored(page, 'fixed_header')).toBe('false');
    // Hide-on-scroll is only available with a fixed header.
    await expect(drawer.getByRole('switch', { name: '下滑时隐藏 Header' })).toBeDisabled();

    await drawer.getByRole('switch', { name: '色弱模式' }).click();
    expect(await stored(page, 'weak')).toBe('true');
    await expect(page.locator('html')).toHaveClass(/console-color-weak/);

    await drawer.getByRole('radio', { name: '#13C2C2' }).click();
    await expect(page.getByText('正在切换主题！')).toBeVisible();
    await expect.poll(() => stored(page, 'color')).toBe('"#13C2C2"');
    expect(await cssVar(page, '--arcoblue-6')).toBe('19,194,194');

    await page.reload();
    await expect(page.locator('.console-top-menu')).toBeVisible();
    await expect(page.getByTestId('tab-bar')).toBeHidden();
    await expect(page.locator('html')).toHaveClass(/console-color-weak/);
    expect(await cssVar(page, '--arcoblue-6')).toBe('19,194,194');
    expect(
      await page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--console-font-size').trim(),
      ),
    ).toBe('14px');
  });

  test('copy settings puts them on the clipboard: 复制完毕', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openConsole(page, DEMO.forwarder);
    await openSettings(page);
    await page.getByRole('button', { name: '拷贝设置' }).click();
    await expect(page.getByText('复制完毕')).toBeVisible();
    const copied = JSON.parse(await page.evaluate(() => navigator.clipboard.readText())) as Record<string, unknown>;
    expect(copied).toMatchObject({ color: '#244883', multi_tab: true, layout: 'sidemenu' });
  });

  test('copy settings reports 复制失败 when the clipboard refuses', async ({ page }) => {
    await openConsole(page, DEMO.forwarder);
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new Error('denied')) },
      });
    });
    await openSettings(page);
    await page.getByRole('button', { name: '拷贝设置' }).click();
    await expect(page.getByText('复制失败')).toBeVisible();
  });
});
