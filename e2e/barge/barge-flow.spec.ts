/**
 * 驳船业务 on the shared entity pages, each party in a browser of its own: the forwarder places a barge order
 * (a bad check digit is refused in the form, line by line, with SPEC §5's words) and submits it to the pool; the
 * barge operator's bell counts it live, it finds it in 驳船订单池 and takes it onto one of its barges; the
 * terminal's bell counts the gathering order live and it sees it in 码头集港单; the operator departs; the
 * terminal confirms the gathering and the forwarder's bell counts it. The container table opens
 * bargeContainerQuertDetails from its data JSON. Screenshots at 1440 and 390 px.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, Locator, Page } from '@playwright/test';
import { DEMO, expect, signIn, test } from '../fixtures';
import { dismissNotices } from '../trucking/helpers';
import { rows, ctn, bellCount } from '../entity-helpers';

const shots = process.env.E2E_SHOTS ?? '/tmp/barge-shots';
const TERMINAL = '13800000006';
const OPERATOR = '13800000007';

const item = (scope: Page | Locator, label: string) =>
  scope.locator('.arco-form-item').filter({ has: ('page' in scope ? scope.page() : scope).locator('.arco-form-label-item', { hasText: new RegExp(`^[\\s*]*${label}[\\s*]*$`) }) });
const input = (scope: Page | Locator, label: string) => item(scope, label).locator('input, textarea').first();
const form = (page: Page) => page.locator('.entity-form');
const search = (page: Page) => page.locator('.console-list-page:visible');

/** A container number with its ISO 6346 check digit. */

/** The bell's count (Arco shows no number at zero). */

async function pick(scope: Locator, label: string, option: string | RegExp) {
  await item(scope, label).locator('.arco-select').click();
  await scope.page().locator('.arco-select-popup:visible .arco-select-option', { hasText: option }).first().click();
}

async function party(browser: Browser, mobile: string): Promise<Page> {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signIn(page, mobile);
  return page;
}

async function confirmAction(page: Page, scope: Locator | Page, name: string) {
  await scope.getByRole('button', { name, exact: true }).first().click();
  await page.locator('.arco-modal:visible').getByRole('button', { name: '确定' }).click();
}

