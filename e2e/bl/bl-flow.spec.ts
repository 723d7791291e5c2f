/**
 * 提单确认 across the two parties, each in a browser of its own: the forwarder books (through the API: the
 * booking form has its own spec), the agent accepts in its list and the forwarder's bell and list update live;
 * the agent issues the B/L draft from the booking in its form; the forwarder asks a correction of one field; the
 * agent edits the draft and re-issues it (the correction shows 已更正); the forwarder confirms; the agent
 * audits; the forwarder exports the packing list as PDF and Excel (files checked). Each step reaches the other
 * party's open page live. Then the agent closes a voyage in the batch close and the forwarder's submission on
 * it is refused. Screenshots at 1440 and 390 px.
 */
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { apiToken, DEMO, expect, signIn, test } from '../fixtures';
import { dismissNotices } from '../trucking/helpers';
import { escape, rows, bellCount } from '../entity-helpers';

const shots = process.env.E2E_SHOTS ?? 'test-results/screens';
/** What reaches the page live or after a server round trip: room for a loaded machine. */
const live = expect.configure({ timeout: 30_000 });
const AGENT = '13800000005';

const item = (scope: Page | Locator, label: string) =>
  scope.locator('.arco-form-item').filter({ has: ('page' in scope ? scope.page() : scope).locator('.arco-form-label-item', { hasText: new RegExp(`^[\\s*]*${escape(label)}[\\s*]*$`) }) });
const input = (scope: Page | Locator, label: string) => item(scope, label).locator('input, textarea').first();
const search = (page: Page) => page.locator('.console-list-page:visible');
const head = (page: Page) => page.locator('.console-detail-head:visible');

async function choose(scope: Locator, label: string, option: string, typed?: string) {
  await item(scope, label).locator('.arco-select').click();
  if (typed) await item(scope, label).locator('input').fill(typed);
  await scope.page().locator('.arco-select-popup:visible .arco-select-option', { hasText: option }).first().click();
}

/**
 * Clicks a button of the detail's header. The live notices' toasts stay over the header's right end until
 * closed, so the click is dispatched to the button itself rather than at its place on the screen.
 */
const press = (button: Locator) => button.dispatchEvent('click');

/** Clicks a transition button and confirms its question. */
async function act(page: Page, name: string) {
  await press(page.getByRole('button', { name, exact: true }));
  await page.locator('.arco-modal:visible').getByRole('button', { name: '确定' }).click();
}

/** A container number with its ISO 6346 check digit. */
function ctn(owner: string, serial: number): string {
  const first10 = `${owner}${String(serial).padStart(6, '0')}`;
  const values: Record<string, number> = {};
  let v = 10;
  for (const ch of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') {
    if (v % 11 === 0) v += 1;
    values[ch] = v;
    v += 1;
  }
  let sum = 0;
  for (let i = 0; i < 10; i += 1) sum += (i < 4 ? values[first10[i]!]! : Number(first10[i])) * 2 ** i;
  return `${first10}${(sum % 11) % 10}`;
}

interface Envelope<T> { result: T }
/** A fresh Idempotency-Key (the console's SDK sends one with every POST). */
const key = () => `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`;
interface ShipConfig { id: string; voyageId: string; bookingOpen: boolean; blOpen: boolean; voyageName: string }

/** An open voyage of the agent's configuration and the agent's id, read through the API. */
async function openVoyage(page: Page, skip = 0): Promise<{ config: ShipConfig; agentId: string }> {
  const agentToken = await apiToken(page, AGENT);
  const headers = { authorization: `Bearer ${agentToken}` };
  const configs = (await (await page.request.get('/new/api/bl/shipConfigs', { headers, params: { pageSize: 50 } })).json()) as Envelope<{ data: ShipConfig[] }>;
  const open = configs.result.data.filter((c) => c.bookingOpen && c.blOpen);
  const forwarder = { authorization: `Bearer ${await apiToken(page, DEMO.forwarder)}` };
  const agents = (await (await page.request.get('/new/api/booking/agents', { headers: forwarder, params: { name: '东海' } })).json()) as Envelope<{ data: Array<{ id: string }> }>;
  return { config: open[skip]!, agentId: agents.result.data[0]!.id };
}

async function draftBooking(page: Page, agentId: string, voyageId: string, shipper: string, submit: boolean): Promise<string> {
  const headers = { authorization: `Bearer ${await apiToken(page, DEMO.forwarder)}`, 'Idempotency-Key': key() };
  const created = (await (await page.request.post('/new/api/booking/bookings', { headers, data: {
    agentId, shipper, consignee: 'HAMBURG TRADING GMBH', notifyParty: null, polCode: 'CNNGB', podCode: 'DEHAM', voyageId, sailingFrom: null, sailingTo: null,
    containers: '2x40HC COC', cargoDescription: 'COTTON T-SHIRTS', hsCode: '6109100021', packages: 850, packageKind: 'CARTONS', grossWeight: 23000.5, volume: 122,
    dangerous: false, reefer: false, freightTerms: 'prepaid', blType: 'telex', remark: null,
  } })).json()) as Envelope<{ id: string; version: number }>;
  if (!created.result) throw new Error(`booking not created: ${JSON.stringify(created)}`);
  if (submit) {
    const res = await page.request.post(`/new/api/booking/bookings/${created.result.id}/transitions`, {
      headers: { authorization: headers.authorization, 'Idempotency-Key': key() }, data: { action: 'submit', version: created.result.version },
    });
    expect(res.status()).toBe(200);
  }
  return created.result.id;
}

