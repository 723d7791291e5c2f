/**
 * One echarts instance per chart, made once, fed new options and resized with its frame (the home page's
 * cards change width with the sidebar and the phone's screen). Only the parts drawn are imported (echarts/core).
 */
import { BarChart, PieChart } from 'echarts/charts';
import type { BarSeriesOption, PieSeriesOption } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import type { GridComponentOption, TooltipComponentOption } from 'echarts/components';
import { init, use as registerParts, type ComposeOption, type EChartsType } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import { useSettings } from '../layout/settings/store';

registerParts([BarChart, PieChart, GridComponent, TooltipComponent, CanvasRenderer]);

export type ChartOption = ComposeOption<BarSeriesOption | PieSeriesOption | GridComponentOption | TooltipComponentOption>;

export function Chart({ option, label, onPick, height = 240 }: { option: ChartOption; label: string; onPick?: (index: number) => void; height?: number }) {
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);
  const pick = useRef(onPick);
  pick.current = onPick;
  const dark = useSettings((s) => s.dark);
  const last = useRef(option);
  last.current = option;

  useEffect(() => {
    const el = host.current;
    if (!el) return;
    // echarts' built-in dark theme follows the console's dark mode; the card shows through.
    const instance = init(el, dark ? 'dark' : undefined, { renderer: 'canvas' });
    chart.current = instance;
    instance.setOption({ backgroundColor: 'transparent', ...last.current });
    instance.on('click', (p) => pick.current?.(p.dataIndex));
    const resize = new ResizeObserver(() => instance.resize());
    resize.observe(el);
    return () => {
      resize.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, [dark]);

  useEffect(() => {
    chart.current?.setOption({ backgroundColor: 'transparent', ...option }, { notMerge: true, lazyUpdate: true });
  }, [option]);

  return <div ref={host} role="img" aria-label={label} style={{ width: '100%', height }} />;
}
