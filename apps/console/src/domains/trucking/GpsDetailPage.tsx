/** GpsDetail (SPEC §2.8 /gpsDetail, location info): where the trucks of an order are, with their tracks. */
import { Button, Tag } from '@arco-design/web-react';
import { displayText } from '@port/sdk';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTr } from '../../app/i18n';
import { DetailLayout } from '../../shared/detail/DetailLayout';
import { PortMap } from '../../shared/map';
import { orderLocation } from './api';
import { NAMED } from '../../shared/named-routes';
import { DataTable } from '../../shared/list-page';

type Location = Awaited<ReturnType<typeof orderLocation>>;
const COLORS = ['#165dff', '#00b42a', '#f77234', '#722ed1', '#eb0aa4'];
const REFRESH_MS = 10_000;

export default function GpsDetailPage() {
  const t = useTr();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const [data, setData] = useState<Location | null>(null);
  const load = useCallback(() => {
    orderLocation(id).then(setData).catch(() => undefined);
  }, [id]);
  useEffect(() => {
    load();
    const timer = window.setInterval(load, REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [load]);

  const markers = (data?.vehicles ?? []).flatMap((v, i) =>
    v.lastPosition ? [{ id: v.truckId, lng: v.lastPosition.lng, lat: v.lastPosition.lat, label: v.truckLicense, heading: v.lastPosition.direction, color: v.online ? COLORS[i % COLORS.length] : '#86909c' }] : [],
  );
  return (
    <DetailLayout
      loading={!data}
      title={`${t('trucking.pages.gpsDetail')} ${data?.orderNo ?? ''}`}
      sections={[
        {
          key: 'map',
          title: t('trucking.sections.location'),
          content: (
            <PortMap
              height={460}
              markers={markers}
              tracks={(data?.tracks ?? []).map((tr, i) => ({ id: tr.truckId, color: COLORS[i % COLORS.length], points: tr.points.map((p) => [p.lng, p.lat] as const) }))}
              onMarkerClick={(truckId) => navigate(`${NAMED.truckGpsDetail}?id=${truckId}`)}
            />
          ),
        },
        {
          key: 'vehicles',
          title: t('trucking.sections.dispatches'),
          content: (
            <DataTable
              size="small"
              rowKey="truckId"
              pagination={false}
              data={data?.vehicles ?? []}
              columns={[
                { title: t('trucking.fields.truckLicense'), dataIndex: 'truckLicense' },
                { title: t('trucking.fields.driverName'), dataIndex: 'driverName', render: (v: unknown) => displayText(v) },
                { title: t('trucking.fields.ctnNo'), dataIndex: 'ctnNo', render: (v: unknown) => displayText(v) },
                { title: t('fleet.fields.online'), dataIndex: 'online', render: (v: boolean) => <Tag color={v ? 'green' : 'gray'} size="small">{t(v ? 'fleet.online.true' : 'fleet.online.false')}</Tag> },
                { title: t('fleet.fields.gpsTime'), dataIndex: 'lastPosition', render: (_: unknown, r) => displayText(r.lastPosition?.gpsTime) },
                { title: t('fleet.fields.speed'), dataIndex: 'lastPosition', render: (_: unknown, r) => displayText(r.lastPosition?.speed) },
                { title: t('console.list.actions'), dataIndex: 'truckId', render: (v: string) => <Button type="text" size="mini" onClick={() => navigate(`${NAMED.truckGpsDetail}?id=${v}`)}>{t('fleet.actions.track')}</Button> },
              ]}
            />
          ),
        },
      ]}
    />
  );
}