test('booking accepted live, B/L issued, corrected field by field, confirmed, audited, packing list exported', async ({ page, browser }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const stamp = Date.now().toString(36).toUpperCase();
  const shipper = `E2E BL SHIPPER ${stamp}`;
  const bookingNo = `DHSB${Date.now().toString().slice(-7)}`;
  const blNo = `DHSE${Date.now().toString().slice(-8)}`;
  const { config, agentId } = await openVoyage(page);
  await draftBooking(page, agentId, config.voyageId, shipper, true);

  const agentContext = await browser.newContext({ locale: 'zh-CN' });
  const agent = await agentContext.newPage();
  await agent.setViewportSize({ width: 1440, height: 900 });
  await signIn(agent, AGENT);
  await signIn(page, DEMO.forwarder);

  // The forwarder watches its bookings list; the agent accepts from its own.
  await page.goto('/new/exportation/bookings');
  await dismissNotices(page);
  await input(search(page), '发货人').fill(shipper);
  await page.getByRole('button', { name: '查询' }).click();
  await live(rows(page)).toHaveCount(1);
  await live(rows(page).first().getByText('已提交')).toBeVisible();
  const forwarderBell = await bellCount(page);

  await agent.goto('/new/exportation/bookings');
  await dismissNotices(agent);
  await input(search(agent), '发货人').fill(shipper);
  await agent.getByRole('button', { name: '查询' }).click();
  await live(rows(agent)).toHaveCount(1);
  await rows(agent).first().getByRole('button', { name: '受理' }).click();
  const accept = agent.locator('.arco-modal:visible');
  await input(accept, '订舱号').fill(bookingNo);
  await accept.getByRole('button', { name: '确定' }).click();
  await live(rows(agent).first().getByText('已受理')).toBeVisible();

  // Live: the forwarder's bell counts the answer and its open list shows 已受理 without a reload.
  await expect.poll(() => bellCount(page)).toBeGreaterThan(forwarderBell);
  await live(rows(page).first().getByText('已受理')).toBeVisible();
  await live(rows(page).first()).toContainText(bookingNo);

  // The agent issues the B/L draft from the booking: what it leaves empty comes from the booking.
  await agent.goto('/new/exportation/bookBillConfirm/bills');
  await live(rows(agent).first()).toBeVisible();
  await agent.getByRole('button', { name: '新增' }).click();
  const form = agent.locator('.entity-form');
  await choose(form, '订舱委托', bookingNo, bookingNo);
  await input(form, '提单号').fill(blNo);
  await input(form, '装箱明细').fill('MSKU1234560 SL1 40HC 1 1 1');
  await agent.getByRole('button', { name: '保存' }).click();
  await expect(item(form, '装箱明细').locator('.arco-form-message')).toContainText('箱号须通过校验');
  await input(form, '装箱明细').fill(`${ctn('MSKU', 804411)} SL880101 40HC 400 11000.5 60.2\n${ctn('TGHU', 804412)} SL880102 40HC 450 12000 62`);
  await agent.screenshot({ path: `${shots}/bl-form.png`, fullPage: true });
  await agent.getByRole('button', { name: '保存' }).click();
  await live(head(agent)).toContainText('草稿');
  await expect(agent.locator('.console-detail:visible')).toContainText(shipper);
  const forwarderBellBeforeIssue = await bellCount(page);
  await act(agent, '签发草稿');
  await live(head(agent)).toContainText('待确认');

  // The forwarder is told; it opens the B/L and asks to correct the consignee.
  await expect.poll(() => bellCount(page)).toBeGreaterThan(forwarderBellBeforeIssue);
  await page.goto('/new/exportation/bookBillConfirm/bills');
  await input(search(page), '提单号').fill(blNo);
  await page.getByRole('button', { name: '查询' }).click();
  await live(rows(page)).toHaveCount(1);
  await live(rows(page).first().getByText('待确认')).toBeVisible();
  await page.screenshot({ path: `${shots}/bl-list.png`, fullPage: true });
  await rows(page).first().getByRole('button', { name: '查看' }).click();
  await live(head(page)).toContainText('待确认');
  await expect(page.getByRole('button', { name: '修改', exact: true })).toHaveCount(0);
  await press(page.getByRole('button', { name: '申请更正', exact: true }));
  const ask = page.locator('.arco-modal:visible');
  await choose(ask, '更正项', '收货人');
  await input(ask, '更正为').fill('HAMBURG TRADING GMBH TAX ID DE811000001');
  await input(ask, '原因').fill('请补充收货人税号');
  await ask.getByRole('button', { name: '确定' }).click();
  await live(head(page)).toContainText('待更正');
  await live(page.locator('.bl-corrections')).toContainText('待处理');

  // Live on the agent's open detail: 待更正 and the correction; it edits the consignee and re-issues.
  await live(head(agent)).toContainText('待更正');
  await live(agent.locator('.bl-corrections')).toContainText('HAMBURG TRADING GMBH TAX ID DE811000001');
  await press(agent.getByRole('button', { name: '修改', exact: true }));
  await expect(input(form, '收货人')).toHaveValue('HAMBURG TRADING GMBH');
  await input(form, '收货人').fill('HAMBURG TRADING GMBH TAX ID DE811000001');
  await agent.getByRole('button', { name: '保存' }).click();
  await live(head(agent)).toContainText('待更正');
  await act(agent, '重新签发');
  await live(head(agent)).toContainText('待确认');
  await live(agent.locator('.bl-corrections')).toContainText('已更正');

  // The forwarder's open detail follows; it confirms; the agent's follows and it audits.
  await live(head(page)).toContainText('待确认');
  await live(page.locator('.bl-corrections')).toContainText('已更正');
  await act(page, '确认提单');
  await live(head(page)).toContainText('已确认');
  await live(head(agent)).toContainText('已确认');
  await act(agent, '审核通过');
  await live(head(agent)).toContainText('已审核');
  await live(head(page)).toContainText('已审核');
  await expect(page.locator('.entity-history .arco-timeline-item')).toHaveCount(7);

  // The packing list, shown, then saved as PDF and as Excel.
  await press(page.getByRole('button', { name: '导出装箱单' }));
  const paper = page.locator('.arco-modal:visible .bl-paper');
  await expect(paper).toContainText(ctn('MSKU', 804411));
  await expect(paper).toContainText('23000.5');
  await page.screenshot({ path: `${shots}/bl-packing-list.png` });
  const [pdf] = await Promise.all([page.waitForEvent('download'), page.locator('.arco-modal:visible').getByRole('button', { name: 'PDF' }).click()]);
  expect(pdf.suggestedFilename()).toBe(`装箱单-${blNo}.pdf`);
  expect(readFileSync((await pdf.path())!).subarray(0, 5).toString()).toBe('%PDF-');
  const [xlsx] = await Promise.all([page.waitForEvent('download'), page.locator('.arco-modal:visible').getByRole('button', { name: 'Excel' }).click()]);
  expect(xlsx.suggestedFilename()).toBe(`装箱单-${blNo}.xlsx`);
  expect(readFileSync((await xlsx.path())!).subarray(0, 2).toString()).toBe('PK');
  await press(page.locator('.arco-modal:visible .arco-modal-close-icon'));
  await expect(page.locator('.arco-modal:visible')).toHaveCount(0);
  await page.screenshot({ path: `${shots}/bl-detail.png`, fullPage: true });

  // At 390 px: the detail and the list stay in the frame.
  await page.setViewportSize({ width: 390, height: 844 });
  await live(head(page)).toContainText('已审核');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${shots}/bl-detail-390.png`, fullPage: true });
  await page.goto('/new/exportation/bookBillConfirm/bills');
  await live(rows(page).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${shots}/bl-list-390.png`, fullPage: true });
  await agentContext.close();
});

