/** 收款资质 (users/collection): the company's collection qualifications, the application and the contact change. */
import { Button, Tag, type TableColumnProps } from '@arco-design/web-react';
import { all, displayText, format, required, validateEmail, validateMobile, CHINESE_PATTERN, DIGITS_PATTERN, portTime } from '@port/sdk';
import { useCallback, useEffect, useState } from 'react';
import { toastSuccess } from '../../../app/feedback';
import { useTr } from '../../../app/i18n';
import { FormModal, type FormField } from '../../../shared/form/FormModal';
import { sdkRule } from '../../../shared/form/rules';
import { useDict } from '../../../shared/dict';
import { DataTable, RowActions } from '../../../shared/list-page';
import { applyCollection, editCollectionContact, ownCollections, type CollectionQualification } from '../api';
import '../accounts.css';

type ApplyForm = { qualificationType?: string; bankName?: string; bankAccount?: string; bankAccountName?: string; contactName?: string; contactMobile?: string; contactEmail?: string };
const STATUS_COLORS: Record<string, string> = { '0': 'arcoblue', '1': 'green', '-1': 'red', '-2': 'gray' };
const bankName = all(required('onboarding.invoiceCompanyBankRequired'), format((v) => CHINESE_PATTERN.test(v), 'onboarding.invoiceCompanyBankInvalid'));
const bankAccount = all(required('onboarding.invoiceCompanyBankAccountRequired'), format((v) => DIGITS_PATTERN.test(v), 'onboarding.invoiceCompanyBankAccountInvalid'));

export function collectionColumns(t: ReturnType<typeof useTr>, typeLabel: (v: string) => string): TableColumnProps<CollectionQualification>[] {
  return [
    { key: 'code', title: t('accounts.collectionPage.code'), dataIndex: 'code', width: 140 },
    { key: 'companyName', title: t('accounts.collectionPage.companyName'), dataIndex: 'companyName', width: 200, render: (v: unknown) => displayText(v) },
    { key: 'type', title: t('accounts.collectionPage.qualificationType'), dataIndex: 'qualificationType', width: 110, render: (v: string) => typeLabel(v) },
    { key: 'bankName', title: t('accounts.collectionPage.bankName'), dataIndex: 'bankName', width: 180 },
    { key: 'bankAccount', title: t('accounts.collectionPage.bankAccount'), dataIndex: 'bankAccount', width: 170 },
    { key: 'contact', title: t('accounts.collectionPage.contactName'), dataIndex: 'contactName', width: 160, render: (_: unknown, r) => `${displayText(r.contactName)} ${displayText(r.contactMobile)}` },
    {
      key: 'status', title: t('accounts.collectionPage.status'), dataIndex: 'status', width: 90,
      render: (v: '0' | '1' | '-1' | '-2') => <Tag color={STATUS_COLORS[v]}>{t(`accounts.collectionPage.statusLabels.${v}`)}</Tag>,
    },
    { key: 'auditRemark', title: t('accounts.collectionPage.auditRemark'), dataIndex: 'auditRemark', width: 160, render: (v: unknown) => displayText(v) },
    { key: 'applyTime', title: t('accounts.collectionPage.applyTime'), dataIndex: 'applyTime', width: 170, render: portTime },
  ];
}

export default function CollectionPage() {
  const t = useTr();
  const dict = useDict('PAY_TICKET_BUSSINES_CONFIG');
  const [rows, setRows] = useState<CollectionQualification[]>([]);
  const [applying, setApplying] = useState(false);
  const [contact, setContact] = useState<CollectionQualification | null>(null);
  const load = useCallback(() => {
    ownCollections()
      .then(setRows)
      .catch(() => undefined);
  }, []);
  useEffect(load, [load]);
  const req = (key: 'contactName' | 'bankAccountName' | 'qualificationType') => ({ required: true, message: t('accounts.collectionPage.required', { field: t(`accounts.collectionPage.${key}`) }) });
  const contactFields: FormField<ApplyForm>[] = [
    { field: 'contactName', label: t('accounts.collectionPage.contactName'), type: 'input', rules: [req('contactName')] },
    { field: 'contactMobile', label: t('accounts.collectionPage.contactMobile'), type: 'input', modifiers: ['trimAll'], rules: [sdkRule(t, validateMobile)] },
    { field: 'contactEmail', label: t('accounts.collectionPage.contactEmail'), type: 'input', modifiers: ['trimAll'], rules: [sdkRule(t, validateEmail)] },
  ];
  const applyFields: FormField<ApplyForm>[] = [
    { field: 'qualificationType', label: t('accounts.collectionPage.qualificationType'), type: 'select', options: dict.items.map((i) => ({ value: i.dictValue, label: dict.label(i.dictValue) })), rules: [req('qualificationType')] },
    { field: 'bankName', label: t('accounts.collectionPage.bankName'), type: 'input', rules: [sdkRule(t, bankName)] },
    { field: 'bankAccount', label: t('accounts.collectionPage.bankAccount'), type: 'input', modifiers: ['trimAll'], rules: [sdkRule(t, bankAccount)] },
    { field: 'bankAccountName', label: t('accounts.collectionPage.bankAccountName'), type: 'input', rules: [req('bankAccountName')] },
    ...contactFields,
  ];
  const columns = [
    ...collectionColumns(t, dict.label).filter((c) => c.key !== 'companyName'),
    {
      key: 'actions', title: t('console.list.actions'), dataIndex: 'id', width: 110,
      render: (_: unknown, r: CollectionQualification) => (
        <RowActions actions={[{ key: 'contact', label: t('accounts.collectionPage.editContact'), onClick: () => setContact(r) }]} />
      ),
    },
  ];
  return (
    <div className="console-panel accounts-page">
      <div className="accounts-page-head">
        <h2>{t('accounts.collectionPage.title')}</h2>
        <Button type="primary" onClick={() => setApplying(true)}>
          {t('accounts.collectionPage.apply')}
        </Button>
      </div>
      <DataTable<CollectionQualification> rowKey="id" columns={columns} data={rows} pagination={false} border={false} scroll={{ x: 1300 }} />
      <FormModal<ApplyForm>
        title={t('accounts.collectionPage.apply')}
        visible={applying}
        fields={applyFields}
        onCancel={() => setApplying(false)}
        onSubmit={async (v) => {
          const answer = await applyCollection({
            qualificationType: v.qualificationType ?? '', bankName: v.bankName ?? '', bankAccount: v.bankAccount ?? '', bankAccountName: v.bankAccountName ?? '',
            contactName: v.contactName ?? '', contactMobile: v.contactMobile ?? '', ...(v.contactEmail ? { contactEmail: v.contactEmail } : {}),
          });
          toastSuccess(`${t('accounts.collection.applied')} ${answer.code}`);
          setApplying(false);
          load();
        }}
      />
      <FormModal<ApplyForm>
        title={t('accounts.collectionPage.editContact')}
        visible={contact !== null}
        fields={contactFields}
        initialValues={contact ? { contactName: contact.contactName ?? '', contactMobile: contact.contactMobile ?? '', contactEmail: contact.contactEmail ?? '' } : {}}
        onCancel={() => setContact(null)}
        onSubmit={async (v) => {
          if (!contact) return;
          await editCollectionContact({ id: contact.id, contactName: v.contactName ?? '', contactMobile: v.contactMobile ?? '', contactEmail: v.contactEmail || null });
          toastSuccess();
          setContact(null);
          load();
        }}
      />
    </div>
  );
}
