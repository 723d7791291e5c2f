/**
 * 外地港重箱进场 (SPEC §2.8 addInWeightApplyWt): the branch release mechanism's variant, each party in a browser of
 * its own: the forwarder applies (a seal count unlike the container count is refused in the form) and submits; the
 * local terminal, on 重箱进场审核, rejects with a reason; the forwarder's open detail turns 已驳回 live, with the
 * reason on the timeline; the forwarder edits and resubmits; the terminal approves.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { DEMO, apiToken, expect, signIn, test } from '../fixtures';
import { dismissNotices } from '../trucking/helpers';
import { ctn, input, item, rows } from '../entity-helpers';

const shots = process.env.E2E_SHOTS ?? '/tmp/wentai-shots';
const TERMINAL = '13800000006';
const form = (page: Page) => page.locator('.entity-form');
const search = (page: Page) => page.locator('.console-list-page:visible');

async function party(browser: Browser, mobile: string): Promise<Page> {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signIn(page, mobile);
  return page;
}

async function act(page: Page, name: string) {
  await page.getByRole('button', { name, exact: true }).first().click();
  await page.locator('.arco-modal:visible').getByRole('button', { name: '确定' }).click();
}

test('laden entry: apply → terminal rejects with a reason (forwarder sees it live) → edit and resubmit → approved', async ({ browser }) => {
  test.setTimeout(300_000);
  mkdirSync(shots, { recursive: true });
  const blNo = `SHALE${Date.now().toString(36).slice(-6).toUpperCase()}`;
  const forwarder = await party(browser, DEMO.forwarder);
  const token = await apiToken(forwarder, DEMO.forwarder);
  const voyages = (await (await forwarder.request.get('/new/api/vessel/voyages', { headers: { authorization: `Bearer ${token}` }, params: { pageSize: 1 } })).json()) as {
    result: { data: Array<{ vesselName: string }> };
  };
  const vesselName = voyages.result.data[0]!.vesselName;
  const first = ctn('EGHU', 741001);
  const second = ctn('OOLU', 741002);

  await forwarder.goto('/new/wentai/addInWeightApplyWt');
  await dismissNotices(forwarder);
  await expect(rows(forwarder).first()).toBeVisible();
  await forwarder.screenshot({ path: `${shots}/laden-list-1440.png`, fullPage: true });
  await forwarder.getByRole('button', { name: '新增' }).click();
  await expect(forwarder).toHaveURL(/\/wentai\/ladenEntryForm$/);
  const edit = form(forwarder);
  await input(edit, '起运港').fill('CNSHA');
  await item(edit, '船名航次').locator('.arco-select').click();
  await item(edit, '船名航次').locator('input').fill(vesselName.split(' (')[0]!);
  await forwarder.locator('.arco-select-option:visible').first().click();
  await input(edit, '提单号').fill(blNo);
  await input(edit, '箱号').fill(`${first},${second}`);
  await item(edit, '尺寸箱型').locator('.arco-select').click();
  await forwarder.locator('.arco-select-option:visible', { hasText: '40HC' }).first().click();
  await input(edit, '铅封号').fill('SL741001');
  await input(edit, '箱货毛重(kg)').fill('21500,18250');
  await forwarder.getByRole('button', { name: '保存' }).click();
  await expect(item(edit, '铅封号').locator('.arco-form-message')).toContainText('铅封号个数应与箱量一致（2个）');
  await forwarder.screenshot({ path: `${shots}/laden-form-1440.png`, fullPage: true });
  await input(edit, '铅封号').fill('SL741001,SL741002');
  await forwarder.getByRole('button', { name: '保存' }).click();
  await expect(forwarder).toHaveURL(/\/wentai\/ladenEntryDetail\?id=\d+/);
  const head = forwarder.locator('.console-detail-head:visible');
  await expect(head).toContainText('草稿');
  await expect(forwarder.locator('text=39,750 >> visible=true').first()).toBeVisible();
  await act(forwarder, '提交');
  await expect(head).toContainText('待审核');

  // The local terminal audits on 重箱进场审核 (the same list).
  const terminal = await party(browser, TERMINAL);
  await terminal.goto('/new/wentai/viewInWeightApplyWtAudit');
  await dismissNotices(terminal);
  await input(search(terminal), '提单号').fill(blNo);
  await terminal.getByRole('button', { name: '查询' }).click();
  await expect(rows(terminal)).toHaveCount(1);
  const row = rows(terminal).first();
  await expect(row.getByText('待审核')).toBeVisible();
  await row.getByRole('button', { name: '驳回' }).click();
  const dialog = terminal.locator('.arco-modal:visible');
  await dialog.locator('textarea').fill('第2箱铅封号与装箱单不符');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(row.getByText('已驳回')).toBeVisible();

  // Live: the forwarder's open detail turns 已驳回 without a reload, the reason on the timeline.
  await expect(head).toContainText('已驳回');
  await expect(forwarder.locator('.entity-history .arco-timeline-item').first()).toContainText('第2箱铅封号与装箱单不符');
  await forwarder.getByRole('button', { name: '修改' }).click();
  await expect(forwarder).toHaveURL(/\/wentai\/ladenEntryForm\?id=\d+/);
  await expect(input(edit, '提单号')).toHaveValue(blNo);
  await input(edit, '铅封号').fill('SL741001,SL741012');
  await forwarder.getByRole('button', { name: '保存' }).click();
  await expect(forwarder).toHaveURL(/\/wentai\/ladenEntryDetail\?id=\d+/);
  await act(forwarder, '重新提交');
  await expect(head).toContainText('待审核');

  await terminal.getByRole('button', { name: '查询' }).click();
  await expect(rows(terminal).first().getByText('待审核')).toBeVisible();
  await rows(terminal).first().getByRole('button', { name: '审核通过' }).click();
  await terminal.locator('.arco-modal:visible').getByRole('button', { name: '确定' }).click();
  await expect(rows(terminal).first().getByText('已放行')).toBeVisible();
  await expect(head).toContainText('已放行');
  await expect(forwarder.getByRole('button', { name: /^(提交|重新提交|作废|修改)$/ })).toHaveCount(0);
  await forwarder.screenshot({ path: `${shots}/laden-detail-1440.png`, fullPage: true });
  await forwarder.context().close();
  await terminal.context().close();
});

test('laden entry at 390 px: the list scrolls in its frame, the form is one column', async ({ page }) => {
  test.setTimeout(120_000);
  mkdirSync(shots, { recursive: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO.forwarder);
  await page.goto('/new/wentai/addInWeightApplyWt');
  await dismissNotices(page);
  await expect(rows(page).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${shots}/laden-list-390.png`, fullPage: true });
  await page.goto('/new/wentai/ladenEntryForm');
  await expect(item(form(page), '铅封号')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${shots}/laden-form-390.png`, fullPage: true });
});
