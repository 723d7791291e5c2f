/**
 * Vehicle filing and the port permit (issue 15), each party in a browser of its own: the fleet files a truck and its
 * trailer with their documents (driving licence, vehicle licence, insurance, a photo, the trailer's licence), the
 * plate's province picked from the abbreviation table, and submits (the permit fee is held from its prepayment); the
 * platform reviewer's bell counts it live, the reviewer opens it beside the truck's recent positions on the map and
 * approves; the fleet's bell counts the approval live and it dispatches that truck, while a truck never filed is
 * refused at dispatch with the rule's words. Screenshots at 1440 and 390 px.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, Locator, Page } from '@playwright/test';
import { DEMO, apiToken, expect, signIn, test } from '../fixtures';
import { dismissNotices } from '../trucking/helpers';
import { item, rows, ctn, bellCount } from '../entity-helpers';

const shots = process.env.E2E_SHOTS ?? '/tmp/permits-shots';
const LIST = '/new/papDetail/vehicleFiling';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

const input = (scope: Locator, label: string) => item(scope, label).locator('input:not([type=file]), textarea').first();

async function choose(scope: Locator, label: string, option: string) {
  await item(scope, label).locator('.arco-select').click();
  await scope.page().locator('.arco-select-popup:visible .arco-select-option', { hasText: option }).first().click();
}

async function party(browser: Browser, mobile: string, width = 1440): Promise<Page> {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signIn(page, mobile);
  return page;
}

async function act(page: Page, name: string) {
  await page.getByRole('button', { name, exact: true }).first().click();
  await page.locator('.arco-modal:visible').getByRole('button', { name: '确定' }).click();
}

/** A container number with its ISO 6346 check digit. */

