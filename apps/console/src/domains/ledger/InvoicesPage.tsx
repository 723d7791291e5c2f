/**
 * 发票管理: the company's invoices (the platform sees every company's): status, number, buyer, totals; the PDF of
 * an issued one; the port issues, returns or reverses (red-letter) from here.
 */
import { Button, Input, Modal, Tag, type TableColumnProps } from '@arco-design/web-react';
import { yuanOfCents } from '@port/sdk/domains/ledger';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toastSuccess } from '../../app/feedback';
import { useText as useTr } from '../../shared/entity/text';
import { useDict } from '../../shared/dict';
import { ListPage, RowActions, type ListPageHandle, type SearchField } from '../../shared/list-page';
import { downloadInvoicePdf, issueInvoice, ledgerInvoices, rejectInvoice, reverseInvoice, type LedgerInvoice } from './api';
import { usePlatformStaff } from './session';
import './ledger.css';
import { portTime } from '@port/sdk';

type Filters = { status?: LedgerInvoice['status']; businessType?: string; invoiceNo?: string };

export const INVOICE_COLORS: Record<LedgerInvoice['status'], string> = { applied: 'orange', issued: 'green', rejected: 'gray', reversed: 'gray', red: 'red' };

export function ReasonPrompt(props: { title: string; onCancel(): void; onOk(reason: string): Promise<unknown> }) {
  const t = useTr();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  return (
    <Modal visible title={props.title} onCancel={props.onCancel} confirmLoading={busy} okButtonProps={{ disabled: !reason.trim() }}
      onOk={() => {
        setBusy(true);
        props.onOk(reason.trim()).catch(() => undefined).finally(() => setBusy(false));
      }}>
      <Input.TextArea value={reason} maxLength={200} placeholder={t('ledger.invoice.reason')} onChange={setReason} />
    </Modal>
  );
}

export function useInvoiceActions(reload: () => void) {
  const t = useTr();
  const platform = usePlatformStaff();
  const [asking, setAsking] = useState<{ kind: 'reject' | 'reverse'; id: string } | null>(null);
  const actions = (r: LedgerInvoice) => [
    { key: 'pdf', label: t('ledger.invoice.actions.pdf'), hidden: !(r.status === 'issued' || r.status === 'red' || r.status === 'reversed'),
      onClick: () => void downloadInvoicePdf(r.id, `${r.invoiceNo ?? r.id}.pdf`).catch(() => undefined) },
    { key: 'issue', label: t('ledger.invoice.actions.issue'), hidden: !platform || r.status !== 'applied',
      onClick: () => void issueInvoice(r.id).then(() => { toastSuccess(); reload(); }).catch(() => undefined) },
    { key: 'reject', label: t('ledger.invoice.actions.reject'), hidden: !platform || r.status !== 'applied', danger: true, onClick: () => setAsking({ kind: 'reject', id: r.id }) },
    { key: 'reverse', label: t('ledger.invoice.actions.reverse'), hidden: !platform || r.status !== 'issued', danger: true, onClick: () => setAsking({ kind: 'reverse', id: r.id }) },
  ];
  const prompt = asking ? (
    <ReasonPrompt
      title={t(`ledger.invoice.actions.${asking.kind}`)}
      onCancel={() => setAsking(null)}
      onOk={async (reason) => {
        await (asking.kind === 'reject' ? rejectInvoice(asking.id, reason) : reverseInvoice(asking.id, reason));
        setAsking(null);
        toastSuccess();
        reload();
      }}
    />
  ) : null;
  return { actions, prompt, platform };
}

export default function InvoicesPage() {
  const t = useTr();
  const navigate = useNavigate();
  const business = useDict('PAY_TICKET_BUSSINES_CONFIG');
  const list = useRef<ListPageHandle>(null);
  const { actions, prompt, platform } = useInvoiceActions(() => list.current?.reload());
  const fields: SearchField<Filters>[] = [
    { field: 'status', label: t('ledger.invoice.fields.status'), type: 'select', options: (['applied', 'issued', 'rejected', 'reversed', 'red'] as const).map((s) => ({ value: s, label: t(`ledger.invoice.status.${s}`) })) },
    { field: 'businessType', label: t('ledger.fields.businessType'), type: 'select', options: business.options },
    { field: 'invoiceNo', label: t('ledger.invoice.fields.invoiceNo'), type: 'input', modifiers: ['trimAll'] },
  ];
  const columns: TableColumnProps<LedgerInvoice>[] = [
    { key: 'createTime', title: t('ledger.invoice.fields.createTime'), dataIndex: 'createTime', width: 170, render: portTime },
    { key: 'status', title: t('ledger.invoice.fields.status'), dataIndex: 'status', width: 100, render: (v: LedgerInvoice['status']) => <Tag color={INVOICE_COLORS[v]}>{t(`ledger.invoice.status.${v}`)}</Tag> },
    { key: 'invoiceNo', title: t('ledger.invoice.fields.invoiceNo'), dataIndex: 'invoiceNo', width: 200, render: (v: string | null) => v ?? '—' },
    ...(platform ? [{ key: 'companyName', title: t('ledger.invoice.fields.companyName'), dataIndex: 'companyName', width: 200 } satisfies TableColumnProps<LedgerInvoice>] : []),
    { key: 'businessType', title: t('ledger.fields.businessType'), dataIndex: 'businessName', width: 120, render: (v: string | null, r) => business.label(r.businessType) || v },
    { key: 'invoiceType', title: t('ledger.invoice.fields.invoiceType'), dataIndex: 'invoiceType', width: 120, render: (v: 'SDP' | 'SDZ') => t(`ledger.invoice.types.${v}`) },
    { key: 'buyerName', title: t('ledger.invoice.fields.buyerName'), dataIndex: 'buyerName', width: 200 },
    { key: 'total', title: t('ledger.invoice.fields.total'), dataIndex: 'totalCents', width: 140, align: 'right', render: (v: number) => yuanOfCents(v) },
    { key: 'tax', title: t('ledger.invoice.fields.tax'), dataIndex: 'taxCents', width: 110, align: 'right', render: (v: number) => yuanOfCents(v) },
    {
      key: 'actions', title: '', width: 200, fixed: 'right',
      render: (_: unknown, r) => <RowActions actions={[{ key: 'view', label: t('ledger.actions.view'), onClick: () => navigate(`/wmm/invoiceDetail?id=${r.id}`) }, ...actions(r)]} />,
    },
  ];
  return (
    <>
      <ListPage<Filters, LedgerInvoice>
        ref={list}
        title={t('ledger.pages.invoices')}
        fields={fields}
        columns={columns}
        rowKey="id"
        listId="ledger-invoices"
        scrollX={1500}
        emptyText={t('ledger.empty')}
        toolbar={platform ? null : <Button type="primary" onClick={() => navigate('/hlc/hlcInInvoice')}>{t('ledger.invoice.actions.apply')}</Button>}
        fetch={(q) => ledgerInvoices(q)}
      />
      {prompt}
    </>
  );
}
