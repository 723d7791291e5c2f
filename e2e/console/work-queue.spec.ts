/**
 * The work queue (issue 26 §1, §5), as the users see it. The agent's home says how many records wait for it
 * (待办事项); a forwarder's submit, made through the API in the forwarder's own session, raises that count live over
 * the socket; the agent clicks the item, its booking opens on 受理, and once accepted the count is back. The
 * forwarder's booking form refuses a booking without vessel/voyage or sailing date beside the field, in its words,
 * never as 系统异常. Screenshots of the home and the work page at 1440 and 390 px.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO, DEMO_ACCOUNTS, apiToken, expect, signIn, test } from '../fixtures';
import { dismissNotices } from '../trucking/helpers';
import { escape } from '../entity-helpers';

const shots = process.env.E2E_SHOTS ?? 'test-results/screens';

const todos = (page: Page) => page.getByTestId('home-count-todos').locator('.console-home-count-value');
const todoCount = async (page: Page) => Number((await todos(page).textContent())?.trim());

/** A booking the forwarder drafts and submits through the API (the browser time goes to what the agent sees). */
async function submitBooking(request: APIRequestContext, token: string, shipper: string): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  const agents = await (await request.get('/new/api/booking/agents', { headers, params: { name: '东海' } })).json() as { result: { data: Array<{ id: string }> } };
  const created = await (await request.post('/new/api/booking/bookings', { headers, data: {
    agentId: agents.result.data[0]!.id, shipper, consignee: 'HAMBURG TRADING GMBH', notifyParty: null, polCode: 'CNNGB', podCode: 'DEHAM', voyageId: null,
    sailingFrom: '2027-03-01', sailingTo: null, containers: '1x40HC COC', cargoDescription: 'COTTON T-SHIRTS', hsCode: null, packages: 10, packageKind: 'CARTONS',
    grossWeight: 1000, volume: null, dangerous: false, reefer: false, freightTerms: 'prepaid', blType: 'telex', remark: null,
  } })).json() as { result: { id: string; version: number } };
  const submitted = await request.post(`/new/api/booking/bookings/${created.result.id}/transitions`, { headers, data: { action: 'submit', version: created.result.version } });
  expect(((await submitted.json()) as { code: unknown }).code).toBe(200);
}

test('the agent’s 待办事项 rises live on a forwarder’s submit and falls when the agent accepts from the queue', async ({ page, browser }) => {
  test.setTimeout(420_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const shipper = `E2E WORK ${Date.now().toString(36).toUpperCase()}`;

  // A popup notice (平台使用须知) may open on any route change: acknowledged whenever it shows.
  await page.addLocatorHandler(page.getByRole('button', { name: '我已知晓' }), (button) => button.click());
  await signIn(page, DEMO_ACCOUNTS.agent);
  await page.goto('/new/home');
  await dismissNotices(page);
  await expect(todos(page)).toHaveText(/^\d+$/);
  const before = await todoCount(page);
  expect(before).toBeGreaterThanOrEqual(2);
  await expect(page.locator('.console-home-work [data-testid="work-item"]').first()).toBeVisible();
  await page.screenshot({ path: `${shots}/work-home-1440.png`, fullPage: true });

  // The forwarder, in a context of its own, submits: the agent's count rises without a reload.
  const forwarder = await browser.newContext({ locale: 'zh-CN' });
  await submitBooking(forwarder.request, await apiToken(forwarder, DEMO.forwarder), shipper);
  await expect.poll(() => todoCount(page), { timeout: 20_000 }).toBe(before + 1);

  // The work page lists it (newest last: the queue is oldest first); a click opens the booking on 受理.
  await page.getByTestId('home-work-all').click();
  await expect(page).toHaveURL(/\/home\/work$/);
  const item = page.locator('.console-work-page [data-testid="work-item"]', { hasText: shipper });
  await expect(item).toBeVisible();
  await expect(item).toContainText('订舱委托 · 受理');
  await page.screenshot({ path: `${shots}/work-page-1440.png`, fullPage: true });
  await item.getByRole('button', { name: '去处理' }).click();
  await expect(page).toHaveURL(/bookingDetail\?id=\d+&action=accept/);
  const dialog = page.locator('.arco-modal:visible');
  await expect(dialog).toContainText('订舱号');
  await dialog.locator('input').first().fill(`DHSA${Date.now().toString().slice(-7)}`);
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.locator('.console-detail-head:visible')).toContainText('已受理');
  // The server's queue has lost it (what the count below must show).
  const agentToken = await apiToken(forwarder, DEMO_ACCOUNTS.agent);
  const queue = await (await forwarder.request.get('/new/api/home/work', { headers: { authorization: `Bearer ${agentToken}` } })).json() as { result: { total: number } };
  expect(queue.result.total).toBe(before);

  // The count is back, for this user without a reload.
  await page.goto('/new/home');
  await expect.poll(() => todoCount(page), { timeout: 20_000 }).toBe(before);
  await forwarder.close();
});

