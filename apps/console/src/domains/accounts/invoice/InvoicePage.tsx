/**
 * 开票管理 (users/invoice): the company's invoicing details and per-business invoice types, with the
 * onboarding form's rules and messages; the global type changes only while every business agrees.
 */
import { Button, Form, Grid, Radio, Space, type RulesProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Form/style/css';
import '@arco-design/web-react/es/Radio/style/css';
import { IDENTIFIERS } from '@port/config/constants';
import { displayText, validateOnboardingField, type OnboardingField, portTime } from '@port/sdk';
import type { MessageKey } from '@port/sdk/i18n';
import { useEffect, useState } from 'react';
import { toastSuccess } from '../../../app/feedback';
import { useTr } from '../../../app/i18n';
import { DebouncedInput } from '../../../shared/form/DebouncedInput';
import { useDict } from '../../../shared/dict';
import { invoiceManager, saveInvoiceManager, type InvoiceManager } from '../api';
import { allAgree, businessChoices, type BusinessChoice } from '../checkin/model';
import '../accounts.css';

const FIELDS = [
  ['companyName', 'invoiceCompanyName'], ['companyTaxCode', 'invoiceCompanyTaxCode'], ['companyBank', 'invoiceCompanyBank'],
  ['companyBankAccount', 'invoiceCompanyBankAccount'], ['companyAdress', 'invoiceCompanyAdress'], ['companyTel', 'invoiceCompanyTel'],
  ['mobile', 'invoiceMobile'], ['email', 'invoiceEmail'], ['companyDetailAddressMail', 'invoiceCompanyDetailAddressMail'],
  ['mailPersonName', 'invoiceMailPersonName'], ['rsv5', 'invoiceRsv5'],
] as const;
type BaseKey = (typeof FIELDS)[number][0];
const RULED = new Set<string>(['invoiceCompanyName', 'invoiceCompanyTaxCode', 'invoiceCompanyBank', 'invoiceCompanyBankAccount', 'invoiceCompanyAdress', 'invoiceCompanyTel', 'invoiceMobile', 'invoiceEmail']);
const UPPER = new Set<string>(['invoiceCompanyTaxCode']);
const INVOICE_TYPES = Object.entries(IDENTIFIERS.invoiceTypes) as Array<['SDP' | 'SDZ', string]>;

export default function InvoicePage() {
  const t = useTr();
  const [form] = Form.useForm<Record<string, string>>();
  const dict = useDict('PAY_TICKET_BUSSINES_CONFIG');
  const [data, setData] = useState<InvoiceManager | null>(null);
  const [globalType, setGlobalType] = useState<'SDP' | 'SDZ'>('SDP');
  const [choices, setChoices] = useState<BusinessChoice[]>([]);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    invoiceManager()
      .then((m) => {
        setData(m);
        setGlobalType(m.invoiceType);
        const values: Record<string, string> = {};
        for (const [base, field] of FIELDS) values[field] = m.invoiceBase[base] ?? '';
        form.setFieldsValue(values);
      })
      .catch(() => undefined);
  }, [form]);
  useEffect(() => {
    if (data) setChoices(businessChoices(dict.items.map((i) => i.dictValue), data.invoiceBussiness, data.invoiceType));
  }, [dict.items, data]);

  const rule = (field: OnboardingField): RulesProps => ({
    validator: (value: unknown, callback: (error?: string) => void) => {
      const issue = validateOnboardingField(field, { ...form.getFieldsValue(), [field]: value });
      callback(issue ? t(issue.key, issue.params) : undefined);
    },
  });
  const agree = allAgree(choices);

  const save = async () => {
    if (!data) return;
    let values: Record<string, string>;
    try {
      values = await form.validate();
    } catch {
      return;
    }
    const invoiceBase: Partial<Record<BaseKey, string | null>> = {};
    for (const [base, field] of FIELDS) invoiceBase[base] = values[field] || null;
    setSaving(true);
    try {
      await saveInvoiceManager({ shopId: data.shopId, invoiceType: globalType, invoiceBase, invoiceBussiness: choices });
      toastSuccess(t('accounts.invoice.saved'));
    } catch {
      // Shown by the error catalogue.
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="console-panel accounts-page">
      <div className="accounts-page-head">
        <h2>{t('accounts.invoiceManager.title')}</h2>
        {data?.updateTime ? (
          <Space size={16} className="accounts-hint">
            <span>{t('accounts.invoiceManager.updateBy')}：{displayText(data.updateBy)}</span>
            <span>{t('accounts.invoiceManager.updateTime')}：{portTime(data.updateTime)}</span>
          </Space>
        ) : null}
      </div>
      <Form form={form} layout="horizontal" labelCol={{ flex: '160px' }} wrapperCol={{ flex: 1 }} className="accounts-form">
        <Grid.Row gutter={16}>
          {FIELDS.map(([, field]) => (
            <Grid.Col span={12} key={field}>
              <Form.Item field={field} label={t(`accounts.checkIn.fields.${field}` as MessageKey)} required={RULED.has(field)}
                {...(RULED.has(field) ? { rules: [rule(field as OnboardingField)] } : {})}>
                <DebouncedInput modifiers={UPPER.has(field) ? ['trimAll', 'upper'] : ['trim']} allowClear />
              </Form.Item>
            </Grid.Col>
          ))}
          <Grid.Col span={24}>
            <Form.Item label={t('accounts.checkIn.fields.invoiceType')} required extra={agree ? undefined : t('accounts.checkIn.hints.invoiceTypeAll')}>
              <Radio.Group value={globalType} disabled={!agree} options={INVOICE_TYPES.map(([value]) => ({ value, label: t(`dicts.invoice_type.${value}`) }))}
                onChange={(v: 'SDP' | 'SDZ') => { setGlobalType(v); setChoices((list) => list.map((c) => ({ ...c, invoiceType: v }))); }} />
            </Form.Item>
          </Grid.Col>
        </Grid.Row>
        <h3>{t('accounts.checkIn.sections.invoiceBusiness')}</h3>
        {choices.map((c) => (
          <Form.Item key={c.bussinessType} label={dict.label(c.bussinessType)}>
            <Radio.Group value={c.invoiceType} options={INVOICE_TYPES.map(([value]) => ({ value, label: t(`dicts.invoice_type.${value}`) }))}
              onChange={(v: 'SDP' | 'SDZ') => {
                const next = choices.map((x) => (x.bussinessType === c.bussinessType ? { ...x, invoiceType: v } : x));
                setChoices(next);
                if (allAgree(next) && next[0]) setGlobalType(next[0].invoiceType);
              }} />
          </Form.Item>
        ))}
        <div className="accounts-actions">
          <Button type="primary" loading={saving} onClick={() => void save()}>
            {t('accounts.invoiceManager.save')}
          </Button>
        </div>
      </Form>
    </div>
  );
}
