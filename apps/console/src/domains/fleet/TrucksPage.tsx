/**
 * 车辆管理 (fleet/trucks): the fleet's trucks with position and online state; add/edit/remove by fleet:truck:*.
 * Vehicle filing: the fleet submits a truck (fleet:truck:filing), a reviewer approves it or rejects it with a
 * reason (fleet:truck:audit); the buttons are the server's filingActions for the caller, which it enforces.
 */
import { Button, Modal, Space, Tag, Typography, type TableColumnProps } from '@arco-design/web-react';
import { FLEET_FILING_STATUS, displayText, validatePlate } from '@port/sdk';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toastSuccess } from '../../app/feedback';
import { useTr } from '../../app/i18n';
import { Permission } from '../../permission';
import { useDict } from '../../shared/dict';
import { FormModal, type FormField } from '../../shared/form/FormModal';
import { sdkRule } from '../../shared/form/rules';
import { requiredRule } from '../../shared/form/rules';
import { ListPage, RowActions, type ListPageHandle, type SearchField } from '../../shared/list-page';
import { NAMED } from '../../shared/named-routes';
import { StatusTag, type TagColor } from '../../shared/StatusTag';
import { createTruck, deleteTruck, listTrucks, reviewTruckFiling, submitTruckFiling, updateTruck, type Truck, type TruckWrite } from './api';

const FILING_COLORS: Readonly<Record<string, TagColor>> = { '0': 'gray', '1': 'orange', '2': 'green', '3': 'red' };

type Filters = { truckLicense?: string; filingStatus?: string; status?: '0' | '1' };

export default function TrucksPage() {
  const t = useTr();
  const navigate = useNavigate();
  const list = useRef<ListPageHandle>(null);
  const types = useDict('fleet_truck_type');
  const filing = useDict('fleet_filing_status');
  const [editing, setEditing] = useState<Truck | 'new' | null>(null);
  const [rejecting, setRejecting] = useState<Truck | null>(null);
  const done = () => (toastSuccess(), list.current?.reload());
  const confirmThen = (content: string, run: () => Promise<unknown>) =>
    Modal.confirm({ title: t('fleet.fields.filingStatus'), content, onOk: () => run().then(done).catch(() => undefined) });
  const statusOptions = (['0', '1'] as const).map((v) => ({ value: v, label: t(`fleet.status.${v}`) }));

  const fields: SearchField<Filters>[] = [
    { field: 'truckLicense', label: t('fleet.fields.truckLicense'), type: 'input', modifiers: ['trimAll', 'upper'] },
    { field: 'filingStatus', label: t('fleet.fields.filingStatus'), type: 'select', options: filing.options },
    { field: 'status', label: t('fleet.fields.status'), type: 'select', options: statusOptions },
  ];
  const form: FormField<TruckWrite>[] = [
    { field: 'truckLicense', label: t('fleet.fields.truckLicense'), type: 'input', modifiers: ['trimAll', 'upper'], rules: [{ required: true, message: t('listPage.required', { field: t('fleet.fields.truckLicense') }) }, sdkRule(t, validatePlate)] },
    { field: 'trailerLicense', label: t('fleet.fields.trailerLicense'), type: 'input', modifiers: ['trimAll', 'upper'], rules: [sdkRule(t, validatePlate)] },
    { field: 'truckType', label: t('fleet.fields.truckType'), type: 'select', options: types.options, rules: [{ required: true, message: t('listPage.required', { field: t('fleet.fields.truckType') }) }] },
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
    { key: 'gpsTime', title: t('fleet.fields.gpsTime'), dataIndex: 'lastPosition', width: 170, render: (_: unknown, r) => displayText(r.lastPosition?.gpsTime) },
    { key: 'drivers', title: t('fleet.fields.drivers'), dataIndex: 'driverNames', render: (_: unknown, r) => r.driverNames.join('、') },
    {
      key: 'actions', title: t('console.list.actions'), dataIndex: 'id', width: 260, fixed: 'right',
      render: (_: unknown, r) => (
        <RowActions
          actions={[
            { key: 'track', label: t('fleet.actions.track'), onClick: () => navigate(`${NAMED.truckGpsDetail}?id=${r.id}`) },
            {
              key: 'submitFiling', label: t('fleet.filing.submit'), permission: 'fleet:truck:filing', hidden: !r.filingActions.includes('submit'),
              onClick: () => confirmThen(t('fleet.filing.confirmSubmit'), () => submitTruckFiling(r.id, r.version)),
            },
            {
              key: 'approveFiling', label: t('fleet.filing.approve'), permission: 'fleet:truck:audit', hidden: !r.filingActions.includes('approve'),
              onClick: () => confirmThen(t('fleet.filing.confirmApprove'), () => reviewTruckFiling(r.id, { action: 'approve', version: r.version })),
            },
            { key: 'rejectFiling', label: t('fleet.filing.reject'), permission: 'fleet:truck:audit', danger: true, hidden: !r.filingActions.includes('reject'), onClick: () => setRejecting(r) },
            { key: 'edit', label: t('fleet.actions.edit'), permission: 'fleet:truck:edit', hidden: r.filingStatus === '1', onClick: () => setEditing(r) },
            {
              key: 'remove', label: t('fleet.actions.remove'), permission: 'fleet:truck:remove', danger: true, confirm: t('fleet.actions.confirmRemove'),
              onClick: () => void deleteTruck(r.id, r.version).then(() => (toastSuccess(), list.current?.reload())).catch(() => undefined),
            },
          ]}
        />
      ),
    },
  ];

  return (
    <>
      <ListPage<Filters, Truck>
        ref={list}
        listId="fleet-trucks"
        scrollX={1500}
        fields={fields}
        columns={columns}
        rowKey="id"
        fetch={(q) => listTrucks(q)}
        toolbar={
          <Permission check="fleet:truck:add">
            <Button type="primary" onClick={() => setEditing('new')}>
              {t('fleet.actions.add')}
            </Button>
          </Permission>
        }
      />
      <FormModal<TruckWrite>
        title={editing === 'new' ? t('fleet.actions.add') : t('fleet.actions.edit')}
        visible={editing !== null}
        fields={form}
        initialValues={
          editing && editing !== 'new'
            ? { truckLicense: editing.truckLicense, trailerLicense: editing.trailerLicense ?? null, truckType: editing.truckType, status: editing.status, remark: editing.remark ?? null }
            : { status: '0' }
        }
        onCancel={() => setEditing(null)}
        onSubmit={async (values) => {
          if (editing && editing !== 'new') await updateTruck(editing.id, { ...values, version: editing.version });
          else await createTruck(values);
          toastSuccess();
          setEditing(null);
          list.current?.reload();
        }}
      />
      <FormModal<{ reason: string }>
        title={`${t('fleet.filing.reject')} ${rejecting?.truckLicense ?? ''}`}
        visible={rejecting !== null}
        fields={[
          { field: 'reason', label: t('fleet.filing.reason'), type: 'textarea', wide: true, maxLength: 200, rules: [requiredRule(t('listPage.required', { field: t('fleet.filing.reason') }))] },
        ]}
        onCancel={() => setRejecting(null)}
        onSubmit={async ({ reason }) => {
          if (!rejecting) return;
          await reviewTruckFiling(rejecting.id, { action: 'reject', version: rejecting.version, reason });
          setRejecting(null);
          done();
        }}
      />
    </>
  );
}
