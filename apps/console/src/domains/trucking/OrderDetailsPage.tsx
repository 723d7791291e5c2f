/**
 * importOrderDetails / exportOrderDetails / shortOrderDetails / truckPerDetails (SPEC §2.8, §2.9): one
 * order with its containers and dispatches (the domain's own sections), the buttons of the flow's transitions
 * the server says the caller may take now, and the order's audit trail as the shared timeline.
 */
import { Button, Table } from '@arco-design/web-react';
import { DISPATCH_STATUS, DISPATCH_STATUS_OTHER, TRUCK_ORDER_STATUS, TRUCK_ORDER_TYPE, displayText, formatThousands, labelOf, portTime } from '@port/sdk';
import { TRUCK_ORDER_FLOW, truckingOrderEntity } from '@port/sdk/domains/trucking';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useTr } from '../../app/i18n';
import { DetailLayout } from '../../shared/detail/DetailLayout';
import { useDict } from '../../shared/dict';
import { FlowStatusTag, HistoryTimeline, openActions, type HistoryEntry } from '../../shared/entity';
import { usePermission } from '../../permission';
import { getOrder, getOrderHistory, type Dispatch, type OrderDetail } from './api';
import { useOrderActions } from './actions';
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
  const [history, setHistory] = useState<HistoryEntry[] | null>(null);
  const [historyFailed, setHistoryFailed] = useState(false);
  const [loading, setLoading] = useState(true);
  const { can } = usePermission();
  const yards = useDict('td_take_address');
  const sizes = useDict('td_ctn_size');
  const types = useDict('td_ctn_type');
  const load = useCallback(() => {
    setLoading(true);
    getOrder(id)
      .then(setOrder)
      .catch(() => undefined)
      .finally(() => setLoading(false));
    getOrderHistory(id)
      .then((entries) => {
        setHistory(entries);
        setHistoryFailed(false);
      })
      .catch(() => setHistoryFailed(true));
  }, [id]);
  useEffect(load, [load]);
  const { run } = useOrderActions(load);
  useTabSubject(order?.orderNo);
  const screen = (Object.keys(TITLES) as Array<keyof typeof TITLES>).find((k) => pathname.endsWith(k)) ?? 'shortOrderDetails';
  const sendLabel = (v: string) => labelOf(DISPATCH_STATUS, v, { fallback: DISPATCH_STATUS_OTHER, t });

  // The flow's transitions open from the status among those the server lists for this caller, then the order's own.
  const transitions = order ? openActions(truckingOrderEntity, { ...order, allowedActions: order.actions }, can) : [];
  const actionButtons = order ? (
    <>
      {transitions.map((tr) => (
        <Button key={tr.action} type={tr.danger ? 'secondary' : 'primary'} onClick={() => void run(order, tr)}>
          {t(tr.label as never)}
        </Button>
      ))}
      {order.actions.includes('edit') ? <Button onClick={() => navigate(`${NAMED.place}?id=${order.id}`)}>{t('trucking.actions.edit')}</Button> : null}
      {order.actions.includes('delete') ? (
        <Button type="secondary" status="danger" onClick={() => void run(order, 'delete').then(() => navigate(-1))}>{t('trucking.actions.delete')}</Button>
      ) : null}
      {order.actions.includes('dispatch') ? (
        <Button type="primary" onClick={() => navigate(sendsPath(order.id, order.orderType))}>{t('trucking.actions.dispatch')}</Button>
      ) : null}
    </>
  ) : null;

  return (
    <DetailLayout
      loading={loading}
      title={`${t(TITLES[screen])} ${order?.orderNo ?? ''}`}
      status={order ? <FlowStatusTag flow={TRUCK_ORDER_FLOW} value={order.status} /> : null}
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
                content: <HistoryTimeline description={truckingOrderEntity} entries={history} failed={historyFailed} />,
              },
            ]
          : []
      }
    />
  );
}
