/** 车辆绑定 (fleet/binding, driverRelationTruck): which truck each driver drives; gated by fleet:driverRelationTruck:*. */
import { Select, type TableColumnProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Select/style/css';
import { displayText, portTime } from '@port/sdk';
import { useState } from 'react';
import { useTr } from '../../app/i18n';
import type { FormField } from '../../shared/form/FormModal';
import { requiredRule } from '../../shared/form/rules';
import { EditableListPage, type Editing, type SearchField } from '../../shared/list-page';
import { createBinding, deleteBinding, listBindings, resources, updateBinding, type Binding, type Resources } from './api';

type Filters = { truckLicense?: string; driverName?: string };
type Write = { driverId: string; truckId: string; remark?: string };

const resource = { list: listBindings, create: createBinding, update: updateBinding, remove: deleteBinding };

export default function BindingPage() {
  const t = useTr();
  const [options, setOptions] = useState<Resources>({ trucks: [], drivers: [] });
  // The choices are read afresh each time the dialog opens: a driver just bound is no longer free.
  const loadOptions = () => void resources().then(setOptions).catch(() => undefined);

  const fields: SearchField<Filters>[] = [
    { field: 'truckLicense', label: t('fleet.fields.truckLicense'), type: 'input', modifiers: ['trimAll', 'upper'] },
    { field: 'driverName', label: t('fleet.fields.driver'), type: 'input' },
  ];
  // 'new' adds a binding, for a driver without a truck; a binding row changes its truck (fleet:driverRelationTruck:edit).
  const form = (editing: Editing<Binding>): FormField<Write>[] => [
    {
      field: 'driverId', label: t('fleet.fields.driver'), type: 'custom', rules: [requiredRule(t, t('fleet.fields.driver'))],
      render: () => (
        <Select
          showSearch
          disabled={editing !== 'new'}
          options={options.drivers
            .filter((d) => !d.truckId || (editing !== 'new' && editing.driverId === d.id))
            .map((d) => ({ value: d.id, label: `${d.name} ${d.mobile ?? ''}` }))}
        />
      ),
    },
    {
      field: 'truckId', label: t('fleet.fields.truck'), type: 'custom', rules: [requiredRule(t, t('fleet.fields.truck'))],
      render: () => <Select showSearch options={options.trucks.map((tr) => ({ value: tr.id, label: tr.truckLicense }))} />,
    },
    { field: 'remark', label: t('fleet.fields.remark'), type: 'textarea', wide: true, maxLength: 200 },
  ];
  const columns: TableColumnProps<Binding>[] = [
    { key: 'driverName', title: t('fleet.fields.driver'), dataIndex: 'driverName', width: 120 },
    { key: 'driverMobile', title: t('fleet.fields.mobile'), dataIndex: 'driverMobile', width: 130, render: (v: unknown) => displayText(v) },
    { key: 'truckLicense', title: t('fleet.fields.truckLicense'), dataIndex: 'truckLicense', width: 120 },
    { key: 'trailerLicense', title: t('fleet.fields.trailerLicense'), dataIndex: 'trailerLicense', width: 120, render: (v: unknown) => displayText(v) },
    { key: 'createTime', title: t('fleet.fields.createTime'), dataIndex: 'createTime', width: 170, render: portTime },
  ];

  return (
    <EditableListPage<Filters, Binding, Write>
      listId="fleet-binding"
      title={t('fleet.pages.binding')}
      permission="fleet:driverRelationTruck"
      searchFields={fields}
      formFields={form}
      formValuesOf={(b) => ({ driverId: b.driverId, truckId: b.truckId, remark: b.remark ?? '' })}
      onOpen={loadOptions}
      columns={columns}
      actionsColumn={{ width: 150 }}
      resource={resource}
    />
  );
}
