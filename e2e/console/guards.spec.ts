import { apiToken, DEMO, expect, test } from '../fixtures';
import { acknowledgeModals, openConsole, signInOnce } from './helpers';

test.describe('checks on every navigation, in the order of SPEC §4', () => {
  test('1. a token changed in another tab: 当前账号已更新, then reload', async ({ page }) => {
    await openConsole(page, DEMO.forwarder);
    // Another tab signs in as someone else.
    const fleetToken = await apiToken(page, DEMO.fleet);
    await page.evaluate((t) => localStorage.setItem('Access-Token', t), fleetToken);
    await page.locator('.console-nav-menu').getByText('订单管理').click();
    await page.locator('.console-nav-menu').getByText('订单列表').click();
    await expect(page.getByText('当前账号已更新')).toBeVisible();
    // After the reload the console belongs to the new account, who has no order list.
    await expect(page).toHaveURL(/\/new\/404$/);
    await page.goto('/new/home');
    await expect(page.locator('.console-avatar')).toContainText(DEMO.fleet);
  });

  test('2. a weak password: 当前密码较弱，请修改密码 and /account/ChangePassword, except there and on center', async ({
    page,
  }) => {
    await openConsole(page, DEMO.forwarder);
    await page.evaluate(() => localStorage.setItem('WEAK_PASSWORD', 'Y'));
    // The check runs again when user info loads; keep the stored flag as the portal set it.
    // The user's own answer with weakPassword 'Y', served for every getInfo (fetched once here: a route
    // handler's own fetch is disposed when the page navigates under it).
    const token = await page.evaluate(() => localStorage.getItem('Access-Token'));
    const info = await page.request.get('/new/api/user/auth/getInfo', { headers: { authorization: `Bearer ${token}` } });
    const body = (await info.json()) as { result: { weakPassword: string } };
    body.result.weakPassword = 'Y';
    await page.route('**/new/api/user/auth/getInfo', (route) => route.fulfill({ json: body }));
    await page.goto('/new/order/list');
    await expect(page.getByText('当前密码较弱，请修改密码')).toBeVisible();
    await expect(page).toHaveURL(/\/new\/account\/ChangePassword$/);
    await page.goto('/new/account/center');
    await acknowledgeModals(page);
    await expect(page).toHaveURL(/\/new\/account\/center$/);
  });

  test('2 before 3: with a weak password and no real-name authentication, the password comes first', async ({
    page,
  }) => {
    await openConsole(page, DEMO.common, '/new/account/Center');
    // The user's own answer with weakPassword 'Y', served for every getInfo (fetched once here: a route
    // handler's own fetch is disposed when the page navigates under it).
    const token = await page.evaluate(() => localStorage.getItem('Access-Token'));
    const info = await page.request.get('/new/api/user/auth/getInfo', { headers: { authorization: `Bearer ${token}` } });
    const body = (await info.json()) as { result: { weakPassword: string } };
    body.result.weakPassword = 'Y';
    await page.route('**/new/api/user/auth/getInfo', (route) => route.fulfill({ json: body }));
    // The portal stores the flag at sign-in; both flags are set when the user navigates.
    await page.evaluate(() => localStorage.setItem('WEAK_PASSWORD', 'Y'));
    expect(await page.evaluate(() => localStorage.getItem('TO_AUTH'))).toBeTruthy();
    await page.goto('/new/home');
    await expect(page).toHaveURL(/\/new\/account\/ChangePassword$/);
    await expect(page.getByText('当前密码较弱，请修改密码')).toBeVisible();
  });

  test('3. not authenticated (TO_AUTH): 当前账号未实名认证，请先完成实名认证 and /account/Center', async ({ page }) => {
    await signInOnce(page, DEMO.common);
    await page.goto('/new/home');
    await expect(page.getByText('当前账号未实名认证，请先完成实名认证')).toBeVisible();
    await expect(page).toHaveURL(/\/new\/account\/Center$/);
    expect(await page.evaluate(() => localStorage.getItem('TO_AUTH'))).toBeTruthy();
    await expect(page.getByTestId('auth-status')).toContainText('未认证');
    await expect(page.getByRole('button', { name: '去实名认证' })).toBeVisible();
    // Public pages stay open.
    await page.goto('/new/qrCodeContent');
    await expect(page).toHaveURL(/\/new\/qrCodeContent$/);
  });

  test('4. no token: login page with the full path in redirect', async ({ page }) => {
    await page.goto('/new/message/new?contentType=TODO');
    await expect(page).toHaveURL(/\/new\/index\?redirect=/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/new/message/new?contentType=TODO');
  });

  test('4. the remembered LOGIN_TYPE path is the login page', async ({ page }) => {
    await page.goto('/new/404');
    await page.evaluate(() => localStorage.setItem('LOGIN_TYPE', '/homeLogin'));
    await page.goto('/new/order/list');
    await expect(page).toHaveURL(/\/new\/homeLogin\?redirect=%2Fnew%2Forder%2Flist$/);
  });

  test('5. a token but no roles yet: user info and routes load, then the page opens (loading overlay meanwhile)', async ({
    page,
  }) => {
    await signInOnce(page, DEMO.forwarder);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/new/api/user/auth/getRouters', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/new/order/list');
    await expect(page.getByText('正在努力加载中...')).toBeVisible();
    await expect(page.locator('.console-nav-menu')).toHaveCount(0);
    release();
    await expect(page.locator('.console-nav-menu')).toContainText('订单管理');
    await expect(page).toHaveURL(/\/new\/order\/list$/);
  });
});
