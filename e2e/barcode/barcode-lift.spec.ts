/**
 * Barcode pick-up (issue 15, /barcodeLifting), each party in a browser of its own: the forwarder applies for the
 * barcode of a container of its approved release (the fee held from its prepayment), sees it as the driver shows it
 * on a phone and opens the print page; the yard, on its gate-check screen, types the barcode, sees the container,
 * truck and release, confirms the lift; the same barcode again is refused with its reason; the forwarder's list
 * and bell show the lift live, and its barcode ledger screen the settlement. Screenshots at 1440 and 390 px.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, Locator, Page } from '@playwright/test';
import { DEMO, apiToken, expect, signIn, test } from '../fixtures';
import { dismissNotices } from '../trucking/helpers';
import { bellCount, ctn, item, input, rows } from '../entity-helpers';

const shots = process.env.E2E_SHOTS ?? '/tmp/barcode-shots';
const YARD = '13800000008';
const LIST = '/new/barcodeLifting/lifts';
const GATE = '/new/barcodeLifting/gate';

async function party(browser: Browser, mobile: string, width = 1440): Promise<Page> {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signIn(page, mobile);
  return page;
}

async function confirmAction(page: Page, name: string) {
  await page.getByRole('button', { name, exact: true }).first().click();
  await page.locator('.arco-modal:visible').getByRole('button', { name: '确定' }).click();
}

async function chooseReference(scope: Locator, label: string, text: string) {
  await item(scope, label).locator('.arco-select').click();
  await item(scope, label).locator('input').first().fill(text);
  await scope.page().locator('.arco-select-popup:visible .arco-select-option', { hasText: text }).first().click();
}

interface Release { id: string; releaseNo: string; releasedContainers: string | null; releasedQuantity: number; issuedCount: number }

test('the forwarder applies for a barcode, the yard checks and lifts it at the gate, the forwarder sees it live and settled', async ({ browser }) => {
  test.setTimeout(180_000);
  mkdirSync(shots, { recursive: true });

  // The forwarder's release with a container that has no barcode yet (the seed issues some, other runs more).
  const forwarder = await party(browser, DEMO.forwarder);
  const token = await apiToken(forwarder, DEMO.forwarder);
  const get = async <T>(url: string) => ((await (await forwarder.request.get(`/new/api${url}`, { headers: { authorization: `Bearer ${token}` } })).json()) as { result: T }).result;
  const releases = (await get<{ data: Release[] }>('/barcode/releases')).data;
  let pick: { release: Release; ctnNo: string } | null = null;
  for (const r of releases.filter((x) => x.releasedContainers && x.issuedCount < x.releasedQuantity)) {
    const taken = (await get<{ data: Array<{ ctnNo: string; status: string }> }>(`/barcode/lifts?releaseNo=${r.releaseNo}&pageSize=50`)).data
      .filter((l) => l.status === 'issued' || l.status === 'used').map((l) => l.ctnNo);
    const free = r.releasedContainers!.split(',').find((c) => !taken.includes(c));
    if (free) { pick = { release: r, ctnNo: free }; break; }
  }
  expect(pick, 'a release with a container without a barcode').not.toBeNull();
  const { release, ctnNo } = pick!;

  // The yard waits at its gate-check screen.
  const yard = await party(browser, YARD);
  await yard.goto(GATE);
  await dismissNotices(yard);
  await expect(yard.getByTestId('barcode-gate')).toBeVisible();

  // The forwarder applies.
  await forwarder.goto(LIST);
  await dismissNotices(forwarder);
  await expect(rows(forwarder).first()).toBeVisible();
  await forwarder.getByRole('button', { name: '新增' }).click();
  await expect(forwarder).toHaveURL(/\/barcodeLifting\/apply$/);
  const form = forwarder.locator('.entity-form');
  await chooseReference(form, '放箱单', release.releaseNo);
  await input(form, '箱号').fill(ctnNo);
  await input(form, '车牌号').fill('浙B12');
  await forwarder.getByRole('button', { name: '保存' }).click();
  await expect(item(form, '车牌号').locator('.arco-form-message')).toHaveText('车牌号格式不正确（如 浙B3K721）');
  await input(form, '车牌号').fill('浙B5M208');
  await forwarder.screenshot({ path: `${shots}/barcode-form-1440.png`, fullPage: true });
  await forwarder.getByRole('button', { name: '保存' }).click();
  await expect(forwarder).toHaveURL(/\/barcodeLifting\/detail\?id=\d+/);
  const head = forwarder.locator('.console-detail-head:visible');
  await expect(head).toContainText('已出码');
  await expect(head).toContainText(ctnNo);
  const barcode = (await forwarder.getByTestId('barcode-phone').innerText()).match(/TM[0-9A-Z]{17}/)![0];
  await expect(forwarder.getByTestId('barcode-phone')).toContainText(barcode);
  await expect(forwarder.locator('.arco-descriptions-item-value', { hasText: ctnNo })).toHaveCount(1);
  await forwarder.screenshot({ path: `${shots}/barcode-detail-1440.png`, fullPage: true });

  // The print page shows the barcode as a scannable image.
  await forwarder.getByRole('button', { name: '打印条码' }).click();
  await expect(forwarder).toHaveURL(new RegExp(`/barcodeLifting/view/${barcode}$`));
  await expect(forwarder.locator(`figure[data-barcode="${barcode}"] img`)).toBeVisible();
  await forwarder.screenshot({ path: `${shots}/barcode-print-1440.png`, fullPage: true });

  // The forwarder watches its list and bell.
  await forwarder.goto(LIST);
  const mine = rows(forwarder).filter({ hasText: barcode });
  await expect(mine).toContainText('已出码');
  const bell = await bellCount(forwarder);

  // The yard checks the barcode (typed with spaces, lower case), sees container, truck and release, and lifts.
  const code = yard.getByRole('textbox', { name: '提箱条码' });
  await code.fill(barcode.toLowerCase().replace(/(.{4})/g, '$1 '));
  await yard.getByRole('button', { name: '验码' }).click();
  const record = yard.getByTestId('gate-record');
  await expect(record).toContainText(ctnNo);
  await expect(record).toContainText('浙B5M208');
  await expect(record).toContainText(release.releaseNo);
  await yard.screenshot({ path: `${shots}/gate-valid-1440.png`, fullPage: true });
  await confirmAction(yard, '确认提箱');
  await expect(yard.getByTestId('gate-lifted')).toHaveText(`已放行：${ctnNo}（浙B5M208）`);

  // The same barcode again: refused with the time it was used.
  await yard.getByRole('button', { name: '下一辆' }).click();
  await code.fill(barcode);
  await code.press('Enter');
  await expect(yard.getByTestId('gate-refusal')).toHaveText(/^该条码已于 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} 提箱，不能重复使用$/);
  await yard.screenshot({ path: `${shots}/gate-refused-1440.png`, fullPage: true });

  // The forwarder's bell and list show the lift live.
  await expect.poll(() => bellCount(forwarder), { timeout: 20_000 }).toBeGreaterThan(bell);
  await expect(mine).toContainText('已提箱', { timeout: 20_000 });
  await forwarder.screenshot({ path: `${shots}/barcode-list-1440.png`, fullPage: true });

  // Its barcode ledger screen shows the settlement of the fee under the barcode.
  await forwarder.goto('/new/barcodeLifting/barcodePrePayDetail');
  const entries = rows(forwarder).filter({ hasText: barcode });
  const kind = (name: string) => entries.filter({ has: forwarder.locator('.arco-tag', { hasText: new RegExp(`^${name}$`) }) });
  await expect(kind('占用')).toHaveCount(1);
  await expect(kind('结算')).toHaveCount(1);
  await forwarder.screenshot({ path: `${shots}/barcode-ledger-1440.png`, fullPage: true });

  await forwarder.context().close();
  await yard.context().close();
});

test('barcode pick-up at 390 px: the list, the barcode on a phone and the gate check in their frame', async ({ browser }) => {
  mkdirSync(shots, { recursive: true });
  const page = await party(browser, DEMO.forwarder, 390);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${LIST}?status=issued`);
  await dismissNotices(page);
  await expect(rows(page).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${shots}/barcode-list-390.png`, fullPage: true });
  const token = await apiToken(page, DEMO.forwarder);
  const issued = ((await (await page.request.get('/new/api/barcode/lifts?status=issued&pageSize=1', { headers: { authorization: `Bearer ${token}` } })).json()) as { result: { data: Array<{ id: string; barcodeNo: string }> } }).result.data[0]!;
  await page.goto(`/new/barcodeLifting/detail?id=${issued.id}`);
  await expect(page.getByTestId('barcode-phone')).toContainText(issued.barcodeNo);
  await expect(page.locator('.arco-spin-loading')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${shots}/barcode-detail-390.png`, fullPage: true });
  // What the driver shows at the gate: the barcode on the phone's screen.
  await page.getByTestId('barcode-phone').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}/barcode-phone-390.png` });
  await page.context().close();

  const yard = await party(browser, YARD, 390);
  await yard.setViewportSize({ width: 390, height: 844 });
  await yard.goto(GATE);
  await dismissNotices(yard);
  await yard.getByRole('textbox', { name: '提箱条码' }).fill(issued.barcodeNo);
  await yard.getByRole('button', { name: '验码' }).click();
  await expect(yard.getByTestId('gate-record')).toBeVisible();
  expect(await yard.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await yard.screenshot({ path: `${shots}/gate-valid-390.png`, fullPage: true });
  await yard.context().close();
});

test('箱动态录入 at the yard lets a container out on its paid barcode and refuses one whose barcode was cancelled', async ({ browser }) => {
  test.setTimeout(120_000);
  mkdirSync(shots, { recursive: true });
  // The forwarder's own release of two containers this run (the agent releases them at the yard): one gets a barcode
  // (its fee held), the other one that is cancelled.
  const forwarder = await party(browser, DEMO.forwarder);
  const token = await apiToken(forwarder, DEMO.forwarder);
  const auth = { authorization: `Bearer ${token}` };
  const call = async <T>(method: 'get' | 'post', url: string, data?: unknown, headers = auth) =>
    ((await (await forwarder.request[method](`/new/api${url}`, { headers, ...(data ? { data } : {}) })).json()) as { result: T }).result;
  const get = <T>(url: string) => call<T>('get', url);
  const agentToken = await apiToken(forwarder, '13800000005');
  const serial = Date.now() % 1_000_000;
  const own = [ctn('TGHU', serial), ctn('TGHU', (serial + 1) % 1_000_000)];
  const agentId = (await get<{ data: Array<{ id: string }> }>('/booking/agents')).data[0]!.id;
  const bookingNo = (await get<{ data: Array<{ bookingNo: string }> }>('/booking/bookings?status=accepted')).data[0]!.bookingNo;
  const yardId = (await get<Array<{ id: string; name: string }> | { data: Array<{ id: string; name: string }> }>('/pickup/yards'));
  const yards = Array.isArray(yardId) ? yardId : yardId.data;
  const day = (offset: number) => new Date(Date.now() + 8 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
  let app = await call<{ id: string; version: number }>('post', '/pickup/applications', { kind: 'empty', trade: 'foreign', agentId, bookingNo, sizeType: '40HC', quantity: 2, pickupDate: day(1) });
  app = await call('post', `/pickup/applications/${app.id}/transitions`, { action: 'submit', version: app.version });
  app = await call('post', `/pickup/applications/${app.id}/transitions`, {
    action: 'release', version: app.version, fields: { releaseYardId: yards.find((y) => y.name.includes('中技'))!.id, releasedSizeType: '40HC', releasedQuantity: 2, releasedContainers: own.join(','), validUntil: day(5) },
  }, { authorization: `Bearer ${agentToken}` });
  const release = { id: app.id } as Release;
  const free = own.map((ctnNo) => ({ release, ctnNo }));
  const issue = async (f: { release: Release; ctnNo: string }) =>
    ((await (await forwarder.request.post('/new/api/barcode/lifts', { headers: auth, data: { applicationId: f.release.id, ctnNo: f.ctnNo, truckPlate: '浙B5M208' } })).json()) as { result: { id: string; barcodeNo: string; version: number } }).result;
  const [paid, voided] = [await issue(free[0]!), await issue(free[1]!)];
  expect((await forwarder.request.post(`/new/api/barcode/lifts/${voided.id}/transitions`, { headers: auth, data: { action: 'cancel', version: voided.version } })).status()).toBe(200);

  // The yard records the gate-outs on 箱动态录入 (a size/type no release by quantity gives, so the barcode alone decides).
  const yard = await party(browser, YARD);
  await yard.goto('/new/gate/moves');
  const gateOut = async (ctnNo: string) => {
    await yard.getByLabel('箱号').fill(ctnNo);
    await yard.locator('.arco-form-item', { hasText: '动态' }).locator('.arco-select').click();
    await yard.locator('.arco-select-popup:visible .arco-select-option', { hasText: '出闸' }).click();
    await yard.getByLabel('箱型').fill('L5G1');
    await yard.getByRole('button', { name: '提交' }).click();
  };
  await gateOut(free[0]!.ctnNo);
  await expect(yard.getByRole('status')).toHaveText(`已录入：${free[0]!.ctnNo} 出闸`);
  // The gate-out lifted the barcode: the forwarder sees it used.
  await expect.poll(async () => (await get<{ status: string }>(`/barcode/lifts/${paid.id}`)).status).toBe('used');

  await gateOut(free[1]!.ctnNo);
  await expect(yard.getByText(`箱 ${free[1]!.ctnNo} 的提箱条码 ${voided.barcodeNo} 已作废、费用未付，不能出闸`)).toBeVisible();
  await yard.screenshot({ path: `${shots}/gate-move-barcode-refused-1440.png`, fullPage: true });
  await forwarder.context().close();
  await yard.context().close();
});
