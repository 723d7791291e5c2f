/**
 * 支付记录 (/user/payLast) and 码头支付记录 (/user/payLastMt): the company's payments of one channel, newest
 * first, searched by serial or order number, status, business type and time, on the shared list page.
 */
import type { TableColumnProps } from '@arco-design/web-react';
import { displayText, formatDateTime, formatThousands, portTime } from '@port/sdk';
import { PAYMENT_RECORD_STATUS, paymentRecordStatusLabel } from '@port/sdk/labels';
import { useTr } from '../../../app/i18n';
import { useDict } from '../../../shared/dict';
import { ListPage, type SearchField } from '../../../shared/list-page';
import { StatusTag } from '../../../shared/StatusTag';
import { paymentRecords, type PaymentRecord } from '../api';
import '../accounts.css';

type Channel = PaymentRecord['channel'];
type Filters = {
  payNo?: string;
  status?: PaymentRecord['status'];
  businessType?: string;
  createTime?: Date[];
  payTimeStart?: string;
  payTimeEnd?: string;
};

const STATUS_COLORS = { '00': 'orange', '01': 'green', '02': 'red', '03': 'gray' } as const;

/** The form's date range becomes payTimeStart / payTimeEnd. */
function toQuery(values: Partial<Filters>): Partial<Filters> {
  const { createTime, ...rest } = values;
  const [start, end] = createTime ?? [];
  return { ...rest, ...(start ? { payTimeStart: formatDateTime(start) } : {}), ...(end ? { payTimeEnd: formatDateTime(end) } : {}) };
}

function PayRecords({ channel }: { channel: Channel }) {
  const t = useTr();
  const business = useDict('PAY_TICKET_BUSSINES_CONFIG');
  const fields: SearchField<Filters>[] = [
    { field: 'payNo', label: t('console.payRecords.payNo'), placeholder: t('console.payRecords.payNoPlaceholder'), type: 'input', modifiers: ['trimAll', 'upper'] },
    {
      field: 'status',
      label: t('console.payRecords.status'),
      type: 'select',
      options: Object.keys(PAYMENT_RECORD_STATUS).map((value) => ({ value, label: paymentRecordStatusLabel(value, t) })),
    },
    { field: 'businessType', label: t('console.payRecords.businessType'), type: 'select', options: business.options },
    { field: 'createTime', label: t('console.payRecords.createTime'), type: 'dateRange' },
  ];
  const columns: TableColumnProps<PaymentRecord>[] = [
    { key: 'payNo', title: t('console.payRecords.payNo'), dataIndex: 'payNo', width: 170 },
    {
      key: 'orderNo',
      title: t('console.payRecords.orderNo'),
      dataIndex: 'orderNo',
      width: 150,
      render: (v: string | null) => v ?? t('console.payRecords.topUp'),
    },
    { key: 'businessType', title: t('console.payRecords.businessType'), dataIndex: 'businessType', width: 110, render: (_: string, r) => (r.businessType ? business.label(r.businessType) : r.businessName) },
    ...(channel === 'terminal'
      ? [{ key: 'terminalName', title: t('console.payRecords.terminal'), dataIndex: 'terminalName', width: 170 } satisfies TableColumnProps<PaymentRecord>]
      : []),
    { key: 'companyName', title: t('console.payRecords.company'), dataIndex: 'companyName', width: 200, render: (v: string | null) => displayText(v) },
    { key: 'amount', title: t('console.payRecords.amount'), dataIndex: 'amount', width: 120, align: 'right', render: (v: number) => formatThousands(v, 2) },
    { key: 'payMethod', title: t('console.payRecords.payMethod'), dataIndex: 'payMethod', width: 110, render: (v: PaymentRecord['payMethod']) => t(`console.payRecords.methods.${v}`) },
    { key: 'bankName', title: t('console.payRecords.bank'), dataIndex: 'bankName', width: 170, render: (v: string | null) => displayText(v) },
    { key: 'status', title: t('console.payRecords.status'), dataIndex: 'status', width: 100, render: (v: string) => <StatusTag map={PAYMENT_RECORD_STATUS} value={v} colors={STATUS_COLORS} /> },
    { key: 'payTime', title: t('console.payRecords.payTime'), dataIndex: 'payTime', width: 170, render: (v: string | null) => displayText(v) },
    { key: 'createTime', title: t('console.payRecords.createTime'), dataIndex: 'createTime', width: 170, render: portTime },
    { key: 'remark', title: t('console.payRecords.remark'), dataIndex: 'remark', render: (v: string | null) => displayText(v) },
  ];
  return (
    <ListPage<Filters, PaymentRecord>
      title={t(channel === 'terminal' ? 'console.pages.payLastMt' : 'console.pages.payLast')}
      fields={fields}
      columns={columns}
      rowKey="id"
      toQuery={toQuery}
      emptyText={t('console.payRecords.empty')}
      listId={`payRecords-${channel}`}
      scrollX={channel === 'terminal' ? 1900 : 1730}
      fetch={(q) => {
        const { createTime: _range, ...rest } = q;
        return paymentRecords({ ...rest, channel });
      }}
    />
  );
}

/** /user/payLast */
export default function PayLastPage() {
  return <PayRecords channel="platform" />;
}

/** /user/payLastMt */
export function PayLastMtPage() {
  return <PayRecords channel="terminal" />;
}
