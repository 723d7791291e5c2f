/**
 * 预约记录: the forwarder's reservations (cancel or change to another slot until the cut-off), or the yard's at its
 * yard (gate-in, and no-shows after the slot); the fee each holds from the prepayment balance (emptyPrepayFull).
 */
import { Button, Space, Tag } from '@arco-design/web-react';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { toastSuccess } from '../../app/feedback';
import { usePermission } from '../../permission';
import { usePagePath } from '../../routing/page-path';
import { useText } from '../../shared/entity/text';
import { cancelReservation, gateIn, hhmm, listReservations, isPast, markNoShow, type Reservation } from './api';
import { ChangeButton } from './ChangeDialog';
import { useReloadOnNotice } from '../../shared/entity/live';
import './pickup.css';
import { formatDate } from '@port/sdk';
import { DataTable } from '../../shared/list-page';

const COLORS: Record<string, string> = { booked: 'green', cancelled: 'gray', completed: 'arcoblue', noShow: 'red' };

export default function ReservationsPage() {
  const t = useText();
  const navigate = useNavigate();
  const { can } = usePermission();
  const passPath = usePagePath('pickup/pass');
  // ?applicationId= narrows the list to one application's reservations (opened from its detail or reservation).
  const applicationId = useSearchParams()[0].get('applicationId') ?? undefined;
  const [page, setPage] = useState(1);
  const [rows, setRows] = useState<{ data: Reservation[]; total: number }>({ data: [], total: 0 });
  const [loading, setLoading] = useState(true);
  const load = useCallback(() => {
    setLoading(true);
    listReservations(page, 20, applicationId).then(setRows, () => undefined).finally(() => setLoading(false));
  }, [page, applicationId]);
  useEffect(load, [load]);
  useReloadOnNotice(load);
  const act = (p: Promise<unknown>) => p.then(() => { toastSuccess(); load(); }, () => undefined);

  return (
    <div className="pickup-page">
      <h2 className="pickup-title">{t('pickup.pages.reservations')}</h2>
      <DataTable
        rowKey="id"
        loading={loading}
        border
        scroll={{ x: 900 }}
        data={rows.data}
        pagination={{ current: page, pageSize: 20, total: rows.total, onChange: setPage }}
        columns={[
          { title: t('pickup.reservation.resNo'), dataIndex: 'resNo', width: 150 },
          { title: t('pickup.reservation.slotStart'), dataIndex: 'slotStart', width: 170, render: (_: unknown, r: Reservation) => `${formatDate(r.slotStart)} ${hhmm(r.slotStart)}–${hhmm(r.slotEnd)}` },
          { title: t('pickup.slot.yard'), dataIndex: 'yardName', width: 180 },
          { title: t('pickup.reservation.truckPlate'), dataIndex: 'truckPlate', width: 110 },
          { title: t('pickup.reservation.ctnNo'), dataIndex: 'ctnNo', width: 130 },
          { title: t('pickup.reservation.application'), dataIndex: 'applyNo', width: 160 },
          { title: t('pickup.reservation.fee'), dataIndex: 'feeCents', width: 90, render: (c: number) => (c > 0 ? (c / 100).toFixed(2) : '—') },
          { title: '', dataIndex: 'status', width: 90, render: (s: string) => <Tag color={COLORS[s]}>{t(`pickup.reservation.status.${s}`)}</Tag> },
          {
            title: '', dataIndex: 'id', width: 260,
            render: (_: unknown, r: Reservation) => (
              <Space>
                {passPath ? <Button size="mini" type="text" onClick={() => navigate(`${passPath}?id=${r.id}`)}>{t('pickup.reservation.pass')}</Button> : null}
                {r.cancellable && can('pickup:apply') ? <ChangeButton reservation={r} onChanged={load} /> : null}
                {r.cancellable && can('pickup:apply') ? <Button size="mini" type="text" status="danger" onClick={() => void act(cancelReservation(r.id))}>{t('pickup.reservation.cancel')}</Button> : null}
                {r.status === 'booked' && can('pickup:slot') ? <Button size="mini" type="text" onClick={() => void act(gateIn(r.id))}>{t('pickup.reservation.gateIn')}</Button> : null}
                {r.status === 'booked' && can('pickup:slot') && isPast(r.slotEnd) ? (
                  <Button size="mini" type="text" status="warning" onClick={() => void act(markNoShow(r.id))}>{t('pickup.reservation.noShow')}</Button>
                ) : null}
              </Space>
            ),
          },
        ]}
      />
    </div>
  );
}
