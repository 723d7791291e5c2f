/**
 * 订舱委托 across the two parties, each in a browser of its own: the forwarder fills the booking form (the
 * description's rules refuse a bad container demand) and submits; the shipping-line agent's bell counts the
 * notice live, the agent finds the booking in its list and accepts it with a booking number; the forwarder's
 * bell counts the answer live and, after a reload, its list shows 已受理 with the number. Screenshots at 1440
 * and 390 px of the list and the form.
 */
import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, signIn, test } from '../fixtures';
import { dismissNotices } from '../trucking/helpers';
import { escape, rows, bellCount } from '../entity-helpers';

const shots = process.env.E2E_SHOTS ?? 'test-results/screens';
const AGENT = '13800000005';

/** The form item labelled `label` (Arco's labels are not bound to their inputs). */
const item = (scope: Page | Locator, label: string) =>
  scope.locator('.arco-form-item').filter({ has: ('page' in scope ? scope.page() : scope).locator('.arco-form-label-item', { hasText: new RegExp(`^[\\s*]*${escape(label)}[\\s*]*$`) }) });
const input = (scope: Page | Locator, label: string) => item(scope, label).locator('input, textarea').first();
const form = (page: Page) => page.locator('.entity-form');
const search = (page: Page) => page.locator('.console-list-page:visible');

/** The bell's count (Arco shows no number at zero). */

async function choose(scope: Locator, label: string, option: string) {
  await item(scope, label).locator('.arco-select').click();
  await scope.page().locator('.arco-select-popup:visible .arco-select-option', { hasText: option }).first().click();
}

test('the forwarder books, the agent accepts with a booking number, both bells count live', async ({ page, browser }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const shipper = `E2E SHIPPER ${Date.now().toString(36).toUpperCase()}`;
  const bookingNo = `DHSA${Date.now().toString().slice(-7)}`;

  // The agent, in a browser of its own, watches its bell.
  const agentContext = await browser.newContext({ locale: 'zh-CN' });
  const agent = await agentContext.newPage();
  await agent.setViewportSize({ width: 1440, height: 900 });
  await signIn(agent, AGENT);
  await agent.goto('/new/exportation/bookings');
  await dismissNotices(agent);
  await expect(rows(agent).first()).toBeVisible();
  const agentBell = await bellCount(agent);

  // The forwarder fills the form: a bad container demand is refused with the rule's words, then saved and submitted.
  await signIn(page, DEMO.forwarder);
  await page.goto('/new/exportation/bookings');
  await dismissNotices(page);
  await expect(rows(page).first()).toBeVisible();
  await page.screenshot({ path: `${shots}/booking-list.png`, fullPage: true });
  await page.getByRole('button', { name: '新增' }).click();
  await expect(page).toHaveURL(/\/exportation\/bookingOrder\/bookingOrderForm$/);
  const edit = form(page);
  await item(edit, '船代').locator('.arco-select').click();
  await item(edit, '船代').locator('input').fill('东海');
  await page.locator('.arco-select-option', { hasText: '东海船务代理有限公司' }).first().click();
  await input(edit, '发货人').fill(shipper);
  await input(edit, '收货人').fill('HAMBURG TRADING GMBH');
  await input(edit, '装货港').fill('CNNGB');
  await input(edit, '卸货港').fill('DEHAM');
  await input(edit, '开航日期自').click();
  await input(edit, '开航日期自').fill('2027-03-01');
  await input(edit, '开航日期自').press('Enter');
  await input(edit, '箱量需求').fill('two boxes');
  await input(edit, '货物描述').fill('COTTON T-SHIRTS');
  await input(edit, 'HS编码').fill('6109100021');
  await input(edit, '件数').fill('850');
  await input(edit, '包装种类').fill('CARTONS');
  await input(edit, '毛重(KG)').fill('21500');
  await choose(edit, '运费条款', '预付');
  await choose(edit, '提单类型', '电放');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(item(edit, '箱量需求').locator('.arco-form-message')).toContainText('2x40HC COC');
  await page.screenshot({ path: `${shots}/booking-form.png`, fullPage: true });
  await input(edit, '箱量需求').fill('2x40HC COC; 1x20GP SOC');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(/\/exportation\/bookingOrder\/bookingDetail\?id=\d+/);
  await expect(page.locator('.console-detail-head:visible')).toContainText('草稿');
  await page.getByRole('button', { name: '提交' }).click();
  await page.locator('.arco-modal').getByText('确认提交该订舱委托？').waitFor();
  await page.locator('.arco-modal').getByRole('button', { name: '确定' }).click();
  await expect(page.locator('.console-detail-head:visible')).toContainText('已提交');
  const forwarderBell = await bellCount(page);

  // The agent's bell counts the notice without a reload; its list shows the booking; it accepts with a number.
  await expect.poll(() => bellCount(agent)).toBeGreaterThan(agentBell);
  await input(search(agent), '发货人').fill(shipper);
  await agent.getByRole('button', { name: '查询' }).click();
  await expect(rows(agent)).toHaveCount(1);
  const row = rows(agent).first();
  await expect(row.getByText('已提交')).toBeVisible();
  await row.getByRole('button', { name: '受理' }).click();
  const dialog = agent.locator('.arco-modal:visible');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(item(dialog, '订舱号').locator('.arco-form-message')).not.toBeEmpty();
  await input(dialog, '订舱号').fill(bookingNo);
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(row.getByText('已受理')).toBeVisible();
  await expect(row).toContainText(bookingNo);
  await expect(row.getByRole('button', { name: '受理' })).toHaveCount(0);

  // The forwarder's bell counts the answer live; the list, reloaded, shows the state and the number.
  await expect.poll(() => bellCount(page)).toBeGreaterThan(forwarderBell);
  await page.goto('/new/exportation/bookings');
  await input(search(page), '发货人').fill(shipper);
  await page.getByRole('button', { name: '查询' }).click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first().getByText('已受理')).toBeVisible();
  await expect(rows(page).first()).toContainText(bookingNo);
  // The forwarder holds no accept, and the timeline shows both steps.
  await rows(page).first().getByRole('button', { name: '查看' }).click();
  await expect(page.locator('.entity-history .arco-timeline-item')).toHaveCount(3);
  await expect(page.getByRole('button', { name: /^(受理|退回|提交)$/ })).toHaveCount(0);
  await agentContext.close();
});

test('the bookings at 390 px: the table scrolls in its frame, the form is one column', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO.forwarder);
  await page.goto('/new/exportation/bookings');
  await dismissNotices(page);
  await expect(rows(page).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${shots}/booking-list-390.png`, fullPage: true });
  await page.goto('/new/exportation/bookingOrder/bookingOrderForm');
  await expect(item(form(page), '装货港')).toBeVisible();
  const [a, b] = [await item(form(page), '装货港').boundingBox(), await item(form(page), '卸货港').boundingBox()];
  expect(b!.y).toBeGreaterThan(a!.y);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${shots}/booking-form-390.png`, fullPage: true });
});
