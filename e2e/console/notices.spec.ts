import type { Page, WebSocketRoute } from '@playwright/test';
import { apiToken, DEMO, expect, test } from '../fixtures';
import { acknowledgeModals, openConsole } from './helpers';

/** Passes the notice socket through, counting connections and accepted logins (type 0). */
async function watchSocket(page: Page) {
  const state = { connections: [] as WebSocketRoute[], logins: 0 };
  await page.routeWebSocket('**/new/api/message/ws', (ws) => {
    state.connections.push(ws);
    const server = ws.connectToServer();
    ws.onMessage((m) => server.send(m));
    server.onMessage((m) => {
      if (typeof m === 'string' && (JSON.parse(m) as { type?: number }).type === 0) state.logins += 1;
      ws.send(m);
    });
    ws.onClose(() => server.close());
    server.onClose(() => ws.close());
  });
  return state;
}

async function publish(
  page: Page,
  body: { title: string; content: string; noticeType: '1' | '2'; contentType?: string; to: string },
) {
  const admin = await apiToken(page, DEMO.admin);
  const res = await page.request.post('/new/api/message/messageTemplate/publish', {
    headers: { authorization: `Bearer ${admin}` },
    data: {
      title: body.title,
      content: body.content,
      contentType: body.contentType ?? 'MESSAGE',
      noticeType: body.noticeType,
      target: { kind: 'user', ids: [body.to] },
    },
  });
  expect(res.status()).toBe(200);
}

async function userIdOf(page: Page, token: string): Promise<string> {
  const res = await page.request.get('/new/api/user/auth/getInfo', { headers: { authorization: `Bearer ${token}` } });
  return ((await res.json()) as { result: { user: { userId: string } } }).result.user.userId;
}

test.describe('notices, messages and the real-time channel', () => {
  test('the bell: total count, tabs 消息 and 待办, detail modal marking read, 查看更多', async ({ page }) => {
    await openConsole(page, DEMO.forwarder);
    const token = await apiToken(page, DEMO.forwarder);
    await publish(page, {
      title: '铃铛测试消息',
      content: '<p>正文<b>加粗</b><script>window.__hacked=1</script></p>',
      noticeType: '1',
      to: await userIdOf(page, token),
    });
    await page.reload();
    await acknowledgeModals(page);
    const bell = page.getByTestId('bell');
    const before = Number(await bell.locator('.arco-badge-number').innerText());
    expect(before).toBeGreaterThan(0);
    await bell.click();
    const popover = page.getByTestId('bell-popover');
    await expect(popover.getByText('消息', { exact: true })).toBeVisible();
    await expect(popover.getByText('待办', { exact: true })).toBeVisible();
    await popover.getByText('铃铛测试消息').click();
    const modal = page.locator('.console-notice-detail');
    await expect(modal.getByText('铃铛测试消息')).toBeVisible();
    await expect(modal.getByText(/发布时间/)).toBeVisible();
    await expect(modal.locator('b')).toHaveText('加粗');
    expect(await page.evaluate(() => (window as unknown as { __hacked?: number }).__hacked)).toBeUndefined();
    expect(await modal.evaluate((el) => getComputedStyle(el).width)).toBe('700px');
    expect(await modal.locator('.console-rich-html').evaluate((el) => getComputedStyle(el).height)).toBe('500px');
    await modal.getByRole('button', { name: '确定' }).click();
    if (before > 1) await expect(bell.locator('.arco-badge-number')).toHaveText(String(before - 1));
    else await expect(bell.locator('.arco-badge-number')).toHaveCount(0);
    await bell.click();
    await page.getByRole('button', { name: '查看更多' }).click();
    await expect(page).toHaveURL(/\/new\/message\/new$/);
  });

  test('the message centre pages, filters and marks everything read', async ({ page }) => {
    await openConsole(page, DEMO.forwarder, '/new/message/new');
    await expect(page.getByRole('heading', { name: '我的消息' })).toBeVisible();
    await expect(page.getByText(/^共 \d+ 条$/)).toBeVisible();
    await expect(page.locator('.arco-pagination-jumper')).toBeVisible();
    await page.locator('.arco-pagination-option').click();
    for (const size of ['10 条/页', '20 条/页', '30 条/页', '40 条/页', '50 条/页']) {
      await expect(page.getByRole('option', { name: size })).toBeVisible();
    }
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: '全部标为已读' }).click();
    await expect(page.getByText('操作成功')).toBeVisible();
    await expect(page.locator('.arco-table-body').getByText('未读')).toHaveCount(0);
    await expect(page.getByTestId('bell').locator('.arco-badge-number')).toHaveCount(0);
  });

  test('a notice published by the administrator arrives live: a toast (noticeType 1) that opens the detail', async ({
    page,
  }) => {
    const socket = await watchSocket(page);
    const token = await openConsole(page, DEMO.forwarder);
    await expect.poll(() => socket.logins).toBeGreaterThan(0);
    await publish(page, {
      title: '实时通知一',
      content: '<p>实时内容一</p>',
      noticeType: '1',
      to: await userIdOf(page, token),
    });
    const toast = page.locator('.arco-notification').filter({ hasText: '实时通知一' });
    await expect(toast).toBeVisible();
    await toast.getByRole('button', { name: '实时通知一' }).click();
    await expect(page.locator('.console-notice-detail').getByText('实时内容一')).toBeVisible();
  });

  test('a strong reminder (noticeType 2) arrives live as a blocking modal 收到一条最新通知 with 已读', async ({
    page,
  }) => {
    const socket = await watchSocket(page);
    const token = await openConsole(page, DEMO.forwarder);
    await expect.poll(() => socket.logins).toBeGreaterThan(0);
    await publish(page, {
      title: '强提醒测试',
      content: '<p>必须阅读</p>',
      noticeType: '2',
      to: await userIdOf(page, token),
    });
    const modal = page.locator('.console-strong-notice');
    await expect(modal.getByText('收到一条最新通知')).toBeVisible();
    await expect(modal.getByText('必须阅读')).toBeVisible();
    await expect(modal.locator('.arco-modal-close-icon')).toHaveCount(0);
    await modal.getByRole('button', { name: '已读' }).click();
    await expect(modal.getByText('收到一条最新通知')).toBeHidden();
    // Read on the server: it does not pop up again.
    await page.reload();
    await expect(page.getByTestId('bell')).toBeVisible();
    await expect(page.getByText('必须阅读')).toBeHidden();
  });

  test('after the server drops the socket the client reconnects and notices arrive again', async ({ page }) => {
    test.setTimeout(90_000);
    const socket = await watchSocket(page);
    const token = await openConsole(page, DEMO.forwarder);
    await expect.poll(() => socket.logins).toBe(1);
    await socket.connections[0]!.close({ code: 1011, reason: 'dropped by the test' });
    // First reconnect after 10 s (SPEC §9).
    await expect.poll(() => socket.logins, { timeout: 20_000 }).toBe(2);
    await publish(page, {
      title: '重连后的通知',
      content: '<p>重连</p>',
      noticeType: '1',
      to: await userIdOf(page, token),
    });
    await expect(page.locator('.arco-notification').filter({ hasText: '重连后的通知' })).toBeVisible();
  });
});
