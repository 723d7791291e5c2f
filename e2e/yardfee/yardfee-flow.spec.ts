/**
 * Yard fees across the parties, each in a browser of its own: a container of the forwarder's booking gates in and
 * out at the terminal (闸口作业, through the API); the forwarder opens the visit and sees its fee line by line; the
 * terminal sets the forwarder's own lift-on price in 客户协议费率 (yardCostUserItemManage); the forwarder's open
 * page reloads on the notice and shows the new fee with the agreed price marked; the forwarder pays it from its
 * prepayment balance, which falls by exactly the fee, and the bill shows on the ledger as a yard-fee occupation;
 * the terminal's list shows it paid. Screenshots at 1440 and 390 px.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Browser, Locator, Page } from '@playwright/test';
import { DEMO, expect, signIn, test } from '../fixtures';
import { dismissNotices } from '../trucking/helpers';
import { ctn } from '../entity-helpers';

const shots = process.env.E2E_SHOTS ?? 'test-results/screens';
const TERMINAL = '13800000006';

const item = (scope: Page | Locator, label: string) =>
  scope.locator('.arco-form-item').filter({ has: ('page' in scope ? scope.page() : scope).locator('.arco-form-label-item', { hasText: new RegExp(`^[\\s*]*${label}[\\s*]*$`) }) });
const input = (scope: Page | Locator, label: string) => item(scope, label).locator('input, textarea').first();
const cents = (text: string) => Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100);

/** A container number with its ISO 6346 check digit. */

async function party(browser: Browser, mobile: string): Promise<{ page: Page; token: string }> {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const token = await signIn(page, mobile);
  return { page, token };
}

/** A JSON call of the contract as a signed-in party. */
async function call<T>(page: Page, token: string, method: 'get' | 'post' | 'delete', url: string, data?: unknown): Promise<T> {
  const res = await page.request[method](`/new/api${url}`, { headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() }, ...(data === undefined ? {} : { data }) });
  expect(res.ok(), `${method} ${url}: ${res.status()}`).toBe(true);
  return (await res.json()).result as T;
}

