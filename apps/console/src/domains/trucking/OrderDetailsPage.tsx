/**
 * importOrderDetails / exportOrderDetails / shortOrderDetails / truckPerDetails (SPEC §2.8, §2.9): one
 * order with its containers, dispatches and history, and the buttons of the actions the server says the
 * caller may take now.
 */
import { Button, Table } from '@arco-design/web-react';
import { DISPATCH_STATUS, DISPATCH_STATUS_OTHER, TRUCK_ORDER_STATUS, TRUCK_ORDER_TYPE, displayText, formatThousands, labelOf, portTime } from '@port/sdk';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useTr } from '../../app/i18n';
import { DetailLayout } from '../../shared/detail/DetailLayout';
import { useDict } from '../../shared/dict';
import { StatusTag } from '../../shared/StatusTag';
import { getOrder, type Dispatch, type OrderDetail } from './api';
import { useOrderActions } from './actions';
import { STATUS_COLORS } from './columns';
import { NAMED, sendsPath } from '../../shared/named-routes';
import { useTabSubject } from '../../layout/tabs/store';

const TITLES = {
  importOrderDetails: 'trucking.pages.importOrderDetails',
  exportOrderDetails: 'trucking.pages.exportOrderDetails',
  shortOrderDetails: 'trucking.pages.shortOrderDetails',
  truckPerDetails: 'trucking.pages.truckPerDetails',
} as const;

