/**
 * 支付管理 (users/payment): the company's prepayment balances per business (the ledger details come with the
 * business domains) and its payment accounts - add, edit, make default, delete.
 */
import { Button, Switch, type TableColumnProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Switch/style/css';
import { all, displayText, format, formatThousands, required, CHINESE_PATTERN, DIGITS_PATTERN, portTime } from '@port/sdk';
import { useCallback, useEffect, useState } from 'react';
import { toastSuccess } from '../../../app/feedback';
import { useTr } from '../../../app/i18n';
import { Permission } from '../../../permission';
import { FormModal, type FormField } from '../../../shared/form/FormModal';
import { sdkRule } from '../../../shared/form/rules';
import { DataTable, RowActions } from '../../../shared/list-page';
import { createPaymentAccount, deletePaymentAccount, paymentOverview, updatePaymentAccount, type PaymentAccount, type PaymentOverview } from '../api';
import '../accounts.css';
import { useDict } from '../../../shared/dict';

type AccountForm = { bankName?: string; accountNo?: string; accountName?: string; isDefault?: boolean; status?: '0' | '1'; remark?: string };
type Balance = PaymentOverview['balances'][number];

/** The onboarding form's bank rules, with its messages. */
const bankName = all(required('onboarding.invoiceCompanyBankRequired'), format((v) => CHINESE_PATTERN.test(v), 'onboarding.invoiceCompanyBankInvalid'));
const accountNo = all(required('onboarding.invoiceCompanyBankAccountRequired'), format((v) => DIGITS_PATTERN.test(v), 'onboarding.invoiceCompanyBankAccountInvalid'));

export default function PaymentPage() {
  const t = useTr();
  const business = useDict('PAY_TICKET_BUSSINES_CONFIG');
  const [overview, setOverview] = useState<PaymentOverview | null>(null);
  const [editing, setEditing] = useState<PaymentAccount | 'new' | null>(null);
  const load = useCallback(() => {
    paymentOverview()
      .then(setOverview)
      .catch(() => undefined);
  }, []);
  useEffect(load, [load]);
  const money = (n: number) => t('accounts.paymentPage.yuan', { amount: formatThousands(n, 2) });

  const balanceColumns: TableColumnProps<Balance>[] = [
    { key: 'type', title: t('accounts.paymentPage.businessType'), dataIndex: 'businessName', render: (v: unknown, r) => (r.businessType ? business.label(r.businessType) : displayText(v)) },
    { key: 'balance', title: t('accounts.paymentPage.balance'), dataIndex: 'balance', align: 'right', render: (v: number) => money(v) },
    { key: 'occupied', title: t('accounts.paymentPage.occupied'), dataIndex: 'occupied', align: 'right', render: (v: number) => money(v) },
    { key: 'available', title: t('accounts.paymentPage.available'), dataIndex: 'available', align: 'right', render: (v: number) => money(v) },
    { key: 'updateTime', title: t('accounts.paymentPage.updateTime'), dataIndex: 'updateTime', render: portTime },
  ];
  const accountColumns: TableColumnProps<PaymentAccount>[] = [
    { key: 'bankName', title: t('accounts.paymentPage.bankName'), dataIndex: 'bankName' },
    { key: 'accountNo', title: t('accounts.paymentPage.accountNo'), dataIndex: 'accountNo' },
    { key: 'accountName', title: t('accounts.paymentPage.accountName'), dataIndex: 'accountName' },
    { key: 'isDefault', title: t('accounts.paymentPage.isDefault'), dataIndex: 'isDefault', render: (v: boolean) => (v ? t('accounts.checkIn.yes') : t('accounts.checkIn.no')) },
    { key: 'status', title: t('accounts.paymentPage.status'), dataIndex: 'status', render: (v: '0' | '1') => t(`accounts.usersPage.statusLabels.${v}`) },
    {
      key: 'actions', title: t('console.list.actions'), dataIndex: 'id', width: 220,
      render: (_: unknown, r) => (
        <RowActions
          actions={[
            { key: 'edit', label: t('accounts.paymentPage.edit'), permission: 'accounts:user:edit', onClick: () => setEditing(r) },
            {
              key: 'default', label: t('accounts.paymentPage.setDefault'), permission: 'accounts:user:edit', hidden: r.isDefault,
              onClick: () => void updatePaymentAccount({ id: r.id, bankName: r.bankName, accountNo: r.accountNo, accountName: r.accountName, isDefault: true, status: r.status }).then(() => (toastSuccess(), load())).catch(() => undefined),
            },
            {
              key: 'remove', label: t('accounts.paymentPage.remove'), permission: 'accounts:user:edit', danger: true, confirm: t('accounts.paymentPage.confirmRemove'),
              onClick: () => void deletePaymentAccount(r.id).then(() => (toastSuccess(), load())).catch(() => undefined),
            },
          ]}
        />
      ),
    },
  ];
  const L = { bankName: t('accounts.paymentPage.bankName'), accountNo: t('accounts.paymentPage.accountNo'), accountName: t('accounts.paymentPage.accountName') };
  const form: FormField<AccountForm>[] = [
    { field: 'bankName', label: L.bankName, type: 'input', rules: [sdkRule(t, bankName)] },
    { field: 'accountNo', label: L.accountNo, type: 'input', modifiers: ['trimAll'], rules: [sdkRule(t, accountNo)] },
    { field: 'accountName', label: L.accountName, type: 'input', rules: [{ required: true, message: t('accounts.usersPage.required', { field: L.accountName }) }] },
    { field: 'isDefault', label: t('accounts.paymentPage.isDefault'), type: 'custom', render: () => <BoolSwitch /> },
    { field: 'remark', label: t('accounts.paymentPage.remark'), type: 'input', wide: true },
  ];

  return (
    <div className="console-panel accounts-page">
      <div className="accounts-page-head">
        <h2>{t('accounts.paymentPage.title')}</h2>
        <span className="accounts-hint" data-user-data>{overview?.companyName}</span>
      </div>
      <div className="accounts-stats">
        <div className="accounts-stat">{t('accounts.paymentPage.totalBalance')}<b>{money(overview?.totalBalance ?? 0)}</b></div>
        <div className="accounts-stat">{t('accounts.paymentPage.totalOccupied')}<b>{money(overview?.totalOccupied ?? 0)}</b></div>
        <div className="accounts-stat">{t('accounts.paymentPage.totalAvailable')}<b>{money(overview?.totalAvailable ?? 0)}</b></div>
      </div>
      <h3>{t('accounts.paymentPage.balances')}</h3>
      <DataTable<Balance> rowKey="businessType" columns={balanceColumns} data={overview?.balances ?? []} pagination={false} border={false} scroll={{ x: 640 }} />
      <div className="accounts-page-head">
        <h3>{t('accounts.paymentPage.accounts')}</h3>
        <Permission check="accounts:user:edit">
          <Button type="primary" size="small" onClick={() => setEditing('new')}>
            {t('accounts.paymentPage.add')}
          </Button>
        </Permission>
      </div>
      <DataTable<PaymentAccount> rowKey="id" columns={accountColumns} data={overview?.accounts ?? []} pagination={false} border={false} scroll={{ x: 640 }} />
      <FormModal<AccountForm>
        title={editing === 'new' ? t('accounts.paymentPage.add') : t('accounts.paymentPage.edit')}
        visible={editing !== null}
        fields={form}
        initialValues={
          editing && editing !== 'new'
            ? { bankName: editing.bankName, accountNo: editing.accountNo, accountName: editing.accountName, isDefault: editing.isDefault, remark: editing.remark ?? '' }
            : { accountName: overview?.companyName ?? '', isDefault: !(overview?.accounts.length) }
        }
        onCancel={() => setEditing(null)}
        onSubmit={async (v) => {
          const body = { bankName: v.bankName ?? '', accountNo: v.accountNo ?? '', accountName: v.accountName ?? '', isDefault: !!v.isDefault, status: v.status ?? '0', remark: v.remark || null };
          if (editing === 'new') await createPaymentAccount(body);
          else if (editing) await updatePaymentAccount({ ...body, id: editing.id });
          toastSuccess();
          setEditing(null);
          load();
        }}
      />
    </div>
  );
}

function BoolSwitch({ value, onChange }: { value?: boolean; onChange?: (v: boolean) => void }) {
  return <Switch checked={!!value} onChange={(v: boolean) => onChange?.(v)} />;
}
