/** 发票详情 (wmm/invoiceDetail?id=): the invoice, its lines, and the actions of either side. */
import { Descriptions, Tag, type TableColumnProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Descriptions/style/css';
import type { Schemas } from '@port/sdk/contract';
import { yuanOfCents } from '@port/sdk/domains/ledger';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useDict } from '../../shared/dict';
import { useText as useTr } from '../../shared/entity/text';
import { DataTable, RowActions } from '../../shared/list-page';
import { ledgerInvoice, type LedgerInvoice } from './api';
import { INVOICE_COLORS, useInvoiceActions } from './InvoicesPage';
import './ledger.css';
import { portTime } from '@port/sdk';

type Line = Schemas['LedgerInvoiceLine'];

export default function InvoiceDetailPage() {
  const t = useTr();
  const business = useDict('PAY_TICKET_BUSSINES_CONFIG');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const [inv, setInv] = useState<LedgerInvoice | null>(null);
  const load = () => {
    if (id) ledgerInvoice(id).then(setInv).catch(() => undefined);
  };
  useEffect(load, [id]);
  const { actions, prompt } = useInvoiceActions(load);
  if (!inv) return <div className="console-panel" />;
  const columns: TableColumnProps<Line>[] = [
    { key: 'description', title: t('ledger.fields.description'), dataIndex: 'description', width: 180 },
    { key: 'businessKey', title: t('ledger.fields.businessKey'), dataIndex: 'businessKey', width: 180,
      render: (v: string, r) => <a href="#" onClick={(e) => { e.preventDefault(); navigate(`/prepay/holdDetail?id=${r.holdId}`); }}>{v}</a> },
    { key: 'tax', title: t('ledger.invoice.fields.tax'), dataIndex: 'taxCents', width: 120, align: 'right', render: (v: number) => yuanOfCents(v) },
    { key: 'amount', title: t('ledger.invoice.fields.total'), dataIndex: 'amountCents', width: 140, align: 'right', render: (v: number) => yuanOfCents(v) },
  ];
  return (
    <div className="console-panel">
      <h2 className="console-page-title">{t('ledger.pages.invoiceDetail')}</h2>
      <Descriptions
        column={{ xs: 1, sm: 1, md: 2, lg: 3 }}
        border
        data={[
          { label: t('ledger.invoice.fields.status'), value: <Tag color={INVOICE_COLORS[inv.status]} data-testid="invoice-status">{t(`ledger.invoice.status.${inv.status}`)}</Tag> },
          { label: t('ledger.invoice.fields.invoiceNo'), value: <span data-testid="invoice-no">{inv.invoiceNo ?? '—'}</span> },
          { label: t('ledger.invoice.fields.invoiceType'), value: t(`ledger.invoice.types.${inv.invoiceType}`) },
          { label: t('ledger.invoice.fields.buyerName'), value: inv.buyerName },
          { label: t('ledger.invoice.fields.buyerTaxCode'), value: inv.buyerTaxCode },
          { label: t('ledger.fields.businessType'), value: business.label(inv.businessType) },
          { label: t('ledger.invoice.fields.rate'), value: `${inv.taxRatePermille / 10}%` },
          { label: t('ledger.invoice.fields.tax'), value: yuanOfCents(inv.taxCents) },
          { label: t('ledger.invoice.fields.total'), value: yuanOfCents(inv.totalCents) },
          { label: t('ledger.invoice.fields.createTime'), value: portTime(inv.createTime) },
          { label: t('ledger.invoice.fields.issueTime'), value: inv.issueTime ? portTime(inv.issueTime) : '—' },
          ...(inv.reason ? [{ label: t('ledger.invoice.fields.reason'), value: inv.reason }] : []),
          ...(inv.redOf ? [{ label: t('ledger.invoice.fields.redOf'), value: <a href="#" onClick={(e) => { e.preventDefault(); navigate(`/wmm/invoiceDetail?id=${inv.redOf}`); }}>{inv.redOf}</a> }] : []),
        ]}
      />
      <div className="ledger-actions" style={{ marginTop: 12 }}>
        <RowActions actions={actions(inv)} />
      </div>
      <h3 style={{ margin: '16px 0 8px' }}>{t('ledger.invoice.fields.lines')}</h3>
      <DataTable rowKey="holdId" columns={columns} data={inv.lines} pagination={false} scroll={{ x: 620 }} />
      {prompt}
    </div>
  );
}