export default function OrderDetailsPage() {
  const t = useTr();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const [order, setOrder] = useState<OrderDetail | null>(null);
  const [loading, setLoading] = useState(true);
  const yards = useDict('td_take_address');
  const sizes = useDict('td_ctn_size');
  const types = useDict('td_ctn_type');
  const load = useCallback(() => {
    setLoading(true);
    getOrder(id)
      .then(setOrder)
      .catch(() => undefined)
      .finally(() => setLoading(false));
  }, [id]);
  useEffect(load, [load]);
  const { run } = useOrderActions(load);
  useTabSubject(order?.orderNo);
  const screen = (Object.keys(TITLES) as Array<keyof typeof TITLES>).find((k) => pathname.endsWith(k)) ?? 'shortOrderDetails';
  const sendLabel = (v: string) => labelOf(DISPATCH_STATUS, v, { fallback: DISPATCH_STATUS_OTHER, t });

  const actionButtons = order
    ? order.actions.map((a) =>
        a === 'edit' ? (
          <Button key={a} onClick={() => navigate(`${NAMED.place}?id=${order.id}`)}>{t('trucking.actions.edit')}</Button>
        ) : a === 'dispatch' ? (
          <Button key={a} type="primary" onClick={() => navigate(sendsPath(order.id, order.orderType))}>{t('trucking.actions.dispatch')}</Button>
        ) : (
          <Button key={a} type={a === 'return' || a === 'delete' ? 'secondary' : 'primary'} status={a === 'delete' ? 'danger' : 'default'} onClick={() => void run(order, a).then(() => a === 'delete' && navigate(-1))}>
            {t(`trucking.actions.${a}`)}
          </Button>
        ),
      )
    : null;

  return (
    <DetailLayout
      loading={loading}
      title={`${t(TITLES[screen])} ${order?.orderNo ?? ''}`}
      status={order ? <StatusTag map={TRUCK_ORDER_STATUS} value={order.status} colors={STATUS_COLORS} /> : null}
      actions={
        <>
          {actionButtons}
          {order && order.dispatches.length > 0 ? <Button onClick={() => navigate(`${NAMED.GpsDetail}?id=${order.id}`)}>{t('trucking.actions.location')}</Button> : null}
        </>
      }
      sections={
        order
          ? [
              {
                key: 'basic',
                title: t('trucking.sections.basic'),
                items: [
                  { label: t('trucking.fields.orderNo'), value: order.orderNo },
                  { label: t('trucking.fields.orderType'), value: labelOf(TRUCK_ORDER_TYPE, order.orderType, { t }) },
                  { label: t('trucking.fields.status'), value: labelOf(TRUCK_ORDER_STATUS, order.status, { t }) },
                  { label: t('trucking.fields.forwarder'), value: order.forwarderName },
                  { label: t('trucking.fields.fleet'), value: order.fleetName },
                  { label: t('trucking.fields.billNo'), value: order.billNo },
                  { label: t('trucking.fields.vessel'), value: order.vessel },
                  { label: t('trucking.fields.voyage'), value: order.voyage },
                  { label: t('trucking.fields.takeAddress'), value: yards.label(order.takeAddress) },
                  { label: t('trucking.fields.deliveryAddress'), value: order.deliveryAddress },
                  { label: t('trucking.fields.contactName'), value: order.contactName },
                  { label: t('trucking.fields.contactPhone'), value: order.contactPhone },
                  { label: t('trucking.fields.planTime'), value: portTime(order.planTime) },
                  { label: t('trucking.fields.amount'), value: order.amount === null || order.amount === undefined ? '' : formatThousands(order.amount, 2) },
                  { label: t('trucking.fields.createTime'), value: portTime(order.createTime) },
                  { label: t('trucking.fields.paidTime'), value: portTime(order.paidTime) },
                  { label: t('trucking.fields.finishTime'), value: portTime(order.finishTime) },
                  { label: t('trucking.fields.returnReason'), value: order.returnReason },
                  { label: t('trucking.fields.remark'), value: order.remark },
                ],
              },
              {
                key: 'containers',
                title: `${t('trucking.sections.containers')} (${order.doneCount}/${order.ctnCount})`,
                content: (
                  <Table
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
                ),
              },
              {
                key: 'dispatches',
                title: t('trucking.sections.dispatches'),
                content: (
                  <Table<Dispatch>
                    size="small"
                    rowKey="id"
                    pagination={false}
                    data={order.dispatches}
                    columns={[
                      { title: t('trucking.fields.ctnNo'), dataIndex: 'ctnNo', width: 140 },
                      { title: t('trucking.fields.truckLicense'), dataIndex: 'truckLicense', width: 120 },
                      { title: t('trucking.fields.driverName'), dataIndex: 'driverName', width: 100 },
                      { title: t('trucking.fields.sendStatus'), dataIndex: 'status', width: 100, render: (v: string) => sendLabel(v) },
                      { title: t('trucking.fields.dispatchTime'), dataIndex: 'createTime', width: 170, render: portTime },
                      { title: t('trucking.fields.finishTime'), dataIndex: 'finishTime', render: portTime },
                      {
                        title: t('console.list.actions'), dataIndex: 'truckId', width: 100,
                        render: (_: unknown, d) => <Button type="text" size="mini" onClick={() => navigate(`${NAMED.truckGpsDetail}?id=${d.truckId}`)}>{t('fleet.actions.track')}</Button>,
                      },
                    ]}
                  />
                ),
              },
              {
                key: 'history',
                title: t('trucking.sections.history'),
                content: (
                  <Table
                    size="small"
                    rowKey={(h) => `${h.time}-${h.action}-${h.toStatus ?? ''}`}
                    pagination={false}
                    data={order.history}
                    columns={[
                      { title: t('trucking.fields.updateTime'), dataIndex: 'time', width: 170, render: portTime },
                      { title: t('console.list.actions'), dataIndex: 'action', width: 120, render: (v: string) => { const key = `trucking.actions.${v === 'deliver' ? 'finish' : v === 'cancelDispatch' ? 'cancel' : v}`; const text = t(key as never); return text === key ? v : text; } },
                      { title: t('trucking.fields.status'), dataIndex: 'toStatus', render: (_: unknown, h) => (h.toStatus ? `${labelOf(TRUCK_ORDER_STATUS, h.fromStatus, { t })} → ${labelOf(TRUCK_ORDER_STATUS, h.toStatus, { t })}` : '') },
                      { title: t('console.account.name'), dataIndex: 'actorName', render: (v: unknown) => displayText(v) },
                    ]}
                  />
                ),
              },
            ]
          : []
      }
    />
  );
}
