/** 车辆调度 (trucking/dispatch, under the 车队管理 menu): every truck of the fleet on the map with its drivers, online state and active dispatch. */
import { Button, Tag } from '@arco-design/web-react';
import { displayText, portTime } from '@port/sdk';
import type { Schemas } from '@port/sdk/contract';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTr } from '../../app/i18n';
import { PortMap } from '../../shared/map';
import { NAMED, orderDetailsPath } from '../../shared/named-routes';
import { dispatchView } from './api';
import { DataTable } from '../../shared/list-page';

const REFRESH_MS = 10_000;

export default function DispatchPage() {
  const t = useTr();
  const navigate = useNavigate();
  const [rows, setRows] = useState<Schemas['DispatchViewItem'][]>([]);
  const load = useCallback(() => void dispatchView().then(setRows).catch(() => undefined), []);
  useEffect(() => {
    load();
    const timer = window.setInterval(load, REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [load]);
  const markers = rows.flatMap((r) =>
    r.lastPosition
      ? [{ id: r.truckId, lng: r.lastPosition.lng, lat: r.lastPosition.lat, heading: r.lastPosition.direction, label: r.truckLicense, color: !r.online ? '#86909c' : r.dispatch ? '#f53f3f' : '#00b42a' }]
      : [],
  );
  return (
    <div className="console-panel">
      <h2 className="console-page-title">{t('trucking.pages.dispatch')}</h2>
      <PortMap height={420} markers={markers} onMarkerClick={(id) => navigate(`${NAMED.truckGpsDetail}?id=${id}`)} />
      <DataTable
        style={{ marginTop: 16 }}
        size="small"
        rowKey="truckId"
        pagination={false}
        // Scrolls in its frame on a phone rather than squeezing plates and names letter by letter.
        scroll={{ x: 900 }}
        data={rows}
        columns={[
          { title: t('fleet.fields.truckLicense'), dataIndex: 'truckLicense', width: 120 },
          { title: t('fleet.fields.drivers'), dataIndex: 'driverNames', render: (_: unknown, r) => r.driverNames.join('、') },
          { title: t('fleet.fields.online'), dataIndex: 'online', width: 90, render: (v: boolean) => <Tag size="small" color={v ? 'green' : 'gray'}>{t(v ? 'fleet.online.true' : 'fleet.online.false')}</Tag> },
          { title: t('fleet.fields.speed'), dataIndex: 'lastPosition', width: 110, render: (_: unknown, r) => displayText(r.lastPosition?.speed) },
          { title: t('fleet.fields.gpsTime'), dataIndex: 'lastPosition', width: 170, render: (_: unknown, r) => portTime(r.lastPosition?.gpsTime) },
          {
            title: t('trucking.dispatch.current'), dataIndex: 'dispatch',
            render: (_: unknown, r) =>
              r.dispatch ? (
                <Button type="text" size="mini" onClick={() => navigate(orderDetailsPath(r.dispatch!.orderId, r.dispatch!.orderType))}>
                  {r.dispatch.orderNo} · {r.dispatch.ctnNo}
                </Button>
              ) : (
                t('trucking.dispatch.idle')
              ),
          },
          { title: t('console.list.actions'), dataIndex: 'truckId', width: 90, render: (v: string) => <Button type="text" size="mini" onClick={() => navigate(`${NAMED.truckGpsDetail}?id=${v}`)}>{t('fleet.actions.track')}</Button> },
        ]}
      />
    </div>
  );
}
