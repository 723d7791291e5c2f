/**
 * 堆场预约 and 空箱源 across the parties, each in a browser of its own (issue 14): the yard gates two empties in and
 * the forwarder's 空箱源 shows them available; the agent releases both to the forwarder and 空箱源 shows them released,
 * none available; the forwarder books the lift of one against the release (堆场预约单) and submits; the yard's bell
 * counts it live and the yard accepts; the forwarder's bell counts the answer; the yard's gate lets the released
 * container out, refuses one nothing covers, and the yard completes the booking, which the forwarder's list shows
 * live; 空箱源 follows the gate. The Jiaxing form is the same screen starting on port JX. Screenshots at 1440 and 390.
 */
import type { Locator, Page } from '@playwright/test';
import { apiToken, DEMO, expect, signIn, test } from '../fixtures';
import { dismissNotices } from '../trucking/helpers';
import { bellCount, ctn, input, item, rows } from '../entity-helpers';

const shots = process.env.E2E_SHOTS ?? 'test-results/screens';
const AGENT = '13800000005';
const YARD = '13800000008';
const portDay = (offset: number) => new Date(Date.now() + 8 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
const head = (page: Page) => page.locator('.console-detail-head:visible');

async function choose(scope: Locator, label: string, option: string) {
  await item(scope, label).locator('.arco-select').click();
  await scope.page().locator('.arco-select-popup:visible .arco-select-option', { hasText: option }).first().click();
}
async function pick(scope: Locator, label: string, search: string, option: string) {
  await item(scope, label).locator('.arco-select').click();
  await item(scope, label).locator('input').fill(search);
  await scope.page().locator('.arco-select-popup:visible .arco-select-option', { hasText: option }).first().click();
}
async function date(scope: Locator, label: string, value: string) {
  await input(scope, label).click();
  await input(scope, label).fill(value);
  await input(scope, label).press('Enter');
}
async function post(page: Page, token: string, url: string, data: unknown) {
  const res = await page.request.post(`/new/api${url}`, { headers: { authorization: `Bearer ${token}` }, data });
  return { status: res.status(), body: (await res.json()) as { msg: string; result: Record<string, unknown> } };
}
/** 空箱源 for the line, as the forwarder reads it: the row's available, in-yard and released figures. */
async function stockOf(page: Page, line: string) {
  await page.goto('/new/visual/emptyCtn');
  await dismissNotices(page);
  await input(page.locator('.console-list-page:visible'), '船公司').fill(line);
  await page.getByRole('button', { name: '查询' }).click();
  await expect(rows(page)).toHaveCount(1);
  return rows(page).first();
}

test('the forwarder books a lift against a release, the yard accepts and completes it, 空箱源 follows releases and gate moves', async ({ page, browser }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const [c1, c2, stray] = [ctn('ZYWU', 620001), ctn('ZYWU', 620002), ctn('ZYWU', 620003)];
  const yardToken = await apiToken(page, YARD);
  const agentToken = await apiToken(page, AGENT);
  const forwarderToken = await apiToken(page, DEMO.forwarder);

  // The yard gates two empties in: the forwarder's 空箱源 shows them available.
  for (const containerNo of [c1, c2]) expect((await post(page, yardToken, '/open/gateMoves', { containerNo, event: 'gateIn', sizeType: '45R1', emptyFull: 'E' })).status).toBe(200);
  await signIn(page, DEMO.forwarder);
  let row = await stockOf(page, 'ZYW');
  await expect(row.getByTestId('empty-available')).toHaveText('2');
  await expect(page.locator('.query-chart-card')).toBeVisible();

  // The forwarder applies for them and the agent releases both at the yard: released, none available.
  const auth = { headers: { authorization: `Bearer ${forwarderToken}` } };
  const agentId = ((await (await page.request.get('/new/api/booking/agents', auth)).json()) as { result: { data: Array<{ id: string }> } }).result.data[0]!.id;
  const bookingNo = ((await (await page.request.get('/new/api/booking/bookings', { ...auth, params: { status: 'accepted', pageSize: '1' } })).json()) as { result: { data: Array<{ bookingNo: string }> } }).result.data[0]!.bookingNo;
  const yardId = ((await (await page.request.get('/new/api/pickup/yards', auth)).json()) as { result: { data: Array<{ id: string; name: string }> } }).result.data.find((y) => y.name.startsWith('中技'))!.id;
  let app = (await post(page, forwarderToken, '/pickup/applications', { kind: 'empty', trade: 'foreign', agentId, bookingNo, sizeType: '40RF', quantity: 2, pickupDate: portDay(1) })).body.result;
  app = (await post(page, forwarderToken, `/pickup/applications/${String(app.id)}/transitions`, { action: 'submit', version: app.version })).body.result;
  app = (await post(page, agentToken, `/pickup/applications/${String(app.id)}/transitions`, {
    action: 'release', version: app.version, fields: { releaseYardId: yardId, releasedSizeType: '40RF', releasedQuantity: 2, releasedContainers: `${c1},${c2}`, validUntil: portDay(5) },
  })).body.result;
  const releaseNo = String(app.releaseNo);
  row = await stockOf(page, 'ZYW');
  await expect(row.getByTestId('empty-available')).toHaveText('0');
  await expect(row).toContainText('中技');
  await page.screenshot({ path: `${shots}/yardbk-emptyctn-1440.png`, fullPage: true });

  // The yard watches its bookings in its own browser.
  const yardContext = await browser.newContext({ locale: 'zh-CN' });
  const yard = await yardContext.newPage();
  await yard.setViewportSize({ width: 1440, height: 900 });
  await signIn(yard, YARD);
  await yard.goto('/new/yardBkManage/bookings');
  await dismissNotices(yard);
  await expect(rows(yard).first()).toBeVisible();
  const yardBell = await bellCount(yard);

  // The forwarder books the lift of one container against the release.
  await page.goto('/new/yardBkManage/bookings');
  await dismissNotices(page);
  await expect(rows(page).first()).toBeVisible();
  await page.screenshot({ path: `${shots}/yardbk-list-1440.png`, fullPage: true });
  await page.getByRole('button', { name: '新增' }).click();
  await expect(page).toHaveURL(/\/yardBkManage\/yardBkForm$/);
  const form = page.locator('.entity-form');
  await expect(item(form, '港区')).toContainText('宁波港区');
  await choose(form, '作业类型', '提空箱');
  await pick(form, '堆场', '中技', '中技集装箱堆场有限公司');
  await input(form, '放箱单号').fill(releaseNo);
  await date(form, '计划日期', portDay(1));
  await input(form, '车牌号').fill('浙B3K721');
  await input(form, '船公司').fill('ZYW');
  await choose(form, '箱型尺寸', '45R1');
  await input(form, '箱量').fill('3');
  await input(form, '箱号').fill(c1);
  await page.getByRole('button', { name: '保存' }).click();
  // More than the release has left: the server's words, on the page.
  // The refusal shows in the form, beside what it concerns (the shared form's refusal alert).
  await expect(page.getByRole('region', { name: '箱信息' }).getByText('放箱单尚可预约 2 个箱')).toBeVisible();
  await input(form, '箱量').fill('1');
  await page.screenshot({ path: `${shots}/yardbk-form-1440.png`, fullPage: true });
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(/\/yardBkManage\/detail\?id=\d+/);
  await expect(head(page)).toContainText('草稿');
  const no = (await head(page).innerText()).match(/YB\d+/)![0];
  await page.getByRole('button', { name: '提交预约' }).click();
  await page.locator('.arco-modal:visible').getByRole('button', { name: '确定' }).click();
  await expect(head(page)).toContainText('待堆场确认');
  const forwarderBell = await bellCount(page);

  // The yard's bell counts it live; the yard accepts from its list.
  await expect.poll(() => bellCount(yard)).toBeGreaterThan(yardBell);
  await input(yard.locator('.console-list-page:visible'), '预约编号').fill(no);
  await yard.getByRole('button', { name: '查询' }).click();
  await expect(rows(yard)).toHaveCount(1);
  await rows(yard).first().getByRole('button', { name: '接受' }).click();
  await yard.locator('.arco-modal:visible').getByRole('button', { name: '确定' }).click();
  await expect(rows(yard).first()).toContainText('已接受');

  // The forwarder's bell counts the answer; its list shows it.
  await expect.poll(() => bellCount(page)).toBeGreaterThan(forwarderBell);
  await page.goto('/new/yardBkManage/bookings');
  await dismissNotices(page);
  const mine = rows(page).filter({ hasText: no });
  await expect(mine).toContainText('已接受');

  // The gate: the released container leaves, one nothing covers is refused.
  expect((await post(page, yardToken, '/open/gateMoves', { containerNo: c1, event: 'gateOut', sizeType: '45R1', emptyFull: 'E' })).status).toBe(200);
  const refused = await post(page, yardToken, '/open/gateMoves', { containerNo: stray, event: 'gateOut', sizeType: '45R1', emptyFull: 'E' });
  expect(refused.status).toBe(409);
  expect(refused.body.msg).toBe(`箱 ${stray} 没有有效的放箱单或提箱预约，不能出闸`);

  // The yard completes; the forwarder's open list shows it without a reload.
  await rows(yard).first().getByRole('button', { name: '作业完成' }).click();
  await yard.locator('.arco-modal:visible').getByRole('button', { name: '确定' }).click();
  await expect(rows(yard).first()).toContainText('已完成');
  await expect(mine).toContainText('已完成');
  await yard.screenshot({ path: `${shots}/yardbk-yard-list-1440.png`, fullPage: true });

  // 空箱源 follows the gate: one left in the yard, still released, none available.
  row = await stockOf(page, 'ZYW');
  await expect(row.getByTestId('empty-available')).toHaveText('0');
  await expect(row.locator('td').nth(7)).toHaveText('1');
  await yardContext.close();
});

test('the Jiaxing screens are the same pages with the port as data, at 390 px', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO.forwarder);
  await page.goto('/new/jxYardLiftEmpty');
  await dismissNotices(page);
  await expect(rows(page).first()).toBeVisible();
  const count = await rows(page).count();
  for (let i = 0; i < count; i += 1) await expect(rows(page).nth(i)).toContainText('嘉兴港区');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${shots}/yardbk-jx-list-390.png`, fullPage: true });
  await page.goto('/new/yardBkManage/JxYardBkForm');
  const form = page.locator('.entity-form');
  await expect(item(form, '港区')).toContainText('嘉兴港区');
  await page.goto('/new/jxYardLiftEmpty/jxYardLiftEmptyApply');
  await expect(item(form, '港区')).toContainText('嘉兴港区');
  await expect(item(form, '作业类型')).toContainText('提空箱');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(item(form, '堆场').locator('.arco-form-message')).not.toBeEmpty();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${shots}/yardbk-jx-form-390.png`, fullPage: true });
  await page.goto('/new/visual/emptyCtn');
  await expect(rows(page).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${shots}/yardbk-emptyctn-390.png`, fullPage: true });
});
