/**
 * 支线港放箱 (/wentai) on the shared entity pages, each party in a browser of its own: the forwarder applies
 * (a bad check digit is refused in the form with SPEC §5's words) and submits; the terminal of the branch port,
 * on its per-port audit screen (the same list with the port as its filter), rejects with a reason; the
 * forwarder reads the reason on the timeline, edits and resubmits; the terminal approves.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, Locator, Page } from '@playwright/test';
import { DEMO, apiToken, expect, signIn, test } from '../fixtures';
import { dismissNotices } from '../trucking/helpers';
import { rows, ctn } from '../entity-helpers';

const shots = process.env.E2E_SHOTS ?? '/tmp/wentai-shots';
const TERMINAL = '13800000006';

const item = (scope: Page | Locator, label: string) =>
  scope.locator('.arco-form-item').filter({ has: ('page' in scope ? scope.page() : scope).locator('.arco-form-label-item', { hasText: new RegExp(`^[\\s*]*${label}[\\s*]*$`) }) });
const input = (scope: Page | Locator, label: string) => item(scope, label).locator('input, textarea').first();
const form = (page: Page) => page.locator('.entity-form');
const search = (page: Page) => page.locator('.console-list-page:visible');

/** A container number with its ISO 6346 check digit. */

async function pick(page: Page, scope: Locator, label: string, option: string | RegExp) {
  await item(scope, label).locator('.arco-select').click();
  await page.locator('.arco-select-option:visible', { hasText: option }).first().click();
}

async function party(browser: Browser, mobile: string): Promise<Page> {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signIn(page, mobile);
  return page;
}

async function act(page: Page, name: string) {
  await page.getByRole('button', { name, exact: true }).first().click();
  const modal = page.locator('.arco-modal:visible');
  await modal.getByRole('button', { name: '确定' }).click();
}

