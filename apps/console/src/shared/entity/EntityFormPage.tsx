/**
 * Create or edit (?id=) any described entity: its form sections, one control per field by kind, the checks
 * of the description (required, longest text, the same validators the server runs, with the same words).
 * Saving sends the record's version; a refusal keeps what was typed (the error catalogue shows the server's
 * message) and success opens the record's detail.
 */
import { Alert, Button, Form, Grid, Space, Spin, type RulesProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Form/style/css';
import { ApiFailure, isRefusalStatus } from '@port/sdk';
import type { OperationId } from '@port/sdk/contract';
import { checkRecord } from '@port/sdk/domain';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { toastSuccess } from '../../app/feedback';
import { claimRefusal } from '../../app/refusals';
import { useTabs } from '../../layout/tabs/store';
import { usePagePath } from '../../routing/page-path';
import '../detail/detail.css';
import './entity.css';
import { callOperation, getRecord } from './calls';
import { FieldControl, type Option } from './fields';
import { checkField, fieldSpec, formBody, formValues, type AnyDescription, type EntityRecord } from './model';
import type { FieldSpec } from './sdk';
import { entityPageKeys, recordPath } from './paths';
import { useText, type Text } from './text';
import type { EntityExtensions, FormExtras, FormSubmit } from './extensions';

const noExtras = (): FormExtras => ({});

/** The field's checks as one Arco rule, saying what the server would say. */
function fieldRule(t: Text, spec: FieldSpec): RulesProps {
  return {
    ...(spec.required ? { required: true } : {}),
    validator: (value: unknown, callback: (error?: string) => void) => {
      const issue = checkField(spec, value);
      if (!issue) return callback();
      const params = Object.fromEntries(
        Object.entries(issue.params ?? {}).map(([k, v]) => [k, k === 'field' && typeof v === 'string' ? t(v) : v]),
      );
      callback(t(issue.key, params));
    },
  };
}

/**
 * `aside` is shown beside the form's sections (e.g. the example images a declaration form opens); `initialValues`
 * fills a new record's fields (e.g. a variant's terminal, taken from the route).
 */
export function EntityFormPage({
  description: d,
  aside,
  initialValues: given,
  ext = {},
}: {
  description: AnyDescription;
  aside?: ReactNode;
  initialValues?: Record<string, unknown>;
  /** What the domain adds to the shared pages (extensions.ts): its form's extras, where a saved record opens. */
  ext?: EntityExtensions;
}) {
  const t = useText();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [params] = useSearchParams();
  const id = params.get('id');
  const [form] = Form.useForm<Record<string, unknown>>();
  const [record, setRecord] = useState<EntityRecord | null>(null);
  const [loading, setLoading] = useState(!!id);
  const [saving, setSaving] = useState(false);
  // A refusal of the server that names no field of this form (a rule across fields): shown at the form's top.
  const [refusal, setRefusal] = useState<string | null>(null);
  const detailPath = usePagePath(entityPageKeys(d, ext.keys).detail);
  const extras = (ext.form?.useForm ?? noExtras)({ record, form });
  const initialValues = extras.initialValues ?? given;

  useEffect(() => {
    if (!id && initialValues) form.setFieldsValue(initialValues);
  }, [id, initialValues, form]);

  useEffect(() => {
    if (!id) return;
    setLoading(true);
    getRecord(d.operations.get, id)
      .then((r) => {
        setRecord(r);
        form.setFieldsValue(formValues(d, r));
        const title = r[d.titleField];
        if (typeof title === 'string' && title) useTabs.getState().nameRecord(`${pathname}${search}`, title);
      })
      .catch(() => undefined)
      .finally(() => setLoading(false));
  }, [d, id, form, pathname, search]);

  const save = async (submit?: FormSubmit) => {
    let values: Record<string, unknown>;
    try {
      values = await form.validate();
    } catch {
      return;
    }
    // The rules across fields (the server runs the same), blamed on their field with its message.
    const failed = checkRecord(d.checks, formBody(d, values));
    if (failed) {
      form.setFields({ [failed.field]: { value: values[failed.field], error: { message: t(failed.issue.key, failed.issue.params as Record<string, string | number> | undefined) } } });
      form.scrollToField(failed.field);
      return;
    }
    setRefusal(null);
    const operation = record ? d.operations.update : d.operations.create;
    if (!operation) return;
    const described = formBody(d, values, record?.version);
    const body = extras.prepare ? extras.prepare(described, record) : described;
    if (!body) return;
    setSaving(true);
    try {
      const saved = await callOperation<EntityRecord>(operation as OperationId, {
        ...(record ? { path: { id: record.id } } : {}),
        body: submit ? { ...body, ...submit.body } : body,
      });
      toastSuccess(submit?.message ?? extras.save?.message);
      const opened = saved?.id ? (ext.recordPath ? ext.recordPath(saved) : detailPath ? recordPath(detailPath, saved.id) : undefined) : undefined;
      if (opened) navigate(opened, { replace: true });
      else navigate(-1);
    } catch (error) {
      // A refusal (400/409): beside the field it names, else at the form's top, in the user's language; the form
      // keeps what was typed. Anything else (5xx, network) the error catalogue has shown as 系统异常.
      if (error instanceof ApiFailure && isRefusalStatus(error.status)) {
        claimRefusal(error.traceId);
        const field = error.field && formFields(d).includes(error.field) ? error.field : undefined;
        if (field) {
          form.setFields({ [field]: { value: values[field], error: { message: error.message } } });
          form.scrollToField(field);
        } else {
          setRefusal(error.message);
        }
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Spin loading={loading} style={{ display: 'block' }}>
      <div className="console-panel console-detail entity-form">
        <div className="console-detail-head">
          <Space size="medium">
            <Button size="small" onClick={() => navigate(-1)}>
              {t('listPage.back')}
            </Button>
            <h2 className="console-page-title" style={{ margin: 0 }}>
              {extras.title ?? (record ? `${t('listPage.edit')} ${String(record[d.titleField] ?? '')}` : t('listPage.add'))}
            </h2>
          </Space>
        </div>
        <Form form={form} className="console-form-nowrap" layout="horizontal" labelCol={{ flex: 'var(--console-label-width, 100px)' }} wrapperCol={{ flex: 1 }}>
          {aside}
          {refusal ? <Alert type="error" className="entity-form-refusal" content={refusal} closable onClose={() => setRefusal(null)} data-testid="form-refusal" /> : null}
          <EntityFormFields description={d} record={record} {...(extras.sections ? { sectionExtras: extras.sections } : {})} />
          {extras.after}
          <div className="entity-form-actions">
            <Button type="primary" loading={saving} onClick={() => void save()}>
              {extras.save?.label ?? t('entityPage.save')}
            </Button>
            {record
              ? null
              : extras.submits?.map((submit) => (
                  <Button key={submit.key} type="primary" status="success" loading={saving} onClick={() => void save(submit)}>
                    {submit.label}
                  </Button>
                ))}
            <Button onClick={() => navigate(-1)}>{t('common.cancel')}</Button>
          </div>
        </Form>
      </div>
    </Spin>
  );
}

/** The fields the form has a control for (its sections'). */
const formFields = (d: AnyDescription): string[] => (d.form ?? []).flatMap((section) => [...section.fields]);

/** The form's sections and one control per written field, with the description's checks. */
export function EntityFormFields({
  description: d,
  record,
  wide,
  sectionExtras,
}: {
  description: AnyDescription;
  record: EntityRecord | null;
  wide?: boolean;
  /** Controls a domain adds at the end of a section, by its title key (FormExtras.sections). */
  sectionExtras?: Readonly<Record<string, ReactNode>>;
}) {
  const t = useText();
  /** A reference being edited shows the record's own label (e.g. the vessel's name), not just its id. */
  const currentOf = (field: string, spec: FieldSpec): Option | undefined => {
    if (!record || spec.kind !== 'reference') return undefined;
    const value = record[field];
    if (value === null || value === undefined) return undefined;
    // The record names its reference beside the id (vesselId → vesselName, fleetCompanyId → fleetName), else by its own title.
    const named = record[`${field.replace(/Id$/, '')}Name`] ?? record[`${field.replace(/CompanyId$/, '')}Name`];
    const label = typeof named === 'string' ? named : record[d.titleField];
    return { value: String(value), label: String(typeof label === 'string' ? label : value) };
  };

  const linkOf = (field: string): string | undefined => (record?.fileLinks as Record<string, string> | undefined)?.[field];
  const sections = d.form ?? [];
  return (
    <>
      {sections.map((section) => (
        <section key={section.title} className="console-detail-section" aria-label={t(section.title)}>
          {sections.length > 1 ? <h3 className="console-detail-section-title">{t(section.title)}</h3> : null}
          <Grid.Row gutter={16}>
            {section.fields.map((field) => {
              const spec = fieldSpec(d, field);
              if (spec.readOnly) return null;
              const current = currentOf(field, spec);
              return (
                // Rich text takes the whole row: its source and preview side by side.
                <Grid.Col key={field} xs={24} {...(spec.kind === 'html' ? {} : { md: 12, ...(wide ? {} : { xl: 8 }) })}>
                  <Form.Item field={field} label={t(spec.label)} rules={[fieldRule(t, spec)]}>
                    <FieldControl description={d} field={field} spec={spec} {...(current ? { current } : {})} {...(linkOf(field) ? { link: linkOf(field) } : {})} />
                  </Form.Item>
                </Grid.Col>
              );
            })}
            {sectionExtras?.[section.title]}
          </Grid.Row>
        </section>
      ))}
    </>
  );
}