test('the work page and home at 390 px: items wrap in the width, the action stays on screen', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO_ACCOUNTS.terminal);
  await page.goto('/new/home');
  await dismissNotices(page);
  await expect(todos(page)).toHaveText(/^\d+$/);
  expect(await todoCount(page)).toBeGreaterThanOrEqual(2);
  await page.screenshot({ path: `${shots}/work-home-390.png`, fullPage: true });
  await page.goto('/new/home/work');
  const first = page.locator('.console-work-page [data-testid="work-item"]').first();
  await expect(first).toBeVisible();
  const button = await first.getByRole('button', { name: '去处理' }).boundingBox();
  expect(button!.x + button!.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${shots}/work-page-390.png`, fullPage: true });
});

test('a booking without vessel/voyage or sailing date is refused beside the field, not as 系统异常, keeping what was typed', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO.forwarder);
  await page.goto('/new/exportation/bookingOrder/bookingOrderForm');
  await dismissNotices(page);
  const form = page.locator('.entity-form');
  const item = (label: string) => form.locator('.arco-form-item').filter({ has: page.locator('.arco-form-label-item', { hasText: new RegExp(`^[\\s*]*${escape(label)}[\\s*]*$`) }) });
  await item('船代').locator('.arco-select').click();
  await item('船代').locator('input').fill('东海');
  await page.locator('.arco-select-option', { hasText: '东海船务代理有限公司' }).first().click();
  await item('发货人').locator('input, textarea').first().fill('E2E REFUSAL SHIPPER');
  await item('收货人').locator('input, textarea').first().fill('HAMBURG TRADING GMBH');
  await item('装货港').locator('input').fill('CNNGB');
  await item('卸货港').locator('input').fill('DEHAM');
  await item('箱量需求').locator('input').fill('1x40HC COC');
  await item('货物描述').locator('input, textarea').first().fill('COTTON');
  await item('件数').locator('input').fill('10');
  await item('包装种类').locator('input').fill('CARTONS');
  await item('毛重(KG)').locator('input').fill('1000');
  for (const [label, option] of [['运费条款', '预付'], ['提单类型', '电放']] as const) {
    await item(label).locator('.arco-select').click();
    await page.locator('.arco-select-popup:visible .arco-select-option', { hasText: option }).first().click();
  }
  await page.getByRole('button', { name: '保存' }).click();
  await expect(item('船名航次').locator('.arco-form-message')).toHaveText('请选择船名航次或填写开航日期');
  await expect(page.getByText('系统异常')).toHaveCount(0);
  await expect(item('发货人').locator('input, textarea').first()).toHaveValue('E2E REFUSAL SHIPPER');
  await expect(page).toHaveURL(/bookingOrderForm$/);
  await page.screenshot({ path: `${shots}/booking-form-refusal.png`, fullPage: true });
});
