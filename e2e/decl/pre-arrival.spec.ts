/**
 * 预到港与运抵申报 (issue 14), each party in a browser of its own: the forwarder enters the pre-arrival information
 * on SPEC's /preArrival/preArrivalEdit and sends it; the terminal's bell counts it live; at gate-in the terminal
 * enters the seal and weight it read — a seal that differs is refused with the words naming both — and the matched
 * record sends the arrival report; the platform's customs desk accepts it; the forwarder's bell counts each answer.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, Locator, Page } from '@playwright/test';
import { DEMO, apiToken, expect, signIn, test } from '../fixtures';
import { dismissNotices } from '../trucking/helpers';
import { item, input, rows, ctn, bellCount } from '../entity-helpers';

const shots = process.env.E2E_SHOTS ?? '/tmp/decl-shots';
const TERMINAL = '13800000006';
const LIST = '/new/preArrival/preArrivalList';

async function choose(scope: Locator, label: string, option: string, typed?: string) {
  await item(scope, label).locator('.arco-select').click();
  if (typed) await item(scope, label).locator('input').fill(typed);
  await scope.page().locator('.arco-select-popup:visible .arco-select-option', { hasText: option }).first().click();
}

async function party(browser: Browser, mobile: string): Promise<Page> {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signIn(page, mobile);
  return page;
}

/** The row of the record, found through the list's search form by container number. */
async function findRow(page: Page, container: string): Promise<Locator> {
  const search = page.locator('.console-list-page:visible');
  await input(search, '箱号').fill(container);
  await page.getByRole('button', { name: '查询' }).click();
  await expect(rows(page)).toHaveCount(1);
  return rows(page).first();
}

test('pre-arrival → gate-in matched → arrival report accepted by the customs desk, each party live', async ({ browser }) => {
  test.setTimeout(240_000);
  mkdirSync(shots, { recursive: true });
  const container = ctn('OOLU', 600000 + (Date.now() % 100000));

  const terminal = await party(browser, TERMINAL);
  await terminal.goto(LIST);
  await dismissNotices(terminal);
  await expect(rows(terminal).first()).toBeVisible();
  const terminalBell = await bellCount(terminal);

  const forwarder = await party(browser, DEMO.forwarder);
  const token = await apiToken(forwarder, DEMO.forwarder);
  const voyages = (await (await forwarder.request.get('/new/api/vessel/voyages', { headers: { authorization: `Bearer ${token}` }, params: { pageSize: 1 } })).json()) as {
    result: { data: Array<{ vesselName: string }> };
  };
  const vesselName = voyages.result.data[0]!.vesselName;
  await forwarder.goto(LIST);
  await dismissNotices(forwarder);
  await expect(rows(forwarder).first()).toBeVisible();
  await forwarder.screenshot({ path: `${shots}/pa-list-1440.png`, fullPage: true });
  await forwarder.getByRole('button', { name: '新增' }).click();
  await expect(forwarder).toHaveURL(/\/preArrival\/preArrivalEdit$/);
  const edit = forwarder.locator('.entity-form');
  await choose(edit, '码头', '北仑第二集装箱码头有限公司');
  await choose(edit, '船名航次', vesselName, vesselName.split(' (')[0]!);
  await input(edit, '提单号').fill('NGBPAE2E01');
  await input(edit, '箱号').fill(container);
  await input(edit, '铅封号').fill('CN2611777');
  await input(edit, '毛重(KG)').fill('21500');
  await input(edit, '报关单号').fill('31042026100000');
  await forwarder.getByRole('button', { name: '保存' }).click();
  await expect(item(edit, '报关单号').locator('.arco-form-message')).toHaveText('报关单号为18位数字');
  await input(edit, '报关单号').fill('310420261000007788');
  await forwarder.getByRole('button', { name: '保存' }).click();
  await expect(forwarder).toHaveURL(/\/preArrival\/preArrivalDetail\?id=\d+/);
  const head = forwarder.locator('.console-detail-head:visible');
  await forwarder.getByRole('button', { name: '发送预录', exact: true }).click();
  await forwarder.locator('.arco-modal:visible').getByRole('button', { name: '确定' }).click();
  await expect(head).toContainText('已预录');
  const forwarderBell = await bellCount(forwarder);

  // The terminal hears of it live, and gates the container in: a different seal is refused, the right one matches.
  await expect.poll(() => bellCount(terminal)).toBeGreaterThan(terminalBell);
  const row = await findRow(terminal, container);
  await row.getByRole('button', { name: '进闸核对' }).click();
  const dialog = terminal.locator('.arco-modal:visible');
  await input(dialog, '进闸铅封号').fill('CN2611778');
  await input(dialog, '进闸称重(KG)').fill('21420');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(terminal.getByText('进闸铅封号CN2611778与预录铅封号CN2611777不一致').first()).toBeVisible();
  await input(dialog, '进闸铅封号').fill('CN2611777');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(row.getByText('已运抵')).toBeVisible();
  await expect.poll(() => bellCount(forwarder)).toBeGreaterThan(forwarderBell);
  const afterGateIn = await bellCount(forwarder);

  // The customs desk (platform staff) accepts the arrival report.
  const desk = await party(browser, DEMO.admin);
  await desk.goto(LIST);
  await dismissNotices(desk);
  const deskRow = await findRow(desk, container);
  await deskRow.getByRole('button', { name: '海关接受' }).click();
  await desk.locator('.arco-modal:visible').getByRole('button', { name: '确定' }).click();
  await expect(deskRow.getByText('海关已接受')).toBeVisible();

  await expect.poll(() => bellCount(forwarder)).toBeGreaterThan(afterGateIn);
  await forwarder.reload();
  await expect(head).toContainText('海关已接受');
  await expect(forwarder.locator('.console-detail:visible')).toContainText('CN2611777');
  await forwarder.screenshot({ path: `${shots}/pa-detail-1440.png`, fullPage: true });
  for (const p of [forwarder, terminal, desk]) await p.context().close();
});
