/**
 * 预付款账户 and the ~25 occupation-detail routes of SPEC §2.8 (prepaymentAmountDetailDisinfect, …): one screen,
 * the business type and terminal read from the route (@port/sdk/domains/ledger LEDGER_ROUTES). Balance, held,
 * available (held and open occupations of the route's business), top-up through the bank, refund, the entries
 * with filters and export, and each occupation's detail.
 */
import { Button, Input, Modal, Tag, type TableColumnProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Tag/style/css';
import { formatDateTime, portTime } from '@port/sdk';
import { centsOf, ledgerRouteOf, yuanOfCents } from '@port/sdk/domains/ledger';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { toastSuccess } from '../../app/feedback';
import { useText as useTr } from '../../shared/entity/text';
import { usePlatformStaff } from './session';
import { useDict } from '../../shared/dict';
import { ExportButton, ListPage, RowActions, type ListPageHandle, type SearchField } from '../../shared/list-page';
import { createRefund, createTopup, exportLedgerEntries, ledgerAccount, ledgerEntries, type LedgerAccount, type LedgerEntry } from './api';
import './ledger.css';

type Filters = { kind?: LedgerEntry['kind']; businessType?: string; terminal?: string; businessKey?: string; time?: Date[]; timeStart?: string; timeEnd?: string };

const KIND_COLORS: Record<LedgerEntry['kind'], string> = { topup: 'green', refund: 'gray', hold: 'orange', settle: 'arcoblue', release: 'cyan' };

function toQuery(values: Partial<Filters>): Partial<Filters> {
  const { time, ...rest } = values;
  const [start, end] = time ?? [];
  return { ...rest, ...(start ? { timeStart: formatDateTime(start) } : {}), ...(end ? { timeEnd: formatDateTime(end) } : {}) };
}

export function AmountPrompt(props: { title: string; label: string; reason?: string; onCancel(): void; onOk(cents: number, reason: string): Promise<void> }) {
  const t = useTr();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const cents = centsOf(amount);
    if (!cents) return setError(t('ledger.topup.amountInvalid'));
    if (props.reason && !reason.trim()) return setError(t('ledger.invoice.reason'));
    setBusy(true);
    try {
      await props.onOk(cents, reason.trim());
    } catch {
      // The error catalogue has said why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal visible title={props.title} onCancel={props.onCancel} onOk={() => void submit()} confirmLoading={busy} unmountOnExit>
      <label className="ledger-field">
        <div>{props.label}</div>
        <Input data-testid="ledger-amount" value={amount} onChange={(v) => { setAmount(v); setError(''); }} inputMode="decimal" placeholder="0.00" />
      </label>
      {props.reason ? (
        <label className="ledger-field">
          <div style={{ marginTop: 12 }}>{props.reason}</div>
          <Input value={reason} maxLength={200} onChange={(v) => { setReason(v); setError(''); }} />
        </label>
      ) : null}
      <div role="alert" style={{ color: 'rgb(var(--red-6))', minHeight: 20, marginTop: 8 }}>{error}</div>
    </Modal>
  );
}

export default function LedgerAccountPage() {
  const t = useTr();
  const navigate = useNavigate();
  const route = ledgerRouteOf(useLocation().pathname);
  const platform = usePlatformStaff();
  const business = useDict('PAY_TICKET_BUSSINES_CONFIG');
  const terminals = useDict('LEDGER_TERMINAL');
  const [account, setAccount] = useState<LedgerAccount | null>(null);
  const [prompt, setPrompt] = useState<'topup' | 'refund' | null>(null);
  const [filters, setFilters] = useState<Partial<Filters>>({});
  const list = useRef<ListPageHandle>(null);
  const scope = { ...(route ? { businessType: route.businessType } : {}), ...(route?.terminal ? { terminal: route.terminal } : {}) };
  const load = useCallback(() => {
    ledgerAccount(scope).then(setAccount).catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [route?.path]);
  useEffect(load, [load]);

  const fields: SearchField<Filters>[] = [
    { field: 'kind', label: t('ledger.fields.kind'), type: 'select', options: (['topup', 'refund', 'hold', 'settle', 'release'] as const).map((k) => ({ value: k, label: t(`ledger.kinds.${k}`) })) },
    ...(route ? [] : [{ field: 'businessType', label: t('ledger.fields.businessType'), type: 'select', options: business.options } satisfies SearchField<Filters>]),
    ...(route?.terminal ? [] : [{ field: 'terminal', label: t('ledger.fields.terminal'), type: 'select', options: terminals.options } satisfies SearchField<Filters>]),
    { field: 'businessKey', label: t('ledger.fields.businessKey'), type: 'input', modifiers: ['trimAll', 'upper'] },
    { field: 'time', label: t('ledger.fields.timeRange'), type: 'dateRange' },
  ];
  const money = (e: LedgerEntry) => {
    const out = e.fromAccount === 'available' || (e.fromAccount === 'held' && e.toAccount === 'revenue');
    return <span className={`ledger-amount${out ? ' out' : ''}`}>{`${out ? '-' : '+'}${yuanOfCents(e.amountCents)}`}</span>;
  };
  const columns: TableColumnProps<LedgerEntry>[] = [
    { key: 'createTime', title: t('ledger.fields.createTime'), dataIndex: 'createTime', width: 170, render: portTime },
    ...(platform ? [{ key: 'companyName', title: t('ledger.fields.companyName'), dataIndex: 'companyName', width: 200 } satisfies TableColumnProps<LedgerEntry>] : []),
    { key: 'kind', title: t('ledger.fields.kind'), dataIndex: 'kind', width: 90, render: (v: LedgerEntry['kind']) => <Tag color={KIND_COLORS[v]}>{t(`ledger.kinds.${v}`)}</Tag> },
    { key: 'businessType', title: t('ledger.fields.businessType'), dataIndex: 'businessType', width: 120, render: (_: string, r) => (r.businessType === 'ACCOUNT' ? '—' : business.label(r.businessType)) },
    { key: 'terminal', title: t('ledger.fields.terminal'), dataIndex: 'terminal', width: 110, render: (v: string | null) => (v ? terminals.label(v) : '—') },
    { key: 'businessKey', title: t('ledger.fields.businessKey'), dataIndex: 'businessKey', width: 200 },
    { key: 'move', title: `${t('ledger.fields.from')} → ${t('ledger.fields.to')}`, width: 150, render: (_: unknown, r) => `${t(`ledger.accounts.${r.fromAccount}`)} → ${t(`ledger.accounts.${r.toAccount}`)}` },
    { key: 'amount', title: t('ledger.fields.amount'), dataIndex: 'amountCents', width: 130, align: 'right', render: (_: number, r) => money(r) },
    { key: 'userName', title: t('ledger.fields.userName'), dataIndex: 'userName', width: 110, render: (v: string | null) => v ?? '—' },
    { key: 'remark', title: t('ledger.fields.remark'), dataIndex: 'remark', width: 180, render: (v: string | null) => v ?? '' },
    {
      key: 'actions', title: '', width: 90, fixed: 'right',
      render: (_: unknown, r) => (
        <RowActions actions={[{ key: 'view', label: t('ledger.actions.view'), hidden: !r.holdId, onClick: () => navigate(`/prepay/holdDetail?id=${r.holdId}`) }]} />
      ),
    },
  ];
  const title = t('ledger.pages.ledger');
  const refresh = () => {
    load();
    list.current?.reload();
  };
  return (
    <div className="ledger-page">
      <div className="console-panel">
        <h2 className="console-page-title">{title}</h2>
        <div className="ledger-scope">
          <Tag color="arcoblue">{route ? t('ledger.summary.scope', { business: business.label(route.businessType) || route.businessType }) : t('ledger.summary.all')}</Tag>
          {route?.terminal ? <Tag color="purple">{t('ledger.summary.terminal', { terminal: terminals.label(route.terminal) || route.terminal })}</Tag> : null}
          {account ? <span style={{ color: 'var(--color-text-3)' }} data-user-data>{account.companyName}</span> : null}
        </div>
        <div className="ledger-summary" data-testid="ledger-summary">
          <div className="ledger-card"><div className="label">{t('ledger.summary.balance')}</div><div className="value" data-testid="ledger-balance">{account ? yuanOfCents(account.balanceCents) : '—'}</div></div>
          <div className="ledger-card"><div className="label">{t('ledger.summary.held')}</div><div className="value held" data-testid="ledger-held">{account ? yuanOfCents(account.heldCents) : '—'}</div></div>
          <div className="ledger-card"><div className="label">{t('ledger.summary.available')}</div><div className="value available" data-testid="ledger-available">{account ? yuanOfCents(account.availableCents) : '—'}</div></div>
          <div className="ledger-card"><div className="label">{t('ledger.summary.openHolds')}</div><div className="value">{account ? account.openHolds : '—'}</div></div>
        </div>
        <div className="ledger-actions">
          {!platform ? <Button type="primary" onClick={() => setPrompt('topup')}>{t('ledger.actions.topUp')}</Button> : null}
          {!platform ? <Button onClick={() => setPrompt('refund')}>{t('ledger.actions.refund')}</Button> : null}
          <Button onClick={refresh}>{t('ledger.actions.refresh')}</Button>
        </div>
      </div>
      <ListPage<Filters, LedgerEntry>
        ref={list}
        fields={fields}
        columns={columns}
        rowKey="id"
        toQuery={toQuery}
        listId="ledger-entries"
        scrollX={1500}
        emptyText={t('ledger.empty')}
        toolbar={
          <ExportButton
            permission="ledger:export"
            fileName={`${t('ledger.pages.ledger')}.xlsx`}
            start={(exportId) => exportLedgerEntries({ ...scope, ...cleanFilters(filters), exportId })}
          />
        }
        fetch={(q) => {
          const { time: _time, ...rest } = q;
          setFilters(rest);
          return ledgerEntries({ ...rest, ...scope });
        }}
      />
      {prompt === 'topup' ? (
        <AmountPrompt
          title={t('ledger.topup.title')}
          label={t('ledger.topup.amount')}
          onCancel={() => setPrompt(null)}
          onOk={async (cents) => {
            const order = await createTopup(cents);
            setPrompt(null);
            navigate(`/newBank?orderNo=${encodeURIComponent(order.orderNo)}`);
          }}
        />
      ) : null}
      {prompt === 'refund' ? (
        <AmountPrompt
          title={t('ledger.refund.title')}
          label={t('ledger.refund.amount')}
          reason={t('ledger.refund.reason')}
          onCancel={() => setPrompt(null)}
          onOk={async (cents, reason) => {
            await createRefund(cents, reason);
            setPrompt(null);
            toastSuccess(t('ledger.refund.done'));
            refresh();
          }}
        />
      ) : null}
    </div>
  );
}

function cleanFilters(f: Partial<Filters>) {
  const { kind, businessType, terminal, businessKey, timeStart, timeEnd } = f;
  return Object.fromEntries(Object.entries({ kind, businessType, terminal, businessKey, timeStart, timeEnd }).filter(([, v]) => v !== undefined && v !== ''));
}
