/**
 * 数据看板: the 1920×1080 design, scaled whole to the window (no scrollbars), dark, large type.
 * Left: vehicle totals and the rankings; centre: the real-time alarm list; right: the alarm report.
 */
import { useMemo } from 'react';
import type { Credential } from '../credential';
import { LANG, screenText } from '../text';
import { AlarmTable } from './AlarmTable';
import { Chart } from './chart';
import { Clock } from './Clock';
import { LinkBadge } from './LinkBadge';
import { byTypeOption, rankingOption, trendOption } from './options';
import { Panel } from './Panel';
import { COLORS } from './theme';
import { useBoard } from './useBoard';
import { DESIGN, useScale } from './useScale';

const number = (n: number | undefined) => (n === undefined ? '—' : n.toLocaleString(LANG));

function Stat({ label, value, tone }: { label: string; value: string; tone?: 'ok' | 'warn' | 'alarm' }) {
  return (
    <div className={`stat ${tone ? `stat-${tone}` : ''}`}>
      <div className="stat-value">{value}</div>
      <div className="stat-label">{label}</div>
    </div>
  );
}

export function Board({ credential }: { credential: Credential }) {
  const scale = useScale();
  const board = useBoard(credential);
  const t = screenText;
  const { totals, report, ranking } = board;

  const truckOption = useMemo(() => rankingOption(ranking.truck, COLORS.series[0], t.count), [ranking.truck, t.count]);
  const shopOption = useMemo(() => rankingOption(ranking.shop, COLORS.series[1], t.count), [ranking.shop, t.count]);
  const typeOption = useMemo(() => rankingOption(ranking.alarmType, COLORS.series[2], t.count), [ranking.alarmType, t.count]);
  const pieOption = useMemo(() => byTypeOption(report), [report]);
  const lineOption = useMemo(() => trendOption(report, t.count), [report, t.count]);
  const onlineRate = totals && totals.total > 0 ? `${Math.round((totals.online / totals.total) * 100)}%` : '—';

  return (
    <div className="viewport">
      <main
        className="board"
        style={{ width: DESIGN.width, height: DESIGN.height, transform: `translate(-50%, -50%) scale(${scale})` }}
        aria-busy={board.status === 'loading'}
      >
        <div className="board-top">
          <h1 className="board-title">{t.title}</h1>
          <div className="board-status">
            <LinkBadge link={board.link} />
            <Clock />
          </div>
        </div>

        {board.status === 'refused' ? (
          <div className="refusal" role="alert">
            {board.refusal}
          </div>
        ) : (
          <div className="board-grid">
            <div className="column column-side">
              <Panel title={t.vehicleTotal} className="panel-totals">
                <div className="stats">
                  <Stat label={t.vehicleTotal} value={number(totals?.total)} />
                  <Stat label={t.online} value={number(totals?.online)} tone="ok" />
                  <Stat label={t.offline} value={number(totals?.offline)} tone="warn" />
                  <Stat label={t.onlineRate} value={onlineRate} />
                </div>
              </Panel>
              <Panel title={`${t.ranking} · ${t.rankingBy.truck}`} className="panel-rank">
                <Chart option={truckOption} scale={scale} label={`${t.ranking} ${t.rankingBy.truck}`} />
              </Panel>
              <Panel title={`${t.ranking} · ${t.rankingBy.shop}`} className="panel-rank">
                <Chart option={shopOption} scale={scale} label={`${t.ranking} ${t.rankingBy.shop}`} />
              </Panel>
            </div>

            <div className="column column-main">
              <Panel title={t.realtimeAlarms} className="panel-alarms" extra={<span className="alarm-count">{number(board.alarmTotal)}</span>}>
                <AlarmTable alarms={board.alarms} fresh={board.fresh} />
              </Panel>
              <Panel title={`${t.ranking} · ${t.rankingBy.alarmType}`} className="panel-rank-type">
                <Chart option={typeOption} scale={scale} label={`${t.ranking} ${t.rankingBy.alarmType}`} />
              </Panel>
            </div>

            <div className="column column-side">
              <Panel title={t.report} className="panel-totals">
                <div className="stats stats-3">
                  <Stat label={t.alarmTotal} value={number(report?.total)} tone="alarm" />
                  <Stat label={t.handled} value={number(report?.handled)} tone="ok" />
                  <Stat label={t.open} value={number(report?.open)} tone="warn" />
                </div>
              </Panel>
              <Panel title={t.reportByType} className="panel-rank">
                <Chart option={pieOption} scale={scale} label={t.reportByType} />
              </Panel>
              <Panel title={t.reportTrend} className="panel-rank">
                <Chart option={lineOption} scale={scale} label={t.reportTrend} />
              </Panel>
            </div>
          </div>
        )}
      </main>
    </div>
  );
}
