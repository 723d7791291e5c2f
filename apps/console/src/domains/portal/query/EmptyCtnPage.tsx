/**
 * 空箱源 (query/emptyCtn, /visual/emptyCtn): empty containers per yard, shipping line and size/type (GET
 * /inquiry/emptyCtn, for signed-in users), computed by the server from the stock count, the agents' releases and the
 * gate moves: counted, in, out, in the yard, released (not yet lifted) and available. A chart of what each yard has
 * available by size/type above the table, both from the same filtered answer; largest availability first.
 */
import type { TableColumnProps } from '@arco-design/web-react';
import { displayText, portTime } from '@port/sdk';
import { useMemo, useState } from 'react';
import { Chart, type ChartOption } from '../../../shared/Chart';
import { useText } from '../../../shared/entity/text';
import { useDict } from '../../../shared/dict';
import { useNarrowScreen } from '../../../shared/useNarrowScreen';
import { ListPage, type SearchField } from '../../../shared/list-page';
import { listEmptyContainers } from './api';
import './query.css';

interface Filters extends Record<string, unknown> {
  orgCode?: string;
  lineCode?: string;
  ctnSizeType?: string;
}
interface Row {
  key: string;
  orgCode: string;
  orgName: string;
  lineCode: string;
  ctnSizeType: string;
  counted: number;
  gateIn: number;
  gateOut: number;
  inYard: number;
  reserved: number;
  ctnCount: number;
  updateTime: string | null;
}

export default function EmptyCtnPage() {
  const t = useText();
  const yards = useDict('td_take_address');
  const [all, setAll] = useState<Row[]>([]);
  const narrow = useNarrowScreen();
  const fields: SearchField<Filters>[] = [
    { field: 'orgCode', label: t('portal.query.orgCode'), type: 'input', modifiers: ['trimAll', 'upper'] },
    { field: 'lineCode', label: t('portal.query.lineCode'), type: 'input', modifiers: ['trimAll', 'upper'] },
    { field: 'ctnSizeType', label: t('portal.query.ctnSizeType'), type: 'input', modifiers: ['trimAll', 'upper'] },
  ];
  // The yard's name in the user's language where the dictionary has it (its texts are translated), else as stored.
  const yardName = (r: Pick<Row, 'orgCode' | 'orgName'>) => (yards.items.some((i) => i.dictValue === r.orgCode) ? yards.label(r.orgCode) : displayText(r.orgName) || r.orgCode);
  const figure = (key: string, title: string, strong = false): TableColumnProps<Row> => ({
    key, title, dataIndex: key, width: 80, align: 'right', render: (v: unknown) => (strong ? <strong data-testid="empty-available">{String(v)}</strong> : String(v)),
  });
  const columns: TableColumnProps<Row>[] = [
    { key: 'orgName', title: t('portal.query.orgName'), dataIndex: 'orgName', width: 180, render: (_: unknown, r) => yardName(r) },
    { key: 'orgCode', title: t('portal.query.orgCode'), dataIndex: 'orgCode', width: 110 },
    { key: 'lineCode', title: t('portal.query.lineCode'), dataIndex: 'lineCode', width: 90 },
    { key: 'ctnSizeType', title: t('portal.query.ctnSizeType'), dataIndex: 'ctnSizeType', width: 100 },
    figure('counted', t('yardbk.stock.counted')),
    figure('gateIn', t('yardbk.stock.gateIn')),
    figure('gateOut', t('yardbk.stock.gateOut')),
    figure('inYard', t('yardbk.stock.inYard')),
    figure('reserved', t('yardbk.stock.reserved')),
    figure('ctnCount', t('yardbk.stock.available'), true),
    { key: 'updateTime', title: t('portal.query.updateTime'), dataIndex: 'updateTime', width: 170, render: portTime },
  ];
  // Available per yard, one stacked bar per size/type.
  const option = useMemo<ChartOption>(() => {
    const codes = [...new Set(all.map((r) => r.orgCode))];
    const nameOf = new Map(all.map((r) => [r.orgCode, yardName(r)]));
    const sizes = [...new Set(all.map((r) => r.ctnSizeType))].sort();
    return {
      tooltip: { trigger: 'axis' },
      grid: { left: 8, right: 8, top: 16, bottom: 8, containLabel: true },
      xAxis: { type: 'category', data: codes.map((c) => nameOf.get(c) ?? c), axisLabel: { interval: 0, rotate: narrow ? 40 : 0, width: narrow ? 64 : 120, overflow: 'truncate', fontSize: narrow ? 10 : 12 } },
      yAxis: { type: 'value', minInterval: 1 },
      series: sizes.map((size) => ({
        type: 'bar', name: size, stack: 'available',
        data: codes.map((code) => all.filter((r) => r.orgCode === code && r.ctnSizeType === size).reduce((n, r) => n + r.ctnCount, 0)),
      })),
    };
    // yardName reads the dictionary, which loads after the page: the chart follows it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [all, narrow, yards.items]);
  return (
    <>
      {all.length > 0 && (
        <div className="query-chart-card" aria-label={t('yardbk.stock.chart')}>
          <div className="query-chart-title">{t('yardbk.stock.chart')}</div>
          <Chart option={option} label={t('yardbk.stock.chart')} height={220} />
          <div className="query-chart-hint">{t('yardbk.stock.hint')}</div>
        </div>
      )}
      <ListPage<Filters, Row>
        listId="query-empty-ctn"
        fields={fields}
        columns={columns}
        rowKey="key"
        scrollX={1160}
        fetch={async ({ pageNo, pageSize, orgCode, lineCode, ctnSizeType }) => {
          const found = await listEmptyContainers({ ...(orgCode ? { orgCode } : {}), ...(lineCode ? { lineCode } : {}), ...(ctnSizeType ? { ctnSizeType } : {}) });
          const rows = found
            .flatMap((y) => y.detailList.map((d): Row => ({
              key: `${y.orgCode}/${d.lineCode}/${d.ctnSizeType}`, orgCode: y.orgCode,
              orgName: yards.items.some((i) => i.dictValue === y.orgCode) ? yards.label(y.orgCode) : displayText(y.orgName) || y.orgCode,
              lineCode: d.lineCode, ctnSizeType: d.ctnSizeType, counted: d.counted ?? 0, gateIn: d.gateIn ?? 0, gateOut: d.gateOut ?? 0,
              inYard: d.inYard ?? Number(d.ctnCount), reserved: d.reserved ?? 0, ctnCount: Number(d.ctnCount), updateTime: y.updateTime ?? null,
            })))
            .sort((a, b) => b.ctnCount - a.ctnCount || a.key.localeCompare(b.key));
          setAll(rows);
          return { data: rows.slice((pageNo - 1) * pageSize, pageNo * pageSize), total: rows.length, totalExact: true };
        }}
      />
    </>
  );
}
