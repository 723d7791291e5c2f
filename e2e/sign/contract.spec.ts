/**
 * Signing and contracts (issue 15, signApply / signMessageDetail), each party in a browser of its own: the forwarder
 * applies for a monthly settlement with a supporting file and submits; the platform reviewer's bell counts it live,
 * the reviewer approves it with a credit limit (the contract is written and sealed); the forwarder's open detail
 * turns to "awaiting countersignature" live, the forwarder countersigns (the reviewer's bell counts it), downloads
 * the PDF — its text names both parties, the contract number and the SHA-256 the detail shows — and the
 * verification on the page answers genuine. Screenshots at 1440 and 390 px.
 */
import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { Browser, Locator, Page } from '@playwright/test';
import { DEMO, expect, signIn, test } from '../fixtures';
import { dismissNotices } from '../trucking/helpers';
import { bellCount, item, rows } from '../entity-helpers';

const shots = process.env.E2E_SHOTS ?? '/tmp/sign-shots';
const LIST = '/new/sign/signApply';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

const input = (scope: Locator, label: string) => item(scope, label).locator('input:not([type=file]), textarea').first();

async function choose(scope: Locator, label: string, option: string) {
  await item(scope, label).locator('.arco-select').click();
  await scope.page().locator('.arco-select-popup:visible .arco-select-option', { hasText: option }).first().click();
}

async function pickDate(scope: Locator, label: string, day: string) {
  await input(scope, label).click();
  await input(scope, label).fill(day);
  await input(scope, label).press('Enter');
}

async function party(browser: Browser, mobile: string, width = 1440): Promise<Page> {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width, height: 900 }, acceptDownloads: true });
  const page = await context.newPage();
  await signIn(page, mobile);
  return page;
}

async function act(page: Page, name: string, fill?: (modal: Locator) => Promise<void>) {
  await page.getByRole('button', { name, exact: true }).first().click();
  const modal = page.locator('.arco-modal:visible');
  if (fill) await fill(modal);
  await modal.getByRole('button', { name: '确定' }).click();
}

/** The text of the PDF's strings (UCS-2 hex in its uncompressed content stream, as the server writes them). */
function pdfText(pdf: Buffer): string {
  return [...pdf.toString('latin1').matchAll(/<([0-9a-f]+)> Tj/g)]
    .map((m) => m[1]!.match(/.{4}/g)!.map((h) => String.fromCharCode(parseInt(h, 16))).join(''))
    .join('\n');
}

/** The value beside a label of the detail's descriptions (label and value are cells of one row). */
const value = (page: Page, label: string) =>
  page.locator('.arco-descriptions-item-label', { hasText: new RegExp(`^${label.replace(/[()]/g, '\\$&')}$`) }).first().locator('xpath=following-sibling::*[1]');

