import { afterEach, describe, expect, it } from 'vitest';
import { formatDateTime, formatPortTime, parseDateTime, portStamp, applyPortTimeZone } from './datetime';

const at = new Date('2026-11-26T03:05:00.789Z');

describe('lib/datetime', () => {
  afterEach(() => applyPortTimeZone(undefined));

  it('writes ISO 8601 to the second with the port zone offset (Asia/Shanghai by default)', () => {
    expect(formatDateTime(at)).toBe('2026-11-26T11:05:00+08:00');
    expect(formatPortTime(at)).toBe('2026-11-26 11:05:00');
    expect(portStamp(at)).toBe('20261126110500');
  });

  it('follows a configured zone, daylight saving and half-hour offsets included', () => {
    applyPortTimeZone('America/New_York');
    expect(formatDateTime(at)).toBe('2026-11-25T22:05:00-05:00');
    expect(formatDateTime(new Date('2026-07-01T12:00:00Z'))).toBe('2026-07-01T08:00:00-04:00');
    expect(formatPortTime(at)).toBe('2026-11-25 22:05:00');
    applyPortTimeZone('Asia/Kolkata');
    expect(formatDateTime(at)).toBe('2026-11-26T08:35:00+05:30');
  });

  it('reads ISO with an offset or Z, and the older port wall clock', () => {
    expect(parseDateTime('2026-11-26T11:05:00+08:00')?.toISOString()).toBe('2026-11-26T03:05:00.000Z');
    expect(parseDateTime('2026-11-26T03:05:00Z')?.toISOString()).toBe('2026-11-26T03:05:00.000Z');
    expect(parseDateTime('2026-11-26T03:05:00.5-01:00')?.toISOString()).toBe('2026-11-26T04:05:00.500Z');
    expect(parseDateTime('2026-11-26 11:05:00')?.toISOString()).toBe('2026-11-26T03:05:00.000Z');
    expect(parseDateTime(formatDateTime(at))?.toISOString()).toBe('2026-11-26T03:05:00.000Z');
  });

  it('refuses what names no real instant', () => {
    for (const text of ['2026-02-30T11:05:00+08:00', '2026-11-26T24:00:00Z', '2026-11-26T11:05:00', '2026-11-26', '2026-11-26 11:05', '2026-11-26T11:05:00+25:00', 'soon']) {
      expect(parseDateTime(text)).toBeNull();
    }
  });
});
