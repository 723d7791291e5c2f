/**
 * Wheeled machinery (issue 15, SPEC §2.8 wmm), each party in a browser of its own: the fleet registers a reach
 * stacker with its photo and inspection certificate (a VIN with a wrong check digit is refused on the field) and
 * submits; the platform reviewer's bell counts it live and the reviewer approves it; the fleet's list shows the machine
 * registered with its in-port plate live; the fleet applies for a plate re-issue (the fee held from its prepayment),
 * the reviewer approves it (a new plate document number), the fee shows settled on the fleet's ledger screen and the
 * fleet applies for its invoice through the ledger's invoicing. The list's "expiring in 30 days" filter. Screenshots
 * at 1440 and 390 px.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, Locator, Page } from '@playwright/test';
import { DEMO, expect, signIn, test } from '../fixtures';
import { dismissNotices } from '../trucking/helpers';
import { bellCount, item, rows } from '../entity-helpers';

const shots = process.env.E2E_SHOTS ?? '/tmp/wmm-shots';
const LIST = '/new/wmm/machines';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** ISO 3779 check digit (e2e does not import the SDK's rule). */
function withCheckDigit(vin: string): string {
  const values: Record<string, number> = { A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8, J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9, S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9 };
  const weights = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += (/\d/.test(vin[i]!) ? Number(vin[i]) : values[vin[i]!]!) * weights[i]!;
  const digit = sum % 11 === 10 ? 'X' : String(sum % 11);
  return `${vin.slice(0, 8)}${digit}${vin.slice(9)}`;
}

const input = (scope: Locator, label: string) => item(scope, label).locator('input:not([type=file]), textarea').first();

async function choose(scope: Locator, label: string, option: string) {
  await item(scope, label).locator('.arco-select').click();
  await scope.page().locator('.arco-select-popup:visible .arco-select-option', { hasText: option }).first().click();
}

async function day(scope: Locator, label: string, value: string) {
  await input(scope, label).click();
  await input(scope, label).fill(value);
  await input(scope, label).press('Enter');
}

async function party(browser: Browser, mobile: string, width = 1440): Promise<Page> {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signIn(page, mobile);
  return page;
}

async function act(page: Page, name: string) {
  await page.getByRole('button', { name, exact: true }).first().click();
  await page.locator('.arco-modal:visible').getByRole('button', { name: '确定' }).click();
}

