import { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { XlsxStreamWriter, columnName, xmlText } from './xlsx-stream';
import { safeCell } from './excel-export';

describe('the streaming .xlsx writer', () => {
  it('names columns like a spreadsheet and keeps XML well-formed', () => {
    expect([0, 25, 26, 51, 52, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'AZ', 'BA', 'ZZ', 'AAA']);
    expect(xmlText('a<b>&"c"\u0001')).toBe('a&lt;b&gt;&amp;&quot;c&quot;');
  });

  it('writes a workbook a spreadsheet reader opens, formulas kept as text', async () => {
    const chunks: Buffer[] = [];
    const out = new Writable({ write: (c: Buffer, _e, cb) => (chunks.push(c), cb()) });
    const done = new Promise((r) => out.on('finish', r));
    const w = new XlsxStreamWriter(out, '订单', [{ header: '订单号' }, { header: '箱量', width: 8 }]);
    await w.start();
    await w.addRows([[safeCell('=1+1'), 2], [safeCell('TD<1>'), null], [safeCell('@SUM(A1)'), 3.5]]);
    await w.finish();
    await done;
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.concat(chunks) as unknown as ExcelJS.Buffer);
    const s = wb.worksheets[0]!;
    expect(s.name).toBe('订单');
    expect(s.getRow(1).values).toEqual([undefined, '订单号', '箱量']);
    expect(s.getRow(2).getCell(1).value).toBe("'=1+1");
    expect(s.getRow(2).getCell(2).value).toBe(2);
    expect(s.getRow(3).getCell(1).value).toBe('TD<1>');
    expect(s.getRow(4).getCell(1).value).toBe("'@SUM(A1)");
    expect(s.getRow(4).getCell(2).value).toBe(3.5);
  });

  it('keeps every row and edge white space across many chunks of the sheet', async () => {
    const chunks: Buffer[] = [];
    const out = new Writable({ write: (c: Buffer, _e, cb) => (chunks.push(c), cb()) });
    const done = new Promise((r) => out.on('finish', r));
    const w = new XlsxStreamWriter(out, 'rows', [{ header: 'no' }, { header: 'text' }, { header: 'n' }]);
    await w.start();
    const rows = 30_000;
    for (let from = 0; from < rows; from += 7_000) {
      const batch = [];
      for (let i = from; i < Math.min(rows, from + 7_000); i += 1) batch.push([`TD${String(i).padStart(8, '0')}`, i % 2 ? ' 宁波 ' : '宁波&<北仑>', i]);
      await w.addRows(batch);
    }
    await w.finish();
    await done;
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.concat(chunks) as unknown as ExcelJS.Buffer);
    const s = wb.worksheets[0]!;
    expect(s.rowCount).toBe(rows + 1);
    expect(s.getRow(2).values).toEqual([undefined, 'TD00000000', '宁波&<北仑>', 0]);
    expect(s.getRow(3).values).toEqual([undefined, 'TD00000001', ' 宁波 ', 1]);
    expect(s.getRow(rows + 1).values).toEqual([undefined, `TD${String(rows - 1).padStart(8, '0')}`, ' 宁波 ', rows - 1]);
  });
});
