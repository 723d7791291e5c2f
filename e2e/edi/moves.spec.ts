/**
 * The EDI entry without EDI_URL (issue 15): the forwarder's EDI平台 lists its own gate moves (its bookings'
 * containers), filters them, and the terminal's gate-out recorded in its own browser shows up on the next search;
 * the filter downloads as one CODECO interchange and as CSV. Screenshots at 1440 and 390 px.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { DEMO, apiToken, expect, signIn, test } from '../fixtures';
import { dismissNotices } from '../trucking/helpers';

const shots = process.env.E2E_SHOTS ?? '/tmp/edi-shots';
const TERMINAL = '13800000006';

async function party(browser: Browser, mobile: string, width = 1440): Promise<Page> {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width, height: width > 500 ? 900 : 844 } });
  const page = await context.newPage();
  await signIn(page, mobile);
  return page;
}

const field = (page: Page, label: string) => page.locator('.arco-form-item', { has: page.locator('.arco-form-label-item', { hasText: label }) });

test('the forwarder reads, filters and downloads its gate moves; the terminal’s gate-out joins them', async ({ browser }) => {
  test.setTimeout(120_000);
  mkdirSync(shots, { recursive: true });
  const forwarder = await party(browser, DEMO.forwarder);
  await forwarder.goto('/new/edi');
  await dismissNotices(forwarder);
  const rows = forwarder.locator('tbody tr.arco-table-tr');
  await expect(rows.first()).toBeVisible();
  await expect(forwarder.getByText('箱动态报文')).toBeVisible();
  await expect(forwarder.locator('iframe')).toHaveCount(0);
  await forwarder.screenshot({ path: `${shots}/edi-moves-1440.png`, fullPage: true });

  // Gate-in only.
  await field(forwarder, '进出闸').locator('.arco-select').click();
  await forwarder.locator('.arco-select-option', { hasText: '进闸' }).click();
  await forwarder.getByRole('button', { name: '查询' }).click();
  await expect(rows.first()).toContainText('进闸');
  await expect(rows.filter({ hasText: '出闸' })).toHaveCount(0);
  const first = rows.first();
  const containerNo = (await first.locator('td').first().innerText()).trim();
  const billNo = (await first.locator('td').nth(7).innerText()).trim();
  expect(containerNo).toMatch(/^[A-Z]{4}\d{7}$/);

  // The terminal, in its own browser, records the container's gate-out.
  const terminal = await party(browser, TERMINAL);
  const token = await apiToken(terminal, TERMINAL);
  const recorded = await terminal.request.post('/new/api/open/gateMoves', {
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': `edi-e2e-${Date.now()}` },
    data: { containerNo, event: 'gateOut', emptyFull: 'F', billNo, truckLicense: '浙B99881' },
  });
  expect(recorded.ok()).toBe(true);

  await field(forwarder, '进出闸').locator('.arco-select').hover();
  await field(forwarder, '进出闸').locator('.arco-select-clear-icon').click();
  await field(forwarder, '箱号').locator('input').fill(containerNo);
  await forwarder.getByRole('button', { name: '查询' }).click();
  await expect(rows.filter({ hasText: '浙B99881' })).toHaveCount(1);
  await expect(rows.filter({ hasText: '浙B99881' })).toContainText('出闸');

  // Downloads of the current filter.
  const codecoDownload = forwarder.waitForEvent('download');
  await forwarder.getByRole('button', { name: '下载 CODECO' }).click();
  const codeco = await codecoDownload;
  expect(codeco.suggestedFilename()).toMatch(/^CODECO_FWD001_E\d{12}\.edi$/);
  const edi = readFileSync((await codeco.path())!, 'utf8');
  expect(edi).toContain('UNB+UNOW:4+PORTOP+FWD001+');
  expect(edi).toContain(`EQD+CN+${containerNo}+`);
  expect(edi).toContain("BGM+36+");
  // The truck's plate in C222 (element 8 of TDT), where D.95B puts the means of transport's identification.
  expect(edi).toContain('TDT+1++3+31++++浙B99881:146');
  const csvDownload = forwarder.waitForEvent('download');
  await forwarder.getByRole('button', { name: '下载 CSV' }).click();
  const csv = readFileSync((await (await csvDownload).path())!, 'utf8').replace(/^\uFEFF/, '').trim().split('\r\n');
  expect(csv[0]).toBe('箱号,尺寸箱型,空重,进出闸,时间,码头,箱主,提单/订舱号,车牌');
  expect(csv.filter((l) => l.includes('浙B99881'))).toHaveLength(1);

  const phone = await party(browser, DEMO.forwarder, 390);
  await phone.goto('/new/edi');
  await dismissNotices(phone);
  await expect(phone.locator('tbody tr.arco-table-tr').first()).toBeVisible();
  await phone.screenshot({ path: `${shots}/edi-moves-390.png`, fullPage: true });
});
