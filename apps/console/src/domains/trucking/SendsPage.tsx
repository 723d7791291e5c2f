/**
 * SendsCreate (type I) / SendsDetailed (type E), SPEC §2.9 with the order id: the fleet assigns the order's
 * waiting containers to its free trucks and drivers (a driver's bound truck is proposed), and reassigns,
 * cancels or completes the dispatches under way. The server keeps one active dispatch per truck and driver.
 */
import { Button, Modal, Select, Space, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Select/style/css';
import { DISPATCH_STATUS, DISPATCH_STATUS_OTHER, labelOf, portTime } from '@port/sdk';
import type { Schemas } from '@port/sdk/contract';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { toastSuccess } from '../../app/feedback';
import { useTr } from '../../app/i18n';
import { usePermission } from '../../permission';
import { DetailLayout } from '../../shared/detail/DetailLayout';
import { NAMED, orderDetailsPath } from '../../shared/named-routes';
import { createDispatches, dispatchResources, getOrder, transitionDispatch, type Dispatch, type DispatchResources } from './api';
import { DataTable } from '../../shared/list-page';
import { DISPATCH, DISPATCH_FLOW } from '@port/sdk/domains/trucking';

type Order = Schemas['TruckOrderDetail'];
type Pick2 = { truckId?: string; driverId?: string };

export default function SendsPage() {
  const t = useTr();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const { can } = usePermission();
  const id = params.get('id') ?? '';
  const [order, setOrder] = useState<Order | null>(null);
  const [res, setRes] = useState<DispatchResources>({ trucks: [], drivers: [] });
  const [picks, setPicks] = useState<Record<string, Pick2>>({});
  const [reassigning, setReassigning] = useState<Dispatch | null>(null);
  const [busy, setBusy] = useState(false);
  const load = useCallback(() => {
    getOrder(id).then(setOrder).catch(() => undefined);
    if (can('fleet:send:edit')) dispatchResources().then(setRes).catch(() => undefined);
  }, [id, can]);
  useEffect(load, [load]);

  const waiting = useMemo(() => (order?.containers ?? []).filter((c) => c.sendStatus === DISPATCH.notSent || c.sendStatus === DISPATCH.unsent), [order]);
  const freeTrucks = res.trucks.filter((tr) => !tr.busy);
  const freeDrivers = res.drivers.filter((d) => !d.busy);
  // A truck not filed is shown but cannot be chosen (the server refuses it: dispatchTruckNotFiled).
  const truckOptions = freeTrucks.map((tr) => ({
    value: tr.id,
    disabled: !tr.filed,
    label: `${tr.truckLicense}${tr.filed ? '' : ` (${t('trucking.dispatch.notFiled')})`}${tr.online ? '' : ` (${t('trucking.dispatch.offline')})`}`,
  }));
  const driverOptions = freeDrivers.map((d) => ({ value: d.id, label: d.name, truckId: d.truckId }));
  // One truck and one driver per container: what another row has taken is not offered again.
  const takenBy = (ctnId: string, key: keyof Pick2) =>
    new Set(Object.entries(picks).flatMap(([id, p]) => (id !== ctnId && p[key] ? [p[key]] : [])));
  const truckOptionsFor = (ctnId: string) => truckOptions.filter((o) => !takenBy(ctnId, 'truckId').has(o.value));
  // Only a driver bound to the chosen truck may drive it (the server checks: dispatchDriverNotBound).
  const driverOptionsFor = (ctnId: string, truckId = picks[ctnId]?.truckId) =>
    driverOptions.filter((o) => !takenBy(ctnId, 'driverId').has(o.value) && (!truckId || o.truckId === truckId)).map(({ value, label }) => ({ value, label }));
  const setPick = (ctnId: string, patch: Pick2) => {
    setPicks((p) => {
      const next = { ...p[ctnId], ...patch };
      // A truck proposes its bound driver, and a driver their truck.
      const taken = new Set(Object.entries(p).flatMap(([id, q]) => (id !== ctnId && q.driverId ? [q.driverId] : [])));
      const boundTo = (driverId: string | undefined, truckId: string) => freeDrivers.some((d) => d.id === driverId && d.truckId === truckId);
      if (patch.truckId && !boundTo(next.driverId, patch.truckId)) next.driverId = freeDrivers.find((d) => d.truckId === patch.truckId && !taken.has(d.id))?.id;
      if (patch.driverId && !next.truckId) next.truckId = freeDrivers.find((d) => d.id === patch.driverId)?.truckId ?? undefined;
      return { ...p, [ctnId]: next };
    });
  };

  const send = async () => {
    const items = waiting.flatMap((c) => {
      const p = picks[c.id];
      return p?.truckId && p.driverId ? [{ containerId: c.id, truckId: p.truckId, driverId: p.driverId }] : [];
    });
    if (!order || items.length === 0) return;
    setBusy(true);
    try {
      await createDispatches({ orderId: order.id, items });
      toastSuccess(t('trucking.dispatch.dispatched'));
      setPicks({});
      load();
    } catch {
      // e.g. 车辆浙BD1001已有进行中的派单, shown by the error catalogue.
    } finally {
      setBusy(false);
    }
  };
  const act = async (d: Dispatch, action: 'cancel' | 'complete', confirmKey: 'cancel' | 'finish') => {
    Modal.confirm({
      title: t(`trucking.actions.${confirmKey}`),
      content: t(`trucking.confirm.${confirmKey}`),
      onOk: async () => {
        try {
          await transitionDispatch(d.id, { action, version: d.version });
          toastSuccess();
          load();
        } catch {
          // shown by the error catalogue
        }
      },
    });
  };
  const sendLabel = (v: string) => labelOf(DISPATCH_STATUS, v, { fallback: DISPATCH_STATUS_OTHER, t });
  const title = pathname.endsWith('SendsDetailed') ? t('trucking.pages.sendsDetailed') : t('trucking.pages.sendsCreate');

  const [next, setNext] = useState<Pick2>({});
  const reassign = async () => {
    if (!reassigning || !next.truckId || !next.driverId) return;
    try {
      await transitionDispatch(reassigning.id, { action: 'reassign', version: reassigning.version, truckId: next.truckId, driverId: next.driverId });
      toastSuccess();
      setReassigning(null);
      setNext({});
      load();
    } catch {
      // shown by the error catalogue
    }
  };

  return (
    <>
    <DetailLayout
      loading={!order}
      title={`${title} ${order?.orderNo ?? ''}`}
      actions={order ? <Button onClick={() => navigate(orderDetailsPath(order.id, order.orderType))}>{t('trucking.actions.view')}</Button> : null}
      sections={[
        {
          key: 'waiting',
          title: t('trucking.actions.dispatch'),
          content:
            waiting.length === 0 ? (
              <p>{t('trucking.dispatch.nothingToDispatch')}</p>
            ) : (
              <>
                <DataTable
                  size="small"
                  rowKey="id"
                  pagination={false}
                  data={waiting}
                  columns={[
                    { title: t('trucking.fields.ctnNo'), dataIndex: 'ctnNo', width: 140 },
                    { title: `${t('trucking.fields.ctnSize')}/${t('trucking.fields.ctnType')}`, dataIndex: 'ctnSize', width: 100, render: (_: unknown, c) => `${c.ctnSize}${c.ctnType}` },
                    { title: t('trucking.fields.sendStatus'), dataIndex: 'sendStatus', width: 100, render: (v: string) => sendLabel(v) },
                    { title: t('trucking.dispatch.chooseTruck'), dataIndex: 'id', render: (_: unknown, c) => <Select aria-label={`${t('trucking.dispatch.chooseTruck')} ${c.ctnNo}`} style={{ width: 200 }} showSearch allowClear value={picks[c.id]?.truckId} options={truckOptionsFor(c.id)} onChange={(v: string) => setPick(c.id, { truckId: v })} /> },
                    { title: t('trucking.dispatch.chooseDriver'), dataIndex: 'seq', render: (_: unknown, c) => <Select aria-label={`${t('trucking.dispatch.chooseDriver')} ${c.ctnNo}`} style={{ width: 160 }} showSearch allowClear value={picks[c.id]?.driverId} options={driverOptionsFor(c.id)} onChange={(v: string) => setPick(c.id, { driverId: v })} /> },
                  ]}
                />
                <Space style={{ marginTop: 12 }}>
                  <Button type="primary" loading={busy} onClick={() => void send()} disabled={!can('fleet:send:edit')}>
                    {t('trucking.actions.dispatch')}
                  </Button>
                </Space>
              </>
            ),
        },
        {
          key: 'dispatches',
          title: t('trucking.sections.dispatches'),
          content: (
            <DataTable<Dispatch>
              size="small"
              rowKey="id"
              pagination={false}
              data={order?.dispatches ?? []}
              columns={[
                { title: t('trucking.fields.ctnNo'), dataIndex: 'ctnNo', width: 140 },
                { title: t('trucking.fields.truckLicense'), dataIndex: 'truckLicense', width: 120 },
                { title: t('trucking.fields.driverName'), dataIndex: 'driverName', width: 100 },
                { title: t('trucking.fields.sendStatus'), dataIndex: 'sendStatus', width: 100, render: (v: string) => <Tag size="small" color={(DISPATCH_FLOW.states as Readonly<Record<string, { color: string } | undefined>>)[v]?.color ?? 'gray'}>{sendLabel(v)}</Tag> },
                { title: t('trucking.fields.dispatchTime'), dataIndex: 'createTime', width: 170, render: portTime },
                {
                  title: t('console.list.actions'), dataIndex: 'id',
                  render: (_: unknown, d) => (
                    <Space size={4}>
                      <Button type="text" size="mini" onClick={() => navigate(`${NAMED.truckGpsDetail}?id=${d.truckId}`)}>{t('fleet.actions.track')}</Button>
                      {d.sendStatus === DISPATCH.sent && can('fleet:send:edit') ? (
                        <>
                          <Button type="text" size="mini" onClick={() => setReassigning(d)}>{t('trucking.actions.reassign')}</Button>
                          <Button type="text" size="mini" status="danger" onClick={() => void act(d, 'cancel', 'cancel')}>{t('trucking.actions.cancel')}</Button>
                          <Button type="text" size="mini" status="success" onClick={() => void act(d, 'complete', 'finish')}>{t('trucking.actions.finish')}</Button>
                        </>
                      ) : null}
                    </Space>
                  ),
                },
              ]}
            />
          ),
        },
      ]}
    />
    <Modal title={t('trucking.dispatch.reassignTitle')} visible={reassigning !== null} onCancel={() => setReassigning(null)} onOk={() => void reassign()}>
      <Space direction="vertical" style={{ width: '100%' }}>
        <span>{reassigning?.ctnNo}</span>
        <Select placeholder={t('trucking.dispatch.chooseTruck')} value={next.truckId} options={truckOptions} onChange={(v: string) => setNext((n) => ({ ...n, truckId: v, driverId: freeDrivers.find((d) => d.truckId === v)?.id }))} />
        <Select placeholder={t('trucking.dispatch.chooseDriver')} value={next.driverId} options={driverOptions.filter((o) => !next.truckId || o.truckId === next.truckId).map(({ value, label }) => ({ value, label }))} onChange={(v: string) => setNext((n) => ({ ...n, driverId: v }))} />
      </Space>
    </Modal>
    </>
  );
}
