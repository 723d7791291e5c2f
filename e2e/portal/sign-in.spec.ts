import { DEMO, expect, test } from '../fixtures';

test.describe('a user signs in on the portal home', () => {
  test('the form says what is missing or wrong, checking the mobile on blur', async ({ page }) => {
    await page.goto('/new/index');
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page.getByText('手机号码不能为空')).toBeVisible();
    await expect(page.getByText('密码不能为空')).toBeVisible();

    await page.getByLabel('手机号码').fill('12345678901');
    await page.getByLabel('密码').focus();
    await expect(page.getByText('请输入正确的手机号码')).toBeVisible();
    await expect(page.getByLabel('手机号码')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('手机号码').fill(DEMO.forwarder);
    await page.getByLabel('密码').focus();
    await expect(page.getByText('请输入正确的手机号码')).toBeHidden();
  });

  test('with captchas on, the form asks for the image code and a click on the picture fetches a new one', async ({ page }) => {
    // The e2e server runs with the captcha off; here the api answers as it does with it on.
    let served = 0;
    await page.route('**/new/api/code', (route) => {
      served += 1;
      return route.fulfill({
        json: { code: 200, msg: '操作成功', message: '操作成功', result: { captchaOnOff: true, img: 'R0lGODlhAQABAIAAAAAAAP///ywAAAAAAQABAAACAUwAOw==', uuid: `uuid-${served}` } },
      });
    });
    await page.goto('/new/homeLogin');
    await expect(page.getByLabel('验证码', { exact: true })).toBeVisible();
    await expect.poll(() => served).toBe(1);
    await page.getByRole('button', { name: '看不清？点击刷新' }).click();
    await expect.poll(() => served).toBe(2);
    await page.getByLabel('手机号码').fill(DEMO.forwarder);
    await page.getByLabel('密码').fill(DEMO.password);
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page.getByText('验证码不能为空')).toBeVisible();
  });

  test('with captchas off (captchaOnOff false) there is no image-code field', async ({ page }) => {
    await page.goto('/new/homeLogin');
    await expect(page.getByLabel('手机号码')).toBeEnabled();
    await expect(page.getByLabel('验证码', { exact: true })).toHaveCount(0);
  });

  test('a wrong password shows the server message under the form', async ({ page }) => {
    await page.goto('/new/index');
    await page.getByLabel('手机号码').fill(DEMO.forwarder);
    await page.getByLabel('密码').fill('Wrong@123456');
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '账户或密码错误' })).toBeVisible();
    await expect(page).toHaveURL(/\/new\/index$/);
  });

  test('signing in keeps the token as the console does and opens the business centre home', async ({ page, context }) => {
    await page.goto('/new/index');
    await page.getByLabel('手机号码').fill(DEMO.forwarder);
    await page.getByLabel('密码').fill(DEMO.password);
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page).toHaveURL(/\/new\/home$/);
    const token = await page.evaluate(() => localStorage.getItem('Access-Token'));
    expect(token).toBeTruthy();
    const cookie = (await context.cookies()).find((c) => c.name === 'Web-Token');
    expect(cookie?.value).toBe(token);
    expect(cookie?.path).toBe('/');
  });

  test('a user whose company is not authenticated is sent to the personal centre', async ({ page }) => {
    await page.goto('/new/index');
    await page.getByLabel('手机号码').fill(DEMO.common);
    await page.getByLabel('密码').fill(DEMO.password);
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page).toHaveURL(/\/new\/account\/Center$/);
    expect(await page.evaluate(() => localStorage.getItem('TO_AUTH'))).toBeTruthy();
  });

  test('a remembered LOGIN_TYPE path wins over /home', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('LOGIN_TYPE', '/news'));
    await page.goto('/new/homeLogin');
    await page.getByLabel('手机号码').fill(DEMO.forwarder);
    await page.getByLabel('密码').fill(DEMO.password);
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page).toHaveURL(/\/new\/news$/);
  });

  test('once signed in, the home shows the user instead of the form, and logout returns to /index', async ({ page }) => {
    await page.goto('/new/index');
    await page.getByLabel('手机号码').fill(DEMO.forwarder);
    await page.getByLabel('密码').fill(DEMO.password);
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page).toHaveURL(/\/new\/home$/);

    await page.goto('/new/index');
    const card = page.getByRole('region', { name: '欢迎回来' });
    await expect(card.getByText('货代张经理')).toBeVisible();
    await expect(page.getByLabel('手机号码')).toHaveCount(0);
    // The forwarder's shop has no transportation privilege: the extra picture shows.
    await expect(card.getByRole('img', { name: /港口通行权限/ })).toBeVisible();

    page.once('dialog', (dialog) => {
      expect(dialog.message()).toBe('是否确认退出登录？');
      void dialog.accept();
    });
    // Logout leads to /index, the page it starts from: wait for that page to load, not for the URL.
    const reloaded = page.waitForEvent('load');
    await card.getByRole('button', { name: '退出登录' }).click();
    await reloaded;
    await expect(page).toHaveURL(/\/new\/index$/);
    await expect(page.getByLabel('手机号码')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('Access-Token'))).toBeNull();
  });
});
