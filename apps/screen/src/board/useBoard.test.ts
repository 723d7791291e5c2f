import { describe, expect, it } from 'vitest';
import type { Alarm } from '../api';
import { MAX_ALARMS, mergeAlarms } from './useBoard';
import { rankingOption, trendOption } from './options';

const alarm = (id: number, time: string): Alarm => ({
  id: String(id), truckLicense: `浙B${id}`, alarmType: 'speeding', alarmTypeName: '超速', abnormalTime: time, status: '0',
});

describe('the real-time list', () => {
  it('keeps each alarm once, newest first, and never more than MAX_ALARMS however long the board runs', () => {
    let list: Alarm[] = [];
    for (let i = 1; i <= 5000; i++) {
      const t = `2026-01-01 ${String(Math.floor(i / 3600) % 24).padStart(2, '0')}:${String(Math.floor(i / 60) % 60).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}`;
      list = mergeAlarms(list, [alarm(i, t)]);
      list = mergeAlarms(list, [alarm(i, t)]); // the same alarm pushed and then re-read
    }
    expect(list).toHaveLength(MAX_ALARMS);
    expect(new Set(list.map((a) => a.id)).size).toBe(MAX_ALARMS);
    expect(list[0]!.id).toBe('5000');
  });
});

describe('chart options', () => {
  it('puts the first of the ranking on top and labels hours by time of day', () => {
    const o = rankingOption([{ rank: 1, code: 'a', name: '浙B1', count: 9 }, { rank: 2, code: 'b', name: '浙B2', count: 4 }], '#fff', '次数');
    expect((o.yAxis as { data: string[] }).data).toEqual(['浙B2', '浙B1']);
    const t = trendOption({ total: 1, handled: 0, open: 1, byType: [], series: [{ time: '2026-01-01 13:00', count: 1 }] }, '次数');
    expect((t.xAxis as { data: string[] }).data).toEqual(['13:00']);
  });
});
