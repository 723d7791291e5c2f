import type { Page, Route } from '@playwright/test';
import { DEMO, expect, test } from '../fixtures';
import { openConsole, signInOnce } from './helpers';

const UNREAD = '**/new/api/message/messageTemplate/queryUnReadNotice**';

/** Answers the bell's call with `answer`, then opens the bell to make the call. */
async function bellAnswers(page: Page, answer: (route: Route) => Promise<void>) {
  await page.route(UNREAD, answer);
  await page.getByTestId('bell').click();
  // Hovering a notification pauses its timer: keep the pointer away from the top right.
  await page.mouse.move(20, 700);
}

test.describe('the error catalogue of SPEC §8', () => {
  test('any other error: 系统异常 for 15 s with the server text, traceId and time', async ({ page }) => {
    await page.clock.install();
    await openConsole(page, DEMO.forwarder);
    await bellAnswers(page, (route) =>
      route.fulfill({
        status: 500,
        json: { code: 500, msg: '数据库暂时不可用', message: '数据库暂时不可用', result: null, traceId: 'trace-e2e-1' },
      }),
    );
    const note = page.locator('.arco-notification').filter({ hasText: '系统异常' });
    await expect(note).toBeVisible();
    await expect(note).toContainText('数据库暂时不可用');
    await expect(note).toContainText('traceId: trace-e2e-1');
    await expect(note).toContainText(/时间: \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    await expect(page.locator('.arco-notification-wrapper-topRight')).toContainText('系统异常');
    // Still there after the 3 s default (the page's clock moved on, not waited for), gone after its 15 s.
    await page.clock.runFor(4_000);
    await expect(note).toBeVisible();
    await page.clock.runFor(12_000);
    await expect(note).toBeHidden();
  });

  test('a status without a message reads its status text (403 禁止访问)', async ({ page }) => {
    await openConsole(page, DEMO.forwarder);
    await bellAnswers(page, (route) => route.fulfill({ status: 403, body: '' }));
    await expect(page.locator('.arco-notification').filter({ hasText: '系统异常' })).toContainText('禁止访问');
  });

  test('no answer: 连接失败，请稍后再试 titled 系统错误, gone after 3 s', async ({ page }) => {
    await openConsole(page, DEMO.forwarder);
    await bellAnswers(page, (route) => route.abort('connectionrefused'));
    const note = page.locator('.arco-notification').filter({ hasText: '连接失败，请稍后再试' });
    await expect(note).toBeVisible();
    await expect(note).toContainText('系统错误');
    await expect(note).toBeHidden({ timeout: 5_000 });
  });

  test('code 9998: a warning modal titled 系统提示', async ({ page }) => {
    await openConsole(page, DEMO.forwarder);
    await bellAnswers(page, (route) => route.fulfill({ json: { code: 9998, msg: '该业务正在处理中', result: null } }));
    const modal = page.locator('.arco-modal').filter({ hasText: '系统提示' });
    await expect(modal).toBeVisible();
    await expect(modal).toContainText('该业务正在处理中');
  });

  test('code 9997: an info toast with the server text, or 未知异常', async ({ page }) => {
    await openConsole(page, DEMO.forwarder);
    await bellAnswers(page, (route) => route.fulfill({ json: { code: 9997, result: null } }));
    await expect(page.locator('.arco-message').filter({ hasText: '未知异常' })).toBeVisible();
  });

  test('duplicate submission: 请勿重复提交 with the url, the second call is not sent', async ({ page }) => {
    await openConsole(page, DEMO.forwarder, '/new/message/new');
    let calls = 0;
    await page.route('**/new/api/message/messageTemplate/readNoticeList**', async (route) => {
      calls += 1;
      await new Promise((r) => setTimeout(r, 1_500));
      await route.continue();
    });
    const button = page.getByRole('button', { name: '全部标为已读' });
    await button.click();
    await button.click();
    await expect(
      page.getByText('请勿重复提交，请稍后再试(重复接口：/message/messageTemplate/readNoticeList)'),
    ).toBeVisible();
    await expect(page.getByText('操作成功')).toBeVisible();
    expect(calls).toBe(1);
  });

  test('HTTP 401: token已过期，请重新登录, logged out, reload after 1 s to the login page', async ({ page }) => {
    await page.clock.install();
    await openConsole(page, DEMO.forwarder);
    // The page's clock stands still until the toast has been seen: the reload 1 s later cannot outrun the check.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
    await bellAnswers(page, (route) =>
      route.fulfill({ status: 401, json: { code: 401, msg: 'token已过期，请重新登录', result: null } }),
    );
    await expect(page.getByText('token已过期，请重新登录')).toBeVisible();
    await expect(page).toHaveURL(/\/new\/home$/);
    await page.clock.runFor(1_100);
    await expect(page).toHaveURL(/\/new\/index\?redirect=%2Fnew%2Fhome$/);
    expect(await page.evaluate(() => localStorage.getItem('Access-Token'))).toBeNull();
  });

  test('user info failure: 请求用户信息失败，请重新登录！ titled 错误, then the login page', async ({ page }) => {
    await signInOnce(page, DEMO.forwarder);
    await page.route('**/new/api/user/auth/getInfo', (route) =>
      route.fulfill({ status: 500, json: { code: 500, msg: '用户服务异常', result: null } }),
    );
    await page.goto('/new/home');
    const note = page.locator('.arco-notification').filter({ hasText: '请求用户信息失败，请重新登录！' });
    await expect(note).toBeVisible();
    await expect(note).toContainText('错误');
    await expect(page).toHaveURL(/\/new\/index/);
  });

  test('menu failure: 获取菜单失败, the shell still opens', async ({ page }) => {
    await signInOnce(page, DEMO.forwarder);
    await page.route('**/new/api/user/auth/getRouters', (route) =>
      route.fulfill({ status: 500, json: { code: 500, msg: '菜单服务异常', result: null } }),
    );
    await page.goto('/new/home');
    await expect(page.locator('.arco-notification').filter({ hasText: '获取菜单失败' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('货代张经理');
  });
});
