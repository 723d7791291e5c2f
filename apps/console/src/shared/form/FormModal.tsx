/**
 * The form layout of every domain's add/edit dialog: declared fields (input with modifiers, select,
 * textarea), validation from the SDK rules, the label width of the settings, and a submit that keeps the
 * dialog open on failure (the error catalogue has said why).
 */
import { Form, Grid, Modal, Select, type RulesProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Select/style/css';
import '@arco-design/web-react/es/Form/style/css';
import '@arco-design/web-react/es/Modal/style/css';
import type { Modifier } from '@port/sdk';
import { useEffect, useState, type ReactNode } from 'react';
import { DebouncedInput } from './DebouncedInput';
import '../detail/detail.css';

export type FormField<V> = {
  field: keyof V & string;
  label: string;
  rules?: RulesProps[];
  /** Full row instead of half. */
  wide?: boolean;
} & (
  | { type: 'input'; modifiers?: readonly Modifier[]; placeholder?: string; maxLength?: number }
  | { type: 'textarea'; maxLength?: number }
  | { type: 'select'; options: Array<{ label: string; value: string }>; placeholder?: string }
  | { type: 'custom'; render: () => ReactNode }
);

export interface FormModalProps<V> {
  title: string;
  visible: boolean;
  fields: FormField<V>[];
  initialValues?: Partial<V>;
  onCancel(): void;
  /** Resolves when saved; a rejection keeps the dialog open. */
  onSubmit(values: V): Promise<void>;
}

function control<V>(f: FormField<V>): ReactNode {
  switch (f.type) {
    case 'input':
      return (
        <DebouncedInput
          allowClear
          {...(f.modifiers ? { modifiers: f.modifiers } : {})}
          {...(f.placeholder ? { placeholder: f.placeholder } : {})}
          {...(f.maxLength ? { maxLength: f.maxLength } : {})}
        />
      );
    case 'textarea':
      return <DebouncedInput textarea {...(f.maxLength ? { maxLength: f.maxLength } : {})} />;
    case 'select':
      return <Select options={f.options} allowClear {...(f.placeholder ? { placeholder: f.placeholder } : {})} />;
    case 'custom':
      return f.render();
  }
}

export function FormModal<V extends Record<string, unknown>>(props: FormModalProps<V>) {
  const [form] = Form.useForm<V>();
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (props.visible) {
      form.resetFields();
      if (props.initialValues) form.setFieldsValue(props.initialValues as Parameters<typeof form.setFieldsValue>[0]);
    }
  }, [props.visible, props.initialValues, form]);
  const submit = async () => {
    let values: V;
    try {
      values = await form.validate();
    } catch {
      return;
    }
    setSaving(true);
    try {
      await props.onSubmit(values);
    } catch {
      // Shown by the error catalogue; the dialog stays open.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      title={props.title}
      visible={props.visible}
      onCancel={props.onCancel}
      onOk={submit}
      confirmLoading={saving}
      style={{ width: 720 }}
      unmountOnExit
    >
      <Form
        form={form}
        className="console-form-nowrap"
        layout="horizontal"
        labelCol={{ flex: 'var(--console-label-width, 100px)' }}
        wrapperCol={{ flex: 1 }}
      >
        <Grid.Row gutter={16}>
          {props.fields.map((f) => (
            <Grid.Col key={f.field} span={f.wide ? 24 : 12}>
              <Form.Item field={f.field} label={f.label} {...(f.rules ? { rules: f.rules } : {})}>
                {control(f)}
              </Form.Item>
            </Grid.Col>
          ))}
        </Grid.Row>
      </Form>
    </Modal>
  );
}
