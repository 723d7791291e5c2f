import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../lib/datetime';
import { DEMO_ALARM_COUNT, demoAlarmTimes } from './seed';

/** The instant a wall clock in Asia/Shanghai (+08:00) reads. */
const shanghai = (text: string) => new Date(`${text}+08:00`);

describe("the demo's alarms of today", () => {
  for (const [clock, day] of [
    ['2026-11-26T00:05:00', '2026-11-26'],
    ['2026-11-26T02:45:00', '2026-11-26'],
    ['2026-11-26T23:55:00', '2026-11-26'],
    ['2026-11-26T00:00:10', '2026-11-26'],
  ] as const) {
    it(`at ${clock} Shanghai time are all today there, none in the future, oldest first`, () => {
      const now = shanghai(clock);
      const times = demoAlarmTimes(now, DEMO_ALARM_COUNT);
      expect(times).toHaveLength(DEMO_ALARM_COUNT);
      for (const t of times) {
        expect(formatDateTime(t).slice(0, 10)).toBe(day);
        expect(t.getTime()).toBeLessThan(now.getTime());
      }
      expect(times.map((t) => t.getTime())).toEqual([...times.map((t) => t.getTime())].sort((a, b) => a - b));
    });
  }

  it('spread over the day so far: at 23:55 the first falls before 01:30 and the last after 22:30', () => {
    const times = demoAlarmTimes(shanghai('2026-11-26T23:55:00'), DEMO_ALARM_COUNT);
    expect(formatDateTime(times[0]!).slice(11)).toMatch(/^0[01]:/);
    expect(formatDateTime(times.at(-1)!) > '2026-11-26T22:30:00').toBe(true);
  });
});
