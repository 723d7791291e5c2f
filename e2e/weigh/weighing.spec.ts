/**
 * 过磅 (issue 15, weighbridge), each party in a browser of its own: the forwarder orders the weighing of an export
 * container with its VGM declaration (the fee held from its prepayment); the terminal, watching its list on the
 * logistics-park route (weightOrderWL: the same screen, its station as data), hears of the order live (its bell counts
 * it, the open list shows it) and records tare and gross — an implausible tare is refused —
 * and the forwarder's bell counts it live; the forwarder sees net and VGM, prints the weighing list (SheetPrint), finds
 * it in the weighing-list list, and the fee shows settled on its ledger screen. The terminal has no cancel.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, Locator, Page } from '@playwright/test';
import { DEMO, expect, signIn, test } from '../fixtures';
import { dismissNotices } from '../trucking/helpers';
import { item, input, rows, ctn, bellCount } from '../entity-helpers';

const shots = process.env.E2E_SHOTS ?? '/tmp/weigh-shots';
const TERMINAL = '13800000006';
const LIST = '/new/weightManageDetail/weightOrder';

async function choose(scope: Locator, label: string, option: string) {
  await item(scope, label).locator('.arco-select').click();
  await scope.page().locator('.arco-select-popup:visible .arco-select-option', { hasText: option }).first().click();
}

async function party(browser: Browser, mobile: string): Promise<Page> {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signIn(page, mobile);
  return page;
}

async function findRow(page: Page, container: string): Promise<Locator> {
  const search = page.locator('.console-list-page:visible');
  await input(search, '箱号').fill(container);
  await page.getByRole('button', { name: '查询' }).click();
  await expect(rows(page)).toHaveCount(1);
  return rows(page).first();
}

async function narrow(page: Page, name: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${shots}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('forwarder orders a weighing → the terminal weighs → VGM, weighing list and settled fee seen by the forwarder, live', async ({ browser }) => {
  test.setTimeout(360_000);
  mkdirSync(shots, { recursive: true });
  const container = ctn('MSKU', 500000 + (Date.now() % 100000));

  // The terminal watches its open list on the logistics-park route: a new order rings its bell and shows up live.
  const terminal = await party(browser, TERMINAL);
  await terminal.goto('/new/weightManageDetail/weightOrderWL');
  await dismissNotices(terminal);
  await expect(rows(terminal).first()).toBeVisible();
  const terminalBell = await bellCount(terminal);

  const forwarder = await party(browser, DEMO.forwarder);
  await forwarder.goto(LIST);
  await dismissNotices(forwarder);
  await expect(rows(forwarder).first()).toBeVisible();
  await forwarder.screenshot({ path: `${shots}/weigh-list-1440.png`, fullPage: true });
  await narrow(forwarder, 'weigh-list');
  await forwarder.getByRole('button', { name: '新增' }).click();
  await expect(forwarder).toHaveURL(/\/weightManageDetail\/weightOrderForm$/);
  const form = forwarder.locator('.entity-form');
  await choose(form, '码头', '北仑第二集装箱码头有限公司');
  await choose(form, '地磅站', '物流园区地磅站');
  await choose(form, '进出口', '出口');
  await input(form, '箱号').fill(container);
  await choose(form, '尺寸', '40尺');
  await choose(form, '箱型', '高箱');
  await input(form, '车牌号').fill('浙B6Q213');
  await input(form, '货名').fill('五金工具');
  await forwarder.getByRole('button', { name: '保存' }).click();
  await expect(item(form, 'VGM称重方法').locator('.arco-form-message')).toHaveText('出口箱须填写VGM称重方法、责任方和授权签字人');
  await choose(form, 'VGM称重方法', '方法一(整箱称重)');
  await input(form, 'VGM责任方(托运人)').fill('宁波港城进出口有限公司');
  await input(form, '授权签字人').fill('陈明');
  await forwarder.screenshot({ path: `${shots}/weigh-form-1440.png`, fullPage: true });
  await forwarder.getByRole('button', { name: '保存' }).click();
  await expect(forwarder).toHaveURL(/\/weightManageDetail\/weightOrderDetail\?id=\d+/);
  const head = forwarder.locator('.console-detail-head:visible');
  await expect(head).toContainText('已委托');
  const weighNo = ((await forwarder.locator('.console-detail:visible').innerText()).match(/WB\d{12}/) ?? [''])[0];
  expect(weighNo).toMatch(/^WB\d{12}$/);
  const bell = await bellCount(forwarder);

  // The terminal's bell counts the new order and its open list shows it, without a reload of its own.
  await expect.poll(() => bellCount(terminal)).toBeGreaterThan(terminalBell);
  await expect(rows(terminal).filter({ hasText: container })).toHaveCount(1);
  await dismissNotices(terminal);

  // The terminal weighs: an implausible tare is refused, then the weighing is recorded.
  const row = await findRow(terminal, container);
  await expect(row.getByRole('button', { name: '取消委托' })).toHaveCount(0);
  await row.getByRole('button', { name: '录入过磅' }).click();
  const dialog = terminal.locator('.arco-modal:visible');
  await input(dialog, '箱皮重(kg)').fill('900');
  await input(dialog, '总重(kg)').fill('26480');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(terminal.getByText('箱皮重须在 3300 至 5200 kg 之间').first()).toBeVisible();
  await input(dialog, '箱皮重(kg)').fill('3900');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(row.getByText('已过磅')).toBeVisible();
  await terminal.screenshot({ path: `${shots}/weigh-terminal-1440.png`, fullPage: true });

  // The forwarder hears of it live, sees net and VGM, prints the weighing list.
  await expect.poll(() => bellCount(forwarder)).toBeGreaterThan(bell);
  await forwarder.reload();
  const detail = forwarder.locator('.console-detail:visible');
  await expect(detail).toContainText('已过磅');
  await expect(detail).toContainText('22,580');
  await expect(detail).toContainText('VGM(kg)');
  await expect(detail).toContainText('VGM(kg)26,480');
  await forwarder.screenshot({ path: `${shots}/weigh-detail-1440.png`, fullPage: true });
  await narrow(forwarder, 'weigh-detail');
  await forwarder.getByRole('button', { name: '打印过磅单' }).click();
  await expect(forwarder).toHaveURL(/\/truckWeighFee\/SheetPrint\?id=\d+/);
  await expect(forwarder.getByRole('main').getByText(weighNo).first()).toBeVisible();
  await expect(forwarder.getByRole('main')).toContainText('22,580');
  await forwarder.screenshot({ path: `${shots}/weigh-sheet-1440.png`, fullPage: true });

  // The weighing-list list finds it by container and opens the same print page.
  await forwarder.goto('/new/truckWeighFee/sheetList');
  const search = forwarder.locator('.console-list-page:visible');
  await input(search, '箱号').fill(container);
  await forwarder.getByRole('button', { name: '查询' }).click();
  await expect(rows(forwarder)).toHaveCount(1);
  await expect(rows(forwarder).first()).toContainText('物流园区地磅站');
  await forwarder.screenshot({ path: `${shots}/weigh-sheets-1440.png`, fullPage: true });
  await narrow(forwarder, 'weigh-sheets');
  await rows(forwarder).first().getByRole('button', { name: '查看' }).click();
  await expect(forwarder).toHaveURL(/\/truckWeighFee\/SheetPrint\?id=\d+/);

  // The fee is settled on the forwarder's ledger screen.
  await forwarder.goto('/new/ledger/account');
  await forwarder.locator('.console-list-page:visible').getByRole('button', { name: '展开' }).click();
  await input(forwarder.locator('.console-list-page:visible'), '业务单号').fill(weighNo);
  await forwarder.getByRole('button', { name: '查询' }).click();
  await expect(rows(forwarder).filter({ hasText: '结算' })).toHaveCount(1);
  await rows(forwarder).filter({ hasText: '结算' }).getByText('详情').click();
  await expect(forwarder.getByTestId('hold-status')).toHaveText('已结算');

  // The forwarder confirms the VGM; the terminal hears of it.
  await forwarder.goBack();
  await forwarder.goto(LIST);
  const mine = await findRow(forwarder, container);
  await mine.getByRole('button', { name: '确认VGM' }).click();
  await forwarder.locator('.arco-modal:visible').getByRole('button', { name: '确定' }).click();
  await expect(mine.getByText('VGM已确认')).toBeVisible();
  for (const p of [forwarder, terminal]) await p.context().close();
});
