import { expect, test } from '../fixtures';

test.describe('switching the language', () => {
  test('English is applied at once, kept in app_language for the portal and the console, and back again', async ({ page }) => {
    await page.goto('/new/index');
    await page.getByRole('combobox', { name: '语言' }).selectOption('en-US');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'News' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Register' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    expect(await page.evaluate(() => localStorage.getItem('app_language'))).toBe('en-US');

    await page.goto('/new/news');
    await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByText('Legal notice')).toBeVisible();
    // The brand in English: header, page title and copyright.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Port Community Portal' })).toBeVisible();
    await expect(page).toHaveTitle(/ - Port Community Portal$/);
    await expect(page.getByRole('contentinfo').getByText(/^Copyright © \d{4} Port Community Portal$/)).toBeVisible();
    await expect(page.getByRole('banner')).not.toContainText('港口物流社区');

    await page.getByRole('combobox', { name: 'Language' }).selectOption('zh-CN');
    await expect(page.getByRole('heading', { level: 1, name: '新闻公告' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: '港口物流社区' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '新闻公告' })).toBeVisible();
  });

  test('zh-TW and pt-BR are complete, and the choice follows the user into the business centre and /screen', async ({ page }) => {
    await page.goto('/new/news');
    const select = page.getByRole('combobox', { name: '语言' });
    await expect(select.locator('option')).toHaveText(['简体中文', 'English', '繁體中文', 'Português']);
    await select.selectOption('zh-TW');
    expect(await page.evaluate(() => localStorage.getItem('app_language'))).toBe('zh-TW');
    await expect(page.getByRole('heading', { level: 1, name: '新聞公告' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
    await page.getByRole('combobox', { name: '語言' }).selectOption('pt-BR');
    await expect(page.getByRole('heading', { level: 1, name: 'Notícias' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Notícias' })).toBeVisible();
    // The console (its sign-in page) and the data dashboard read the same choice.
    await page.goto('/new/home');
    // Signed out, the console sends the visitor to its sign-in page; waited for, so it cannot cut the next navigation.
    await expect(page).toHaveURL(/\/new\/index\?redirect=%2Fnew%2Fhome$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await page.goto('/new/screen/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  });

});
