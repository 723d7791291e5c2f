/**
 * The list page's search form: declared fields laid out in a grid with the settings' label width, 查询
 * and 重置, and 展开/收起 when there are more fields than fit in one row.
 */
import { Button, DatePicker, Form, Grid, Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/Select/style/css';
import '@arco-design/web-react/es/DatePicker/style/css';
import '@arco-design/web-react/es/Form/style/css';
import type { Modifier } from '@port/sdk';
import { useState, type ReactNode } from 'react';
import { DebouncedInput } from '../form/DebouncedInput';
import { useTr } from '../../app/i18n';

export interface SelectOption {
  label: string;
  value: string | number;
}

export type SearchField<Q> = {
  field: keyof Q & string;
  label: string;
  placeholder?: string;
} & (
  | { type: 'input'; modifiers?: readonly Modifier[] }
  | { type: 'select'; options: SelectOption[] }
  | { type: 'dateRange' }
  | { type: 'custom'; render: () => ReactNode }
);

/** How many fields show before 展开. */
const VISIBLE_FIELDS = 3;

function control<Q>(f: SearchField<Q>): ReactNode {
  switch (f.type) {
    case 'input':
      // The modifiers of SPEC §5 (trim by default) apply 300 ms after typing stops.
      return (
        <DebouncedInput
          allowClear
          {...(f.placeholder ? { placeholder: f.placeholder } : {})}
          {...(f.modifiers ? { modifiers: f.modifiers } : {})}
        />
      );
    case 'select':
      return <Select allowClear placeholder={f.placeholder} options={f.options} />;
    case 'dateRange':
      return <DatePicker.RangePicker showTime style={{ width: '100%' }} />;
    case 'custom':
      return f.render();
  }
}

export function SearchForm<Q extends Record<string, unknown>>({
  fields,
  initialValues,
  onSearch,
}: {
  fields: SearchField<Q>[];
  initialValues?: Partial<Q>;
  onSearch: (values: Partial<Q>) => void;
}) {
  const t = useTr();
  const [form] = Form.useForm<Partial<Q>>();
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? fields : fields.slice(0, VISIBLE_FIELDS);

  return (
    <Form
      form={form}
      className="console-search-form"
      layout="horizontal"
      labelCol={{ flex: 'var(--console-label-width)' }}
      wrapperCol={{ flex: 1 }}
      initialValues={initialValues}
      onSubmit={(values) => onSearch(values)}
    >
      <Grid.Row gutter={16}>
        {shown.map((f) => (
          <Grid.Col key={f.field} xs={24} sm={12} lg={8} xxl={6}>
            <Form.Item field={f.field} label={f.label}>
              {control(f)}
            </Form.Item>
          </Grid.Col>
        ))}
        <Grid.Col xs={24} sm={12} lg={8} xxl={6} className="console-search-actions">
          <Button type="primary" htmlType="submit">
            {t('common.search')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              onSearch(form.getFieldsValue());
            }}
          >
            {t('common.reset')}
          </Button>
          {fields.length > VISIBLE_FIELDS ? (
            <Button type="text" onClick={() => setExpanded((v) => !v)}>
              {expanded ? t('console.list.collapse') : t('console.list.expand')}
            </Button>
          ) : null}
        </Grid.Col>
      </Grid.Row>
    </Form>
  );
}
