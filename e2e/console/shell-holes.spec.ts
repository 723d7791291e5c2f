/**
 * Holes in the shell found by using it (issue 16): the sidebar of a user with no role, a record page
 * opened without its id, and times shown in the port's time zone whatever the browser's.
 */
import type { Browser, Page } from '@playwright/test';
import { apiToken, DEMO, expect, sha256, test } from '../fixtures';
import { outboxCode, PASSWORD, newMobile } from '../accounts/helpers';
import { menuTitles, openConsole, signInOnce } from './helpers';

const SHOTS = process.env.SHELL_SHOTS_DIR;

async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  for (const width of [1440, 390]) {
    // Reloaded at each width: the shell picks its layout (side menu or drawer) as it loads.
    await page.setViewportSize({ width, height: 900 });
    await page.reload();
    await expect(page.getByTestId('bell')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** Registers a new user through the API (SMS code from the outbox): no company, no role. */
async function registerNoRoleUser(page: Page): Promise<string> {
  const mobile = newMobile();
  const sent = await page.request.get('/new/api/user/reg/sms', { params: { mobile } });
  expect(sent.ok()).toBe(true);
  const code = await outboxCode(page, mobile, 'register');
  const res = await page.request.post('/new/api/auth/register', {
    data: { mobile, smsCode: code, password: sha256(PASSWORD), checkPass: sha256(PASSWORD), checkbox: true },
  });
  const token = ((await res.json()) as { result?: { access_token?: string } }).result?.access_token;
  expect(token).toBeTruthy();
  return token!;
}

test('a user with no role still has 首页, 个人中心 and 我的消息 in the sidebar', async ({ page }) => {
  const token = await registerNoRoleUser(page);
  await page.goto('/new/404');
  await page.evaluate((t) => {
    localStorage.setItem('Access-Token', t);
    document.cookie = `Web-Token=${t}; path=/; SameSite=Lax`;
  }, token);
  await page.goto('/new/home');
  await expect(page.getByTestId('bell')).toBeVisible();
  await expect.poll(() => menuTitles(page)).toEqual(['首页', '个人中心', '我的消息']);
  // (Pages beyond them wait for real-name verification: SPEC §4 sends the user to 个人中心.)
  await shot(page, 'no-role-sidebar');
});

test('a common user granted only 订单列表 sees 订单管理 > 订单列表', async ({ page }) => {
  await openConsole(page, DEMO.common);
  await expect.poll(() => menuTitles(page)).toContain('订单管理');
  await page.locator('.console-nav-menu').getByText('订单管理').click();
  await expect(page.locator('.console-nav-menu').getByText('订单列表')).toBeVisible();
});

test('a record page opened without its id says what is missing and leads back to the list', async ({ page }) => {
  await openConsole(page, DEMO.forwarder, '/new/orderDetails/importOrderDetails');
  const missing = page.getByTestId('missing-record');
  await expect(missing).toContainText('没有指定要查看的记录，请从列表中选择一条记录打开。');
  await expect(page.getByText('must match pattern')).toHaveCount(0);
  await shot(page, 'missing-record');
  await missing.getByRole('button', { name: '返回列表' }).click();
  await expect(page).toHaveURL(/\/new\/order\/list/);
});

/** The 个人中心's 注册时间 of the fleet user, read in a browser whose clock is set to `timezoneId`. */
async function registeredAt(browser: Browser, timezoneId: string): Promise<string> {
  const context = await browser.newContext({ timezoneId, locale: 'zh-CN' });
  try {
    const page = await context.newPage();
    await signInOnce(page, DEMO.fleet);
    await page.goto('/new/account/center');
    const cell = page.locator('.arco-descriptions-item-label', { hasText: '注册时间' }).locator('xpath=following-sibling::td[1]');
    await expect(cell).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    return (await cell.textContent()) ?? '';
  } finally {
    await context.close();
  }
}

test('times show in the port time zone whatever the browser zone', async ({ browser, page }) => {
  const shanghai = await registeredAt(browser, 'Asia/Shanghai');
  const newYork = await registeredAt(browser, 'America/New_York');
  expect(newYork).toBe(shanghai);
  // And it is the time the server wrote: ISO 8601 with the port's offset (+08:00), whose wall clock is what shows.
  const token = await apiToken(page, DEMO.fleet);
  const info = await page.request.get('/new/api/user/auth/getInfo', { headers: { authorization: `Bearer ${token}` } });
  const wire = ((await info.json()) as { result: { user: { createTime: string } } }).result.user.createTime;
  expect(wire).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/);
  expect(wire.slice(0, 19).replace('T', ' ')).toBe(shanghai);
});

test('two orders opened in the detail page get tabs named by their order numbers', async ({ page }) => {
  const token = await openConsole(page, DEMO.forwarder);
  const res = await page.request.get('/new/api/trucking/orders', {
    params: { pageNo: 1, pageSize: 2 },
    headers: { authorization: `Bearer ${token}` },
  });
  const orders = ((await res.json()) as { result: { data: Array<{ id: string; orderNo: string; orderType: string }> } }).result.data;
  expect(orders.length).toBe(2);
  for (const o of orders) {
    await page.goto(`/new/orderDetails/shortOrderDetails?id=${o.id}&type=${o.orderType}`);
    await expect(page.locator('.console-tab-title', { hasText: o.orderNo })).toBeVisible();
  }
  const titles = await page.locator('.console-tab-title').allInnerTexts();
  for (const o of orders) expect(titles.some((t) => t.includes(o.orderNo))).toBe(true);
});
