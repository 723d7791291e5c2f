/**
 * 发票申请 (hlc/hlcInInvoice, wmm/invoiceCreate): the company's settled occupations not yet invoiced, of one
 * business type; the chosen ones become an application the port issues. The buyer comes from the invoice settings.
 * A business screen opens it prefilled: ?businessType= picks the type, ?key= ticks the occupation of that business key
 * (e.g. a wheeled machine's paid plate re-issue fee, wmm/invoiceCreate?businessType=WMM&key=…).
 */
import { Alert, Button, Select, type TableColumnProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css';
import { yuanOfCents } from '@port/sdk/domains/ledger';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { toastSuccess } from '../../app/feedback';
import { useText as useTr } from '../../shared/entity/text';
import { useDict } from '../../shared/dict';
import { applyInvoice, ledgerHolds, type LedgerHold } from './api';
import './ledger.css';
import { portTime } from '@port/sdk';
import { DataTable } from '../../shared/list-page';

export default function InvoiceApplyPage() {
  const t = useTr();
  const navigate = useNavigate();
  const business = useDict('PAY_TICKET_BUSSINES_CONFIG');
  const [params] = useSearchParams();
  const prefillKey = params.get('key');
  const [type, setType] = useState<string | undefined>(params.get('businessType') || undefined);
  const [rows, setRows] = useState<LedgerHold[]>([]);
  const [picked, setPicked] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setPicked([]);
    ledgerHolds({ status: 'settled', uninvoiced: true, pageSize: 50, ...(type ? { businessType: type } : {}) })
      .then((p) => {
        setRows(p.data);
        const named = prefillKey ? p.data.find((r: LedgerHold) => r.businessKey === prefillKey) : undefined;
        if (named) setPicked([named.id]);
      })
      .catch(() => undefined);
  }, [type, prefillKey]);
  const columns: TableColumnProps<LedgerHold>[] = [
    { key: 'businessKey', title: t('ledger.fields.businessKey'), dataIndex: 'businessKey', width: 180 },
    { key: 'businessType', title: t('ledger.fields.businessType'), dataIndex: 'businessName', width: 120, render: (v: string | null, r) => business.label(r.businessType) || v },
    { key: 'description', title: t('ledger.fields.description'), dataIndex: 'description', width: 180 },
    { key: 'settled', title: t('ledger.fields.settled'), dataIndex: 'settledCents', width: 130, align: 'right', render: (v: number) => yuanOfCents(v) },
    { key: 'updateTime', title: t('ledger.fields.createTime'), dataIndex: 'updateTime', width: 170, render: portTime },
  ];
  const chosen = rows.filter((r) => picked.includes(r.id));
  const total = chosen.reduce((s, r) => s + r.settledCents, 0);
  return (
    <div className="console-panel">
      <h2 className="console-page-title">{t('ledger.invoice.apply.title')}</h2>
      <Alert type="info" content={`${t('ledger.invoice.apply.pick')} · ${t('ledger.invoice.apply.buyerHint')}`} style={{ marginBottom: 12 }} />
      <div className="ledger-actions">
        <Select placeholder={t('ledger.fields.businessType')} allowClear style={{ width: 220 }} options={business.options} value={type} onChange={(v: string | undefined) => setType(v)} />
        <Button
          type="primary"
          loading={busy}
          disabled={!chosen.length}
          onClick={() => {
            setBusy(true);
            applyInvoice(picked)
              .then((inv) => {
                toastSuccess(t('ledger.invoice.apply.done'));
                navigate(`/wmm/invoiceDetail?id=${inv.id}`);
              })
              .catch(() => undefined)
              .finally(() => setBusy(false));
          }}
        >
          {`${t('ledger.invoice.actions.apply')}${chosen.length ? ` (¥ ${yuanOfCents(total)})` : ''}`}
        </Button>
      </div>
      <DataTable
        rowKey="id"
        columns={columns}
        data={rows}
        pagination={false}
        scroll={{ x: 800 }}
        noDataElement={<div style={{ padding: 24 }}>{t('ledger.invoice.apply.empty')}</div>}
        rowSelection={{
          type: 'checkbox',
          selectedRowKeys: picked,
          // One invoice covers one business type: once one is chosen, only its type stays choosable.
          checkboxProps: (r) => ({ disabled: !!chosen[0] && chosen[0].businessType !== r.businessType }),
          onChange: (keys) => setPicked(keys.map(String)),
        }}
      />
    </div>
  );
}