test('the fleet files a truck with documents, the reviewer approves it live beside its positions, and only the filed truck is dispatched', async ({ browser }) => {
  test.setTimeout(240_000);
  mkdirSync(shots, { recursive: true });
  const serial = String(Date.now() % 10000).padStart(4, '0');
  const letter = 'QRSTUVWXYZ'[Math.floor(Date.now() / 10000) % 10]!;
  const plate = `浙B${letter}${serial}`;
  const trailer = `浙B${serial}挂`;

  // The reviewer (platform staff) watches its bell on the list.
  const reviewer = await party(browser, DEMO.admin);
  await reviewer.goto(LIST);
  await dismissNotices(reviewer);
  await expect(rows(reviewer).first()).toBeVisible();
  const reviewerBell = await bellCount(reviewer);

  const fleet = await party(browser, DEMO.fleet);
  await fleet.goto(LIST);
  await dismissNotices(fleet);
  await expect(rows(fleet).first()).toBeVisible();
  await fleet.screenshot({ path: `${shots}/filing-list-1440.png`, fullPage: true });
  await fleet.getByRole('button', { name: '新增' }).click();
  await expect(fleet).toHaveURL(/\/papDetail\/vehicleFilingForm$/);

  const edit = fleet.locator('.entity-form');
  await choose(edit, '车牌省份', '浙 · 浙江');
  await input(edit, '车牌号码').fill(`B${letter}1`);
  await choose(edit, '车辆类型', '牵引车');
  await input(edit, '车辆识别代号(VIN)').fill(`LZZ1CLVB7KA${serial}00`);
  await input(edit, '保险到期日').click();
  await input(edit, '保险到期日').fill(`${new Date().getFullYear() + 1}-06-30`);
  await input(edit, '保险到期日').press('Enter');
  await choose(edit, '挂车车牌省份', '浙 · 浙江');
  await input(edit, '挂车车牌号码').fill(`B${serial}`);
  for (const [label, name] of [['驾驶证', 'driving.pdf'], ['行驶证', 'vehicle.pdf'], ['保险单', 'insurance.pdf'], ['挂车行驶证', 'trailer.pdf']] as const) {
    await item(edit, label).locator('input[type=file]').setInputFiles({ name, mimeType: 'application/pdf', buffer: PDF });
    await expect(item(edit, label)).toContainText(name);
  }
  await item(edit, '车辆照片').locator('input[type=file]').setInputFiles({ name: 'truck.png', mimeType: 'image/png', buffer: PNG });
  await expect(item(edit, '车辆照片')).toContainText('truck.png');

  // A plate the table's rule refuses: the form says so on the field and keeps what was typed.
  await fleet.getByRole('button', { name: '保存' }).click();
  await expect(item(edit, '车牌号码').locator('.arco-form-message')).toHaveText('车牌号码格式不正确（发牌机关字母加5至6位字母或数字）');
  await expect(input(edit, '车辆识别代号(VIN)')).toHaveValue(`LZZ1CLVB7KA${serial}00`);
  await input(edit, '车牌号码').fill(`B${letter}${serial}`);
  await fleet.screenshot({ path: `${shots}/filing-form-1440.png`, fullPage: true });
  await fleet.getByRole('button', { name: '保存' }).click();
  await expect(fleet).toHaveURL(/\/papDetail\/vehicleDetails\?id=\d+/);
  const filingId = new URL(fleet.url()).searchParams.get('id')!;
  const head = fleet.locator('.console-detail-head:visible');
  await expect(head).toContainText('草稿');
  await expect(head).toContainText(plate);
  await act(fleet, '提交备案');
  await expect(head).toContainText('待审核');
  const fleetBell = await bellCount(fleet);

  // The reviewer's bell counts it live; the list shows it; the review page shows documents and the truck's positions.
  await expect.poll(() => bellCount(reviewer), { timeout: 20_000 }).toBeGreaterThan(reviewerBell);
  await expect(rows(reviewer).filter({ hasText: plate })).toHaveCount(1);
  await reviewer.goto(`/new/papDetail/papCarReviewAmap?id=${filingId}`);
  const reviewHead = reviewer.locator('.console-detail-head:visible');
  await expect(reviewHead).toContainText('待审核');
  await expect(reviewer.getByRole('link', { name: /^查看文件/ })).toHaveCount(5);
  await expect(reviewer.locator('.arco-descriptions-item-value', { hasText: trailer })).toHaveCount(1);
  await expect(reviewer.locator('.arco-descriptions-item-value', { hasText: `${new Date().getFullYear() + 1}-06-30` })).toHaveCount(1);
  await expect(reviewer.getByTestId('filing-positions')).toBeVisible();
  await expect(reviewer.getByTestId('filing-positions')).toContainText('最近24小时');
  await reviewer.screenshot({ path: `${shots}/filing-review-1440.png`, fullPage: true });
  await act(reviewer, '审核通过');
  await expect(reviewHead).toContainText('已备案');

  // The fleet's bell counts the approval live; its detail shows the permit once reloaded.
  await expect.poll(() => bellCount(fleet), { timeout: 20_000 }).toBeGreaterThan(fleetBell);
  await fleet.reload();
  await expect(head).toContainText('已备案');
  await expect(fleet.locator('.console-detail-section', { hasText: '港区通行证' })).toContainText(/TX\d{12}/);
  await fleet.screenshot({ path: `${shots}/filing-detail-1440.png`, fullPage: true });

  // Dispatch: the filed truck is taken; a truck never filed is refused with the rule's words.
  const forwarderToken = await apiToken(fleet, DEMO.forwarder);
  const fleetToken = await apiToken(fleet, DEMO.fleet);
  const call = async (token: string, method: 'GET' | 'POST', url: string, data?: unknown) => {
    const res = await fleet.request.fetch(`/new/api${url}`, {
      method, headers: { authorization: `Bearer ${token}`, 'idempotency-key': `e2e-permits-${Date.now()}-${Math.floor(Math.random() * 1e9)}` }, ...(data ? { data } : {}),
    });
    return { status: res.status(), body: (await res.json()) as { msg: string; result: never } };
  };
  const fleets = (await call(forwarderToken, 'GET', '/trucking/fleets')).body.result as Array<{ companyId: string; companyName: string }>;
  const fleetCompany = fleets.find((f) => f.companyName === '北仑顺达集卡车队有限公司')!;
  const first = ctn('TGHU', 600000 + Number(serial));
  const second = ctn('TGHU', 700000 + Number(serial));
  const placed = await call(forwarderToken, 'POST', '/trucking/orders', {
    orderType: 'E', fleetCompanyId: fleetCompany.companyId, billNo: `NGBPAP${serial}`, takeAddress: 'ZITYARD', entrust: true,
    containers: [first, second].map((c) => ({ ctnNo: c, ctnSize: '40', ctnType: 'HC' })),
  });
  expect(placed.status, placed.body.msg).toBe(200);
  const order = placed.body.result as { id: string; version: number };
  const review = await call(fleetToken, 'POST', `/trucking/orders/${order.id}/transition`, { action: 'review', version: order.version });
  expect(review.status, review.body.msg).toBe(200);
  const reviewed = review.body.result as {
    id: string; containers: Array<{ id: string; ctnNo: string }>;
  };
  const resources = (await call(fleetToken, 'GET', '/trucking/sends/resources')).body.result as {
    trucks: Array<{ id: string; truckLicense: string }>;
  };
  const filed = resources.trucks.find((t) => t.truckLicense === plate)!;
  // A driver of its own, so no demo truck loses the driver bound to it (other specs dispatch those).
  const hired = await call(fleetToken, 'POST', '/fleet/drivers', { name: `备案司机${serial}`, mobile: `1390${serial}${String(Date.now() % 1000).padStart(3, '0')}` });
  expect(hired.status, hired.body.msg).toBe(200);
  const driver = hired.body.result as { id: string };
  const drivers = [driver];
  const added = await call(fleetToken, 'POST', '/fleet/trucks', { truckLicense: `浙B${serial}${letter}`, truckType: 'QYC' });
  expect(added.status, added.body.msg).toBe(200);
  const unfiled = added.body.result as { id: string; truckLicense: string };
  const refused = await call(fleetToken, 'POST', '/trucking/sends', { orderId: reviewed.id, items: [{ containerId: reviewed.containers[0]!.id, truckId: unfiled.id, driverId: drivers[0]!.id }] });
  expect(refused.status).toBe(409);
  expect(refused.body.msg).toBe(`车辆${unfiled.truckLicense}未通过车辆备案，不能派单（车辆备案审核通过后方可派车）`);
  // The driver drives only the truck bound to them (车辆绑定).
  const bound = await call(fleetToken, 'POST', '/fleet/driverRelationTruck', { driverId: driver.id, truckId: filed.id });
  expect(bound.status, bound.body.msg).toBe(200);
  const sent = await call(fleetToken, 'POST', '/trucking/sends', { orderId: reviewed.id, items: [{ containerId: reviewed.containers[0]!.id, truckId: filed.id, driverId: drivers[0]!.id }] });
  expect(sent.status, sent.body.msg).toBe(200);

  await fleet.context().close();
  await reviewer.context().close();
});

test('vehicle filing at 390 px: the list, the form and the province table in their frame', async ({ browser }) => {
  mkdirSync(shots, { recursive: true });
  const page = await party(browser, DEMO.fleet, 390);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(LIST);
  await dismissNotices(page);
  await expect(rows(page).first()).toBeVisible();
  await page.screenshot({ path: `${shots}/filing-list-390.png`, fullPage: true });
  await page.goto('/new/papDetail/vehicleFilingForm');
  await expect(page.locator('.entity-form')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${shots}/filing-form-390.png`, fullPage: true });
  await page.goto('/new/papDetail/provinceAbbrTable');
  await expect(rows(page)).toHaveCount(31);
  await page.screenshot({ path: `${shots}/province-table-390.png`, fullPage: true });
  await page.context().close();
});
