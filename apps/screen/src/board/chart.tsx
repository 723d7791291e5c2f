/**
 * One echarts instance per panel, made once and fed new options: no instance, listener or timer grows
 * while the board runs for days. Only the parts the board draws are imported (echarts/core).
 */
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use as registerParts, type ComposeOption, type EChartsType } from 'echarts/core';
import type { BarSeriesOption, LineSeriesOption, PieSeriesOption } from 'echarts/charts';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

registerParts([BarChart, LineChart, PieChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export type ChartOption = ComposeOption<
  BarSeriesOption | LineSeriesOption | PieSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption
>;

/**
 * The board is drawn at 1920×1080 and scaled by CSS; the canvas is rendered at the scaled pixel density so
 * text stays sharp on a 4K wall.
 */
export function Chart({ option, scale, label }: { option: ChartOption; scale: number; label: string }) {
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);
  const ratio = Math.max(1, Math.min(4, (window.devicePixelRatio || 1) * scale));

  useEffect(() => {
    if (!host.current) return;
    const instance = init(host.current, undefined, { renderer: 'canvas', devicePixelRatio: ratio });
    chart.current = instance;
    return () => {
      instance.dispose();
      chart.current = null;
    };
  }, [ratio]);

  useEffect(() => {
    // notMerge: the series and categories are replaced, never accumulated.
    chart.current?.setOption(option, { notMerge: true, lazyUpdate: true });
  }, [option, ratio]);

  return <div ref={host} className="chart" role="img" aria-label={label} />;
}
