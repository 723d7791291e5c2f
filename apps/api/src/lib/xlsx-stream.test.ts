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
});
