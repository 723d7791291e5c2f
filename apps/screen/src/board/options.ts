/** The echarts options of the board's panels, from the contract's shapes (pure: tested in options.test.ts). */
import type { AlarmRankItem, AlarmReport } from '../api';
import type { ChartOption } from './chart';
import { AXIS_FONT, COLORS } from './theme';

const tooltip = { trigger: 'axis' as const, textStyle: { fontSize: AXIS_FONT } };

/** A horizontal bar per ranked item, the first on top. */
export function rankingOption(items: readonly AlarmRankItem[], color: string, countLabel: string): ChartOption {
  const top = [...items].reverse();
  return {
    animationDuration: 400,
    grid: { left: 8, right: 56, top: 8, bottom: 8, containLabel: true },
    tooltip: { ...tooltip, axisPointer: { type: 'shadow' } },
    xAxis: { type: 'value', minInterval: 1, axisLabel: { show: false }, splitLine: { lineStyle: { color: COLORS.grid } } },
    yAxis: {
      type: 'category',
      data: top.map((i) => i.name),
      axisLabel: { color: COLORS.text, fontSize: AXIS_FONT, width: 210, overflow: 'truncate' },
      axisLine: { show: false },
      axisTick: { show: false },
    },
    series: [
      {
        type: 'bar',
        name: countLabel,
        data: top.map((i) => i.count),
        barWidth: 18,
        itemStyle: { color, borderRadius: [0, 9, 9, 0] },
        label: { show: true, position: 'right', color: COLORS.text, fontSize: AXIS_FONT, fontWeight: 'bold' },
      },
    ],
  };
}

export function byTypeOption(report: AlarmReport | null): ChartOption {
  const data = (report?.byType ?? []).map((t) => ({ name: t.alarmTypeName, value: t.count }));
  return {
    animationDuration: 400,
    color: [...COLORS.series],
    tooltip: { trigger: 'item', textStyle: { fontSize: AXIS_FONT } },
    legend: { orient: 'vertical', right: 8, top: 'middle', textStyle: { color: COLORS.text, fontSize: AXIS_FONT }, itemWidth: 18, itemHeight: 18 },
    series: [
      {
        type: 'pie',
        radius: ['45%', '75%'],
        center: ['34%', '52%'],
        data,
        label: { show: true, position: 'inside', formatter: '{c}', color: '#08142b', fontSize: AXIS_FONT, fontWeight: 'bold' },
        itemStyle: { borderColor: '#08142b', borderWidth: 3 },
      },
    ],
  };
}

export function trendOption(report: AlarmReport | null, countLabel: string): ChartOption {
  const series = report?.series ?? [];
  // '2026-01-01 13:00' → '13:00'; a day → '01-01'.
  const labels = series.map((s) => (s.time.length > 10 ? s.time.slice(11, 16) : s.time.slice(5)));
  return {
    animationDuration: 400,
    grid: { left: 8, right: 16, top: 24, bottom: 8, containLabel: true },
    tooltip,
    xAxis: {
      type: 'category',
      data: labels,
      boundaryGap: false,
      axisLabel: { color: COLORS.muted, fontSize: AXIS_FONT - 2, interval: 'auto' },
      axisLine: { lineStyle: { color: COLORS.grid } },
    },
    yAxis: {
      type: 'value',
      minInterval: 1,
      axisLabel: { color: COLORS.muted, fontSize: AXIS_FONT - 2 },
      splitLine: { lineStyle: { color: COLORS.grid } },
    },
    series: [
      {
        type: 'line',
        name: countLabel,
        data: series.map((s) => s.count),
        smooth: false,
        symbol: 'circle',
        symbolSize: 8,
        lineStyle: { color: COLORS.accent, width: 3 },
        itemStyle: { color: COLORS.accent },
        areaStyle: { color: 'rgba(79, 209, 255, 0.18)' },
      },
    ],
  };
}
