/**
 * Tyre purchase (issue 15), each party in a browser of its own: platform staff add a tyre to the catalogue; the fleet
 * finds it in the catalogue (zhilun/tireDetail), buys 2 for one of its trucks (the stock taken, the amount held from
 * its prepayment); platform staff ship it with the carrier and tracking number, and the fleet's order list and bell
 * follow live; the fleet confirms delivery and its ledger shows the settlement. Asking for more than the stock, and a
 * company without prepayment (in English), are told so on the form. Screenshots at 1440 and 390 px.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, Locator, Page } from '@playwright/test';
import { DEMO, apiToken, expect, signIn, test } from '../fixtures';
import { dismissNotices } from '../trucking/helpers';
import { bellCount, input, item, rows } from '../entity-helpers';

const shots = process.env.E2E_SHOTS ?? '/tmp/tyre-shots';
const CATALOGUE = '/new/zhilun/tireDetail';
const ORDERS = '/new/zhilun/tireOrders';
const CARRIER = '13800000005';

async function choose(scope: Locator, label: string, option?: string) {
  await item(scope, label).locator('.arco-select').click();
  const options = scope.page().locator('.arco-select-popup:visible .arco-select-option');
  await (option ? options.filter({ hasText: option }) : options).first().click();
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

/** The order form of the tyre (opened from its detail's 购买), filled for `quantity`. */
async function fillOrder(page: Page, quantity: number, truck: boolean) {
  const form = page.locator('.entity-form');
  await expect(item(form, '轮胎').locator('.arco-select-view-value')).toContainText(/\S/);
  await input(form, '数量').fill(String(quantity));
  if (truck) await choose(form, '用于车辆');
  await input(form, '收货地址').fill('浙江省宁波市北仑区明州路 88 号 顺达车队停车场');
  await input(form, '收货人').fill('李队长');
  await input(form, '联系电话').fill('13800000003');
  return form;
}

