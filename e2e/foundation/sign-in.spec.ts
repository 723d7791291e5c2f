import { expect, test, DEMO } from '../fixtures';

test('a forwarder signs in on the portal home and lands on the business centre home', async ({ page }) => {
  await page.goto('/new/index');
  await page.getByLabel('手机号码').fill(DEMO.forwarder);
  await page.getByLabel('密码').fill(DEMO.password);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/new\/home$/);
  await expect(page.getByText('货代张经理').first()).toBeVisible();
});

test('the api answers in the envelope', async ({ request }) => {
  const res = await request.get('/new/api/code');
  expect(res.ok()).toBe(true);
  expect(await res.json()).toMatchObject({ code: 200, msg: '操作成功', result: { captchaOnOff: false } });
});

test('/ and /new/ go to /new/home', async ({ request }) => {
  for (const path of ['/', '/new/']) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status()).toBe(302);
    expect(res.headers()['location']).toBe('/new/home');
  }
});
