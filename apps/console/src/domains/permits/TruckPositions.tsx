/**
 * papCarReviewAmap: the truck's positions of the last 24 hours on the port map beside its filing, so the reviewer
 * sees where the truck has been driving (the GPS data of /gps/trucks/{id}/track), with loading, empty and error states.
 */
import { Alert, Spin } from '@arco-design/web-react';
import type { Schemas } from '@port/sdk/contract';
import { formatDateTime } from '@port/sdk';
import { useEffect, useState } from 'react';
import { PortMap } from '../../shared/map';
import type { Text } from '../../shared/entity/text';
import { api, unwrap } from '../../app/api';

const DAY = 86_400_000;

export function TruckPositions({ truckId, plate, t }: { truckId: string; plate: string; t: Text }) {
  const [data, setData] = useState<Schemas['TruckTrack'] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    setFailed(false);
    unwrap(api.GET('/gps/trucks/{id}/track', { params: { path: { id: truckId }, query: { start: formatDateTime(Date.now() - DAY), end: formatDateTime(Date.now()) } } }))
      .then((d) => live && setData(d))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [truckId]);

  if (failed) return <Alert type="error" content={t('permits.positions.failed')} />;
  if (!data) return <Spin style={{ display: 'block', margin: '24px auto' }} />;
  const points = data.points;
  const last = data.vehicle.lastPosition;
  const marker = last ? [{ id: truckId, lng: last.lng, lat: last.lat, heading: last.direction, label: plate }] : [];
  return (
    <div data-testid="filing-positions">
      <p style={{ margin: '0 0 8px' }}>
        {points.length ? t('permits.positions.points', { count: points.length }) : t('permits.positions.empty')}
        {last ? ` · ${t('permits.positions.last', { time: last.gpsTime })}` : ''}
      </p>
      <PortMap height={360} tracks={[{ id: 'track', points: points.map((p) => [p.lng, p.lat] as const) }]} markers={marker} />
    </div>
  );
}