test('the fleet registers a machine, the port approves it live, the plate is re-issued for a fee settled on the ledger, and its invoice is applied for', async ({ browser }) => {
  test.setTimeout(240_000);
  mkdirSync(shots, { recursive: true });
  const serial = String(Date.now() % 1_000_000).padStart(6, '0');
  const vin = withCheckDigit(`LKM7X25A0P1${serial}`);
  const wrong = `${vin.slice(0, 8)}${vin[8] === '1' ? '2' : '1'}${vin.slice(9)}`;
  const year = new Date().getFullYear();

  const reviewer = await party(browser, DEMO.admin);
  await reviewer.goto(LIST);
  await dismissNotices(reviewer);
  await expect(rows(reviewer).first()).toBeVisible();
  const reviewerBell = await bellCount(reviewer);

  const fleet = await party(browser, DEMO.fleet);
  await fleet.goto(LIST);
  await dismissNotices(fleet);
  await expect(rows(fleet).first()).toBeVisible();
  // The seeded tractor whose inspection runs out within 30 days is flagged in the list.
  await expect(rows(fleet).filter({ hasText: '30天内到期' }).first()).toBeVisible();
  await fleet.screenshot({ path: `${shots}/machines-1440.png`, fullPage: true });
  await fleet.getByRole('button', { name: '新增' }).click();
  await expect(fleet).toHaveURL(/\/wmm\/machineForm$/);

  const edit = fleet.locator('.entity-form');
  await choose(edit, '机械类型', '正面吊');
  await input(edit, '品牌').fill('卡尔玛');
  await input(edit, '型号').fill('DRG450-65S5');
  await input(edit, '发动机号').fill(`QSM11-${serial}`);
  await input(edit, '车架号/VIN').fill(wrong);
  await input(edit, '出厂年份').fill('2021');
  await day(edit, '年检到期日', `${year + 1}-03-31`);
  await day(edit, '保险到期日', `${year + 1}-06-30`);
  await item(edit, '机械照片').locator('input[type=file]').setInputFiles({ name: 'stacker.png', mimeType: 'image/png', buffer: PNG });
  await expect(item(edit, '机械照片')).toContainText('stacker.png');
  await item(edit, '年检合格证明').locator('input[type=file]').setInputFiles({ name: 'inspection.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(item(edit, '年检合格证明')).toContainText('inspection.pdf');

  // The VIN's check digit is wrong: the form names the digit it should be and keeps what was typed.
  await fleet.getByRole('button', { name: '保存' }).click();
  await expect(item(edit, '车架号/VIN').locator('.arco-form-message')).toHaveText(`VIN校验位不正确（第9位应为 ${vin[8]}）`);
  await expect(input(edit, '型号')).toHaveValue('DRG450-65S5');
  await input(edit, '车架号/VIN').fill(vin);
  await fleet.screenshot({ path: `${shots}/machine-form-1440.png`, fullPage: true });
  await fleet.getByRole('button', { name: '保存' }).click();
  await expect(fleet).toHaveURL(/\/wmm\/detail\?id=\d+/);
  const id = new URL(fleet.url()).searchParams.get('id')!;
  const head = fleet.locator('.console-detail-head:visible');
  await expect(head).toContainText('草稿');
  await act(fleet, '提交登记');
  await expect(head).toContainText('待审核');
  const machineNo = (await head.innerText()).match(/JX\d{12}/)![0];

  // The fleet watches its list; the reviewer's bell counts the submission live and the reviewer approves.
  await fleet.goto(LIST);
  const mine = rows(fleet).filter({ hasText: machineNo });
  await expect(mine).toContainText('待审核', { timeout: 30_000 });
  const fleetBell = await bellCount(fleet);
  await expect.poll(() => bellCount(reviewer), { timeout: 20_000 }).toBeGreaterThan(reviewerBell);
  await reviewer.goto(`/new/wmm/detail?id=${id}`);
  const reviewHead = reviewer.locator('.console-detail-head:visible');
  await expect(reviewHead).toContainText('待审核');
  await expect(reviewer.getByRole('link', { name: /^查看文件/ })).toHaveCount(2);
  await reviewer.screenshot({ path: `${shots}/machine-review-1440.png`, fullPage: true });
  await act(reviewer, '审核通过');
  await expect(reviewHead).toContainText('已登记');
  const plate = (await reviewer.getByRole('region', { name: '港内号牌' }).innerText()).match(/港-A\d{4}/)![0];

  // Live on the fleet's side: the bell counts the approval, the list shows the machine registered with its plate.
  await expect.poll(() => bellCount(fleet), { timeout: 20_000 }).toBeGreaterThan(fleetBell);
  await expect(mine).toContainText('已登记', { timeout: 20_000 });
  await expect(mine).toContainText(plate);

  // The plate re-issue: the fleet applies on the licenseRemake screen's machine, with the reason; the fee is held.
  await fleet.goto('/new/wmm/licenseRemake');
  await expect(rows(fleet).filter({ hasText: plate })).toHaveCount(1);
  await fleet.screenshot({ path: `${shots}/license-remake-1440.png`, fullPage: true });
  await fleet.goto(`/new/wmm/detail?id=${id}`);
  const reviewerBell2 = await bellCount(reviewer);
  await fleet.getByRole('button', { name: '申请补办牌证', exact: true }).click();
  const dialog = fleet.locator('.arco-modal:visible');
  await expect(dialog).toContainText('200.00');
  await choose(dialog, '补办原因', '损毁');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(head).toContainText('补办审核中');
  const firstLicence = (await fleet.getByRole('region', { name: '港内号牌' }).innerText()).match(/PZ\d{12}/)![0];
  const fleetBell2 = await bellCount(fleet);

  await expect.poll(() => bellCount(reviewer), { timeout: 20_000 }).toBeGreaterThan(reviewerBell2);
  await reviewer.reload();
  await expect(reviewHead).toContainText('补办审核中');
  await act(reviewer, '同意补办');
  await expect(reviewHead).toContainText('已登记');

  await expect.poll(() => bellCount(fleet), { timeout: 20_000 }).toBeGreaterThan(fleetBell2);
  await fleet.reload();
  await expect(head).toContainText('已登记');
  const plateSection = fleet.getByRole('region', { name: '港内号牌' });
  await expect(plateSection).toContainText(plate);
  await expect(plateSection).toContainText('损毁');
  await expect(plateSection).not.toContainText(firstLicence);
  await fleet.screenshot({ path: `${shots}/machine-detail-1440.png`, fullPage: true });

  // The fee on the fleet's ledger screen: held, then settled, under the re-issue's business key.
  await fleet.goto('/new/ledger/account');
  const feeKey = `${machineNo}-R1`;
  await expect(rows(fleet).filter({ hasText: feeKey }).filter({ hasText: '结算' })).toHaveCount(1);
  await expect(rows(fleet).filter({ hasText: feeKey }).first()).toContainText('200.00');

  // The invoice of the paid fee: the ledger's invoice application, opened from the machine with the fee ticked.
  await fleet.goto(`/new/wmm/detail?id=${id}`);
  await fleet.getByRole('button', { name: '申请开票', exact: true }).click();
  await expect(fleet).toHaveURL(/\/wmm\/invoiceCreate\?businessType=WMM&key=/);
  const apply = fleet.getByRole('button', { name: '申请开票 (¥ 200.00)' });
  await expect(apply).toBeEnabled();
  await fleet.screenshot({ path: `${shots}/invoice-create-1440.png`, fullPage: true });
  await apply.click();
  await expect(fleet).toHaveURL(/\/wmm\/invoiceDetail\?id=\d+/);
  await expect(fleet.locator('body')).toContainText('待开具');
  await expect(fleet.locator('body')).toContainText('200.00');

  // The list's inspection filter and the screens at 390 px.
  const phone = await party(browser, DEMO.fleet, 390);
  await phone.goto(LIST);
  await dismissNotices(phone);
  await expect(rows(phone).first()).toBeVisible();
  await phone.screenshot({ path: `${shots}/machines-390.png`, fullPage: true });
  await phone.goto(`/new/wmm/detail?id=${id}`);
  await expect(phone.locator('.console-detail-head:visible')).toContainText('已登记');
  await phone.screenshot({ path: `${shots}/machine-detail-390.png`, fullPage: true });
  await phone.goto('/new/wmm/licenseRemake');
  await expect(rows(phone).first()).toBeVisible();
  await phone.screenshot({ path: `${shots}/license-remake-390.png`, fullPage: true });
});