test('platform staff add a tyre, the fleet orders 2, the platform ships it live, the fleet confirms delivery and its ledger settles', async ({ browser }) => {
  test.setTimeout(240_000);
  mkdirSync(shots, { recursive: true });
  const pattern = `E2E${String(Date.now()).slice(-6)}`;
  const title = `朝阳 ${pattern} 295/80R22.5`;

  // Platform staff add the tyre: a size the rule refuses first, then a good one.
  const staff = await party(browser, DEMO.admin);
  await staff.goto(CATALOGUE);
  await dismissNotices(staff);
  await expect(rows(staff).first()).toBeVisible();
  await staff.getByRole('button', { name: '新增' }).click();
  const edit = staff.locator('.entity-form');
  await input(edit, '品牌').fill('朝阳');
  await input(edit, '花纹').fill(pattern);
  await input(edit, '规格').fill('295-80-22.5');
  await input(edit, '负荷指数').fill('152/149');
  await choose(edit, '速度级别', 'M（130 km/h）');
  await choose(edit, '结构', '无内胎');
  await input(edit, '单价').fill('1260');
  await input(edit, '库存').fill('3');
  await staff.getByRole('button', { name: '保存' }).click();
  await expect(item(edit, '规格').locator('.arco-form-message')).toHaveText('规格格式不正确（如 11R22.5、12.00R20、295/80R22.5）');
  await input(edit, '规格').fill('295/80r22.5');
  await staff.screenshot({ path: `${shots}/tyre-form-1440.png`, fullPage: true });
  await staff.getByRole('button', { name: '保存' }).click();
  await expect(staff).toHaveURL(/\/zhilun\/tyreDetail\?id=\d+/);
  await expect(staff.locator('.console-detail-head:visible')).toContainText(title);
  const tyreId = new URL(staff.url()).searchParams.get('id')!;

  // The fleet finds it in the catalogue and buys 2 for one of its trucks.
  const fleet = await party(browser, DEMO.fleet);
  await fleet.goto(CATALOGUE);
  await dismissNotices(fleet);
  const row = rows(fleet).filter({ hasText: pattern });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('在售');
  await fleet.screenshot({ path: `${shots}/tyre-catalogue-1440.png`, fullPage: true });
  await row.getByRole('button', { name: '查看' }).click();
  await expect(fleet).toHaveURL(/\/zhilun\/tyreDetail\?id=\d+/);
  await fleet.getByRole('button', { name: '购买', exact: true }).click();
  await expect(fleet).toHaveURL(/\/zhilun\/orderForm\?tyreId=\d+/);

  // More than the stock: the form says how many are left.
  await fillOrder(fleet, 5, true);
  await fleet.getByRole('button', { name: '保存' }).click();
  await expect(fleet.getByText('库存不足：该轮胎仅剩 3 条').first()).toBeVisible();
  await input(fleet.locator('.entity-form'), '数量').fill('2');
  await fleet.screenshot({ path: `${shots}/tyre-order-form-1440.png`, fullPage: true });
  await fleet.getByRole('button', { name: '保存' }).click();
  await expect(fleet).toHaveURL(/\/zhilun\/orderDetail\?id=\d+/);
  const orderId = new URL(fleet.url()).searchParams.get('id')!;
  const head = fleet.locator('.console-detail-head:visible');
  await expect(head).toContainText('已下单');
  const orderNo = ((await head.innerText()).match(/LT\d{12}/) ?? [''])[0];
  expect(orderNo).toMatch(/^LT\d{12}$/);
  await expect(fleet.locator('.arco-descriptions-item-value', { hasText: /2,?520\.00/ }).first()).toBeVisible();

  // The fleet watches its order list and bell while platform staff ship.
  await fleet.goto(ORDERS);
  const mine = rows(fleet).filter({ hasText: orderNo });
  await expect(mine).toContainText('已下单');
  const bell = await bellCount(fleet);

  await staff.goto(ORDERS);
  await expect(rows(staff).filter({ hasText: orderNo })).toContainText('北仑顺达集卡车队有限公司');
  await staff.goto(`/new/zhilun/orderDetail?id=${orderId}`);
  await staff.getByRole('button', { name: '发货', exact: true }).click();
  const dialog = staff.locator('.arco-modal:visible');
  await input(dialog, '承运物流').fill('顺丰快运');
  await input(dialog, '运单号').fill('SF1234567890');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(staff.locator('.console-detail-head:visible')).toContainText('已发货');
  await staff.screenshot({ path: `${shots}/tyre-order-shipped-platform-1440.png`, fullPage: true });

  await expect.poll(() => bellCount(fleet), { timeout: 20_000 }).toBeGreaterThan(bell);
  await expect(mine).toContainText('已发货', { timeout: 20_000 });
  await expect(mine).toContainText('SF1234567890');
  await fleet.screenshot({ path: `${shots}/tyre-orders-1440.png`, fullPage: true });

  // The fleet confirms delivery; the ledger's entries show the settlement of the order.
  await fleet.goto(`/new/zhilun/orderDetail?id=${orderId}`);
  await act(fleet, '确认收货');
  await expect(head).toContainText('已签收');
  await fleet.screenshot({ path: `${shots}/tyre-order-delivered-1440.png`, fullPage: true });
  await fleet.goto('/new/ledger/account');
  const entries = fleet.locator('tbody tr.arco-table-tr', { hasText: orderNo });
  await expect(entries.filter({ hasText: '结算' }).first()).toBeVisible();
  await fleet.screenshot({ path: `${shots}/tyre-ledger-1440.png`, fullPage: true });

  // Phones: the catalogue and the order at 390 px.
  await fleet.setViewportSize({ width: 390, height: 844 });
  await fleet.goto(CATALOGUE);
  await expect(rows(fleet).first()).toBeVisible();
  await fleet.screenshot({ path: `${shots}/tyre-catalogue-390.png`, fullPage: true });
  await fleet.goto(`/new/zhilun/orderDetail?id=${orderId}`);
  await expect(head).toContainText('已签收');
  await fleet.screenshot({ path: `${shots}/tyre-order-390.png`, fullPage: true });

  // A company without prepayment, in English: told so on the form, nothing taken.
  const token = await apiToken(fleet, CARRIER);
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1440, height: 900 } });
  await context.addInitScript(([t]) => {
    localStorage.setItem('app_language', 'en-US');
    localStorage.setItem('Access-Token', t);
    document.cookie = `Web-Token=${t}; path=/; SameSite=Lax`;
  }, [token] as const);
  const carrier = await context.newPage();
  await carrier.goto(`/new/zhilun/orderForm?tyreId=${tyreId}`);
  const form = carrier.locator('.entity-form');
  await expect(item(form, 'Tyre').locator('.arco-select-view-value')).toContainText(pattern);
  await input(form, 'Quantity').fill('1');
  await input(form, 'Delivery address').fill('Ningbo, Beilun, Mingzhou Road 88');
  await input(form, 'Recipient').fill('Chen');
  await input(form, 'Phone').fill('13800000005');
  await carrier.getByRole('button', { name: 'Save' }).click();
  await expect(carrier.getByText('Your available prepayment is not enough; please top up first').first()).toBeVisible();
  // No truck to choose for a company without trucks, and nothing refused on the way.
  await expect(item(form, 'For truck')).toHaveCount(0);
  await expect(carrier.getByText('Access denied')).toHaveCount(0);
  await expect(carrier).toHaveURL(/\/zhilun\/orderForm/);
  await carrier.screenshot({ path: `${shots}/tyre-order-insufficient-en-1440.png`, fullPage: true });
  await context.close();
});
