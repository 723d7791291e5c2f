/**
 * 换船申请 and 到港信息 on the shared entity pages, each party in a browser of its own, the counterpart's bell
 * counting live:
 * - the forwarder applies to move containers between two calls at the terminal (a bad check digit refused in the
 *   form with SPEC §5's words) and submits; the terminal's bell counts it; the terminal rejects with a reason on
 *   /JxTzShipApplyCheckForm; the forwarder's bell counts it, it edits and resubmits; the terminal approves.
 * - the shipping-line agent writes its voyage's arrival on /shipToAdd and sends it; the forwarder's bell counts
 *   it, the forwarder acknowledges; the agent's bell counts that.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, Locator, Page } from '@playwright/test';
import { DEMO, expect, signIn, test } from '../fixtures';
import { dismissNotices } from '../trucking/helpers';
import { rows, ctn, bellCount } from '../entity-helpers';

const shots = process.env.E2E_SHOTS ?? '/tmp/arrival-shots';
const TERMINAL = '13800000006';
const AGENT = '13800000005';

const item = (scope: Page | Locator, label: string) =>
  scope.locator('.arco-form-item').filter({ has: ('page' in scope ? scope.page() : scope).locator('.arco-form-label-item', { hasText: new RegExp(`^[\\s*]*${label}[\\s*]*$`) }) });
const input = (scope: Page | Locator, label: string) => item(scope, label).locator('input, textarea').first();
const form = (page: Page) => page.locator('.entity-form');
const search = (page: Page) => page.locator('.console-list-page:visible');

/** A container number with its ISO 6346 check digit. */

/** The bell's count (Arco shows no number at zero). */

/** Picks the n-th option of a select (a reference lists the voyages). */
async function pickNth(scope: Locator, label: string, n: number) {
  await item(scope, label).locator('.arco-select').click();
  await scope.page().locator('.arco-select-popup:visible .arco-select-option').nth(n).click();
}

async function party(browser: Browser, mobile: string, path: string): Promise<Page> {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signIn(page, mobile);
  await page.goto(path);
  await dismissNotices(page);
  return page;
}

async function act(page: Page, scope: Locator | Page, name: string) {
  await scope.getByRole('button', { name, exact: true }).first().click();
  await page.locator('.arco-modal:visible').getByRole('button', { name: '确定' }).click();
}

