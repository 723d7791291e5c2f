/**
 * Customer-service chat (issue 16), each party in a browser of its own: the forwarder opens the chat from the
 * business centre's header tools (the console's right-hand toolbar) and writes; the service desk (the platform administrator) sees the conversation
 * appear in 客服工作台 with its unread count, live, and replies; the forwarder sees the toolbar's badge and the reply,
 * live; a reload keeps the history. Screenshots of the panel and the desk at 1440 and 390 px.
 */
import type { Page } from '@playwright/test';
import { DEMO, expect, signIn, test } from '../fixtures';
import { dismissNotices } from '../trucking/helpers';

const shots = process.env.E2E_SHOTS ?? 'test-results/screens';

const toolbarButton = (page: Page) => page.locator('button.chat-toolbar');
const panel = (page: Page) => page.locator('.chat-drawer .chat-panel');

async function openPanel(page: Page) {
  await toolbarButton(page).click();
  await expect(panel(page)).toBeVisible();
}

async function closePanel(page: Page) {
  await page.locator('.chat-drawer .arco-drawer-close-icon').click();
  await expect(panel(page)).toBeHidden();
}

test('the forwarder and the service desk chat live, and the history stays', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36).toUpperCase();
  const question = `E2E 咨询 ${stamp}：提箱预约为什么失败？<b>不是HTML</b>`;
  const answer = `E2E 回复 ${stamp}：请检查预约时段。`;

  // The forwarder writes from the toolbar's chat.
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO.forwarder);
  // Not under /home, whose seeded popup notice (平台使用须知) would cover the page.
  await page.goto('/new/edi');
  await dismissNotices(page);

  // The desk, in its own browser, has 客服工作台 open before the message comes.
  const deskContext = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  const desk = await deskContext.newPage();
  await signIn(desk, DEMO.admin);
  await desk.goto('/new/system/chatDesk');
  await dismissNotices(desk);
  await expect(desk.locator('.chat-desk-list')).toBeVisible();

  await openPanel(page);
  const composer = panel(page).getByRole('textbox');
  await composer.fill(question);
  await composer.press('Enter');
  // Shown as text, never as markup.
  const sent = panel(page).getByTestId('chat-message').filter({ hasText: stamp });
  await expect(sent).toContainText('<b>不是HTML</b>');
  await expect(composer).toHaveValue('');
  await closePanel(page);

  // The conversation appears on the desk live, with its unread count and last message.
  const item = desk.getByTestId('chat-desk-item').filter({ hasText: stamp });
  await expect(item).toBeVisible();
  await expect(item.locator('.arco-badge-number')).toHaveText(/^[1-9]\d*$/);
  await expect(item).toContainText('待接入');
  await desk.screenshot({ path: `${shots}/chat-desk-list.png` });
  await item.click();
  await expect(desk.locator('.chat-desk-main').getByTestId('chat-message').filter({ hasText: stamp })).toBeVisible();
  await expect(item.locator('.arco-badge-number')).toHaveCount(0);
  const reply = desk.locator('.chat-desk-main').getByRole('textbox');
  await reply.fill(answer);
  await desk.locator('.chat-desk-main').getByRole('button', { name: '发送' }).click();
  await expect(desk.locator('.chat-desk-head')).toContainText('接待中');
  await expect(desk.locator('.chat-desk-main').getByTestId('chat-message').filter({ hasText: answer })).toBeVisible();
  await desk.screenshot({ path: `${shots}/chat-desk-1440.png` });

  // The forwarder's toolbar shows the unread reply live; opening the chat shows it and clears the badge.
  await expect(toolbarButton(page).locator('.arco-badge-number')).toHaveText('1');
  await openPanel(page);
  await expect(panel(page).getByTestId('chat-message').filter({ hasText: answer })).toBeVisible();
  await expect(toolbarButton(page).locator('.arco-badge-number')).toHaveCount(0);
  await page.screenshot({ path: `${shots}/chat-panel-1440.png` });

  // A reload keeps the history, newest last.
  await page.reload();
  await openPanel(page);
  const messages = panel(page).getByTestId('chat-message');
  await expect(messages.filter({ hasText: stamp })).toHaveCount(2);
  await expect(messages.last()).toContainText(answer);

  // Phones: the panel takes the screen; the desk shows the conversation with the way back to the list.
  await page.setViewportSize({ width: 390, height: 844 });
  await desk.setViewportSize({ width: 390, height: 844 });
  await expect(panel(page)).toBeVisible();
  await page.screenshot({ path: `${shots}/chat-panel-390.png` });
  await expect(desk.getByRole('button', { name: '返回会话列表' })).toBeVisible();
  await desk.screenshot({ path: `${shots}/chat-desk-390.png` });

  // The desk ends the conversation; the forwarder is told a new message starts a new one.
  await desk.setViewportSize({ width: 1440, height: 900 });
  await desk.getByRole('button', { name: '结束会话' }).click();
  await desk.locator('.arco-popconfirm').getByRole('button', { name: '确定' }).click();
  await expect(desk.locator('.chat-desk-head')).toContainText('已结束');
  await expect(panel(page)).toContainText('本次会话已结束');
  await deskContext.close();
});
