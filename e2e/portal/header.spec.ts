import { DEMO, expect, signIn, test } from '../fixtures';

test.describe('the portal header', () => {
  test('a visitor sees 登录 and 注册, and may open 首页 and 新闻公告', async ({ page }) => {
    await page.goto('/new/news');
    const nav = page.getByRole('navigation', { name: '主导航' });
    await expect(nav.getByRole('link', { name: '新闻公告' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('banner').getByRole('link', { name: '登录' })).toHaveAttribute('href', '/new/homeLogin');
    await expect(page.getByRole('banner').getByRole('link', { name: '注册' })).toHaveAttribute('href', '/new/homeRegister');
    await nav.getByRole('link', { name: '首页' }).click();
    await expect(page).toHaveURL(/\/new\/index$/);
  });

  test('a visitor clicking 公共信息查询 or API产品 is sent to /homeLogin', async ({ page }) => {
    await page.goto('/new/index');
    const nav = page.getByRole('navigation', { name: '主导航' });
    await nav.getByRole('link', { name: '公共信息查询' }).click();
    await expect(page).toHaveURL(/\/new\/homeLogin\?redirect=%2Fnew%2Fsearch$/);
    await page.goto('/new/news');
    await nav.getByRole('link', { name: 'API产品' }).click();
    await expect(page).toHaveURL(/\/new\/homeLogin\?redirect=%2Fnew%2FnewApi$/);

    // Signing in there returns to the page asked for.
    await page.getByLabel('手机号码').fill(DEMO.forwarder);
    await page.getByLabel('密码').fill(DEMO.password);
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page).toHaveURL(/\/new\/newApi$/);
  });

  test('a signed-in user sees the display name and 商家中心, and opens the public queries', async ({ page }) => {
    await signIn(page, DEMO.forwarder);
    await page.goto('/new/news');
    const banner = page.getByRole('banner');
    await expect(banner.getByText('您好，货代张经理')).toBeVisible();
    await expect(banner.getByRole('link', { name: '商家中心' })).toHaveAttribute('href', '/new/home');
    await expect(banner.getByRole('link', { name: '登录' })).toHaveCount(0);
    await banner.getByRole('link', { name: '公共信息查询' }).click();
    await expect(page).toHaveURL(/\/new\/search$/);
  });

  test('商家中心 goes to the personal centre while the user is not authenticated', async ({ page }) => {
    await signIn(page, DEMO.common);
    await page.goto('/new/news');
    await expect(page.getByRole('banner').getByRole('link', { name: '商家中心' })).toHaveAttribute('href', '/new/account/Center');
  });
});
