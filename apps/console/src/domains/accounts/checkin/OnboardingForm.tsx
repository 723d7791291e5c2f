/**
 * The onboarding edit form (SPEC §2.7, §5), sections in order: basic; certificates; company types;
 * collapsible extra info; invoicing; collapsible per-business invoice types. Every field rule is the
 * SDK's, with its message; texts are trimmed and identifiers upper-cased as they are typed.
 */
import { Button, Checkbox, Collapse, DatePicker, Form, Grid, Radio, type RulesProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Checkbox/style/css';
import '@arco-design/web-react/es/Collapse/style/css';
import '@arco-design/web-react/es/DatePicker/style/css';
import '@arco-design/web-react/es/Form/style/css';
import '@arco-design/web-react/es/Radio/style/css';
import { IDENTIFIERS } from '@port/config/constants';
import { validateOnboardingField, type Modifier, type OnboardingField } from '@port/sdk';
import type { MessageKey } from '@port/sdk/i18n';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTr } from '../../../app/i18n';
import { DebouncedInput } from '../../../shared/form/DebouncedInput';
import { useDict } from '../../../shared/dict';
import type { Company } from '../api';
import { AddressCascader } from '../parts/AddressCascader';
import { ImagePicker } from '../parts/ImagePicker';
import { allAgree, businessChoices, identityLocked, toValues, type BusinessChoice, type Values } from './model';

type FieldName = keyof Values & string;

export interface OnboardingFormProps {
  company: Company | null;
  /** Under review or frozen: shown, not editable, no submit. */
  readOnly: boolean;
  submitting: boolean;
  onSubmit(values: Values, businesses: BusinessChoice[]): void;
  /** Lets the page read the form (the submit checks run there). */
  onReady?(form: ReturnType<typeof Form.useForm<Values>>[0]): void;
}

const INVOICE_TYPES = Object.entries(IDENTIFIERS.invoiceTypes) as Array<['SDP' | 'SDZ', string]>;
const UPPER: readonly Modifier[] = ['trim', 'upper'];

