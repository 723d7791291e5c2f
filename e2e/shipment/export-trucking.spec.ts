/**
 * 进出口订单 (issue 13 §3), each party in a browser of its own: the forwarder makes an export order from an accepted
 * booking (the parties, ports, voyage and cargo come from it), opens 创建派车单 and finds the trucking form filled
 * (B/L, vessel/voyage, containers, address), entrusts the order; the fleet finds it in its own 运单审核; the
 * shipment's detail lists the trucking order.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { DEMO, apiToken, expect, signIn, test } from '../fixtures';
import { dismissNotices } from '../trucking/helpers';
import { ctn, input, item, rows } from '../entity-helpers';

const shots = process.env.E2E_SHOTS ?? '/tmp/shipment-shots';
const form = (page: Page) => page.locator('.entity-form');

async function party(browser: Browser, mobile: string, width = 1440): Promise<Page> {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signIn(page, mobile);
  return page;
}

interface Booking {
  id: string;
  bookingNo: string;
  shipper: string;
  consignee: string;
  voyageId: string | null;
}

test('an export order from an accepted booking → a prefilled trucking order → the fleet sees it; the order lists it', async ({ browser }) => {
  test.setTimeout(300_000);
  mkdirSync(shots, { recursive: true });
  const blNo = `NGBSH${Date.now().toString(36).slice(-6).toUpperCase()}`;
  const forwarder = await party(browser, DEMO.forwarder);
  const token = await apiToken(forwarder, DEMO.forwarder);
  const bookings = (await (await forwarder.request.get('/new/api/booking/bookings', { headers: { authorization: `Bearer ${token}` }, params: { status: 'accepted', pageSize: 50 } })).json()) as {
    result: { data: Booking[] };
  };
  const booking = bookings.result.data.find((b) => b.voyageId)!;
  const first = ctn('MSKU', 652001);
  const second = ctn('CSNU', 652002);

  await forwarder.goto('/new/order/shipments');
  await dismissNotices(forwarder);
  await expect(rows(forwarder).first()).toBeVisible();
  await forwarder.screenshot({ path: `${shots}/shipment-list-1440.png`, fullPage: true });
  await forwarder.getByRole('button', { name: '新增' }).click();
  await expect(forwarder).toHaveURL(/\/order\/shipmentForm$/);
  const edit = form(forwarder);
  await item(edit, '进出口').locator('.arco-select').click();
  await forwarder.locator('.arco-select-option:visible', { hasText: '出口' }).first().click();
  await item(edit, '订舱委托').locator('.arco-select').click();
  await item(edit, '订舱委托').locator('input').fill(booking.bookingNo);
  await forwarder.locator('.arco-select-option:visible', { hasText: booking.bookingNo }).first().click();
  await input(edit, '提单号').fill(blNo);
  await item(edit, '报关状态').locator('.arco-select').click();
  await forwarder.locator('.arco-select-option:visible', { hasText: '已申报' }).first().click();
  await input(edit, '装/送货地址').fill('宁波市北仑区大港工业城8号');
  await input(edit, '集装箱').fill(`${first} 40HC SL650001 21500\n${second} 20GP SL650002 99000`);
  await forwarder.getByRole('button', { name: '保存' }).click();
  await expect(item(edit, '集装箱').locator('.arco-form-message')).toContainText('第2行毛重不正确');
  await forwarder.screenshot({ path: `${shots}/shipment-form-1440.png`, fullPage: true });
  await input(edit, '集装箱').fill(`${first} 40HC SL650001 21500\n${second} 20GP SL650002 14300`);
  await forwarder.getByRole('button', { name: '保存' }).click();
  await expect(forwarder).toHaveURL(/\/order\/shipmentDetail\?id=\d+/);
  const shipmentUrl = forwarder.url();
  // Filled from the booking: its number, shipper and consignee.
  await expect(forwarder.locator(`text=${booking.bookingNo} >> visible=true`).first()).toBeVisible();
  await expect(forwarder.locator('.console-detail-head:visible')).toContainText('草稿');
  await expect(forwarder.getByText('尚未创建派车单')).toBeVisible();

  // 创建派车单: the trucking form, filled from the order.
  await expect(forwarder.locator('.console-detail-page:visible, body').first()).toContainText(booking.shipper.split('\n')[0]!);
  await forwarder.getByRole('button', { name: '创建派车单' }).click();
  await expect(forwarder).toHaveURL(/\/order\/place$/);
  const visibleInput = (page: Page, label: string) => item(page.locator('body'), label).locator('input:visible').first();
  await expect(visibleInput(forwarder, '提单号')).toHaveValue(blNo);
  await expect(forwarder.locator(`input[value="${first}"]`)).toHaveCount(1);
  await expect(forwarder.locator(`input[value="${second}"]`)).toHaveCount(1);
  await expect(visibleInput(forwarder, '航次')).not.toHaveValue('');
  await expect(visibleInput(forwarder, '装卸地址')).toHaveValue('宁波市北仑区大港工业城8号');
  await forwarder.screenshot({ path: `${shots}/shipment-trucking-prefill-1440.png`, fullPage: true });
  await forwarder.locator('.arco-form-item', { hasText: '提箱堆场' }).locator('.arco-select').click();
  await forwarder.locator('.arco-select-option', { hasText: '中技堆场' }).click();
  const fleetItem = forwarder.locator('.arco-form-item').filter({ has: forwarder.locator('.arco-form-label-item', { hasText: /车队/ }) }).first();
  if (!(await fleetItem.locator('.arco-select-view-value').textContent())?.includes('北仑顺达')) {
    await fleetItem.locator('.arco-select').click();
    await forwarder.locator('.arco-select-option:visible', { hasText: '北仑顺达集卡车队有限公司' }).click();
  }
  await forwarder.getByRole('button', { name: '保存并委托' }).click();
  await forwarder.waitForURL(/\/orderDetails\/exportOrderDetails\?id=\d+/);
  await expect(forwarder.getByText('已委托').first()).toBeVisible();

  // The fleet, in its own browser: the order is in its 运单审核.
  const fleet = await party(browser, DEMO.fleet);
  await fleet.goto('/new/fleet/orders');
  await dismissNotices(fleet);
  // The newest order heads the list.
  const placed = rows(fleet).filter({ hasText: blNo });
  await expect(placed).toHaveCount(1);
  await expect(placed).toContainText('已委托');
  await expect(placed).toContainText('中技堆场');

  // Back on the export order: the trucking order is listed and opens its details.
  await forwarder.goto(shipmentUrl);
  const link = forwarder.locator('.shipment-trucking:visible a').first();
  await expect(link).toBeVisible();
  await expect(forwarder.locator('.shipment-trucking:visible')).toContainText('已委托');
  await forwarder.screenshot({ path: `${shots}/shipment-detail-1440.png`, fullPage: true });
  await link.click();
  await forwarder.waitForURL(/\/orderDetails\/exportOrderDetails\?id=\d+/);
  await forwarder.context().close();
  await fleet.context().close();
});

test('export and import orders at 390 px: the list scrolls in its frame, the form and detail are one column', async ({ page }) => {
  test.setTimeout(120_000);
  mkdirSync(shots, { recursive: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO.forwarder);
  await page.goto('/new/order/shipments');
  await dismissNotices(page);
  await expect(rows(page).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${shots}/shipment-list-390.png`, fullPage: true });
  await rows(page).first().locator('button').first().click();
  await expect(page).toHaveURL(/\/order\/shipmentDetail\?id=\d+/);
  await expect(page.getByText('派车单').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${shots}/shipment-detail-390.png`, fullPage: true });
  await page.goto('/new/order/shipmentForm');
  await expect(item(page.locator('.entity-form'), '提单号')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${shots}/shipment-form-390.png`, fullPage: true });
});