test('forwarder applies → terminal rejects with a reason → forwarder edits and resubmits → terminal approves', async ({ browser }) => {
  test.setTimeout(300_000);
  mkdirSync(shots, { recursive: true });
  const blNo = `NGBE2E${Date.now().toString(36).slice(-6).toUpperCase()}`;
  const forwarder = await party(browser, DEMO.forwarder);
  const token = await apiToken(forwarder, DEMO.forwarder);
  const voyages = (await (await forwarder.request.get('/new/api/vessel/voyages', { headers: { authorization: `Bearer ${token}` }, params: { pageSize: 1 } })).json()) as {
    result: { data: Array<{ vesselName: string }> };
  };
  const vesselName = voyages.result.data[0]!.vesselName;

  // The list (放箱操作) with the seeded applications, then the form.
  await forwarder.goto('/new/wentai/addBranchVoyageApply');
  await dismissNotices(forwarder);
  await expect(rows(forwarder).first()).toBeVisible();
  await forwarder.screenshot({ path: `${shots}/wentai-list-1440.png`, fullPage: true });
  await forwarder.getByRole('button', { name: '新增' }).click();
  await expect(forwarder).toHaveURL(/\/wentai\/branchReleaseForm$/);
  const edit = form(forwarder);
  await pick(forwarder, edit, '支线港', '大榭 CNDTU');
  await item(edit, '船名航次').locator('.arco-select').click();
  await item(edit, '船名航次').locator('input').fill(vesselName.split(' (')[0]!);
  await forwarder.locator('.arco-select-option:visible').first().click();
  await input(edit, '提单号').fill(blNo);
  const first = ctn('MSKU', 731001);
  const wrong = `${first.slice(0, 10)}${(Number(first.slice(10)) + 1) % 10}`;
  await input(edit, '箱号').fill(`${ctn('TGHU', 731002)},${wrong}`);
  await pick(forwarder, edit, '尺寸箱型', '40HC');
  await pick(forwarder, edit, '空重', '重箱');
  await forwarder.getByRole('button', { name: '保存' }).click();
  await expect(item(edit, '箱号').locator('.arco-form-message')).toContainText('第2个箱号校验位不正确，请填写正确的箱号');
  await forwarder.screenshot({ path: `${shots}/wentai-form-1440.png`, fullPage: true });
  await input(edit, '箱号').fill(`${ctn('TGHU', 731002)},${first}`);
  await forwarder.getByRole('button', { name: '保存' }).click();
  await expect(forwarder).toHaveURL(/\/wentai\/branchReleaseDetail\?id=\d+/);
  const head = forwarder.locator('.console-detail-head:visible');
  await expect(head).toContainText('草稿');
  await act(forwarder, '提交');
  await expect(head).toContainText('待审核');
  // While the terminal audits, the application is locked: no edit button.
  await expect(forwarder.getByRole('button', { name: '修改', exact: true })).toHaveCount(0);

  // The terminal, on the per-port audit screen: the list filtered to 大榭.
  const terminal = await party(browser, TERMINAL);
  await terminal.goto('/new/wentai/viewBranchVoyageAuditCndtu');
  await dismissNotices(terminal);
  await input(search(terminal), '提单号').fill(blNo);
  await terminal.getByRole('button', { name: '查询' }).click();
  await expect(rows(terminal)).toHaveCount(1);
  const row = rows(terminal).first();
  await expect(row.getByText('待审核')).toBeVisible();
  await row.getByRole('button', { name: '驳回' }).click();
  const dialog = terminal.locator('.arco-modal:visible');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.locator('.arco-form-message')).not.toBeEmpty();
  await dialog.locator('textarea').fill('箱号与舱单不符，请核对');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(row.getByText('已驳回')).toBeVisible();

  // The forwarder reads the reason on the timeline, edits and resubmits.
  await forwarder.reload();
  await expect(head).toContainText('已驳回');
  const timeline = forwarder.locator('.entity-history');
  await expect(timeline.locator('.arco-timeline-item').first()).toContainText('箱号与舱单不符，请核对');
  await forwarder.getByRole('button', { name: '修改' }).click();
  await expect(forwarder).toHaveURL(/\/wentai\/branchReleaseForm\?id=\d+/);
  await expect(input(edit, '提单号')).toHaveValue(blNo);
  await input(edit, '箱号').fill(first);
  await forwarder.getByRole('button', { name: '保存' }).click();
  await expect(forwarder).toHaveURL(/\/wentai\/branchReleaseDetail\?id=\d+/);
  await act(forwarder, '重新提交');
  await expect(head).toContainText('待审核');

  // The terminal approves; the forwarder sees 已放行.
  await terminal.getByRole('button', { name: '查询' }).click();
  await expect(rows(terminal).first().getByText('待审核')).toBeVisible();
  await rows(terminal).first().getByRole('button', { name: '审核通过' }).click();
  await terminal.locator('.arco-modal:visible').getByRole('button', { name: '确定' }).click();
  await expect(rows(terminal).first().getByText('已放行')).toBeVisible();
  await forwarder.reload();
  await expect(head).toContainText('已放行');
  await expect(forwarder.getByRole('button', { name: /^(提交|重新提交|作废|修改)$/ })).toHaveCount(0);
  await forwarder.screenshot({ path: `${shots}/wentai-detail-1440.png`, fullPage: true });
  await forwarder.context().close();
  await terminal.context().close();
});

test('branch release at 390 px: the list scrolls in its frame, the form is one column', async ({ page }) => {
  test.setTimeout(120_000);
  mkdirSync(shots, { recursive: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO.forwarder);
  await page.goto('/new/wentai/branchVoyageApplyByCNDMY');
  await dismissNotices(page);
  await expect(rows(page).first()).toBeVisible();
  await expect(rows(page).first()).toContainText('大麦屿');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${shots}/wentai-list-390.png`, fullPage: true });
  await page.goto('/new/wentai/branchReleaseForm');
  await expect(item(form(page), '提单号')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${shots}/wentai-form-390.png`, fullPage: true });
});