test('the agent closes a voyage in the batch close; the forwarder\'s booking on it is refused', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const shipper = `E2E CLOSED ${Date.now().toString(36).toUpperCase()}`;
  const { config, agentId } = await openVoyage(page, 1);
  const bookingId = await draftBooking(page, agentId, config.voyageId, shipper, false);

  const agentContext = await browser.newContext({ locale: 'zh-CN' });
  const agent = await agentContext.newPage();
  await agent.setViewportSize({ width: 1440, height: 900 });
  await signIn(agent, AGENT);
  await agent.goto('/new/ship_config_manage/td/view');
  await dismissNotices(agent);
  await live(rows(agent).first()).toBeVisible();
  await agent.screenshot({ path: `${shots}/ship-config-list.png`, fullPage: true });
  await agent.goto('/new/ship_config_manage/sjjy/edit');
  const row = rows(agent).filter({ hasText: config.voyageName }).first();
  await expect(row).toBeVisible();
  await row.locator('.arco-checkbox').click();
  await agent.getByRole('button', { name: /关闭所选船期/ }).click();
  await expect(agent.getByText('已关闭 1 个船期')).toBeVisible();
  await expect(row.locator('.arco-tag', { hasText: '否' })).toHaveCount(2);
  await agent.screenshot({ path: `${shots}/ship-config-close.png`, fullPage: true });
  await agent.setViewportSize({ width: 390, height: 844 });
  expect(await agent.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await agent.screenshot({ path: `${shots}/ship-config-close-390.png`, fullPage: true });
  await agentContext.close();

  await signIn(page, DEMO.forwarder);
  await page.goto(`/new/exportation/bookingOrder/bookingDetail?id=${bookingId}`);
  await dismissNotices(page);
  await live(head(page)).toContainText('草稿');
  await act(page, '提交');
  await expect(page.getByText(`船期「${config.voyageName}」已停止接受订舱`)).toBeVisible();
  await live(head(page)).toContainText('草稿');
});
