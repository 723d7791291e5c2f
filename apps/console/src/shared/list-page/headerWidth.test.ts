import { describe, expect, it } from 'vitest';
import { cellWordWidth, fitColumns, fitHeader, headerWordWidth, tagColumnWidth } from './headerWidth';

// Outside a browser the width is estimated at 8 px a character (plus 32 px of cell padding).
describe('header widths', () => {
  it('widens a column whose header word does not fit, and keeps one that does', () => {
    expect(fitHeader({ title: 'Quantidade', width: 60 }).width).toBe(headerWordWidth('Quantidade'));
    expect(fitHeader({ title: '数量', width: 80 }).width).toBe(80);
  });

  it('measures the longest word, not the whole header', () => {
    expect(headerWordWidth('Data de descarga')).toBe(headerWordWidth('descarga'));
  });

  it('leaves room for the sort arrows', () => {
    expect(headerWordWidth('Status', true)).toBeGreaterThan(headerWordWidth('Status'));
  });

  it('fits grouped columns down to their children', () => {
    const [group] = fitColumns([{ title: 'Container', children: [{ title: 'Discharge', dataIndex: 'a', width: 50 }] }]);
    expect(group?.children?.[0]?.width).toBe(headerWordWidth('Discharge'));
  });

  it('holds the longest tag label whole, spaces included', () => {
    expect(tagColumnWidth(['Rascunho', 'Recusada pela aduana'])).toBe(tagColumnWidth(['Recusada pela aduana']));
    expect(tagColumnWidth(['Recusada pela aduana'])).toBeGreaterThan(tagColumnWidth(['Recusada']) + 80);
  });

  it('holds the longest word of cell texts, across the texts', () => {
    expect(cellWordWidth(['Pesagem', 'Tomada de reefer', 'Armazenagem'])).toBe(cellWordWidth(['Armazenagem']));
    expect(cellWordWidth([])).toBe(cellWordWidth(['']));
  });
});
