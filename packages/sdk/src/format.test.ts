import { describe, expect, it } from 'vitest';
import {
  assembleDateTime,
  daysBetween,
  getPortTimeZone,
  setPortTimeZone,
  displayText,
  formatCompactDate,
  formatDate,
  formatDateTime,
  formatWireDateTime,
  portTime,
  formatThousands,
  isDisplayEmpty,
  toDate,
} from './format';

describe('display-empty values', () => {
  it.each(['#', null, undefined, 'null', 'NULL'])('%j displays as empty', (v) => {
    expect(isDisplayEmpty(v)).toBe(true);
    expect(displayText(v)).toBe('');
  });
  it.each([0, '0', 'Null', ' ', '##', false])('%j is shown', (v) => {
    expect(isDisplayEmpty(v)).toBe(false);
    expect(displayText(v)).toBe(String(v));
  });
});

describe('dates', () => {
  // 07:08:09 on the port's clock (Asia/Shanghai, +08:00).
  const date = new Date('2024-01-04T23:08:09Z');

  it('formats YYYY-MM-DD HH:mm:ss by default', () => {
    expect(formatDateTime(date)).toBe('2024-01-05 07:08:09');
    expect(formatDateTime(date.getTime())).toBe('2024-01-05 07:08:09');
    expect(formatDateTime('2024-01-05 07:08:09')).toBe('2024-01-05 07:08:09');
    expect(formatDate(date)).toBe('2024-01-05');
    expect(formatDateTime(date, 'HH:mm')).toBe('07:08');
  });

  it('answers empty for empty or invalid input', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('#')).toBe('');
    expect(formatDateTime('not a date')).toBe('');
    expect(formatDateTime('2024-02-30')).toBe('');
    expect(toDate('')).toBeNull();
  });

  it('compact strings of 8, 12 and 14 digits', () => {
    expect(formatCompactDate('20240105')).toBe('2024-01-05');
    expect(formatCompactDate('202401050708')).toBe('2024-01-05 07:08');
    expect(formatCompactDate('20240105070809')).toBe('2024-01-05 07:08:09');
    expect(formatCompactDate(20240105)).toBe('2024-01-05');
    expect(formatCompactDate('0')).toBe('--');
    expect(formatCompactDate('NULL')).toBe('');
    expect(formatCompactDate('2024010')).toBe('2024010');
  });

  it('assembling a date-time needs all six parts', () => {
    expect(assembleDateTime({ year: 2024, month: 1, day: 5, hour: 0, minute: 0, second: 0 })).toEqual({
      ok: true,
      value: '2024-01-05 00:00:00',
    });
    expect(assembleDateTime({ year: '2024', month: '12', day: '31', hour: '23', minute: '59', second: '59' })).toEqual({
      ok: true,
      value: '2024-12-31 23:59:59',
    });
    for (const missing of ['year', 'month', 'day', 'hour', 'minute', 'second'] as const) {
      const parts = { year: 2024, month: 1, day: 5, hour: 1, minute: 2, second: 3, [missing]: undefined };
      expect(assembleDateTime(parts)).toEqual({ ok: false, key: 'validation.dateTimeIncomplete' });
    }
    expect(assembleDateTime({ year: 2024, month: 1, day: 5, hour: 1, minute: 2, second: '' })).toMatchObject({
      ok: false,
    });
  });

  it('whole days between two dates', () => {
    expect(daysBetween('2024-01-01', '2024-01-31')).toBe(30);
    expect(daysBetween('2024-01-31', '2024-01-01')).toBe(-30);
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2024-01-01 23:00:00', '2024-01-02 01:00:00')).toBe(0);
    expect(daysBetween('2024-01-01 01:00:00', '2024-01-03 00:59:59')).toBe(1);
    expect(daysBetween(new Date('2024-02-29T16:00:00Z'), new Date('2024-03-31T16:00:00Z'))).toBe(31);
    expect(daysBetween('x', '2024-01-01')).toBeNull();
  });
});

describe('thousands separators', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [1234567.891, '1,234,567.891'],
    [-1234567, '-1,234,567'],
    ['1234567', '1,234,567'],
    ['1,234', '1,234'],
  ])('%j → %s', (v, expected) => expect(formatThousands(v)).toBe(expected));

  it('rounds to the decimals asked and leaves empty input empty', () => {
    expect(formatThousands(1234.5, 2)).toBe('1,234.50');
    expect(formatThousands(null)).toBe('');
    expect(formatThousands('')).toBe('');
    expect(formatThousands('abc')).toBe('');
  });
});

describe('the port time zone', () => {
  it('shows an instant in the port zone (Asia/Shanghai) whatever the machine zone', () => {
    expect(formatDateTime('2026-11-25T06:30:00Z')).toBe('2026-11-25 14:30:00');
    expect(formatDateTime(Date.UTC(2026, 10, 25, 20, 0, 0))).toBe('2026-11-26 04:00:00');
    expect(formatDateTime('2026-11-25T14:30:00+08:00')).toBe('2026-11-25 14:30:00');
  });

  it('reads a time without offset in the port zone, so the contract text round-trips', () => {
    expect(toDate('2026-11-25 14:30:00')?.toISOString()).toBe('2026-11-25T06:30:00.000Z');
    expect(formatDateTime('2026-11-25 14:30:00')).toBe('2026-11-25 14:30:00');
    expect(toDate('2026-02-30 00:00:00')).toBeNull();
  });

  it('follows the configured zone, daylight saving included', () => {
    try {
      setPortTimeZone('America/New_York');
      expect(formatDateTime('2026-07-01T12:00:00Z')).toBe('2026-07-01 08:00:00');
      expect(formatDateTime('2026-12-01T12:00:00Z')).toBe('2026-12-01 07:00:00');
      expect(toDate('2026-07-01 08:00:00')?.toISOString()).toBe('2026-07-01T12:00:00.000Z');
      expect(() => setPortTimeZone('Mars/Olympus')).toThrow();
      expect(getPortTimeZone()).toBe('America/New_York');
    } finally {
      setPortTimeZone(undefined);
    }
    expect(getPortTimeZone()).toBe('Asia/Shanghai');
  });

  it('shows a wire time (ISO with offset) in the port zone, and writes requests as ISO with the port offset', () => {
    expect(portTime('2026-11-26T11:05:00+08:00')).toBe('2026-11-26 11:05:00');
    expect(portTime('2026-11-26T03:05:00Z')).toBe('2026-11-26 11:05:00');
    expect(portTime(null)).toBe('');
    expect(portTime({})).toBe('');
    expect(formatWireDateTime('2026-11-26 11:05:00')).toBe('2026-11-26T11:05:00+08:00');
    expect(formatWireDateTime('nonsense')).toBe('');
    try {
      setPortTimeZone('America/New_York');
      expect(portTime('2026-11-26T11:05:00+08:00')).toBe('2026-11-25 22:05:00');
      expect(formatWireDateTime('2026-07-01 08:00:00')).toBe('2026-07-01T08:00:00-04:00');
    } finally {
      setPortTimeZone(undefined);
    }
  });
});
