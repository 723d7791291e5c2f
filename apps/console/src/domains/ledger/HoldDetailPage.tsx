/** 占用明细 (/prepay/holdDetail?id=): one occupation, its entries and the business record it belongs to. */
import { Button, Descriptions, Tag, type TableColumnProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Descriptions/style/css';
import { yuanOfCents } from '@port/sdk/domains/ledger';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { toastSuccess } from '../../app/feedback';
import { useText as useTr } from '../../shared/entity/text';
import { useDict } from '../../shared/dict';
import { applyInvoice, ledgerHold, type LedgerEntry, type LedgerHold } from './api';
import { usePlatformStaff } from './session';
import './ledger.css';
import { portTime } from '@port/sdk';
import { DataTable } from '../../shared/list-page';

const STATUS_COLORS = { held: 'orange', settled: 'green', released: 'gray' } as const;

export default function HoldDetailPage() {
  const t = useTr();
  const business = useDict('PAY_TICKET_BUSSINES_CONFIG');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const terminals = useDict('LEDGER_TERMINAL');
  const platform = usePlatformStaff();
  const [hold, setHold] = useState<LedgerHold | null>(null);
  const load = () => {
    if (id) ledgerHold(id).then(setHold).catch(() => undefined);
  };
  useEffect(load, [id]);
  if (!hold) return <div className="console-panel" />;
  const columns: TableColumnProps<LedgerEntry>[] = [
    { key: 'createTime', title: t('ledger.fields.createTime'), dataIndex: 'createTime', width: 170, render: portTime },
    { key: 'kind', title: t('ledger.fields.kind'), dataIndex: 'kind', width: 90, render: (v: LedgerEntry['kind']) => t(`ledger.kinds.${v}`) },
    { key: 'move', title: `${t('ledger.fields.from')} → ${t('ledger.fields.to')}`, width: 160, render: (_: unknown, r) => `${t(`ledger.accounts.${r.fromAccount}`)} → ${t(`ledger.accounts.${r.toAccount}`)}` },
    { key: 'amount', title: t('ledger.fields.amount'), dataIndex: 'amountCents', width: 130, align: 'right', render: (v: number) => yuanOfCents(v) },
    { key: 'userName', title: t('ledger.fields.userName'), dataIndex: 'userName', width: 120, render: (v: string | null) => v ?? '—' },
  ];
  return (
    <div className="console-panel">
      <h2 className="console-page-title">{t('ledger.hold.title')}</h2>
      <Descriptions
        column={{ xs: 1, sm: 1, md: 2, lg: 3 }}
        border
        data={[
          { label: t('ledger.fields.businessKey'), value: hold.businessKey },
          { label: t('ledger.fields.status'), value: <Tag color={STATUS_COLORS[hold.status]} data-testid="hold-status">{t(`ledger.holdStatus.${hold.status}`)}</Tag> },
          { label: t('ledger.fields.companyName'), value: hold.companyName },
          { label: t('ledger.fields.businessType'), value: business.label(hold.businessType) },
          { label: t('ledger.fields.terminal'), value: hold.terminal ? terminals.label(hold.terminal) : '—' },
          { label: t('ledger.fields.description'), value: hold.description },
          { label: t('ledger.fields.amount'), value: yuanOfCents(hold.amountCents) },
          { label: t('ledger.fields.settled'), value: yuanOfCents(hold.settledCents) },
          { label: t('ledger.fields.createTime'), value: portTime(hold.createTime) },
          {
            label: t('ledger.fields.record'),
            value: hold.recordPath ? <Button type="text" size="mini" onClick={() => navigate(hold.recordPath!)}>{t('ledger.actions.openRecord')}</Button> : t('ledger.hold.noRecord'),
          },
        ]}
      />
      <div className="ledger-actions" style={{ marginTop: 12 }}>
        {hold.invoiceId ? (
          <Button onClick={() => navigate(`/wmm/invoiceDetail?id=${hold.invoiceId}`)}>{t('ledger.hold.invoiced')}</Button>
        ) : hold.status === 'settled' && !platform ? (
          <Button
            type="primary"
            onClick={() => {
              void applyInvoice([hold.id]).then((inv) => {
                toastSuccess(t('ledger.invoice.apply.done'));
                navigate(`/wmm/invoiceDetail?id=${inv.id}`);
              }).catch(() => undefined);
            }}
          >
            {t('ledger.actions.applyInvoice')}
          </Button>
        ) : null}
      </div>
      <h3 style={{ margin: '16px 0 8px' }}>{t('ledger.hold.entries')}</h3>
      <DataTable rowKey="id" columns={columns} data={hold.entries} pagination={false} scroll={{ x: 680 }} />
    </div>
  );
}
