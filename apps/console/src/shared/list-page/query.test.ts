import { describe, expect, it } from 'vitest';
import { clampPage, cleanQuery, cursorFor, FIRST_PAGE, PAGE_SIZES } from './query';

describe('list page query', () => {
  it('pages by 10/20/30/40/50, 10 first', () => {
    expect(PAGE_SIZES).toEqual([10, 20, 30, 40, 50]);
    expect(FIRST_PAGE).toEqual({ pageNo: 1, pageSize: 10 });
  });

  it('trims strings, applies modifiers and drops empty values', () => {
    expect(cleanQuery({ a: '  x ', b: '', c: null, d: [], e: 0, f: ['1'] })).toEqual({ a: 'x', e: 0, f: ['1'] });
    expect(cleanQuery({ ctn: ' abcu 123 ' }, { ctn: ['trimAll', 'upper'] })).toEqual({ ctn: 'ABCU123' });
  });

  it('keeps the page inside the total', () => {
    expect(clampPage(5, 10, 31)).toBe(4);
    expect(clampPage(0, 10, 0)).toBe(1);
  });
});

describe('cursorFor', () => {
  it('hands the cursor to a neighbouring page only, so a reload sees rows added on top', () => {
    const held = { pageNo: 3, cursor: 'c3' };
    expect(cursorFor(held, 2)).toBe('c3');
    expect(cursorFor(held, 4)).toBe('c3');
    expect(cursorFor(held, 3)).toBeUndefined();
    expect(cursorFor(held, 5)).toBeUndefined();
    expect(cursorFor({ pageNo: 1, cursor: null }, 2)).toBeUndefined();
  });
});
