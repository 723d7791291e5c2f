/**
 * truckGpsDetail (SPEC §2.9, id = truck): where the truck is and its track in a time window (last 2 hours by
 * default, at most 24), with playback along the track and the alarms of the window.
 */
import { Button, DatePicker, Slider, Space, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Slider/style/css';
import { displayText, formatDateTime, portTime } from '@port/sdk';
import type { Schemas } from '@port/sdk/contract';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTr } from '../../app/i18n';
import { DetailLayout } from '../../shared/detail/DetailLayout';
import { PortMap } from '../../shared/map';
import { truckTrack } from './api';
import { DataTable } from '../../shared/list-page';

const HOUR = 3_600_000;
const SPEEDS = [1, 4, 16] as const;
const LIVE_REFRESH_MS = 10_000;

export default function TruckGpsDetailPage() {
  const t = useTr();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const [range, setRange] = useState<[string, string] | null>(null);
  const [data, setData] = useState<Schemas['TruckTrack'] | null>(null);
  const [index, setIndex] = useState<number | null>(null);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<(typeof SPEEDS)[number]>(4);

  const load = useCallback(() => {
    const query = range ? { start: range[0], end: range[1] } : {};
    truckTrack(id, query).then(setData).catch(() => undefined);
  }, [id, range]);
  useEffect(() => {
    load();
    // Without a chosen window the view follows the truck live.
    if (range) return;
    const timer = window.setInterval(load, LIVE_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [load, range]);

  const points = useMemo(() => data?.points ?? [], [data]);
  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(() => {
      setIndex((i) => {
        const next = (i ?? 0) + speed;
        if (next >= points.length - 1) {
          setPlaying(false);
          return points.length - 1;
        }
        return next;
      });
    }, 200);
    return () => window.clearInterval(timer);
  }, [playing, speed, points.length]);

  const at = index !== null ? points[Math.min(index, points.length - 1)] : undefined;
  const last = data?.vehicle.lastPosition;
  const marker = at
    ? { lng: at.lng, lat: at.lat, heading: at.direction ?? 0 }
    : last
      ? { lng: last.lng, lat: last.lat, heading: last.direction }
      : null;

  return (
    <DetailLayout
      loading={!data}
      title={`${t('fleet.pages.truckGpsDetail')} ${data?.vehicle.truckLicense ?? ''}`}
      status={data ? <Tag color={data.vehicle.online ? 'green' : 'gray'}>{t(data.vehicle.online ? 'fleet.online.true' : 'fleet.online.false')}</Tag> : null}
      sections={[
        {
          key: 'track',
          title: t('gps.query'),
          content: (
            <>
              <Space wrap style={{ marginBottom: 12 }}>
                <DatePicker.RangePicker
                  showTime
                  defaultValue={[formatDateTime(Date.now() - 2 * HOUR), formatDateTime(Date.now())]}
                  onOk={(v: string[]) => v[0] && v[1] && setRange([formatDateTime(v[0]), formatDateTime(v[1])])}
                />
                <Button type="primary" onClick={() => { setIndex(0); setPlaying(true); }} disabled={points.length < 2}>
                  {t('gps.play')}
                </Button>
                <Button onClick={() => setPlaying(false)} disabled={!playing}>
                  {t('gps.pause')}
                </Button>
                <Space size={4}>
                  {t('gps.speed')}
                  {SPEEDS.map((s) => (
                    <Button key={s} size="small" type={speed === s ? 'primary' : 'secondary'} onClick={() => setSpeed(s)}>
                      {s}x
                    </Button>
                  ))}
                </Space>
                <span>{points.length ? t('gps.points', { count: points.length }) : t('gps.noPoints')}</span>
              </Space>
              <PortMap
                height={460}
                route={data?.route?.map((p) => [p[0] ?? 0, p[1] ?? 0] as const) ?? null}
                tracks={[{ id: 'track', points: points.map((p) => [p.lng, p.lat] as const) }]}
                markers={marker && data ? [{ id: data.vehicle.truckId, label: `${data.vehicle.truckLicense} ${at ? formatDateTime(at.gpsTime, 'HH:mm:ss') : ''}`, ...marker }] : []}
              />
              {points.length > 1 ? (
                <Slider style={{ marginTop: 12 }} min={0} max={points.length - 1} value={index ?? points.length - 1} onChange={(v) => setIndex(Array.isArray(v) ? (v[0] ?? 0) : v)} formatTooltip={(v: number) => portTime(points[v]?.gpsTime)} />
              ) : null}
            </>
          ),
        },
        {
          key: 'info',
          title: t('trucking.sections.basic'),
          items: data
            ? [
                { label: t('fleet.fields.truckLicense'), value: data.vehicle.truckLicense },
                { label: t('fleet.fields.trailerLicense'), value: data.vehicle.trailerLicense },
                { label: t('fleet.fields.fleet'), value: data.vehicle.fleetName },
                { label: t('fleet.fields.driver'), value: data.vehicle.driverName },
                { label: t('trucking.fields.ctnNo'), value: data.vehicle.ctnNo },
                { label: t('fleet.fields.gpsTime'), value: portTime(last?.gpsTime) },
                { label: t('fleet.fields.speed'), value: last ? String(last.speed) : '' },
              ]
            : [],
        },
        {
          key: 'alarms',
          title: t('gps.alarms'),
          content: (
            <DataTable
              size="small"
              rowKey="id"
              pagination={{ pageSize: 10 }}
              data={data?.alarms ?? []}
              columns={[
                { title: t('gps.alarmTime'), dataIndex: 'abnormalTime', width: 170, render: portTime },
                { title: t('gps.alarmType'), dataIndex: 'alarmTypeName', width: 120, render: (v: string) => <Tag color="red" size="small">{v}</Tag> },
                { title: t('fleet.fields.speed'), dataIndex: 'speed', width: 110, render: (v: unknown) => displayText(v) },
                { title: t('fleet.fields.lastPosition'), dataIndex: 'location', render: (v: unknown) => displayText(v) },
                { title: t('fleet.fields.driver'), dataIndex: 'driverName', render: (v: unknown) => displayText(v) },
              ]}
            />
          ),
        },
      ]}
    />
  );
}
