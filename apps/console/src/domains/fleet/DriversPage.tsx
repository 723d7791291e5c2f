/** 司机管理 (fleet/drivers): the fleet's drivers; add/edit/remove by fleet:driver:*. */
import type { TableColumnProps } from '@arco-design/web-react';
import { displayText, validateIdCard, validateMobile, portTime } from '@port/sdk';
import { useTr } from '../../app/i18n';
import type { FormField } from '../../shared/form/FormModal';
import { requiredRule, sdkRule } from '../../shared/form/rules';
import { EditableListPage, type SearchField } from '../../shared/list-page';
import { createDriver, deleteDriver, listDrivers, updateDriver, type Driver, type DriverWrite } from './api';

type Filters = { name?: string; mobile?: string; status?: '0' | '1' };

const resource = { list: listDrivers, create: createDriver, update: updateDriver, remove: deleteDriver };

export default function DriversPage() {
  const t = useTr();
  const statusOptions = (['0', '1'] as const).map((v) => ({ value: v, label: t(`fleet.status.${v}`) }));

  const fields: SearchField<Filters>[] = [
    { field: 'name', label: t('fleet.fields.name'), type: 'input' },
    { field: 'mobile', label: t('fleet.fields.mobile'), type: 'input', modifiers: ['trimAll'] },
    { field: 'status', label: t('fleet.fields.status'), type: 'select', options: statusOptions },
  ];
  const form: FormField<DriverWrite>[] = [
    { field: 'name', label: t('fleet.fields.name'), type: 'input', rules: [requiredRule(t, t('fleet.fields.name'))] },
    { field: 'mobile', label: t('fleet.fields.mobile'), type: 'input', modifiers: ['trimAll'], rules: [requiredRule(t, t('fleet.fields.mobile')), sdkRule(t, validateMobile)] },
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
    { key: 'createTime', title: t('fleet.fields.createTime'), dataIndex: 'createTime', width: 170, render: portTime },
  ];

  return (
    <EditableListPage<Filters, Driver, DriverWrite>
      listId="fleet-drivers"
      permission="fleet:driver"
      searchFields={fields}
      formFields={form}
      newValues={{ status: '0' }}
      columns={columns}
      actionsColumn={{ width: 150 }}
      resource={resource}
    />
  );
}
