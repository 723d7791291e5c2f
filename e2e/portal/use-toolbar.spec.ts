import { DEMO, expect, signIn, test, gotoPortalPage } from '../fixtures';

const DAY = 86_400_000;

test.describe('the floating right toolbar', () => {
  test('customer service asks a visitor to sign in first', async ({ page }) => {
    await page.goto('/new/news');
    const toolbar = page.getByRole('complementary', { name: '快捷工具' });
    await toolbar.getByRole('button', { name: '在线客服' }).click();
    const dialog = page.getByRole('dialog', { name: '系统提示' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('请先登录港口物流社区平台');
    await dialog.getByRole('link', { name: '去登录' }).click();
    await expect(page).toHaveURL(/\/new\/homeLogin$/);
  });

  test('on /index the toolbar answers its first click', async ({ page }) => {
    await page.goto('/new/index');
    await page.getByRole('complementary', { name: '快捷工具' }).getByRole('button', { name: '在线客服' }).click();
    await expect(page.getByRole('dialog', { name: '系统提示' })).toBeVisible();
  });

  test('a signed-in user reaches customer service, the hotline and the QR codes', async ({ page }) => {
    await signIn(page, DEMO.forwarder);
    await gotoPortalPage(page, '/new/news');
    const toolbar = page.getByRole('complementary', { name: '快捷工具' });
    // Customer service is the business centre's chat with the service desk, opened on arrival.
    await toolbar.getByRole('button', { name: '在线客服' }).click();
    await expect(page).toHaveURL(/\/new\/home\?chat=open$/);
    await expect(page.locator('.chat-drawer .chat-panel')).toBeVisible();
    await page.goto('/new/news');
    await toolbar.getByRole('button', { name: '24小时热线' }).click();
    await expect(toolbar.getByText(/24小时服务热线：[\d-]+/)).toBeVisible();
    await toolbar.getByRole('button', { name: '公众号' }).click();
    await expect(toolbar.getByRole('img', { name: '公众号二维码' })).toBeVisible();
  });

  test('hidden, it stays hidden for 24 hours, but not on /index', async ({ page }) => {
    await page.goto('/new/news');
    await page.getByRole('button', { name: '隐藏工具栏' }).click();
    await expect(page.getByRole('complementary', { name: '快捷工具' })).toHaveCount(0);
    const hiddenAt = Number(await page.evaluate(() => localStorage.getItem('TOOLBAR_HIDDEN_AT')));
    expect(Date.now() - hiddenAt).toBeLessThan(60_000);

    await page.goto('/new/search');
    await expect(page.getByRole('button', { name: '显示工具栏' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: '快捷工具' })).toHaveCount(0);

    await page.goto('/new/index');
    await expect(page.getByRole('complementary', { name: '快捷工具' })).toBeVisible();
    await expect(page.getByRole('button', { name: '隐藏工具栏' })).toHaveCount(0);
  });

  test('a hide older than 24 hours no longer applies', async ({ page }) => {
    await page.addInitScript((at) => localStorage.setItem('TOOLBAR_HIDDEN_AT', String(at)), Date.now() - DAY - 60_000);
    await page.goto('/new/news');
    await expect(page.getByRole('button', { name: '隐藏工具栏' })).toBeVisible();
    await expect(page.getByRole('button', { name: '显示工具栏' })).toHaveCount(0);
  });

  test('the show button brings it back', async ({ page }) => {
    await page.addInitScript((at) => localStorage.setItem('TOOLBAR_HIDDEN_AT', String(at)), Date.now() - 60_000);
    await page.goto('/new/news');
    await page.getByRole('button', { name: '显示工具栏' }).click();
    await expect(page.getByRole('complementary', { name: '快捷工具' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('TOOLBAR_HIDDEN_AT'))).toBeNull();
  });
});
