/**
 * 常用工厂 (trucking/factories, /order/factory): the forwarder's frequent factories — the loading / unloading
 * addresses offered when placing an order. Add/edit/remove/export by td:factory:*; the server scopes the rows.
 */
import { Button, Space, type TableColumnProps } from '@arco-design/web-react';
import { displayText, validatePhone } from '@port/sdk';
import { useRef, useState } from 'react';
import { toastSuccess } from '../../app/feedback';
import { useTr } from '../../app/i18n';
import { Permission } from '../../permission';
import { FormModal, type FormField } from '../../shared/form/FormModal';
import { requiredRule, sdkRule } from '../../shared/form/rules';
import { ExportButton, ListPage, RowActions, type ListPageHandle, type SearchField } from '../../shared/list-page';
import { createFactory, deleteFactory, listFactories, startFactoryExport, updateFactory, type Factory, type FactoryQuery, type FactoryWrite } from './api';

type Filters = Pick<FactoryQuery, 'factoryName' | 'address'>;

export default function FactoriesPage() {
  const t = useTr();
  const list = useRef<ListPageHandle>(null);
  const [query, setQuery] = useState<Filters>({});
  const [editing, setEditing] = useState<Factory | 'new' | null>(null);
  const f = (k: 'factoryName' | 'address' | 'contactName' | 'contactPhone' | 'remark' | 'company') => t(`trucking.directory.${k}`);

  const fields: SearchField<Filters>[] = [
    { field: 'factoryName', label: f('factoryName'), type: 'input', modifiers: ['trim'] },
    { field: 'address', label: f('address'), type: 'input', modifiers: ['trim'] },
  ];
  const form: FormField<FactoryWrite>[] = [
    { field: 'factoryName', label: f('factoryName'), type: 'input', modifiers: ['trim'], maxLength: 60, rules: [requiredRule(t('listPage.required', { field: f('factoryName') }))] },
    { field: 'contactName', label: f('contactName'), type: 'input', modifiers: ['trim'], maxLength: 30 },
    { field: 'address', label: f('address'), type: 'input', modifiers: ['trim'], maxLength: 200, wide: true, rules: [requiredRule(t('listPage.required', { field: f('address') }))] },
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
    {
      key: 'actions', title: t('console.list.actions'), dataIndex: 'id', width: 140,
      render: (_: unknown, r) => (
        <RowActions
          actions={[
            { key: 'edit', label: t('fleet.actions.edit'), permission: 'td:factory:edit', onClick: () => setEditing(r) },
            {
              key: 'remove', label: t('fleet.actions.remove'), permission: 'td:factory:remove', danger: true, confirm: t('trucking.directory.confirmRemove'),
              onClick: () => void deleteFactory(r.id, r.version).then(() => (toastSuccess(), list.current?.reload())).catch(() => undefined),
            },
          ]}
        />
      ),
    },
  ];

  return (
    <>
      <ListPage<Filters, Factory>
        ref={list}
        listId="trucking-factories"
        scrollX={1500}
        fields={fields}
        columns={columns}
        rowKey="id"
        fetch={({ pageNo, pageSize, cursor, ...filters }) => {
          setQuery(filters);
          return listFactories({ ...filters, pageNo, pageSize, ...(cursor ? { cursor } : {}) });
        }}
        toolbar={
          <Space>
            <Permission check="td:factory:add">
              <Button type="primary" onClick={() => setEditing('new')}>
                {t('fleet.actions.add')}
              </Button>
            </Permission>
            <ExportButton permission="td:factory:export" fileName={`${t('trucking.pages.factories')}.xlsx`} start={(id) => startFactoryExport(query, id)} />
          </Space>
        }
      />
      <FormModal<FactoryWrite>
        title={`${editing === 'new' ? t('fleet.actions.add') : t('fleet.actions.edit')} · ${t('trucking.pages.factories')}`}
        visible={editing !== null}
        fields={form}
        initialValues={editing && editing !== 'new' ? { ...editing } : {}}
        onCancel={() => setEditing(null)}
        onSubmit={async (values) => {
          if (editing && editing !== 'new') await updateFactory(editing.id, { ...values, version: editing.version });
          else await createFactory(values);
          toastSuccess();
          setEditing(null);
          list.current?.reload();
        }}
      />
    </>
  );
}
