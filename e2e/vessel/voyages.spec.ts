/**
 * 船舶查询 (the vessel schedule) on the shared entity pages: the platform's terminal staff enters a call through
 * the form (the description's validators refuse a bad UN/LOCODE), berths it from the list, and the detail's
 * timeline shows who berthed it; a forwarder, in a browser of its own, reads the schedule with no berth button
 * and sees the new state after a reload. The server refuses a berth from the wrong state and by the wrong party.
 */
import type { Locator, Page } from '@playwright/test';
import { DEMO, apiToken, expect, signIn, test } from '../fixtures';
import { dismissNotices } from '../trucking/helpers';
import { rows } from '../entity-helpers';

const shots = process.env.E2E_SHOTS ?? 'test-results/screens';

/** The control of the form item labelled `label` (Arco's labels are not bound to their inputs). */
const item = (scope: Page | Locator, label: string) =>
  scope.locator('.arco-form-item').filter({ has: ('page' in scope ? scope.page() : scope).locator('.arco-form-label-item', { hasText: new RegExp(`^[\\s*]*${label}[\\s*]*$`) }) });
const input = (scope: Page | Locator, label: string) => item(scope, label).locator('input, textarea').first();
/** Data rows only: while loading, Arco shows its empty row with the same class. */

/** The page shown (kept-alive pages stay in the DOM, hidden): its edit form, or its list's search form. */
const form = (page: Page) => page.locator('.entity-form');
const search = (page: Page) => page.locator('.console-list-page:visible');

async function pickDate(scope: Locator, label: string, value: string) {
  await input(scope, label).click();
  await input(scope, label).fill(value);
  await input(scope, label).press('Enter');
  await expect(input(scope, label)).toHaveValue(value);
}

