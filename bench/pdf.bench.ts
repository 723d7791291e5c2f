/**
 * PDF export (SPEC §9, packages/ui/src/documents/pdf-export.ts) of a table of about 20 A4 pages, as a user
 * does it in 文件预览: time to the file, its pages and size, and the page's JS heap sampled during the
 * export (page-by-page rendering keeps it bounded). Needs the built console. Reported, not asserted.
 */
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { longXlsx } from '../apps/api/test/fixtures/office';
import { heapMb, signedInPage, startProduct, stopProduct } from './browser';

const ROWS = Number(process.env.BENCH_PDF_ROWS ?? 220);

export async function benchPdf(): Promise<Array<{ name: string; value: number; unit: string }>> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-pdf-'));
  const xlsx = join(dir, 'table.xlsx');
  writeFileSync(xlsx, await longXlsx(ROWS));
  const run = await startProduct();
  try {
    const page = await signedInPage(run, '13800000001');
    await page.goto(`${run.origin}/new/documents/preview`);
    await page.getByLabel('选择文件').setInputFiles(xlsx);
    await page.getByRole('cell', { name: `TEST${String(1000000 + ROWS).slice(1)}` }).waitFor({ state: 'attached' });
    const before = await heapMb(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    let peak = 0;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        const { metrics } = await cdp.send('Performance.getMetrics');
        peak = Math.max(peak, metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0);
        await new Promise((r) => setTimeout(r, 100));
      }
    })();
    const started = Date.now();
    const download = page.waitForEvent('download', { timeout: 600_000 });
    await page.getByRole('button', { name: '导出PDF' }).click();
    const file = join(dir, 'table.pdf');
    await (await download).saveAs(file);
    const seconds = (Date.now() - started) / 1000;
    sampling = false;
    await sampler;
    await cdp.detach();
    const after = await heapMb(page);
    const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1] ?? 0);
    readFileSync(file);
    return [
      { name: `table rows`, value: ROWS, unit: 'rows' },
      { name: 'PDF pages', value: pages, unit: 'pages' },
      { name: 'export time', value: Math.round(seconds * 10) / 10, unit: 's' },
      { name: 'export time per page', value: Math.round((seconds / Math.max(1, pages)) * 100) / 100, unit: 's' },
      { name: 'PDF size', value: Math.round(statSync(file).size / 1024), unit: 'KB' },
      { name: 'JS heap before export (after GC)', value: before, unit: 'MB' },
      { name: 'JS heap peak during export', value: Math.round((peak / 1024 / 1024) * 10) / 10, unit: 'MB' },
      { name: 'JS heap after export (after GC)', value: after, unit: 'MB' },
    ];
  } finally {
    await stopProduct(run);
  }
}