export function OnboardingForm({ company, readOnly, submitting, onSubmit, onReady }: OnboardingFormProps) {
  const t = useTr();
  const [form] = Form.useForm<Values>();
  const types = useDict('cus_company_business_type');
  const businessDict = useDict('PAY_TICKET_BUSSINES_CONFIG');
  const initial = useMemo(() => toValues(company), [company]);
  const [typeCodes, setTypeCodes] = useState<string[]>(initial.companyTypeCodes ?? []);
  const [globalType, setGlobalType] = useState<string>(initial.invoiceType ?? IDENTIFIERS.defaultInvoiceType);
  const [choices, setChoices] = useState<BusinessChoice[]>([]);
  const locked = identityLocked(company?.shopStatus);

  useEffect(() => onReady?.(form), [form, onReady]);
  // The per-business choices start from the saved ones once the dictionary is in; later refreshes of the
  // record (e.g. after a failed submit) keep what the user chose.
  const savedChoices = useRef({ list: company?.invoiceBussiness, global: initial.invoiceType ?? 'SDP' });
  useEffect(() => {
    setChoices(businessChoices(businessDict.items.map((i) => i.dictValue), savedChoices.current.list, savedChoices.current.global));
  }, [businessDict.items]);

  const label = (field: string) => t(`accounts.checkIn.fields.${field}` as MessageKey);
  /** The SDK rule of a field, with the whole form as context (the road permit depends on the types). */
  const rule = (field: OnboardingField): RulesProps => ({
    validator: (value: unknown, callback: (error?: string) => void) => {
      const snapshot = { ...form.getFieldsValue(), companyTypeCode: (form.getFieldValue('companyTypeCodes') as string[] | undefined)?.join(','), [field]: value };
      const issue = validateOnboardingField(field, snapshot);
      callback(issue ? t(issue.key, issue.params) : undefined);
    },
  });
  const text = (field: FieldName, opts: { rules?: OnboardingField; required?: boolean; modifiers?: readonly Modifier[]; disabled?: boolean; placeholder?: string; extra?: ReactNode; wide?: boolean } = {}) => (
    <Grid.Col span={opts.wide ? 24 : 12} key={field}>
      <Form.Item
        field={field}
        label={label(field)}
        required={opts.required ?? !!opts.rules}
        {...(opts.rules ? { rules: [rule(opts.rules)] } : {})}
        {...(opts.extra ? { extra: opts.extra } : {})}
      >
        <DebouncedInput
          modifiers={opts.modifiers ?? ['trim']}
          placeholder={opts.placeholder ?? t('accounts.checkIn.placeholders.input', { field: label(field) })}
          allowClear
          {...(opts.disabled || readOnly ? { disabled: true } : {})}
        />
      </Form.Item>
    </Grid.Col>
  );
  const picture = (field: FieldName, required: boolean) => (
    <Grid.Col span={12} key={field}>
      <Form.Item field={field} label={label(field)} required={required}>
        <ImagePicker label={label(field)} disabled={readOnly} />
      </Form.Item>
    </Grid.Col>
  );

  const needsPermit = typeCodes.includes(IDENTIFIERS.roadPermitCompanyType);
  const agree = allAgree(choices);
  const setAllBusinesses = (type: 'SDP' | 'SDZ') => {
    setGlobalType(type);
    setChoices((list) => list.map((c) => ({ ...c, invoiceType: type })));
  };

  return (
    <Form<Values>
      form={form}
      layout="horizontal"
      labelCol={{ flex: '210px' }}
      wrapperCol={{ flex: 1 }}
      initialValues={initial}
      disabled={readOnly}
      scrollToFirstError
      className="accounts-form"
      onValuesChange={(changed) => {
        if (changed.companyTypeCodes) {
          const next = changed.companyTypeCodes;
          setTypeCodes(next);
          // Unticking 128 clears the road permit.
          if (!next.includes(IDENTIFIERS.roadPermitCompanyType)) form.setFieldsValue({ roadTransportPermitNo: null, roadTransportPermitNoImg: null });
        }
      }}
    >
      <section className="accounts-section">
        <h3>{t('accounts.checkIn.sections.basic')}</h3>
        <Grid.Row gutter={16}>
          {text('companyCname', { rules: 'companyCname', disabled: locked && !!company?.companyCname })}
          {text('companyShortCname')}
          {text('companyEname')}
          {text('companyShortEname')}
          {text('companyLegalPerson', { rules: 'companyLegalPerson' })}
          {text('companyMobile', { rules: 'companyMobile', modifiers: ['trimAll'] })}
          {text('companyTel', { modifiers: ['trimAll'], placeholder: t('accounts.checkIn.placeholders.tel') })}
          {text('companyEmail', { modifiers: ['trimAll'] })}
          {text('companyNationality')}
          {text('companyNationalityCode', { rules: 'companyNationalityCode', modifiers: UPPER })}
          <Grid.Col span={24}>
            <Form.Item field="companyAddressCodes" label={label('companyAddress')}>
              <AddressField level={4} disabled={readOnly} placeholder={t('accounts.checkIn.placeholders.address')}
                onLabels={(labels) => form.setFieldsValue({ companyProvince: labels[0] ?? null, companyCity: labels[1] ?? null, companyCounty: labels[2] ?? null, companyTown: labels[3] ?? null })} />
            </Form.Item>
          </Grid.Col>
          {text('companyDetailAddress', { rules: 'companyDetailAddress', wide: true })}
          <Grid.Col span={12}>
            <Form.Item field="companyNbportgroupFlag" label={label('companyNbportgroupFlag')}>
              <Radio.Group options={[{ label: t('accounts.checkIn.yes'), value: IDENTIFIERS.groupCompanyFlag.yes }, { label: t('accounts.checkIn.no'), value: IDENTIFIERS.groupCompanyFlag.no }]} />
            </Form.Item>
          </Grid.Col>
        </Grid.Row>
      </section>

      <section className="accounts-section">
        <h3>{t('accounts.checkIn.sections.certificates')}</h3>
        <Grid.Row gutter={16}>
          {text('companyCreditCode', { rules: 'companyCreditCode', modifiers: ['trimAll', 'upper'], disabled: locked && !!company?.companyCreditCode })}
          <Grid.Col span={12}>
            <Form.Item field="companyCreditCodeValidity" label={label('companyCreditCodeValidity')} required rules={[rule('companyCreditCodeValidity')]}>
              <ValidityPicker disabled={readOnly} />
            </Form.Item>
          </Grid.Col>
          {text('legalPersonIdCardNo', { rules: 'legalPersonIdCardNo', modifiers: ['trimAll', 'upper'] })}
          {needsPermit ? text('roadTransportPermitNo', { rules: 'roadTransportPermitNo', modifiers: ['trimAll', 'upper'] }) : null}
          {picture('companyCreditImg', true)}
          {picture('legalPersonIdCardNoImg', true)}
          {needsPermit ? picture('roadTransportPermitNoImg', true) : null}
        </Grid.Row>
      </section>

      <section className="accounts-section">
        <h3>{t('accounts.checkIn.sections.companyType')}</h3>
        <Form.Item field="companyTypeCodes" label={label('companyTypeCode')} required>
          <Checkbox.Group options={types.items.map((i) => ({ label: types.label(i.dictValue), value: i.dictValue }))} />
        </Form.Item>
      </section>

      <Collapse bordered={false} className="accounts-section" defaultActiveKey={[]}>
        <Collapse.Item name="extra" header={t('accounts.checkIn.sections.extra')}>
          <Grid.Row gutter={16}>
            {text('companyRegAddress')}
            {text('companyRegFund', { modifiers: ['trimAll'] })}
            {text('companyFax', { modifiers: ['trimAll'] })}
            {text('companyUrl', { modifiers: ['trimAll'] })}
            {text('companyZip', { modifiers: ['trimAll'] })}
            {text('companyBank')}
            {text('companyBankAccount', { modifiers: ['trimAll'] })}
            {text('companyCustomCode', { modifiers: UPPER })}
            {text('companyCiqCode', { modifiers: UPPER })}
            {text('companyEdiCode', { modifiers: UPPER })}
            {text('companyBusinessScope', { wide: true })}
            {text('companyDesc', { wide: true })}
            {text('remark', { wide: true })}
          </Grid.Row>
        </Collapse.Item>
      </Collapse>

      <section className="accounts-section">
        <h3>{t('accounts.checkIn.sections.invoice')}</h3>
        <Grid.Row gutter={16}>
          {text('invoiceCompanyName', { rules: 'invoiceCompanyName' })}
          {text('invoiceCompanyTaxCode', { rules: 'invoiceCompanyTaxCode', modifiers: ['trimAll', 'upper'] })}
          {text('invoiceCompanyBank', { rules: 'invoiceCompanyBank' })}
          {text('invoiceCompanyBankAccount', { rules: 'invoiceCompanyBankAccount', modifiers: ['trimAll'] })}
          {text('invoiceCompanyAdress', { rules: 'invoiceCompanyAdress' })}
          {text('invoiceCompanyTel', { rules: 'invoiceCompanyTel', modifiers: ['trimAll'], placeholder: t('accounts.checkIn.placeholders.tel') })}
          {text('invoiceMobile', { rules: 'invoiceMobile', modifiers: ['trimAll'] })}
          {text('invoiceEmail', { rules: 'invoiceEmail', modifiers: ['trimAll'] })}
          <Grid.Col span={12}>
            <Form.Item field="invoiceMailCodes" label={label('invoiceCompanyAddress')}>
              <AddressField level={3} disabled={readOnly} placeholder={t('accounts.checkIn.placeholders.mailAddress')} />
            </Form.Item>
          </Grid.Col>
          {text('invoiceCompanyDetailAddressMail', { extra: t('accounts.checkIn.hints.mailAddress') })}
          {text('invoiceMailPersonName', { extra: t('accounts.checkIn.hints.mailPerson') })}
          {text('invoiceRsv5')}
          <Grid.Col span={24}>
            <Form.Item field="invoiceType" label={label('invoiceType')} required rules={[rule('invoiceType')]} validateTrigger="onChange"
              extra={agree ? undefined : t('accounts.checkIn.hints.invoiceTypeAll')}>
              <Radio.Group disabled={readOnly || !agree} onChange={(v: 'SDP' | 'SDZ') => setAllBusinesses(v)}
                options={INVOICE_TYPES.map(([value]) => ({ value, label: t(`dicts.invoice_type.${value}`) }))} />
            </Form.Item>
          </Grid.Col>
        </Grid.Row>
      </section>

      <Collapse bordered={false} className="accounts-section" defaultActiveKey={[]}>
        <Collapse.Item name="business" header={t('accounts.checkIn.sections.invoiceBusiness')}>
          {choices.map((c) => (
            <Form.Item key={c.bussinessType} label={businessDict.label(c.bussinessType)}>
              <Radio.Group
                value={c.invoiceType}
                disabled={readOnly}
                options={INVOICE_TYPES.map(([value]) => ({ value, label: t(`dicts.invoice_type.${value}`) }))}
                onChange={(v: 'SDP' | 'SDZ') => {
                  const next = choices.map((x) => (x.bussinessType === c.bussinessType ? { ...x, invoiceType: v } : x));
                  setChoices(next);
                  // When every business agrees again, the global type follows them.
                  if (allAgree(next) && next[0]) {
                    setGlobalType(next[0].invoiceType);
                    form.setFieldValue('invoiceType', next[0].invoiceType);
                  }
                }}
              />
            </Form.Item>
          ))}
        </Collapse.Item>
      </Collapse>

      {readOnly ? null : (
        <div className="accounts-actions">
          <Button
            type="primary"
            loading={submitting}
            onClick={async () => {
              try {
                await form.validate();
              } catch {
                return; // The fields show their messages.
              }
              onSubmit({ ...form.getFieldsValue(), invoiceType: globalType }, choices);
            }}
          >
            {t('accounts.checkIn.submit')}
          </Button>
        </div>
      )}
    </Form>
  );
}

