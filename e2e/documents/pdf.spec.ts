import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { DEMO, apiToken, expect, signIn, test } from '../fixtures';
import { pdfInfo, pdfToPngs } from './pdf-tools';

const OUT = resolve(import.meta.dirname, '../test-results/documents');
const FIXTURES = resolve(import.meta.dirname, 'fixtures');
mkdirSync(OUT, { recursive: true });

// The demo data holds a strong-reminder notice for the forwarder: its blocking modal is read when it shows.
test.beforeEach(async ({ page }) => {
  await page.addLocatorHandler(page.getByRole('button', { name: '已读' }), async (button) => {
    await button.click();
  });
});

async function firstDocument(page: Page, mobile: string, kind: string): Promise<{ id: string; number: string }> {
  const token = await apiToken(page, mobile);
  const res = await page.request.get('/new/api/documents/list', { headers: { authorization: `Bearer ${token}` }, params: { kind, pageSize: 5 } });
  const body = (await res.json()) as { result: { data: Array<{ id: string; number: string }> } };
  const doc = body.result.data[0];
  if (!doc) throw new Error(`no ${kind} for ${mobile}`);
  return doc;
}

test('an EIR exports to a one-page A4 PDF named after it, with header and footer', async ({ page }) => {
  const eir = await firstDocument(page, DEMO.forwarder, 'EIR');
  await signIn(page, DEMO.forwarder);
  await page.goto(`/new/weightManageDetail/EIRPdf?id=${eir.id}`);
  await expect(page.getByRole('heading', { name: '集装箱设备交接单' })).toBeVisible();
  await expect(page.getByText(eir.number)).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`设备交接单-${eir.number}.pdf`);
  const path = resolve(OUT, 'eir.pdf');
  await file.saveAs(path);
  const info = pdfInfo(path);
  expect(info).toMatchObject({ pages: 1 });
  expect(info.widthPt).toBeCloseTo(592.28, 0);
  expect(info.heightPt).toBeCloseTo(841.89, 0);
  const [png] = pdfToPngs(path);
  expect(png!.bytes).toBeGreaterThan(10_000); // a drawn page, not a blank one
});

test('a twenty-page table exports page by page with no blank page, every page drawn', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, DEMO.admin);
  await page.goto('/new/documents/preview');
  await page.getByLabel('选择文件').setInputFiles(resolve(FIXTURES, 'long-table.xlsx'));
  await expect(page.getByRole('cell', { name: 'TEST000220' })).toBeAttached();
  const download = page.waitForEvent('download', { timeout: 170_000 });
  await page.getByRole('button', { name: '导出PDF' }).click();
  const path = resolve(OUT, 'long-table.pdf');
  await (await download).saveAs(path);
  const { pages } = pdfInfo(path);
  expect(pages).toBeGreaterThanOrEqual(15);
  const pngs = pdfToPngs(path, 40);
  expect(pngs).toHaveLength(pages);
  for (const png of pngs) expect(png.bytes, png.path).toBeGreaterThan(4_000);
});

test('/downloadPdf/index records a print and shows its serial number', async ({ page }) => {
  const weigh = await firstDocument(page, DEMO.forwarder, 'WEIGH');
  await signIn(page, DEMO.forwarder);
  await page.goto(`/new/downloadPdf/index?id=${weigh.id}&type=WEIGH&flag=1`);
  await expect(page.getByRole('heading', { name: '集装箱过磅单' })).toBeVisible();
  const first = await page.getByTestId('serial-no').textContent();
  expect(first).toMatch(/^P\d{14,}$/);
  await page.reload();
  await expect(page.getByTestId('serial-no')).not.toHaveText(first ?? '');
});

test('/downloadPdf2/index opens a signed link without login; an altered link shows nothing', async ({ page, browser }) => {
  const edo = await firstDocument(page, DEMO.forwarder, 'EDO');
  await signIn(page, DEMO.forwarder);
  await page.goto(`/new/weightManageDetail/EDOPdf?id=${edo.id}`);
  await page.getByRole('button', { name: '生成下载链接' }).click();
  const url = await page.getByTestId('signed-link').getAttribute('href');
  expect(url).toContain('/new/downloadPdf2/index?t=');

  const stranger = await browser.newContext();
  const other = await stranger.newPage();
  await other.goto(url!.replace(/^https?:\/\/[^/]+/, ''));
  await expect(other.getByRole('heading', { name: '电子提货单' })).toBeVisible();
  await expect(other.getByText(edo.number)).toBeVisible();
  const download = other.waitForEvent('download');
  await other.getByRole('button', { name: '导出PDF' }).click();
  const path = resolve(OUT, 'edo-signed.pdf');
  await (await download).saveAs(path);
  expect(pdfInfo(path).pages).toBeGreaterThanOrEqual(1);
  pdfToPngs(path);

  const tampered = url!.replace(/t=([^&]+)/, (_, t: string) => `t=${t.slice(0, -3)}${t.endsWith('AAA') ? 'BBB' : 'AAA'}`);
  await other.goto(tampered.replace(/^https?:\/\/[^/]+/, ''));
  await expect(other.locator('.doc-state[role="alert"]')).toHaveText('链接无效或已过期，请重新获取');
  await stranger.close();
});