test('vessel change: forwarder applies → terminal rejects with a reason → forwarder edits and resubmits → terminal approves, bells live', async ({ browser }) => {
  test.setTimeout(240_000);
  mkdirSync(shots, { recursive: true });
  const forwarder = await party(browser, DEMO.forwarder, '/new/JxTzShipApply');
  const terminal = await party(browser, TERMINAL, '/new/JxTzShipApply');
  await expect(rows(forwarder).first()).toBeVisible();
  await forwarder.screenshot({ path: `${shots}/shipchange-list-1440.png`, fullPage: true });

  await forwarder.getByRole('button', { name: '新增' }).click();
  await expect(forwarder).toHaveURL(/\/JxTzShipApplyForm\/add$/);
  const edit = form(forwarder);
  await pickNth(edit, '原船名航次', 0);
  await pickNth(edit, '新船名航次', 1);
  const first = ctn('MSKU', 733001);
  const second = ctn('TGHU', 733002);
  const wrong = `${second.slice(0, 10)}${(Number(second.slice(10)) + 1) % 10}`;
  await input(edit, '箱号').fill(`${first}\n${wrong}`);
  await input(edit, '换船原因').fill('原船舱位不足，改配下一航次');
  await forwarder.getByRole('button', { name: '保存' }).click();
  await expect(item(edit, '箱号').locator('.arco-form-message')).toContainText('第2个箱号校验位不正确，请填写正确的箱号');
  await forwarder.screenshot({ path: `${shots}/shipchange-form-1440.png`, fullPage: true });
  await input(edit, '箱号').fill(`${first}\n${second}`);
  await forwarder.getByRole('button', { name: '保存' }).click();
  await expect(forwarder).toHaveURL(/\/JxTzShipApplyForm\/view\?id=\d+/);
  const id = new URL(forwarder.url()).searchParams.get('id')!;
  const head = forwarder.locator('.console-detail-head:visible');
  await expect(head).toContainText('草稿');
  await expect(forwarder.locator('.console-detail:visible')).toContainText(second);

  // Submitted: the terminal's bell counts it live; the application is locked for the forwarder.
  const terminalBell = await bellCount(terminal);
  await act(forwarder, forwarder, '提交');
  await expect(head).toContainText('待审核');
  await expect(forwarder.getByRole('button', { name: '修改', exact: true })).toHaveCount(0);
  await expect.poll(() => bellCount(terminal), { timeout: 15_000 }).toBeGreaterThan(terminalBell);

  // The terminal audits on /JxTzShipApplyCheckForm/edit: a reject needs a reason.
  await terminal.goto(`/new/JxTzShipApplyCheckForm/edit?id=${id}`);
  const auditHead = terminal.locator('.console-detail-head:visible');
  await expect(auditHead).toContainText('待审核');
  const forwarderBell = await bellCount(forwarder);
  await terminal.getByRole('button', { name: '驳回', exact: true }).click();
  const dialog = terminal.locator('.arco-modal:visible');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.locator('.arco-form-message')).not.toBeEmpty();
  await dialog.locator('textarea').fill('新船已截港，请改配其他航次');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(auditHead).toContainText('已驳回');
  await expect.poll(() => bellCount(forwarder), { timeout: 15_000 }).toBeGreaterThan(forwarderBell);

  // The forwarder reads the reason on the timeline, edits and resubmits.
  await forwarder.reload();
  await expect(head).toContainText('已驳回');
  await expect(forwarder.locator('.entity-history .arco-timeline-item').first()).toContainText('新船已截港，请改配其他航次');
  await forwarder.getByRole('button', { name: '修改', exact: true }).click();
  await expect(forwarder).toHaveURL(/\/JxTzShipApplyForm\/(add|edit)\?id=\d+/);
  await input(edit, '箱号').fill(first);
  await forwarder.getByRole('button', { name: '保存' }).click();
  await expect(forwarder).toHaveURL(/\/JxTzShipApplyForm\/view\?id=\d+/);
  const terminalBell2 = await bellCount(terminal);
  await act(forwarder, forwarder, '重新提交');
  await expect(head).toContainText('待审核');
  await expect.poll(() => bellCount(terminal), { timeout: 15_000 }).toBeGreaterThan(terminalBell2);

  // The terminal approves from its list; the forwarder sees 已同意 with no action left.
  await terminal.goto('/new/JxTzShipApply');
  const applyNo = (await forwarder.locator('.console-detail-head:visible .console-page-title, .console-detail-head:visible h2').first().innerText()).trim();
  await input(search(terminal), '申请单号').fill(applyNo);
  await terminal.getByRole('button', { name: '查询' }).click();
  await expect(rows(terminal)).toHaveCount(1);
  await act(terminal, rows(terminal).first(), '审核通过');
  await expect(rows(terminal).first().getByText('已同意')).toBeVisible();
  await forwarder.reload();
  await expect(head).toContainText('已同意');
  await expect(forwarder.getByRole('button', { name: /^(提交|重新提交|修改)$/ })).toHaveCount(0);
  await forwarder.screenshot({ path: `${shots}/shipchange-detail-1440.png`, fullPage: true });
  await forwarder.context().close();
  await terminal.context().close();
});

