/** 预付款对账 (platform): per company, each account's stored balance against the sum of its entries. */
import { Button, Tag, type TableColumnProps } from '@arco-design/web-react';
import { yuanOfCents } from '@port/sdk/domains/ledger';
import { useEffect, useState } from 'react';
import { useText as useTr } from '../../shared/entity/text';
import { reconciliation, type Reconciliation } from './api';
import './ledger.css';
import { DataTable } from '../../shared/list-page';

type Row = Reconciliation['rows'][number];
const ACCOUNTS = ['bank', 'available', 'held', 'revenue'] as const;

export default function ReconciliationPage() {
  const t = useTr();
  const [data, setData] = useState<Reconciliation | null>(null);
  const load = () => void reconciliation().then(setData).catch(() => undefined);
  useEffect(load, []);
  const columns: TableColumnProps<Row>[] = [
    { key: 'companyName', title: t('ledger.fields.companyName'), dataIndex: 'companyName', width: 220 },
    { key: 'ok', title: t('ledger.fields.status'), dataIndex: 'ok', width: 90, render: (v: boolean) => <Tag color={v ? 'green' : 'red'}>{t(v ? 'ledger.recon.ok' : 'ledger.recon.bad')}</Tag> },
    ...ACCOUNTS.map((a) => ({
      key: a, title: t(`ledger.accounts.${a}`), width: 170, align: 'right' as const,
      render: (_: unknown, r: Row) => {
        const acc = r.accounts.find((x) => x.account === a)!;
        return (
          <span title={`${t('ledger.recon.stored')} ${yuanOfCents(acc.storedCents)} / ${t('ledger.recon.computed')} ${yuanOfCents(acc.entriesCents)}`}
            className={acc.storedCents === acc.entriesCents ? 'ledger-amount' : 'ledger-amount out'}>{yuanOfCents(acc.storedCents)}</span>
        );
      },
    })),
    { key: 'sum', title: t('ledger.recon.sum'), dataIndex: 'sumCents', width: 130, align: 'right', render: (v: number) => yuanOfCents(v) },
    { key: 'entries', title: t('ledger.recon.entries'), dataIndex: 'entries', width: 90, align: 'right' },
  ];
  return (
    <div className="console-panel">
      <h2 className="console-page-title">{t('ledger.pages.reconciliation')}</h2>
      {data ? (
        <div className="ledger-summary">
          <div className="ledger-card"><div className="label">{t('ledger.recon.companies')}</div><div className="value">{data.companies}</div></div>
          <div className="ledger-card"><div className="label">{t('ledger.recon.broken')}</div><div className={`value${data.broken ? ' held' : ' available'}`} data-testid="recon-broken">{data.broken}</div></div>
          <div className="ledger-card"><div className="label">{t('ledger.recon.entries')}</div><div className="value">{data.entries}</div></div>
          <div className="ledger-card" style={{ display: 'flex', alignItems: 'center' }}><Button onClick={load}>{t('ledger.actions.refresh')}</Button></div>
        </div>
      ) : null}
      <DataTable rowKey="companyId" columns={columns} data={data?.rows ?? []} pagination={false} scroll={{ x: 1200 }} />
    </div>
  );
}