test('terminal staff enters and berths a call; the timeline shows it; a forwarder reads the schedule only', async ({ page, browser }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const voyageNo = `E2E${Date.now().toString(36).slice(-5).toUpperCase()}`;
  const adminToken = await apiToken(page, DEMO.admin);
  const vessels = (await (await page.request.get('/new/api/vessel/vessels', { headers: { authorization: `Bearer ${adminToken}` }, params: { pageSize: 1 } })).json()) as {
    result: { data: Array<{ id: string; nameEn: string }> };
  };
  const vessel = vessels.result.data[0]!;

  // The form: a UN/LOCODE is checked as on the server; saving opens the new call's detail.
  await signIn(page, DEMO.admin);
  await page.goto('/new/query/vessel');
  await dismissNotices(page);
  await expect(rows(page).first()).toBeVisible();
  await page.screenshot({ path: `${shots}/vessel-voyages.png`, fullPage: true });
  await page.getByRole('button', { name: '新增' }).click();
  await expect(page).toHaveURL(/\/vessel\/voyageForm$/);
  const edit = form(page);
  await item(edit, '船舶').locator('.arco-select').click();
  await item(edit, '船舶').locator('input').fill(vessel.nameEn);
  await page.locator('.arco-select-option', { hasText: vessel.nameEn }).first().click();
  await input(edit, '进口航次').fill(voyageNo);
  await input(edit, '出口航次').fill(`${voyageNo}W`);
  await input(edit, '港口代码').fill('12NGB');
  await input(edit, '码头').fill('BLCT');
  await pickDate(edit, '预计到港', '2027-06-01 08:00:00');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(item(edit, '港口代码').locator('.arco-form-message')).not.toBeEmpty();
  await page.screenshot({ path: `${shots}/vessel-voyage-form.png`, fullPage: true });
  await input(edit, '港口代码').fill('CNNGB');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(/\/vessel\/voyageDetail\?id=\d+/);
  await expect(page.locator('.console-detail-head:visible')).toContainText('计划');

  // The list: find the call, berth it (the description asks first), and read its state.
  await page.goto('/new/query/vessel');
  await input(search(page), '进口航次').fill(voyageNo);
  await page.getByRole('button', { name: '查询' }).click();
  await expect(rows(page)).toHaveCount(1);
  const row = rows(page).first();
  await expect(row.getByText('计划')).toBeVisible();
  await row.getByRole('button', { name: '靠泊' }).click();
  await page.locator('.arco-modal').getByText('确认该船已靠泊？').waitFor();
  await page.locator('.arco-modal').getByRole('button', { name: '确定' }).click();
  await expect(row.getByText('已靠泊')).toBeVisible();
  await expect(row.getByRole('button', { name: '靠泊' })).toHaveCount(0);
  await expect(row.getByRole('button', { name: '离港' })).toBeVisible();

  // The detail: the timeline says who did what, from which state to which.
  await row.getByRole('button', { name: '查看' }).click();
  await expect(page).toHaveURL(/\/vessel\/voyageDetail\?id=\d+/);
  const timeline = page.locator('.entity-history');
  await expect(timeline.locator('.arco-timeline-item')).toHaveCount(2);
  const berthed = timeline.locator('.arco-timeline-item').first();
  await expect(berthed).toContainText('靠泊');
  await expect(berthed.getByText('计划')).toBeVisible();
  await expect(berthed.getByText('已靠泊')).toBeVisible();
  await expect(timeline.locator('.arco-timeline-item').last()).toContainText('创建');
  await expect(page.getByRole('button', { name: '离港' })).toBeVisible();
  // The tab is titled by the record.
  await expect(page.locator('.arco-tabs-header-title-active')).toContainText(vessel.nameEn);
  await page.screenshot({ path: `${shots}/vessel-voyage-detail.png`, fullPage: true });
  const id = new URL(page.url()).searchParams.get('id')!;

  // A forwarder, in a browser of its own, reads the schedule: the new state, and no button that changes it.
  const forwarderContext = await browser.newContext({ locale: 'zh-CN' });
  const forwarder = await forwarderContext.newPage();
  await signIn(forwarder, DEMO.forwarder);
  await forwarder.goto('/new/query/vessel');
  await dismissNotices(forwarder);
  await input(search(forwarder), '进口航次').fill(voyageNo);
  await forwarder.getByRole('button', { name: '查询' }).click();
  await expect(rows(forwarder)).toHaveCount(1);
  await expect(rows(forwarder).first().getByText('已靠泊')).toBeVisible();
  await expect(forwarder.getByRole('button', { name: /^(靠泊|离港|关闭|取消|修改)$/ })).toHaveCount(0);
  await expect(forwarder.getByRole('button', { name: '新增' })).toHaveCount(0);
  await rows(forwarder).first().getByRole('button', { name: '查看' }).click();
  await expect(forwarder.locator('.entity-history .arco-timeline-item')).toHaveCount(2);
  await expect(forwarder.getByRole('button', { name: '离港' })).toHaveCount(0);

  // The terminal departs it; the forwarder sees the change after a reload.
  await page.getByRole('button', { name: '离港' }).click();
  await page.locator('.arco-modal').getByRole('button', { name: '确定' }).click();
  await expect(page.locator('.console-detail-head:visible')).toContainText('已离港');
  await forwarder.reload();
  await expect(forwarder.locator('.console-detail-head:visible')).toContainText('已离港');

  // The server is the judge: the forwarder may not berth, and a departed call cannot berth again.
  const forwarderToken = await apiToken(forwarder, DEMO.forwarder);
  const voyage = (await (await page.request.get(`/new/api/vessel/voyages/${id}`, { headers: { authorization: `Bearer ${adminToken}` } })).json()) as {
    result: { version: number; status: string };
  };
  expect(voyage.result.status).toBe('departed');
  const byForwarder = await page.request.post(`/new/api/vessel/voyages/${id}/transitions`, {
    headers: { authorization: `Bearer ${forwarderToken}` },
    data: { action: 'close', version: voyage.result.version },
  });
  expect(byForwarder.status()).toBe(403);
  const wrongState = await page.request.post(`/new/api/vessel/voyages/${id}/transitions`, {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { action: 'berth', version: voyage.result.version },
  });
  expect(wrongState.status()).toBe(409);
  expect(((await wrongState.json()) as { msg: string }).msg).toContain('已离港');
  await forwarderContext.close();
});

test('the schedule at 390 px: the table scrolls in its frame, the form is one column', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO.admin);
  await page.goto('/new/query/vessel');
  await dismissNotices(page);
  await expect(rows(page).first()).toBeVisible();
  // The page itself never scrolls sideways; the table does, inside its frame.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${shots}/vessel-voyages-390.png`, fullPage: true });
  await rows(page).first().getByRole('button', { name: '查看' }).click();
  await expect(page.getByRole('region', { name: '操作记录' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${shots}/vessel-voyage-detail-390.png`, fullPage: true });
  await page.goto('/new/vessel/voyageForm');
  await expect(item(form(page), '港口代码')).toBeVisible();
  const [a, b] = [await item(form(page), '进口航次').boundingBox(), await item(form(page), '出口航次').boundingBox()];
  expect(b!.y).toBeGreaterThan(a!.y);
  await page.screenshot({ path: `${shots}/vessel-voyage-form-390.png`, fullPage: true });
});
