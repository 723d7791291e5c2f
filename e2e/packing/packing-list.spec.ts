/**
 * 装箱单 (issue 14), each party in a browser of its own: the forwarder writes the packing list of a container whose
 * pre-arrival record the terminal holds, with a seal that differs from it; a wrong cargo line is refused with the
 * line's words and what was typed stays; the detail and PackingListCompare show the difference, the forwarder takes
 * the terminal's seal and submits; the terminal's bell counts it live and it confirms; the forwarder's bell counts the
 * answer. The printed sheet (PackingEdit) shows the cargo lines.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, Locator, Page } from '@playwright/test';
import { DEMO, apiToken, expect, signIn, test } from '../fixtures';
import { dismissNotices } from '../trucking/helpers';
import { item, input, rows, ctn, bellCount } from '../entity-helpers';

const shots = process.env.E2E_SHOTS ?? '/tmp/packing-shots';
const TERMINAL = '13800000006';
const LIST = '/new/packingQuery/PackingList';

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

test('packing list differs from the terminal, is corrected, submitted and confirmed live', async ({ browser }) => {
  test.setTimeout(240_000);
  mkdirSync(shots, { recursive: true });
  const container = ctn('TGHU', 700000 + (Date.now() % 90000));

  const terminal = await party(browser, TERMINAL);
  await terminal.goto(LIST);
  await dismissNotices(terminal);
  await expect(rows(terminal).first()).toBeVisible();
  const terminalBell = await bellCount(terminal);

  // The terminal's record of the container: the forwarder's pre-arrival declaration addressed to it (seal CN7700002).
  const forwarder = await party(browser, DEMO.forwarder);
  const token = await apiToken(forwarder, DEMO.forwarder);
  const headers = { authorization: `Bearer ${token}` };
  const voyages = (await (await forwarder.request.get('/new/api/vessel/voyages', { headers, params: { pageSize: 1 } })).json()) as { result: { data: Array<{ id: string }> } };
  const terminals = (await (await forwarder.request.get('/new/api/packing/terminals', { headers, params: { name: '北仑第二' } })).json()) as { result: { data: Array<{ id: string }> } };
  const declared = await forwarder.request.post('/new/api/preArrival/declarations', {
    headers, data: { terminalId: terminals.result.data[0]!.id, voyageId: voyages.result.data[0]!.id, blNo: 'NGBZXE2E01', containerNo: container, sealNo: 'CN7700002', grossWeight: 14000.5, customsDeclNo: '310420261000077001' },
  });
  expect(declared.ok()).toBe(true);

  await forwarder.goto(LIST);
  await dismissNotices(forwarder);
  await forwarder.getByRole('button', { name: '新增' }).click();
  await expect(forwarder).toHaveURL(/\/packingQuery\/PackingListEdit$/);
  const edit = forwarder.locator('.entity-form');
  await choose(edit, '码头', '北仑第二集装箱码头有限公司');
  await input(edit, '箱号').fill(container);
  await choose(edit, '箱型', '40HC');
  await input(edit, '铅封号').fill('CN7700001');
  await input(edit, '提单号/订舱号').fill('NGBZXE2E01');
  const bad = 'Cotton T-shirts | 610910 | 300 | CT | 9800.5 | 30.2 | COTTON/NB\nLED desk lamps | 9405 | 150 | CT | 4200 | 12 | LAMP';
  await input(edit, '货物明细').fill(bad);
  await forwarder.getByRole('button', { name: '保存' }).click();
  await expect(item(edit, '货物明细').locator('.arco-form-message')).toHaveText('第2行：HS编码为6至10位数字');
  await expect(input(edit, '货物明细')).toHaveValue(bad);
  await input(edit, '货物明细').fill(bad.replace('| 9405 |', '| 940520 |'));
  await forwarder.getByRole('button', { name: '保存' }).click();
  await expect(forwarder).toHaveURL(/\/packingQuery\/PackingListDetail\?id=\d+/);
  const detailUrl = forwarder.url();

  // The difference, field by field: the seal differs from the terminal's pre-arrival record; the weight agrees.
  const detail = forwarder.locator('.console-detail:visible');
  await expect(detail.getByTestId('packing-compare').locator('tr.packing-differs')).toHaveCount(1);
  await expect(detail.getByTestId('packing-compare').locator('tr.packing-differs')).toContainText('CN7700002');
  await expect(detail).toContainText('1项与码头预录数据不一致');
  await forwarder.screenshot({ path: `${shots}/packing-detail-1440.png`, fullPage: true });
  await forwarder.getByRole('button', { name: '预录比对' }).click();
  await expect(forwarder).toHaveURL(/\/packingQuery\/PackingListCompare\?id=\d+/);
  await forwarder.getByTestId('packing-adopt-seal').click();
  await expect(forwarder.locator('.packing-page:visible')).toContainText('与码头预录数据一致');
  await expect(forwarder.locator('.packing-page:visible tr.packing-differs')).toHaveCount(0);

  await forwarder.goto(detailUrl);
  const head = forwarder.locator('.console-detail-head:visible');
  await forwarder.getByRole('button', { name: '提交', exact: true }).click();
  await forwarder.locator('.arco-modal:visible').getByRole('button', { name: '确定' }).click();
  await expect(head).toContainText('已提交');
  const forwarderBell = await bellCount(forwarder);

  // The terminal hears of it live and confirms it.
  await expect.poll(() => bellCount(terminal), { timeout: 30_000 }).toBeGreaterThan(terminalBell);
  const search = terminal.locator('.console-list-page:visible');
  await input(search, '箱号').fill(container);
  await terminal.getByRole('button', { name: '查询' }).click();
  await expect(rows(terminal)).toHaveCount(1);
  const row = rows(terminal).first();
  await expect(row).toContainText('已提交');
  await row.getByRole('button', { name: '确认', exact: true }).click();
  await terminal.locator('.arco-modal:visible').getByRole('button', { name: '确定' }).click();
  await expect(row.getByText('已确认')).toBeVisible({ timeout: 30_000 });

  await expect.poll(() => bellCount(forwarder), { timeout: 30_000 }).toBeGreaterThan(forwarderBell);
  await expect(head).toContainText('已确认', { timeout: 30_000 });

  // The printed sheet.
  await forwarder.getByRole('button', { name: '打印装箱单' }).click();
  await expect(forwarder.getByTestId('packing-paper')).toContainText('LED desk lamps');
  await expect(forwarder.getByTestId('packing-paper')).toContainText('CN7700002');
  await forwarder.screenshot({ path: `${shots}/packing-print-1440.png`, fullPage: true });
  for (const p of [forwarder, terminal]) await p.context().close();
});
