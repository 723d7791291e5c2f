import { DEMO, expect, signIn, test } from '../fixtures';

/** SPEC §2.2: a logged-in user who opens /user/login, /user/registration or /api_product/apiProductInterface is sent to /home. */
test.describe('visitor-only pages', () => {
  for (const path of ['/new/user/login', '/new/user/registration', '/new/api_product/apiProductInterface']) {
    test(`a signed-in user opening ${path} lands on /home`, async ({ page }) => {
      await signIn(page, DEMO.forwarder);
      await page.goto(path);
      await expect(page).toHaveURL(/\/new\/home$/);
    });
  }

  test('a visitor opening /user/login is asked to sign in on /index, and signing in there lands on /home', async ({ page }) => {
    await page.goto('/new/user/login');
    await expect(page).toHaveURL(/\/new\/index\?redirect=%2Fnew%2Fuser%2Flogin$/);
    const form = page.locator('form.login-form');
    await form.getByLabel('手机号码').fill(DEMO.forwarder);
    await form.getByLabel('密码').fill(DEMO.password);
    await form.getByRole('button', { name: '登录' }).click();
    await expect(page).toHaveURL(/\/new\/home$/);
  });
});
