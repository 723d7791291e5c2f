/**
 * 车辆管理 (fleet/trucks): the fleet's trucks with position and online state; add/edit/remove by fleet:truck:*.
 * The filing state is shown here; the filing itself (documents, fee, review, permit) is the permits domain's
 * 车辆备案 list, which the row's action opens.
 */
import { Space, Tag, Typography, type TableColumnProps } from '@arco-design/web-react';
import { FLEET_FILING_STATUS, displayText, portTime, validatePlate } from '@port/sdk';
import { useNavigate } from 'react-router-dom';
import { useTr } from '../../app/i18n';
import { useDict } from '../../shared/dict';
import type { FormField } from '../../shared/form/FormModal';
import { requiredRule, sdkRule } from '../../shared/form/rules';
import { EditableListPage, useListActions, type RowAction, type SearchField } from '../../shared/list-page';
import { NAMED } from '../../shared/named-routes';
import { StatusTag, type TagColor } from '../../shared/StatusTag';
import { createTruck, deleteTruck, listTrucks, updateTruck, type Truck, type TruckWrite } from './api';

const FILING_COLORS: Readonly<Record<string, TagColor>> = { '0': 'gray', '1': 'orange', '2': 'green', '3': 'red' };

type Filters = { truckLicense?: string; filingStatus?: string; status?: '0' | '1' };

const resource = { list: listTrucks, create: createTruck, update: updateTruck, remove: deleteTruck };

export default function TrucksPage() {
  const t = useTr();
  const navigate = useNavigate();
  const { list } = useListActions();
  const types = useDict('fleet_truck_type');
  const filing = useDict('fleet_filing_status');
  const statusOptions = (['0', '1'] as const).map((v) => ({ value: v, label: t(`fleet.status.${v}`) }));

  const fields: SearchField<Filters>[] = [
    { field: 'truckLicense', label: t('fleet.fields.truckLicense'), type: 'input', modifiers: ['trimAll', 'upper'] },
    { field: 'filingStatus', label: t('fleet.fields.filingStatus'), type: 'select', options: filing.options },
    { field: 'status', label: t('fleet.fields.status'), type: 'select', options: statusOptions },
  ];
  const form: FormField<TruckWrite>[] = [
    { field: 'truckLicense', label: t('fleet.fields.truckLicense'), type: 'input', modifiers: ['trimAll', 'upper'], rules: [requiredRule(t, t('fleet.fields.truckLicense')), sdkRule(t, validatePlate)] },
    { field: 'trailerLicense', label: t('fleet.fields.trailerLicense'), type: 'input', modifiers: ['trimAll', 'upper'], rules: [sdkRule(t, validatePlate)] },
    { field: 'truckType', label: t('fleet.fields.truckType'), type: 'select', options: types.options, rules: [requiredRule(t, t('fleet.fields.truckType'))] },
    { field: 'status', label: t('fleet.fields.status'), type: 'select', options: statusOptions },
    { field: 'remark', label: t('fleet.fields.remark'), type: 'textarea', wide: true, maxLength: 200 },
  ];
  const columns: TableColumnProps<Truck>[] = [
    { key: 'truckLicense', title: t('fleet.fields.truckLicense'), dataIndex: 'truckLicense', width: 120 },
    { key: 'trailerLicense', title: t('fleet.fields.trailerLicense'), dataIndex: 'trailerLicense', width: 120, render: (v: unknown) => displayText(v) },
    { key: 'truckType', title: t('fleet.fields.truckType'), dataIndex: 'truckType', width: 100, render: (v: string) => types.label(v) },
    {
      key: 'filingStatus', title: t('fleet.fields.filingStatus'), dataIndex: 'filingStatus', width: 160,
      render: (_: unknown, r) => (
        <Space direction="vertical" size={0}>
          <StatusTag map={FLEET_FILING_STATUS} value={r.filingStatus} colors={FILING_COLORS} />
          {r.filingStatus === '3' && r.filingReason ? (
            <Typography.Text type="secondary" style={{ fontSize: 12 }} ellipsis={{ showTooltip: true }}>
              {r.filingReason}
            </Typography.Text>
          ) : null}
        </Space>
      ),
    },
    { key: 'status', title: t('fleet.fields.status'), dataIndex: 'status', width: 80, render: (v: '0' | '1') => t(`fleet.status.${v}`) },
    { key: 'online', title: t('fleet.fields.online'), dataIndex: 'online', width: 90, render: (v: boolean) => <Tag size="small" color={v ? 'green' : 'gray'}>{t(v ? 'fleet.online.true' : 'fleet.online.false')}</Tag> },
    { key: 'gpsTime', title: t('fleet.fields.gpsTime'), dataIndex: 'lastPosition', width: 170, render: (_: unknown, r) => portTime(r.lastPosition?.gpsTime) },
    { key: 'drivers', title: t('fleet.fields.drivers'), dataIndex: 'driverNames', render: (_: unknown, r) => r.driverNames.join('、') },
  ];
  // Before 修改 and 删除: the track, and the vehicle filings (the permits domain: file, resubmit, review, renew).
  const rowActions = (r: Truck): RowAction[] => [
    { key: 'track', label: t('fleet.actions.track'), onClick: () => navigate(`${NAMED.truckGpsDetail}?id=${r.id}`) },
    { key: 'filing', label: t('fleet.filing.open'), permission: 'permits:filing:list', onClick: () => navigate(NAMED.vehicleFilings) },
  ];

  return (
    <EditableListPage<Filters, Truck, TruckWrite>
      ref={list}
      listId="fleet-trucks"
      permission="fleet:truck"
      scrollX={1500}
      searchFields={fields}
      formFields={form}
      newValues={{ status: '0' }}
      formValuesOf={(r) => ({ truckLicense: r.truckLicense, trailerLicense: r.trailerLicense ?? null, truckType: r.truckType, status: r.status, remark: r.remark ?? null })}
      columns={columns}
      rowActions={rowActions}
      // A truck under filing review (1) is not edited.
      canEdit={(r) => r.filingStatus !== '1'}
      actionsColumn={{ width: 260, fixed: 'right' }}
      resource={resource}
    />
  );
}