test('the forwarder applies, the platform approves live, the forwarder countersigns and downloads a contract whose digest verifies', async ({ browser }) => {
  test.setTimeout(180_000);
  mkdirSync(shots, { recursive: true });
  const year = new Date().getFullYear() + 1;

  // The reviewer (platform staff) watches its bell on the list.
  const reviewer = await party(browser, DEMO.admin);
  await reviewer.goto(LIST);
  await dismissNotices(reviewer);
  await expect(rows(reviewer).first()).toBeVisible();
  const reviewerBell = await bellCount(reviewer);

  const forwarder = await party(browser, DEMO.forwarder);
  await forwarder.goto(LIST);
  await dismissNotices(forwarder);
  await expect(rows(forwarder).filter({ hasText: '已签署' }).first()).toBeVisible();
  await forwarder.screenshot({ path: `${shots}/sign-list-1440.png`, fullPage: true });
  await forwarder.getByRole('button', { name: '新增' }).click();
  await expect(forwarder).toHaveURL(/\/sign\/signApplyForm$/);

  const form = forwarder.locator('.entity-form');
  await choose(form, '协议类型', '月结协议');
  await input(form, '联系人').fill('张经理');
  await input(form, '联系电话').fill('13800000002');
  await pickDate(form, '期望生效日', `${year}-03-01`);
  await pickDate(form, '期望到期日', `${year}-01-31`);
  await input(form, '备注').fill('申请开通月结，附营业执照');
  await item(form, '证明材料').locator('input[type=file]').setInputFiles({ name: 'licence.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(item(form, '证明材料')).toContainText('licence.pdf');
  // A term that runs backwards: the form says so on the field and keeps what was typed.
  await forwarder.getByRole('button', { name: '保存' }).click();
  await expect(item(form, '期望到期日').locator('.arco-form-message')).toHaveText('期望到期日须晚于期望生效日');
  await expect(input(form, '联系人')).toHaveValue('张经理');
  await pickDate(form, '期望到期日', `${year + 1}-02-28`);
  await forwarder.screenshot({ path: `${shots}/sign-form-1440.png`, fullPage: true });
  await forwarder.getByRole('button', { name: '保存' }).click();
  await expect(forwarder).toHaveURL(/\/sign\/signMessageDetail\?id=\d+/);
  const id = new URL(forwarder.url()).searchParams.get('id')!;
  const head = forwarder.locator('.console-detail-head:visible');
  await expect(head).toContainText('草稿');
  const applyNo = (await head.innerText()).match(/SQ\d{12}/)![0];
  await act(forwarder, '提交申请');
  await expect(head).toContainText('待审核');
  const forwarderBell = await bellCount(forwarder);

  // The reviewer's bell and list show it live; the reviewer approves with a credit limit.
  await expect.poll(() => bellCount(reviewer), { timeout: 20_000 }).toBeGreaterThan(reviewerBell);
  // The open list has reloaded on the notice: the application is there without a reload of the page.
  await expect(rows(reviewer).filter({ hasText: applyNo })).toHaveCount(1, { timeout: 20_000 });
  await rows(reviewer).filter({ hasText: applyNo }).getByText(applyNo).click();
  await expect(reviewer).toHaveURL(new RegExp(`/sign/signMessageDetail\\?id=${id}`));
  const reviewHead = reviewer.locator('.console-detail-head:visible');
  await expect(reviewHead).toContainText('待审核');
  await expect(reviewer.getByRole('link', { name: /^查看文件/ })).toHaveCount(1);
  const reviewerBellAfter = await bellCount(reviewer);
  await act(reviewer, '审核通过', async (modal) => {
    await modal.locator('.arco-form-item', { hasText: '信用额度（元）' }).locator('input').fill('300000');
  });
  await expect(reviewHead).toContainText('待乙方签署');
  await reviewer.screenshot({ path: `${shots}/sign-approved-1440.png`, fullPage: true });

  // The forwarder's bell counts the approval and its open detail turns live; it countersigns.
  await expect.poll(() => bellCount(forwarder), { timeout: 20_000 }).toBeGreaterThan(forwarderBell);
  await expect(head).toContainText('待乙方签署', { timeout: 20_000 });
  const contractNo = (await value(forwarder, '合同编号').innerText()).trim();
  expect(contractNo).toMatch(/^HT\d{12}$/);
  await expect(value(forwarder, '信用额度（元）')).toContainText('300');
  await act(forwarder, '签署合同');
  await expect(head).toContainText('已签署');
  await expect(value(forwarder, '乙方签署人')).toHaveText('货代张经理');
  await expect.poll(() => bellCount(reviewer), { timeout: 20_000 }).toBeGreaterThan(reviewerBellAfter);
  await expect(reviewHead).toContainText('已签署', { timeout: 20_000 });

  // The timeline names each step; the PDF names both parties, the number and the digest.
  const timeline = forwarder.locator('section[aria-label="操作记录"]');
  await expect(timeline).toContainText('提交申请');
  await expect(timeline).toContainText('审核通过');
  const hash = (await value(forwarder, '合同摘要(SHA-256)').innerText()).trim();
  expect(hash).toMatch(/^[0-9a-f]{64}$/);
  const [download] = await Promise.all([forwarder.waitForEvent('download'), forwarder.getByRole('button', { name: '下载合同' }).click()]);
  expect(download.suggestedFilename()).toBe(`${contractNo}.pdf`);
  const text = pdfText(await readFile((await download.path())!));
  for (const want of ['港口社区运营中心', '宁港国际货运代理有限公司', contractNo, hash, '300,000', '货代张经理']) expect(text).toContain(want);

  // The verification on the page answers genuine for this number and digest, and not for an altered digest.
  const verify = forwarder.getByTestId('sign-verify');
  await verify.getByRole('button', { name: '验真' }).click();
  await expect(verify.locator('.arco-alert')).toContainText(`合同真实有效：${contractNo}（已签署）`);
  await verify.getByLabel('合同摘要').fill(`${hash.slice(0, -1)}${hash.endsWith('0') ? '1' : '0'}`);
  await verify.getByRole('button', { name: '验真' }).click();
  await expect(verify.locator('.arco-alert')).toContainText('未找到与该编号和摘要相符的合同');
  await forwarder.screenshot({ path: `${shots}/sign-detail-1440.png`, fullPage: true });

  // The phone-width detail of the same contract.
  const narrow = await party(browser, DEMO.forwarder, 390);
  await narrow.goto(`/new/sign/signMessageDetail?id=${id}`);
  await dismissNotices(narrow);
  await expect(narrow.locator('.console-detail-head:visible')).toContainText('已签署');
  await narrow.screenshot({ path: `${shots}/sign-detail-390.png`, fullPage: true });
  await narrow.goto(LIST);
  await expect(rows(narrow).first()).toBeVisible();
  await narrow.screenshot({ path: `${shots}/sign-list-390.png`, fullPage: true });
});