test('a custom rate set by the terminal changes the forwarder\'s computed fee, which the forwarder pays from its prepayment', async ({ browser }) => {
  test.setTimeout(240_000);
  mkdirSync(shots, { recursive: true });
  const forwarder = await party(browser, DEMO.forwarder);
  const terminal = await party(browser, TERMINAL);
  const f = forwarder.page;
  const tm = terminal.page;

  // The terminal's own lift-on rates for the forwarder from an earlier run would blur the figures: none to start with.
  type Rate = { id: string; version: number };
  const old = await call<{ data: Rate[] }>(tm, terminal.token, 'get', '/yardfee/rates?customerCode=FWD001&itemCode=LIFT_ON&pageSize=50');
  for (const r of old.data) await call(tm, terminal.token, 'delete', `/yardfee/rates/${r.id}?version=${r.version}`);

  // The container gates in and out at the terminal, on the forwarder's booking.
  const bookingNo = (await call<{ data: Array<{ bookingNo: string }> }>(f, forwarder.token, 'get', '/booking/bookings?status=accepted&pageSize=1')).data[0]!.bookingNo;
  const containerNo = ctn('TGHU', 100_000 + (Date.now() % 800_000));
  for (const event of ['gateIn', 'gateOut']) {
    await call(tm, terminal.token, 'post', '/open/gateMoves', { containerNo, event, sizeType: '22G1', emptyFull: 'E', billNo: bookingNo });
  }
  const visit = (await call<{ data: Array<{ id: string; feeCents: number }> }>(f, forwarder.token, 'get', `/yardfee/visits?containerNo=${containerNo}`)).data[0]!;

  // The forwarder's visit: the fee line by line, payable.
  await f.goto(`/new/yardCostManage/visitDetail?id=${visit.id}`);
  await dismissNotices(f);
  const total = f.getByTestId('yardfee-total');
  await expect(total).toHaveText(/\d/);
  const before = cents(await total.innerText());
  expect(before).toBe(visit.feeCents);
  const liftOn = f.locator('.yardfee-lines tbody tr', { hasText: '装车费' });
  await expect(liftOn).toBeVisible();
  await expect(liftOn).not.toContainText('协议价');
  const tariffLiftOn = cents(await liftOn.locator('td').nth(4).innerText());
  expect(tariffLiftOn).toBeGreaterThan(6_000);

  // The terminal sets the forwarder's lift-on price at 60.00 in 客户协议费率.
  await tm.goto('/new/yardCostManage/yardCostUserItemManage');
  await dismissNotices(tm);
  await tm.getByRole('button', { name: '新增' }).click();
  const form = tm.locator('.entity-form');
  await input(form, '客户企业代码').fill('FWD001');
  await item(form, '费目').locator('.arco-select').click();
  await tm.locator('.arco-select-popup:visible .arco-select-option', { hasText: /^装车费$/ }).first().click();
  await input(form, '协议单价\\(元\\)').fill('60');
  await input(form, '备注').fill('E2E 协议价');
  await tm.screenshot({ path: `${shots}/yardfee-rate-form-1440.png`, fullPage: true });
  await tm.getByRole('button', { name: '保存' }).click();
  await expect(tm).toHaveURL(/\/yardCostManage\/rateDetail\?id=\d+/);
  const rateId = new URL(tm.url()).searchParams.get('id')!;
  await expect(tm.locator('.console-detail:visible')).toContainText('宁港国际货运代理有限公司');

  // The forwarder's open page reloads on the notice: the agreed price and the new total.
  await expect(liftOn).toContainText('协议价', { timeout: 20_000 });
  await expect.poll(async () => cents(await total.innerText())).toBe(before - tariffLiftOn + 6_000);
  const fee = cents(await total.innerText());
  await f.screenshot({ path: `${shots}/yardfee-visit-1440.png`, fullPage: true });

  // Paid from the prepayment account: the balance falls by exactly the fee, the ledger holds it as 堆场费用.
  const account = () => call<{ availableCents: number }>(f, forwarder.token, 'get', '/ledger/account');
  const available = (await account()).availableCents;
  // The seeded balance (and the ledger spec's top-up) covers it.
  expect(available).toBeGreaterThanOrEqual(fee);
  await f.getByRole('button', { name: '支付', exact: true }).click();
  await f.locator('.arco-modal:visible').getByRole('button', { name: '确定' }).click();
  await expect(f.locator('.console-detail:visible')).toContainText('已支付');
  await expect(f.getByRole('button', { name: '支付', exact: true })).toHaveCount(0);
  await expect.poll(async () => (await account()).availableCents).toBe(available - fee);
  const paid = await call<{ chargeNo: string }>(f, forwarder.token, 'get', `/yardfee/visits/${visit.id}`);
  await f.goto('/new/ledger/account');
  await expect(f.getByTestId('ledger-available')).not.toHaveText('—', { timeout: 30_000 });
  await expect(f.locator('tbody tr.arco-table-tr', { hasText: paid.chargeNo }).first()).toContainText('堆场费用', { timeout: 30_000 });
  await f.screenshot({ path: `${shots}/yardfee-ledger-1440.png` });

  // The terminal sees it paid in its list.
  await tm.goto(`/new/yardCostManage/visits`);
  await input(tm.locator('.console-list-page:visible'), '箱号').fill(containerNo);
  await tm.locator('.console-list-page:visible').getByRole('button', { name: '查询' }).click();
  await expect(tm.locator('tbody tr.arco-table-tr', { hasText: containerNo })).toContainText('已支付');
  await tm.screenshot({ path: `${shots}/yardfee-visits-terminal-1440.png`, fullPage: true });
  await tm.goto('/new/report/exportChargeReport');
  await expect(tm.getByTestId('yardfee-report-total')).toHaveText(/\d/);
  await expect(tm.locator('canvas').first()).toBeVisible();
  await tm.screenshot({ path: `${shots}/yardfee-report-1440.png`, fullPage: true });

  // Phones.
  await f.setViewportSize({ width: 390, height: 844 });
  await f.goto(`/new/yardCostManage/visitDetail?id=${visit.id}`);
  await expect(f.getByTestId('yardfee-total')).toHaveText(/\d/);
  await f.screenshot({ path: `${shots}/yardfee-visit-390.png`, fullPage: true });
  await f.goto('/new/report/exportChargeReport');
  await expect(f.getByTestId('yardfee-report-total')).toHaveText(/\d/);
  await f.screenshot({ path: `${shots}/yardfee-report-390.png`, fullPage: true });

  // Leave no agreed price behind for other specs.
  const rate = await call<Rate>(tm, terminal.token, 'get', `/yardfee/rates/${rateId}`);
  await call(tm, terminal.token, 'delete', `/yardfee/rates/${rate.id}?version=${rate.version}`);
  await f.context().close();
  await tm.context().close();
});
