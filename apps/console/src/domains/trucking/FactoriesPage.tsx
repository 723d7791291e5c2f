/**
 * 常用工厂 (trucking/factories, /order/factory): the forwarder's frequent factories — the loading / unloading
 * addresses offered when placing an order. Add/edit/remove/export by td:factory:*; the server scopes the rows.
 */
import type { TableColumnProps } from '@arco-design/web-react';
import { displayText, validatePhone } from '@port/sdk';
import { useTr } from '../../app/i18n';
import type { FormField } from '../../shared/form/FormModal';
import { requiredRule, sdkRule } from '../../shared/form/rules';
import { EditableListPage, type SearchField } from '../../shared/list-page';
import { createFactory, deleteFactory, listFactories, startFactoryExport, updateFactory, type Factory, type FactoryQuery, type FactoryWrite } from './api';

type Filters = Pick<FactoryQuery, 'factoryName' | 'address'>;

const resource = { list: listFactories, create: createFactory, update: updateFactory, remove: deleteFactory, startExport: startFactoryExport };

export default function FactoriesPage() {
  const t = useTr();
  const f = (k: 'factoryName' | 'address' | 'contactName' | 'contactPhone' | 'remark' | 'company') => t(`trucking.directory.${k}`);

  const fields: SearchField<Filters>[] = [
    { field: 'factoryName', label: f('factoryName'), type: 'input', modifiers: ['trim'] },
    { field: 'address', label: f('address'), type: 'input', modifiers: ['trim'] },
  ];
  const form: FormField<FactoryWrite>[] = [
    { field: 'factoryName', label: f('factoryName'), type: 'input', modifiers: ['trim'], maxLength: 60, rules: [requiredRule(t, f('factoryName'))] },
    { field: 'contactName', label: f('contactName'), type: 'input', modifiers: ['trim'], maxLength: 30 },
    { field: 'address', label: f('address'), type: 'input', modifiers: ['trim'], maxLength: 200, wide: true, rules: [requiredRule(t, f('address'))] },
    { field: 'contactPhone', label: f('contactPhone'), type: 'input', modifiers: ['trimAll'], maxLength: 20, rules: [sdkRule(t, validatePhone)] },
    { field: 'remark', label: f('remark'), type: 'textarea', wide: true, maxLength: 200 },
  ];
  const columns: TableColumnProps<Factory>[] = [
    { key: 'factoryName', title: f('factoryName'), dataIndex: 'factoryName', width: 220 },
    { key: 'address', title: f('address'), dataIndex: 'address', width: 320 },
    { key: 'contactName', title: f('contactName'), dataIndex: 'contactName', width: 110, render: (v: unknown) => displayText(v) },
    { key: 'contactPhone', title: f('contactPhone'), dataIndex: 'contactPhone', width: 140, render: (v: unknown) => displayText(v) },
    { key: 'remark', title: f('remark'), dataIndex: 'remark', width: 160, render: (v: unknown) => displayText(v) },
    { key: 'company', title: f('company'), dataIndex: 'companyName', width: 220, render: (v: unknown) => displayText(v) },
    { key: 'updateTime', title: t('trucking.fields.updateTime'), dataIndex: 'updateTime', width: 170 },
  ];

  return (
    <EditableListPage<Filters, Factory, FactoryWrite>
      listId="trucking-factories"
      title={t('trucking.pages.factories')}
      permission="td:factory"
      scrollX={1500}
      searchFields={fields}
      formFields={form}
      columns={columns}
      resource={resource}
    />
  );
}
