/** 司机管理 (fleet/drivers): the fleet's drivers; add/edit/remove by fleet:driver:*. */
import { Button, type TableColumnProps } from '@arco-design/web-react';
import { displayText, validateIdCard, validateMobile } from '@port/sdk';
import { useRef, useState } from 'react';
import { toastSuccess } from '../../app/feedback';
import { useTr } from '../../app/i18n';
import { Permission } from '../../permission';
import { FormModal, type FormField } from '../../shared/form/FormModal';
import { sdkRule } from '../../shared/form/rules';
import { ListPage, RowActions, type ListPageHandle, type SearchField } from '../../shared/list-page';
import { createDriver, deleteDriver, listDrivers, updateDriver, type Driver, type DriverWrite } from './api';

type Filters = { name?: string; mobile?: string; status?: '0' | '1' };

export default function DriversPage() {
  const t = useTr();
  const list = useRef<ListPageHandle>(null);
  const [editing, setEditing] = useState<Driver | 'new' | null>(null);
  const statusOptions = (['0', '1'] as const).map((v) => ({ value: v, label: t(`fleet.status.${v}`) }));
  const required = (key: 'name' | 'mobile') => ({ required: true, message: t('listPage.required', { field: t(`fleet.fields.${key}`) }) });

  const fields: SearchField<Filters>[] = [
    { field: 'name', label: t('fleet.fields.name'), type: 'input' },
    { field: 'mobile', label: t('fleet.fields.mobile'), type: 'input', modifiers: ['trimAll'] },
    { field: 'status', label: t('fleet.fields.status'), type: 'select', options: statusOptions },
  ];
  const form: FormField<DriverWrite>[] = [
    { field: 'name', label: t('fleet.fields.name'), type: 'input', rules: [required('name')] },
    { field: 'mobile', label: t('fleet.fields.mobile'), type: 'input', modifiers: ['trimAll'], rules: [required('mobile'), sdkRule(t, validateMobile)] },
    { field: 'idCardNo', label: t('fleet.fields.idCardNo'), type: 'input', modifiers: ['trimAll', 'upper'], rules: [sdkRule(t, validateIdCard)] },
    { field: 'licenceNo', label: t('fleet.fields.licenceNo'), type: 'input', modifiers: ['trimAll', 'upper'] },
    { field: 'status', label: t('fleet.fields.status'), type: 'select', options: statusOptions },
    { field: 'remark', label: t('fleet.fields.remark'), type: 'textarea', wide: true, maxLength: 200 },
  ];
  const columns: TableColumnProps<Driver>[] = [
    { key: 'name', title: t('fleet.fields.name'), dataIndex: 'name', width: 120 },
    { key: 'mobile', title: t('fleet.fields.mobile'), dataIndex: 'mobile', width: 130 },
    { key: 'licenceNo', title: t('fleet.fields.licenceNo'), dataIndex: 'licenceNo', width: 150, render: (v: unknown) => displayText(v) },
    { key: 'truck', title: t('fleet.fields.truck'), dataIndex: 'truckLicense', width: 120, render: (v: unknown) => displayText(v) },
    { key: 'status', title: t('fleet.fields.status'), dataIndex: 'status', width: 80, render: (v: '0' | '1') => t(`fleet.status.${v}`) },
    { key: 'createTime', title: t('fleet.fields.createTime'), dataIndex: 'createTime', width: 170 },
    {
      key: 'actions', title: t('console.list.actions'), dataIndex: 'id', width: 150,
      render: (_: unknown, r) => (
        <RowActions
          actions={[
            { key: 'edit', label: t('fleet.actions.edit'), permission: 'fleet:driver:edit', onClick: () => setEditing(r) },
            {
              key: 'remove', label: t('fleet.actions.remove'), permission: 'fleet:driver:remove', danger: true, confirm: t('fleet.actions.confirmRemove'),
              onClick: () => void deleteDriver(r.id, r.version).then(() => (toastSuccess(), list.current?.reload())).catch(() => undefined),
            },
          ]}
        />
      ),
    },
  ];
  return (
    <>
      <ListPage<Filters, Driver>
        ref={list}
        listId="fleet-drivers"
        fields={fields}
        columns={columns}
        rowKey="id"
        fetch={(q) => listDrivers(q)}
        toolbar={
          <Permission check="fleet:driver:add">
            <Button type="primary" onClick={() => setEditing('new')}>
              {t('fleet.actions.add')}
            </Button>
          </Permission>
        }
      />
      <FormModal<DriverWrite>
        title={editing === 'new' ? t('fleet.actions.add') : t('fleet.actions.edit')}
        visible={editing !== null}
        fields={form}
        initialValues={editing && editing !== 'new' ? { ...editing } : { status: '0' }}
        onCancel={() => setEditing(null)}
        onSubmit={async (values) => {
          if (editing && editing !== 'new') await updateDriver(editing.id, { ...values, version: editing.version });
          else await createDriver(values);
          toastSuccess();
          setEditing(null);
          list.current?.reload();
        }}
      />
    </>
  );
}