/** The licence date: dates before yesterday disabled; 长期 sets 9999-12-31. */
function ValidityPicker({ value, onChange, disabled }: { value?: string | null; onChange?: (v: string | null) => void; disabled?: boolean }) {
  const t = useTr();
  const yesterday = dayjs().subtract(1, 'day').startOf('day');
  return (
    <div className="accounts-validity">
      <DatePicker
        value={value ?? undefined}
        disabled={disabled}
        placeholder={t('accounts.checkIn.placeholders.date')}
        disabledDate={(current: Dayjs) => current.isBefore(yesterday, 'day')}
        onChange={(text: string) => onChange?.(text || null)}
        style={{ flex: 1 }}
      />
      <Button disabled={disabled} onClick={() => onChange?.(IDENTIFIERS.longTermLicenceDate)}>
        {t('accounts.checkIn.longTerm')}
      </Button>
    </div>
  );
}

/** A cascader field whose value is the codes; the labels go to the form's label fields. */
function AddressField(props: { level: 3 | 4; value?: string[]; onChange?: (codes: string[]) => void; disabled?: boolean; placeholder?: string; onLabels?: (labels: string[]) => void }) {
  return (
    <AddressCascader
      level={props.level}
      {...(props.value ? { value: props.value } : {})}
      {...(props.disabled ? { disabled: true } : {})}
      {...(props.placeholder ? { placeholder: props.placeholder } : {})}
      onChange={(pick) => {
        props.onChange?.(pick.codes);
        props.onLabels?.(pick.labels);
      }}
    />
  );
}
