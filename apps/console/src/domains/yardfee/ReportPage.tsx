/**
 * 费用报表 (SPEC §2.8 /report/exportChargeReport): paid yard fees between two days by day, customer or fee item —
 * the yard's or terminal's revenue, the customer's charges — as a chart and a table, exported to Excel.
 */
import { Button, DatePicker, Empty, Radio, Space, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Radio/style/css';
import type { Schemas } from '@port/sdk/contract';
import { addPortDays, portToday } from '@port/sdk';
import { yuanOfCents } from '@port/sdk/domains/ledger';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { callOperation, streamOperation } from '../../shared/entity/calls';
import { useText } from '../../shared/entity/text';
import { DataTable, ExportButton } from '../../shared/list-page';
import { Chart, type ChartOption } from '../../shared/Chart';
import './yardfee.css';

type Report = Schemas['YardChargeReport'];
type Row = Schemas['YardChargeReportRow'];
type By = Report['by'];

/** The port's calendar day `offset` days from today, YYYY-MM-DD (the port's zone, whatever the browser's). */
const portDay = (offset = 0): string => addPortDays(portToday(), offset);

export default function ReportPage() {
  const t = useText();
  const [by, setBy] = useState<By>('day');
  const [range, setRange] = useState<[string, string]>([portDay(-59), portDay()]);
  const [report, setReport] = useState<Report | null>(null);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const query = useMemo(() => ({ by, from: range[0], to: range[1] }), [by, range]);
  const load = useCallback(() => {
    setLoading(true);
    callOperation<Report>('getYardChargeReport', { query })
      .then((r) => { setReport(r); setFailed(false); }, () => setFailed(true))
      .finally(() => setLoading(false));
  }, [query]);
  useEffect(load, [load]);

  const option = useMemo<ChartOption>(() => {
    const rows = report?.rows ?? [];
    if (by === 'item') {
      return { tooltip: { trigger: 'item' }, series: [{ type: 'pie', radius: ['35%', '65%'], data: rows.map((r) => ({ name: r.label, value: r.amountCents / 100 })) }] };
    }
    return {
      tooltip: { trigger: 'axis' },
      grid: { left: 56, right: 16, top: 16, bottom: 48 },
      xAxis: { type: 'category', data: rows.map((r) => (by === 'day' ? r.label.slice(5) : r.label)), axisLabel: { interval: 'auto', hideOverlap: true } },
      yAxis: { type: 'value' },
      series: [{ type: 'bar', name: t('yardfee.report.amount'), data: rows.map((r) => r.amountCents / 100), itemStyle: { color: '#165dff' }, barMaxWidth: 48 }],
    } as ChartOption;
  }, [report, by, t]);

  return (
    <div className="yardfee-page">
      <h2 className="yardfee-title">{t('yardfee.pages.report')}</h2>
      <Space wrap className="yardfee-bar">
        <Radio.Group type="button" aria-label={t('yardfee.report.by')} value={by} onChange={(v: By) => setBy(v)}
          options={(['day', 'customer', 'item'] as const).map((value) => ({ value, label: t(`yardfee.report.${value}`) }))} />
        <DatePicker.RangePicker aria-label={t('yardfee.report.range')} value={range} allowClear={false} style={{ width: 260 }}
          onChange={(v: string[]) => { if (v?.[0] && v[1]) setRange([v[0], v[1]]); }} />
        <Button onClick={load}>{t('ledger.actions.refresh')}</Button>
        <ExportButton permission="yardfee:report" fileName={`${t('yardfee.pages.report')}.xlsx`}
          start={(exportId) => streamOperation('exportYardChargeReport', { query: { ...query, exportId } })} />
      </Space>
      {failed ? (
        <Empty description={<span role="alert">{t('entityPage.loadFailed')} <Button size="mini" type="text" onClick={load}>{t('console.retry')}</Button></span>} />
      ) : (
        <Spin loading={loading} block>
          <div className="yardfee-figures">
            <span>{t('yardfee.report.count')} <strong>{report?.totalCount ?? 0}</strong></span>
            <span>{t('yardfee.report.amount')} <strong data-testid="yardfee-report-total">{yuanOfCents(report?.totalCents ?? 0)}</strong></span>
          </div>
          {report && report.rows.length ? (
            <>
              <div className="yardfee-card"><Chart option={option} label={t('yardfee.report.chart')} height={260} /></div>
              <DataTable<Row>
                rowKey="key"
                data={report.rows}
                pagination={false}
                border
                columns={[
                  { title: t(`yardfee.report.${by}`), dataIndex: 'label', render: (v: string) => <span className="yardfee-nowrap">{v}</span> },
                  { title: t('yardfee.report.count'), dataIndex: 'count', width: 72, align: 'right' },
                  { title: t('yardfee.report.amount'), dataIndex: 'amountCents', width: 130, align: 'right', render: (c: number) => yuanOfCents(c) },
                ]}
              />
            </>
          ) : (
            <Empty description={t('yardfee.report.empty')} />
          )}
        </Spin>
      )}
    </div>
  );
}