test('arrival information: the agent sends its voyage\'s arrival → the forwarder acknowledges, bells live', async ({ browser }) => {
  test.setTimeout(180_000);
  mkdirSync(shots, { recursive: true });
  const agent = await party(browser, AGENT, '/new/shipToSend');
  const forwarder = await party(browser, DEMO.forwarder, '/new/shipToSend');
  await expect(rows(agent).first()).toBeVisible();
  await agent.screenshot({ path: `${shots}/arrival-list-1440.png`, fullPage: true });

  await agent.getByRole('button', { name: '新增' }).click();
  await expect(agent).toHaveURL(/\/shipToAdd$/);
  const edit = form(agent);
  await pickNth(edit, '船名航次', 0);
  await input(edit, '实际到港').click();
  await input(edit, '实际到港').fill('2026-11-24 05:40:00');
  await input(edit, '实际到港').press('Enter');
  await input(edit, '泊位').fill('07');
  await input(edit, '卸船箱量').fill('1268');
  await input(edit, '收件单位代码').fill('AGT001');
  await input(edit, '备注').fill('冷藏箱优先卸船，请及时提箱');
  await agent.getByRole('button', { name: '保存' }).click();
  // The addressee must be a forwarder: the server refuses with its words, shown in the form (beside the field it
  // names, or at the form's top), which stays open with what was typed; no 系统异常.
  await expect(agent.locator('.entity-form').getByText('收件单位AGT001不存在或不是货代')).toBeVisible();
  await expect(input(edit, '收件单位代码')).toHaveValue('AGT001');
  await expect(agent.getByText('系统异常')).toHaveCount(0);
  await expect(agent).toHaveURL(/\/shipToAdd$/);
  await agent.screenshot({ path: `${shots}/arrival-form-1440.png`, fullPage: true });
  await input(edit, '收件单位代码').fill('FWD001');
  await agent.getByRole('button', { name: '保存' }).click();
  await expect(agent).toHaveURL(/\/shipToSend\/detail\?id=\d+/);
  const id = new URL(agent.url()).searchParams.get('id')!;
  const head = agent.locator('.console-detail-head:visible');
  await expect(head).toContainText('草稿');
  await expect(agent.locator('.console-detail:visible')).toContainText('2026-11-24 05:40');

  // Sent: the forwarder's bell counts it live and the notice opens for it.
  const forwarderBell = await bellCount(forwarder);
  await act(agent, agent, '发送');
  await expect(head).toContainText('已发送');
  await expect(agent.getByRole('button', { name: '修改', exact: true })).toHaveCount(0);
  await expect.poll(() => bellCount(forwarder), { timeout: 15_000 }).toBeGreaterThan(forwarderBell);

  const agentBell = await bellCount(agent);
  await forwarder.goto(`/new/shipToSend/detail?id=${id}`);
  const fhead = forwarder.locator('.console-detail-head:visible');
  await expect(fhead).toContainText('已发送');
  await expect(forwarder.locator('.console-detail:visible')).toContainText('1,268');
  await act(forwarder, forwarder, '确认收到');
  await expect(fhead).toContainText('已确认');
  await expect.poll(() => bellCount(agent), { timeout: 15_000 }).toBeGreaterThan(agentBell);
  await agent.reload();
  await expect(head).toContainText('已确认');
  await agent.screenshot({ path: `${shots}/arrival-detail-1440.png`, fullPage: true });
  await agent.context().close();
  await forwarder.context().close();
});

test('both lists and forms at 390 px stay inside the screen', async ({ page }) => {
  test.setTimeout(90_000);
  mkdirSync(shots, { recursive: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO.forwarder);
  for (const [path, name] of [['/new/JxTzShipApply', 'shipchange-list'], ['/new/JxTzShipApplyForm/add', 'shipchange-form'], ['/new/shipToSend', 'arrival-list']] as const) {
    await page.goto(path);
    await dismissNotices(page);
    await expect(page.locator(name.endsWith('form') ? '.entity-form' : 'tbody tr.arco-table-tr').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${shots}/${name}-390.png`, fullPage: true });
  }
});
