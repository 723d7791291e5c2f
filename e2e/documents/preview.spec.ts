import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { DEMO, expect, signIn, test } from '../fixtures';

const FIXTURES = resolve(import.meta.dirname, 'fixtures');

test.describe('文件预览', () => {
  /** Every request the page makes; none may leave the site. */
  let foreign: string[];

  test.beforeEach(async ({ page }) => {
    foreign = [];
    page.on('request', (r) => {
      if (!r.url().startsWith('http://localhost') && !r.url().startsWith('data:') && !r.url().startsWith('blob:')) foreign.push(r.url());
    });
    page.on('dialog', (d) => void d.dismiss());
    await signIn(page, DEMO.admin);
    await page.goto('/new/documents/preview');
  });

  const choose = (page: Page, name: string) => page.getByLabel('选择文件').setInputFiles(resolve(FIXTURES, name));

  test('shows a docx as a document in a frame that can run nothing', async ({ page }) => {
    await choose(page, 'sample.docx');
    const frame = page.frameLocator('iframe[title="sample.docx"]');
    await expect(frame.getByText('集装箱设备交接单说明')).toBeVisible();
    await expect(frame.getByRole('cell', { name: 'CSQU3054383' })).toBeVisible();
    expect(await page.locator('iframe[title="sample.docx"]').getAttribute('sandbox')).toBe('');
  });

  test('shows an xlsx as a table of cell texts', async ({ page }) => {
    await choose(page, 'sample.xlsx');
    await expect(page.getByRole('table', { name: '过磅记录' })).toBeVisible();
    await expect(page.getByRole('row', { name: /CSQU3054383/ })).toContainText('17200');
  });

  test('draws a pdf with pdf.js, page by page', async ({ page }) => {
    await choose(page, 'sample.pdf');
    await expect(page.getByText('第1页 / 共1页')).toBeVisible();
    const drawn = await page.locator('canvas.port-pdf-canvas').evaluate((c: HTMLCanvasElement) => {
      const ctx = c.getContext('2d');
      if (!ctx || c.width === 0) return 0;
      const { data } = ctx.getImageData(0, 0, c.width, Math.min(c.height, 200));
      let dark = 0;
      for (let i = 0; i < data.length; i += 4) if (data[i]! < 128) dark++;
      return dark;
    });
    expect(drawn).toBeGreaterThan(50); // the text line is drawn
  });

  test('a malicious docx and xlsx do nothing: no script runs, nothing is fetched from elsewhere', async ({ page }) => {
    await choose(page, 'malicious.docx');
    const frame = page.frameLocator('iframe[title="malicious.docx"]');
    await expect(frame.getByText('正文仍然显示')).toBeVisible();
    await expect(frame.getByText('<script>window.__pwned = 1</script>', { exact: false })).toBeVisible();
    expect(await frame.locator('script, a[href], img[src^="http"]').count()).toBe(0);

    await choose(page, 'malicious.xlsx');
    await expect(page.getByRole('cell', { name: "=cmd|' /C calc'!A0" })).toBeVisible();
    await expect(page.getByRole('cell', { name: '<img src=x onerror="window.__pwned=1">' })).toBeVisible();

    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(foreign).toEqual([]);
  });

  test('a damaged file and an unsupported type say why', async ({ page }) => {
    await choose(page, 'damaged.docx');
    // The page says why (the error catalogue's notification says it too).
    const reason = page.locator('.preview-page').getByRole('alert');
    await expect(reason).toHaveText('文件已损坏或格式不正确');
    await page.getByLabel('选择文件').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(reason).toHaveText('不支持的文件类型，仅支持 docx、xlsx、pdf');
  });
});