test('forwarder places a barge order → the pool → an operator takes it → the terminal gathers it, bells live', async ({ browser }) => {
  test.setTimeout(300_000);
  mkdirSync(shots, { recursive: true });
  const forwarder = await party(browser, DEMO.forwarder);
  const operator = await party(browser, OPERATOR);
  const terminal = await party(browser, TERMINAL);
  for (const p of [operator, terminal]) {
    await p.goto('/new/home');
    await dismissNotices(p);
  }

  // The forwarder's list (驳船订单) with the seeded orders, then the form.
  await forwarder.goto('/new/barge/orders');
  await dismissNotices(forwarder);
  await expect(rows(forwarder).first()).toBeVisible();
  await forwarder.screenshot({ path: `${shots}/barge-orders-1440.png`, fullPage: true });
  await forwarder.getByRole('button', { name: '新增' }).click();
  await expect(forwarder).toHaveURL(/\/barge\/orderForm$/);
  const edit = form(forwarder);
  await pick(edit, '进出口', '出口');
  await pick(edit, '空重', '重箱');
  await pick(edit, '支线/内河港', '太仓 CNTAG');
  await pick(edit, '干线码头', '北仑二期 BLCT2');
  await input(edit, '计划装船日').click();
  await input(edit, '计划装船日').fill('2027-03-02');
  await input(edit, '计划装船日').press('Enter');
  const first = ctn('MSKU', 842001);
  const second = ctn('COSU', 842002);
  const wrong = `${second.slice(0, 10)}${(Number(second.slice(10)) + 1) % 10}`;
  await input(edit, '箱信息').fill(`${first} 22G1 MSK\n${wrong} 45G1 COS`);
  await forwarder.getByRole('button', { name: '保存' }).click();
  await expect(item(edit, '箱信息').locator('.arco-form-message')).toContainText('第2个箱号校验位不正确，请填写正确的箱号');
  await forwarder.screenshot({ path: `${shots}/barge-form-1440.png`, fullPage: true });
  await input(edit, '箱信息').fill(`${first} 22G1 MSK\n${second} 45G1 COS`);
  await forwarder.getByRole('button', { name: '保存' }).click();
  await expect(forwarder).toHaveURL(/\/barge\/orderDetail\?id=\d+/);
  const head = forwarder.locator('.console-detail-head:visible');
  await expect(head).toContainText('草稿');
  const orderNo = (await head.locator('.console-page-title, h2').first().innerText()).trim();
  expect(orderNo).toMatch(/^BO\d{12}$/);
  await expect(forwarder.locator('.arco-table').last()).toContainText(second);
  await expect(forwarder.locator('.console-detail:visible')).toContainText('2027-03-02');

  // Submitting to the pool: the barge operator's bell counts it live.
  const operatorBell = await bellCount(operator);
  await confirmAction(forwarder, forwarder, '提交至订单池');
  await expect(head).toContainText('待接单');
  await expect.poll(() => bellCount(operator), { timeout: 15_000 }).toBeGreaterThan(operatorBell);

  // The operator finds it in the laden pool and takes it onto one of its barges.
  await operator.goto('/new/barge/pool');
  await dismissNotices(operator);
  await input(search(operator), '订单号').fill(orderNo);
  await operator.getByRole('button', { name: '查询' }).click();
  await expect(rows(operator)).toHaveCount(1);
  await operator.screenshot({ path: `${shots}/barge-pool-1440.png`, fullPage: true });
  const terminalBell = await bellCount(terminal);
  const forwarderBell = await bellCount(forwarder);
  await rows(operator).first().getByRole('button', { name: '接单' }).click();
  const dialog = operator.locator('.arco-modal:visible');
  await item(dialog, '驳船').locator('.arco-select').click();
  await operator.locator('.arco-select-popup:visible .arco-select-option').first().click();
  await input(dialog, '驳船航次').fill('2703E');
  await dialog.getByRole('button', { name: '确定' }).click();
  // Taken: it leaves the pool.
  await expect(rows(operator)).toHaveCount(0);
  await expect.poll(() => bellCount(terminal), { timeout: 15_000 }).toBeGreaterThan(terminalBell);
  await expect.poll(() => bellCount(forwarder), { timeout: 15_000 }).toBeGreaterThan(forwarderBell);

  // The terminal's gathering orders show it as taken.
  await terminal.goto('/new/barge/gathering');
  await dismissNotices(terminal);
  await input(search(terminal), '订单号').fill(orderNo);
  await terminal.getByRole('button', { name: '查询' }).click();
  await expect(rows(terminal)).toHaveCount(1);
  await expect(rows(terminal).first().getByText('已接单')).toBeVisible();
  await expect(rows(terminal).first().getByRole('button', { name: '确认集港' })).toHaveCount(0);

  // The operator departs from the order's detail.
  await operator.goto(`/new/barge/orders`);
  await input(search(operator), '订单号').fill(orderNo);
  await operator.getByRole('button', { name: '查询' }).click();
  await expect(rows(operator).first().getByText('已接单')).toBeVisible();
  await confirmAction(operator, rows(operator).first(), '开航');
  await expect(rows(operator).first().getByText('在途')).toBeVisible();

  // The terminal confirms the gathering; the forwarder's bell counts it, its detail reads 已集港.
  const forwarderBell2 = await bellCount(forwarder);
  await terminal.getByRole('button', { name: '查询' }).click();
  await expect(rows(terminal).first().getByText('在途')).toBeVisible();
  await confirmAction(terminal, rows(terminal).first(), '确认集港');
  await expect(rows(terminal).first().getByText('已集港')).toBeVisible();
  await expect.poll(() => bellCount(forwarder), { timeout: 15_000 }).toBeGreaterThan(forwarderBell2);
  await forwarder.reload();
  await expect(head).toContainText('已集港');
  await expect(forwarder.locator('.entity-history .arco-timeline-item')).toHaveCount(5);
  await forwarder.screenshot({ path: `${shots}/barge-detail-1440.png`, fullPage: true });

  // A container of the order: bargeContainerQuertDetails from its data JSON.
  await forwarder.getByRole('link', { name: second }).click();
  await expect(forwarder).toHaveURL(/\/truckDetail\/bargeContainerQuertDetails\?data=/);
  const detail = forwarder.locator('.console-detail:visible');
  await expect(detail).toContainText('45G1');
  await expect(detail).toContainText(`P${orderNo}-02`);
  await forwarder.screenshot({ path: `${shots}/barge-container-1440.png`, fullPage: true });
  for (const p of [forwarder, operator, terminal]) await p.context().close();
});

test('barge pool at 390 px: the empty pool lists in its frame, the order form is one column', async ({ page }) => {
  test.setTimeout(120_000);
  mkdirSync(shots, { recursive: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, OPERATOR);
  await page.goto('/new/barge/poolEmpty');
  await dismissNotices(page);
  await expect(rows(page).first()).toBeVisible();
  await expect(rows(page).first()).toContainText('空箱');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${shots}/barge-pool-empty-390.png`, fullPage: true });
  await rows(page).first().getByText(/^BO\d{12}$/).click();
  await expect(page).toHaveURL(/\?id=\d+/);
  await expect(page.locator('.console-detail:visible')).toContainText('箱明细');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${shots}/barge-detail-390.png`, fullPage: true });
  await signIn(page, DEMO.forwarder);
  await page.goto('/new/barge/orderForm');
  await expect(item(form(page), '箱信息')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${shots}/barge-form-390.png`, fullPage: true });
});
