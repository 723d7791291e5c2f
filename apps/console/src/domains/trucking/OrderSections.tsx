/**
 * The order detail's own sections (the detail page's extension, order-pages.tsx): its containers with their
 * dispatch state, and its dispatches with a link to each truck's track.
 */
import { Button } from '@arco-design/web-react';
import { DISPATCH_STATUS, DISPATCH_STATUS_OTHER, displayText, formatThousands, labelOf, portTime } from '@port/sdk';
import { useNavigate } from 'react-router-dom';
import { useTr } from '../../app/i18n';
import { useDict } from '../../shared/dict';
import { NAMED } from '../../shared/named-routes';
import type { Dispatch, OrderDetail } from './api';
import { DataTable } from '../../shared/list-page';

function useSendLabel() {
  const t = useTr();
  return (v: string) => labelOf(DISPATCH_STATUS, v, { fallback: DISPATCH_STATUS_OTHER, t });
}

export function OrderContainersTable({ order }: { order: OrderDetail }) {
  const t = useTr();
  const sizes = useDict('td_ctn_size');
  const types = useDict('td_ctn_type');
  const sendLabel = useSendLabel();
  return (
    <DataTable
      size="small"
      rowKey="id"
      pagination={false}
      data={order.containers}
      columns={[
        { title: t('trucking.fields.seq'), dataIndex: 'seq', width: 60 },
        { title: t('trucking.fields.ctnNo'), dataIndex: 'ctnNo', width: 140 },
        { title: t('trucking.fields.ctnSize'), dataIndex: 'ctnSize', width: 100, render: (v: string) => sizes.label(v) },
        { title: t('trucking.fields.ctnType'), dataIndex: 'ctnType', width: 100, render: (v: string) => types.label(v) },
        { title: t('trucking.fields.sealNo'), dataIndex: 'sealNo', render: (v: unknown) => displayText(v) },
        { title: t('trucking.fields.weightKg'), dataIndex: 'weightKg', render: (v: number | null) => formatThousands(v) },
        { title: t('trucking.fields.sendStatus'), dataIndex: 'sendStatus', render: (v: string) => sendLabel(v) },
        { title: t('trucking.fields.truckLicense'), dataIndex: 'truckLicense', render: (v: unknown) => displayText(v) },
        { title: t('trucking.fields.driverName'), dataIndex: 'driverName', render: (v: unknown) => displayText(v) },
      ]}
    />
  );
}

export function OrderDispatchesTable({ order }: { order: OrderDetail }) {
  const t = useTr();
  const navigate = useNavigate();
  const sendLabel = useSendLabel();
  return (
    <DataTable<Dispatch>
      size="small"
      rowKey="id"
      pagination={false}
      data={order.dispatches}
      columns={[
        { title: t('trucking.fields.ctnNo'), dataIndex: 'ctnNo', width: 140 },
        { title: t('trucking.fields.truckLicense'), dataIndex: 'truckLicense', width: 120 },
        { title: t('trucking.fields.driverName'), dataIndex: 'driverName', width: 100 },
        { title: t('trucking.fields.sendStatus'), dataIndex: 'sendStatus', width: 100, render: (v: string) => sendLabel(v) },
        { title: t('trucking.fields.dispatchTime'), dataIndex: 'createTime', width: 170, render: portTime },
        { title: t('trucking.fields.finishTime'), dataIndex: 'finishTime', render: portTime },
        {
          title: t('console.list.actions'),
          dataIndex: 'truckId',
          width: 100,
          render: (_: unknown, d) => (
            <Button type="text" size="mini" onClick={() => navigate(`${NAMED.truckGpsDetail}?id=${d.truckId}`)}>
              {t('fleet.actions.track')}
            </Button>
          ),
        },
      ]}
    />
  );
}
