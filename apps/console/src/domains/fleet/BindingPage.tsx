/** 车辆绑定 (fleet/binding, driverRelationTruck): which truck each driver drives; gated by fleet:driverRelationTruck:*. */
import { Button, Select, type TableColumnProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Select/style/css';
import { displayText } from '@port/sdk';
import { useEffect, useRef, useState } from 'react';
import { toastSuccess } from '../../app/feedback';
import { useTr } from '../../app/i18n';
import { Permission } from '../../permission';
import { FormModal, type FormField } from '../../shared/form/FormModal';
import { ListPage, RowActions, type ListPageHandle, type SearchField } from '../../shared/list-page';
import { createBinding, deleteBinding, listBindings, resources, updateBinding, type Binding, type Resources } from './api';

type Filters = { truckLicense?: string; driverName?: string };
type Write = { driverId: string; truckId: string; remark?: string };

export default function BindingPage() {
  const t = useTr();
  const list = useRef<ListPageHandle>(null);
  // 'new' adds a binding; a binding row changes its truck (fleet:driverRelationTruck:edit).
  const [editing, setEditing] = useState<Binding | 'new' | null>(null);
  const adding = editing !== null;
  const [options, setOptions] = useState<Resources>({ trucks: [], drivers: [] });
  useEffect(() => {
    if (adding) resources().then(setOptions).catch(() => undefined);
  }, [adding]);

  const fields: SearchField<Filters>[] = [
    { field: 'truckLicense', label: t('fleet.fields.truckLicense'), type: 'input', modifiers: ['trimAll', 'upper'] },
    { field: 'driverName', label: t('fleet.fields.driver'), type: 'input' },
  ];
  const required = (field: string) => ({ required: true, message: t('listPage.required', { field }) });
  const form: FormField<Write>[] = [
    {
      field: 'driverId', label: t('fleet.fields.driver'), type: 'custom', rules: [required(t('fleet.fields.driver'))],
      render: () => (
        <Select
          showSearch
          disabled={editing !== 'new'}
          options={options.drivers
            .filter((d) => !d.truckId || (editing !== 'new' && editing?.driverId === d.id))
            .map((d) => ({ value: d.id, label: `${d.name} ${d.mobile ?? ''}` }))}
        />
      ),
    },
    {
      field: 'truckId', label: t('fleet.fields.truck'), type: 'custom', rules: [required(t('fleet.fields.truck'))],
      render: () => <Select showSearch options={options.trucks.map((tr) => ({ value: tr.id, label: tr.truckLicense }))} />,
    },
    { field: 'remark', label: t('fleet.fields.remark'), type: 'textarea', wide: true, maxLength: 200 },
  ];
  const columns: TableColumnProps<Binding>[] = [
    { key: 'driverName', title: t('fleet.fields.driver'), dataIndex: 'driverName', width: 120 },
    { key: 'driverMobile', title: t('fleet.fields.mobile'), dataIndex: 'driverMobile', width: 130, render: (v: unknown) => displayText(v) },
    { key: 'truckLicense', title: t('fleet.fields.truckLicense'), dataIndex: 'truckLicense', width: 120 },
    { key: 'trailerLicense', title: t('fleet.fields.trailerLicense'), dataIndex: 'trailerLicense', width: 120, render: (v: unknown) => displayText(v) },
    { key: 'createTime', title: t('fleet.fields.createTime'), dataIndex: 'createTime', width: 170 },
    {
      key: 'actions', title: t('console.list.actions'), dataIndex: 'id', width: 150,
      render: (_: unknown, r) => (
        <RowActions
          actions={[
            { key: 'edit', label: t('fleet.actions.edit'), permission: 'fleet:driverRelationTruck:edit', onClick: () => setEditing(r) },
            {
              key: 'remove', label: t('fleet.actions.remove'), permission: 'fleet:driverRelationTruck:remove', danger: true, confirm: t('fleet.actions.confirmRemove'),
              onClick: () => void deleteBinding(r.id, r.version).then(() => (toastSuccess(), list.current?.reload())).catch(() => undefined),
            },
          ]}
        />
      ),
    },
  ];
  return (
    <>
      <ListPage<Filters, Binding>
        ref={list}
        listId="fleet-binding"
        fields={fields}
        columns={columns}
        rowKey="id"
        fetch={(q) => listBindings(q)}
        toolbar={
          <Permission check="fleet:driverRelationTruck:add">
            <Button type="primary" onClick={() => setEditing('new')}>
              {t('fleet.actions.add')}
            </Button>
          </Permission>
        }
      />
      <FormModal<Write>
        title={`${editing === 'new' ? t('fleet.actions.add') : t('fleet.actions.edit')} · ${t('fleet.pages.binding')}`}
        visible={adding}
        fields={form}
        {...(editing && editing !== 'new' ? { initialValues: { driverId: editing.driverId, truckId: editing.truckId, remark: editing.remark ?? '' } } : {})}
        onCancel={() => setEditing(null)}
        onSubmit={async (values) => {
          if (editing && editing !== 'new') await updateBinding(editing.id, { ...values, version: editing.version });
          else await createBinding(values);
          toastSuccess();
          setEditing(null);
          list.current?.reload();
        }}
      />
    </>
  );
}
