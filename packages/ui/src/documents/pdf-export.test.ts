import { describe, expect, it } from 'vitest';
import { pdfFileName, planSlices } from './pdf-export';
import { escapeCell, sheetRows, dispositionName } from './excel-export';
import { parseBarcodes } from './barcode';

describe('PDF pagination', () => {
  const rows = (n: number, h: number, head = 0) => Array.from({ length: n }, (_, i) => head + (i + 1) * h);

  it('cuts only between rows, never leaves a blank page, and covers the region exactly once', () => {
    const breaks = rows(600, 30, 40); // a 40 px title, then 600 rows of 30 px
    const total = 40 + 600 * 30;
    const { slices } = planSlices(total, 1000, breaks);
    expect(slices[0]!.start).toBe(0);
    expect(slices.at(-1)!.end).toBe(total);
    for (const [i, s] of slices.entries()) {
      expect(s.end).toBeGreaterThan(s.start);
      expect(s.end - s.start).toBeLessThanOrEqual(1000);
      if (i > 0) expect(s.start).toBe(slices[i - 1]!.end);
      if (i < slices.length - 1) expect(breaks).toContain(s.end);
    }
    // Whole rows per page waste at most one row's height per page.
    expect(slices.length).toBeLessThanOrEqual(Math.ceil(total / (1000 - 30)));
  });

  it('keeps room for the header on the first page and moves the footer to a new page when it does not fit', () => {
    const breaks = rows(10, 100);
    const a = planSlices(1000, 1000, breaks, 200, 50);
    expect(a.slices[0]!.end).toBe(800);
    expect(a.slices[1]).toEqual({ start: 800, end: 1000 });
    expect(a.footerOnNewPage).toBe(false);
    const b = planSlices(1000, 1000, breaks, 0, 50);
    expect(b.slices).toEqual([{ start: 0, end: 1000 }]);
    expect(b.footerOnNewPage).toBe(true);
  });

  it('cuts a block taller than a page where the page ends', () => {
    expect(planSlices(2500, 1000, [2500]).slices).toEqual([
      { start: 0, end: 1000, forced: true },
      { start: 1000, end: 2000, forced: true },
      { start: 2000, end: 2500 },
    ]);
  });

  it('names the file by the given name, else by a timestamp', () => {
    expect(pdfFileName('设备交接单')).toBe('设备交接单.pdf');
    expect(pdfFileName('', new Date('2026-01-02T03:04:05+08:00'))).toBe('20260102030405.pdf');
    expect(pdfFileName('a/b')).toBe('a_b.pdf');
  });
});

describe('Excel export', () => {
  it('escapes cells that a spreadsheet would run as formulas, and keeps numbers', () => {
    expect(['=1+1', '+1', '-1', '@SUM(A1)', 'CSQU3054383', -5, null].map(escapeCell)).toEqual(["'=1+1", "'+1", "'-1", "'@SUM(A1)", 'CSQU3054383', -5, '']);
    expect(sheetRows([{ title: '箱号', value: (r: { no: string }) => r.no }], [{ no: '=cmd|A0' }])).toEqual([['箱号'], ["'=cmd|A0"]]);
  });

  it('reads the file name of a download', () => {
    expect(dispositionName("attachment; filename*=UTF-8''%E8%AE%A2%E5%8D%95.xlsx")).toBe('订单.xlsx');
    expect(dispositionName('attachment; filename="a.xlsx"')).toBe('a.xlsx');
  });
});

describe('barcode list', () => {
  it('splits, upper-cases and de-duplicates the path segment', () => {
    expect(parseBarcodes('csqu3054383,MSCU1234565%2CCSQU3054383')).toEqual(['CSQU3054383', 'MSCU1234565']);
  });
});
