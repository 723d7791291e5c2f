/**
 * 提箱申请 and 提箱预约 across the parties, each in a browser of its own: the forwarder applies for empty
 * containers on an accepted booking (a wrong container number is refused with SPEC §5's words) and submits;
 * the shipping-line agent's bell counts it live and the agent releases it (yard, size/type, quantity, validity);
 * the forwarder's bell counts the release live, shipInfoCompare marks what differs, and the forwarder reserves a
 * slot: tomorrow's 10:00 40HC slot is full, so the nearest free ones are offered; the reservation opens the
 * pass with its QR code, printable, and read on a phone at 390 px. Screenshots at 1440 and 390 px.
 */
import type { Locator, Page } from '@playwright/test';
import { apiToken, DEMO, expect, signIn, test } from '../fixtures';
import { dismissNotices } from '../trucking/helpers';
import { escape, rows, bellCount } from '../entity-helpers';

const shots = process.env.E2E_SHOTS ?? 'test-results/screens';
const AGENT = '13800000005';
/** The port's calendar day (Asia/Shanghai) `offset` days from today. */
const portDay = (offset: number) => new Date(Date.now() + 8 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);

const item = (scope: Page | Locator, label: string) =>
  scope.locator('.arco-form-item').filter({ has: ('page' in scope ? scope.page() : scope).locator('.arco-form-label-item', { hasText: new RegExp(`^[\\s*]*${escape(label)}[\\s*]*$`) }) });
const input = (scope: Page | Locator, label: string) => item(scope, label).locator('input, textarea').first();
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

