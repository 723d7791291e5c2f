import { afterEach, describe, expect, it } from 'vitest';
import { addPortDays, applyPortTimeZone, portDay, portDayEnd, portDayNumber, portDayStamp, portMidnight, portMidnightOf } from './datetime';

describe("the port's calendar", () => {
  afterEach(() => applyPortTimeZone(undefined));

  it('Asia/Shanghai (the default): the day turns at 16:00 UTC', () => {
    expect(portDay(new Date('2026-11-25T15:59:59Z'))).toBe('2026-11-25');
    expect(portDay(new Date('2026-11-25T16:00:00Z'))).toBe('2026-11-26');
    expect(portDayStamp(new Date('2026-11-25T16:00:00Z'))).toBe('261126');
    expect(portMidnight('2026-11-26')?.toISOString()).toBe('2026-11-25T16:00:00.000Z');
    expect(portDayEnd('2026-11-26')?.toISOString()).toBe('2026-11-26T16:00:00.000Z');
    expect(portMidnightOf(new Date('2026-11-26T03:00:00Z')).toISOString()).toBe('2026-11-25T16:00:00.000Z');
  });

  it('America/New_York: the same instants fall on its own days', () => {
    applyPortTimeZone('America/New_York');
    // 16:00 UTC is 11:00 in New York, still the 25th; its day turns at 05:00 UTC in winter.
    expect(portDay(new Date('2026-11-25T16:00:00Z'))).toBe('2026-11-25');
    expect(portDay(new Date('2026-11-26T04:59:59Z'))).toBe('2026-11-25');
    expect(portDay(new Date('2026-11-26T05:00:00Z'))).toBe('2026-11-26');
    expect(portMidnight('2026-11-26')?.toISOString()).toBe('2026-11-26T05:00:00.000Z');
    expect(portMidnight('2026-07-01')?.toISOString()).toBe('2026-07-01T04:00:00.000Z');
  });

  it('a daylight-saving change makes a day of 23 or 25 hours, and day counts stay calendar days', () => {
    applyPortTimeZone('America/New_York');
    // 2026-03-08: clocks go 02:00 → 03:00; 2026-11-01: 02:00 → 01:00.
    const spring = portMidnight('2026-03-08')!;
    expect(spring.toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect((portDayEnd('2026-03-08')!.getTime() - spring.getTime()) / 3_600_000).toBe(23);
    const autumn = portMidnight('2026-11-01')!;
    expect(autumn.toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect((portDayEnd('2026-11-01')!.getTime() - autumn.getTime()) / 3_600_000).toBe(25);
    // 23:30 on the 1st (after the change) is still the 1st; a fixed offset taken before the change would say the 2nd.
    expect(portDay(new Date('2026-11-02T04:30:00Z'))).toBe('2026-11-01');
    expect(portDayNumber(new Date('2026-11-02T05:00:00Z')) - portDayNumber(new Date('2026-10-31T04:00:00Z'))).toBe(2);
    expect(addPortDays('2026-03-07', 2)).toBe('2026-03-09');
  });

  it('a zone whose clock skips midnight starts the day at its first instant', () => {
    // America/Havana springs forward at 00:00 → 01:00 (2026-03-08).
    applyPortTimeZone('America/Havana');
    const start = portMidnight('2026-03-08')!;
    expect(portDay(start)).toBe('2026-03-08');
    expect(portDay(new Date(start.getTime() - 1))).toBe('2026-03-07');
  });

  it('refuses a text that is not a real day', () => {
    expect(portMidnight('2026-02-30')).toBeNull();
    expect(portMidnight('tomorrow')).toBeNull();
  });
});
