/**
 * The home page's charts of the caller's own business (GET /home/overview): orders by status (each status a
 * link to the order list filtered on it, the count the list's total), dispatches per day over 30 days and
 * alarms by type. Each figure is also written out beside its chart, for reading and for screen readers.
 * Loaded on its own (React.lazy) so echarts stays out of the first screen's bundle.
 */
import { Alert, Button, Card, Spin } from '@arco-design/web-react';
import type { Schemas } from '@port/sdk/contract';
import type { MessageKey } from '@port/sdk';
import type { StateColor } from '@port/sdk/domain';
import { TRUCK_ORDER_FLOW } from '@port/sdk/domains/trucking';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { api, unwrap } from '../../app/api';
import { useTr } from '../../app/i18n';
import { Chart, type ChartOption } from '../../shared/Chart';

/** Every state colour, as Arco's tags draw it (typed by StateColor: the Returned status's orangered once had none). */
const COLORS: Record<StateColor, string> = {
  gray: '#86909c', blue: '#3491fa', arcoblue: '#165dff', cyan: '#14c9c9', green: '#00b42a', orange: '#ff7d00', orangered: '#f77234', gold: '#f7ba1e', red: '#f53f3f', purple: '#722ed1',
};

type Overview = Schemas['HomeOverview'];

export default function HomeCharts({ orderListPath, showAlarms }: { orderListPath: string | null; showAlarms: boolean }) {
  const t = useTr();
  const navigate = useNavigate();
  const [data, setData] = useState<Overview | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(() => {
    setFailed(false);
    unwrap(api.GET('/home/overview')).then(setData, () => setFailed(true));
  }, []);
  useEffect(load, [load]);

  const orders = useMemo(
    () => (data?.orders ?? []).map((o) => ({ ...o, label: t(TRUCK_ORDER_FLOW.states[o.status].label as MessageKey), color: COLORS[TRUCK_ORDER_FLOW.states[o.status].color] })),
    [data, t],
  );
  const ordersTotal = orders.reduce((n, o) => n + o.count, 0);
  const dispatchesTotal = (data?.dispatchesPerDay ?? []).reduce((n, d) => n + d.count, 0);
  const alarmsTotal = (data?.alarms ?? []).reduce((n, a) => n + a.count, 0);
  const statusPath = (status: string) => (orderListPath ? `${orderListPath}?status=${status}` : null);

  const pie = useMemo<ChartOption>(
    () => ({
      tooltip: { trigger: 'item' },
      series: [{ type: 'pie', radius: ['45%', '72%'], avoidLabelOverlap: true, label: { show: false }, data: orders.filter((o) => o.count > 0).map((o) => ({ name: o.label, value: o.count, itemStyle: { color: o.color } })) }],
    }),
    [orders],
  );
  const perDay = useMemo<ChartOption>(
    () => ({
      tooltip: { trigger: 'axis' },
      grid: { left: 36, right: 12, top: 16, bottom: 28 },
      xAxis: { type: 'category', data: (data?.dispatchesPerDay ?? []).map((d) => d.day.slice(5)), axisLabel: { interval: 6 } },
      yAxis: { type: 'value', minInterval: 1 },
      series: [{ type: 'bar', data: (data?.dispatchesPerDay ?? []).map((d) => d.count), itemStyle: { color: '#165dff' } }],
    }),
    [data],
  );
  const alarms = useMemo<ChartOption>(
    () => ({
      tooltip: { trigger: 'axis' },
      // The alarm types' names decide the left margin (pt-BR's 'Excesso de velocidade' was cut at a fixed 96 px);
      // a long one wraps between words.
      grid: { left: 8, right: 16, top: 8, bottom: 24, containLabel: true },
      xAxis: { type: 'value', minInterval: 1 },
      yAxis: { type: 'category', inverse: true, data: (data?.alarms ?? []).map((a) => a.name), axisLabel: { width: 110, overflow: 'break' } },
      series: [{ type: 'bar', data: (data?.alarms ?? []).map((a) => a.count), itemStyle: { color: '#f53f3f' } }],
    }),
    [data],
  );

  if (failed) {
    return (
      <Alert type="error" className="console-home-charts-failed" content={t('console.home.chartFailed')}
        action={<Button size="mini" type="text" onClick={load}>{t('console.retry')}</Button>} />
    );
  }
  if (!data) return <Spin className="console-home-charts-loading" />;
  const empty = <p className="console-home-chart-empty">{t('console.home.noData')}</p>;

  return (
    <div className="console-home-charts" data-testid="home-charts">
      {orderListPath ? (
        <Card title={t('console.home.ordersByStatus')} bordered={false} className="console-home-chart">
          {ordersTotal === 0 ? empty : (
            <div className="console-home-chart-pie">
              <Chart option={pie} label={t('console.home.ordersByStatus')} onPick={(i) => {
                const path = statusPath(orders.filter((o) => o.count > 0)[i]!.status);
                if (path) navigate(path);
              }} />
              <ul className="console-home-chart-legend" data-testid="home-orders-by-status">
                {orders.map((o) => (
                  <li key={o.status}>
                    <span className="console-home-chart-dot" style={{ background: o.color }} />
                    <Link to={statusPath(o.status)!} data-status={o.status}>
                      {o.label} <b>{o.count}</b>
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <p className="console-home-chart-total">{t('console.home.ordersTotal', { count: ordersTotal })}</p>
        </Card>
      ) : null}
      {orderListPath ? (
        <Card title={t('console.home.dispatchesPerDay')} bordered={false} className="console-home-chart">
          {dispatchesTotal === 0 ? empty : <Chart option={perDay} label={t('console.home.dispatchesPerDay')} />}
          <p className="console-home-chart-total" data-testid="home-dispatches-total">{t('console.home.dispatchesTotal', { count: dispatchesTotal })}</p>
        </Card>
      ) : null}
      {showAlarms ? (
        <Card title={t('console.home.alarmsByType')} bordered={false} className="console-home-chart">
          {alarmsTotal === 0 ? empty : <Chart option={alarms} label={t('console.home.alarmsByType')} />}
          <p className="console-home-chart-total">{t('console.home.alarmsTotal', { count: alarmsTotal })}</p>
        </Card>
      ) : null}
    </div>
  );
}