test('the forwarder applies, the agent releases, the forwarder reserves a slot (a full one offers others) and shows the pass', async ({ page, browser }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });

  // An accepted booking of the forwarder's, to pick up its empty containers.
  const token = await apiToken(page, DEMO.forwarder);
  const bookings = await page.request.get('/new/api/booking/bookings', { headers: { authorization: `Bearer ${token}` }, params: { status: 'accepted', pageSize: '1' } });
  const bookingNo = ((await bookings.json()) as { result: { data: Array<{ bookingNo: string }> } }).result.data[0]!.bookingNo;

  const agentContext = await browser.newContext({ locale: 'zh-CN' });
  const agent = await agentContext.newPage();
  await agent.setViewportSize({ width: 1440, height: 900 });
  await signIn(agent, AGENT);
  await agent.goto('/new/emptyApply/applications');
  await dismissNotices(agent);
  await expect(rows(agent).first()).toBeVisible();
  const agentBell = await bellCount(agent);

  await signIn(page, DEMO.forwarder);
  await page.goto('/new/emptyApply/applications');
  await dismissNotices(page);
  await expect(rows(page).first()).toBeVisible();
  await page.screenshot({ path: `${shots}/pickup-list.png`, fullPage: true });
  await page.getByRole('button', { name: '新增' }).click();
  await expect(page).toHaveURL(/\/emptyApply\/applicationForm$/);
  const form = page.locator('.entity-form');
  await choose(form, '提箱类型', '提空箱(出口)');
  await choose(form, '贸易类型', '外贸');
  await pick(form, '船代', '东海', '东海船务代理有限公司');
  await input(form, '订舱号').fill(bookingNo);
  await choose(form, '箱型尺寸', "40' 高箱");
  await input(form, '箱量').fill('2');
  await input(form, '指定箱号').fill('MSKU3010008,TGHU123456');
  await date(form, '计划提箱日期', portDay(1));
  await page.getByRole('button', { name: '保存' }).click();
  await expect(item(form, '指定箱号').locator('.arco-form-message')).toContainText('第2个箱号格式不正确，请填写正确的箱号');
  await page.screenshot({ path: `${shots}/pickup-form.png`, fullPage: true });
  await input(form, '指定箱号').fill('CSNU3010018');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(/\/emptyApply\/detailsNumber\?id=\d+/);
  await expect(head(page)).toContainText('草稿');
  const applyNo = (await head(page).locator('h1, h2, h3, .console-detail-title').first().innerText()).match(/TX\d+/)![0];
  await page.getByRole('button', { name: '提交' }).click();
  await page.locator('.arco-modal').getByRole('button', { name: '确定' }).click();
  await expect(head(page)).toContainText('待放箱');
  const forwarderBell = await bellCount(page);

  // The agent's bell counts it live; the agent releases from its list.
  await expect.poll(() => bellCount(agent)).toBeGreaterThan(agentBell);
  await input(agent.locator('.console-list-page:visible'), '申请编号').fill(applyNo);
  await agent.getByRole('button', { name: '查询' }).click();
  await expect(rows(agent)).toHaveCount(1);
  await rows(agent).first().getByRole('button', { name: '放箱' }).click();
  const dialog = agent.locator('.arco-modal:visible');
  await pick(dialog, '放箱堆场', '中技', '中技集装箱堆场有限公司');
  await choose(dialog, '放箱箱型', "40' 高箱");
  await input(dialog, '放箱数量').fill('2');
  await date(dialog, '放箱有效期至', portDay(5));
  await agent.screenshot({ path: `${shots}/pickup-release.png` });
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(rows(agent).first().getByText('已放箱')).toBeVisible();

  // The forwarder's bell counts the release live; the comparison marks what differs.
  await expect.poll(() => bellCount(page)).toBeGreaterThan(forwarderBell);
  await page.reload();
  await expect(head(page)).toContainText('已放箱');
  await page.getByRole('button', { name: '放箱比对' }).click();
  const compare = page.getByTestId('pickup-compare');
  await expect(compare.locator('tr.pickup-differs')).toHaveCount(2);
  await expect(compare.locator('tr', { hasText: '箱量' })).toContainText('一致');
  await page.screenshot({ path: `${shots}/pickup-compare.png`, fullPage: true });
  await page.goBack();
  await page.getByRole('button', { name: '预约提箱' }).click();

  // Tomorrow 10:00 is full: the nearest free slots are offered; one is reserved with the truck.
  await expect(page).toHaveURL(/\/emptyApply\/reserve\?applicationId=\d+/);
  const reserveUrl = page.url();
  const slots = page.getByTestId('pickup-slots');
  const ten = slots.locator('tr', { hasText: '10:00–11:00' });
  await ten.getByRole('button', { name: '已满' }).click();
  const offer = page.getByTestId('pickup-alternatives');
  await expect(offer).toContainText('该时段已约满，最近的可约时段：');
  await expect(offer.getByRole('button')).toHaveCount(3);
  await expect(offer.getByRole('button').first()).toContainText('09:00');
  await page.screenshot({ path: `${shots}/pickup-reserve.png`, fullPage: true });
  await offer.getByRole('button').first().click();
  const reserve = page.getByTestId('pickup-reserve-form');
  await input(reserve, '车牌号').fill('B12345');
  await page.getByRole('button', { name: '预约', exact: true }).click();
  await expect(item(reserve, '车牌号').locator('.arco-form-message')).toContainText('请输入正确的车牌号');
  await input(reserve, '车牌号').fill('浙b 3k721');
  await page.getByRole('button', { name: '预约', exact: true }).click();

  await expect(page).toHaveURL(/\/emptyApply\/pass\?id=\d+/);
  const pass = page.getByTestId('pickup-pass');
  await expect(pass).toContainText('浙B3K721');
  await expect(pass).toContainText('09:00–10:00');
  await expect(page.getByTestId('pickup-qr')).toHaveAttribute('alt', /^PORTPASS\|YY\d+\|浙B3K721\|/);
  await expect(pass.getByRole('button', { name: '打印' })).toBeVisible();
  await page.screenshot({ path: `${shots}/pickup-pass.png`, fullPage: true });
  const passUrl = page.url();
  const resNo = (await page.getByTestId('pickup-qr').getAttribute('alt'))!.split('|')[1]!;
  const applicationId = /applicationId=(\d+)/.exec(reserveUrl)![1]!;

  // The driver's phone: the pass in one column at 390 px, nothing wider than the screen.
  const phoneContext = await browser.newContext({ locale: 'zh-CN', viewport: { width: 390, height: 844 } });
  const phone = await phoneContext.newPage();
  await signIn(phone, DEMO.forwarder);
  await phone.goto(passUrl);
  await dismissNotices(phone);
  await expect(phone.getByTestId('pickup-qr')).toBeVisible();
  const qr = await phone.getByTestId('pickup-qr').boundingBox();
  expect(qr!.width).toBeGreaterThanOrEqual(200);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await phone.screenshot({ path: `${shots}/pickup-pass-390.png`, fullPage: true });
  await phone.emulateMedia({ media: 'print' });
  await expect(phone.getByRole('button', { name: '打印' })).toBeHidden();
  await phone.emulateMedia({ media: 'screen' });
  await phone.goto('/new/emptyApply/applications');
  await expect(rows(phone).first()).toBeVisible();
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await phone.screenshot({ path: `${shots}/pickup-list-390.png`, fullPage: true });
  await phoneContext.close();

  // Until the cut-off the forwarder moves the reservation to another free slot (11:00: the next spec sets 08:00's capacity).
  await page.goto(`/new/emptyApply/reservations?applicationId=${applicationId}`);
  await dismissNotices(page);
  const mine = rows(page).filter({ hasText: resNo });
  await expect(mine).toContainText('09:00–10:00');
  await mine.getByTestId('pickup-change').click();
  const change = page.locator('.arco-modal:visible');
  const later = change.locator('.arco-radio').filter({ hasText: '11:00–12:00' });
  await expect(later).toBeVisible();
  const moveTo = '11:00–12:00';
  await later.click();
  await change.getByRole('button', { name: '改约' }).click();
  await expect(mine).toContainText(moveTo);
  await expect(mine).not.toContainText('09:00–10:00');
  await page.screenshot({ path: `${shots}/pickup-changed.png`, fullPage: true });
  await agentContext.close();
});

test('the yard operator sets a slot\'s capacity, never below what is reserved', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, '13800000008');
  await page.goto('/new/emptyApply/slots');
  await dismissNotices(page);
  const eight = rows(page).filter({ hasText: '08:00–09:00' });
  await expect(eight).toHaveCount(1);
  await eight.locator('input').fill('14');
  await eight.getByRole('button', { name: '保存' }).click();
  await expect(eight.locator('td').nth(2)).toHaveText('14');
  // Tomorrow's 10:00 is full: its capacity cannot go below what is reserved.
  const ten = rows(page).filter({ hasText: '10:00–11:00' });
  await expect(ten.locator('td').nth(2)).toHaveText('0');
  await page.screenshot({ path: `${shots}/pickup-slots.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${shots}/pickup-slots-390.png`, fullPage: true });
});
