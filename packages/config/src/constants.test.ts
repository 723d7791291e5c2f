import { describe, expect, it } from 'vitest';
import { greetingKey, LAYOUT, numericMapping, PAGING, TIMING } from './constants';
import { enUS, zhCN } from './i18n';

describe('greeting by hour (SPEC §1)', () => {
  it.each([
    [0, 'greeting.earlyMorning'],
    [8, 'greeting.earlyMorning'],
    [9, 'greeting.morning'],
    [11, 'greeting.morning'],
    [12, 'greeting.noon'],
    [13, 'greeting.noon'],
    [14, 'greeting.afternoon'],
    [19, 'greeting.afternoon'],
    [20, 'greeting.evening'],
    [23, 'greeting.evening'],
  ])('hour %i greets with %s', (hour, key) => {
    expect(greetingKey(hour)).toBe(key);
  });
});

describe('numeric mapping (SPEC §9)', () => {
  it.each([
    [2001, 4],
    [2000, '4-8'],
    [1601, '4-8'],
    [1600, 6],
    [1401, 6],
    [1400, 8],
    [1111, 8],
    [1110, 12],
    [826, 12],
    [825, 24],
    [0, 24],
  ])('%i maps to %s', (n, out) => {
    expect(numericMapping(n)).toBe(out);
  });
});

describe('constants', () => {
  it('pages by 10 to 50 with 10 by default', () => {
    expect(PAGING.pageSizes).toEqual([10, 20, 30, 40, 50]);
    expect(PAGING.defaultPageSize).toBe(10);
  });
  it('reconnects after 10, 30, 60 then 10 seconds', () => {
    expect(TIMING.wsReconnectDelays).toEqual([10_000, 30_000, 60_000, 10_000]);
  });
  it('uses a 100 px label for the 14 px font and 80 px otherwise', () => {
    expect(LAYOUT.labelWidth(14)).toBe(100);
    expect(LAYOUT.labelWidth(12)).toBe(80);
  });
});

describe('i18n', () => {
  // en-US must be complete: every zh-CN key has an English text.
  const keys = (o: object, prefix = ''): string[] =>
    Object.entries(o).flatMap(([k, v]) => (typeof v === 'string' ? [prefix + k] : keys(v as object, `${prefix}${k}.`)));
  it('en-US has every zh-CN key', () => {
    expect(keys(enUS).sort()).toEqual(keys(zhCN).sort());
  });
  it('keeps the spec texts of the error catalogue', () => {
    expect(zhCN.errors.connectionFailed).toBe('连接失败，请稍后再试');
    expect(zhCN.errors.duplicateWarning).toBe('请勿重复提交，请稍后再试(重复接口：{{url}})');
    expect(zhCN.tabs.lastTab).toBe('这是最后一个标签了, 无法被关闭');
  });
});
