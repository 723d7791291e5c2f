/** 预约记录: the forwarder's reservations, or the yard's at its yard (the yard records no-shows after the slot). */
import { Button, Space, Table, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Table/style/css';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toastSuccess } from '../../app/feedback';
import { usePermission } from '../../permission';
import { usePagePath } from '../../routing/page-path';
import { useText } from '../../shared/entity/text';
import { cancelReservation, hhmm, listReservations, markNoShow, portNow, type Reservation } from './api';
import './pickup.css';

const COLORS: Record<string, string> = { booked: 'green', cancelled: 'gray', completed: 'arcoblue', noShow: 'red' };

export default function ReservationsPage() {
  const t = useText();
  const navigate = useNavigate();
  const { can } = usePermission();
  const passPath = usePagePath('pickup/pass');
  const [page, setPage] = useState(1);
  const [rows, setRows] = useState<{ data: Reservation[]; total: number }>({ data: [], total: 0 });
  const [loading, setLoading] = useState(true);
  const load = useCallback(() => {
    setLoading(true);
    listReservations(page, 20).then(setRows, () => undefined).finally(() => setLoading(false));
  }, [page]);
  useEffect(load, [load]);
  const act = (p: Promise<unknown>) => p.then(() => { toastSuccess(); load(); }, () => undefined);

  return (
    <div className="pickup-page">
      <h2 className="pickup-title">{t('pickup.pages.reservations')}</h2>
      <Table
        rowKey="id"
        loading={loading}
        border
        scroll={{ x: 900 }}
        data={rows.data}
        pagination={{ current: page, pageSize: 20, total: rows.total, onChange: setPage }}
        columns={[
          { title: t('pickup.reservation.resNo'), dataIndex: 'resNo', width: 150 },
          { title: t('pickup.reservation.slotStart'), dataIndex: 'slotStart', width: 170, render: (_: unknown, r: Reservation) => `${r.slotStart.slice(0, 10)} ${hhmm(r.slotStart)}–${hhmm(r.slotEnd)}` },
          { title: t('pickup.slot.yard'), dataIndex: 'yardName', width: 180 },
          { title: t('pickup.reservation.truckPlate'), dataIndex: 'truckPlate', width: 110 },
          { title: t('pickup.reservation.ctnNo'), dataIndex: 'ctnNo', width: 130 },
          { title: t('pickup.reservation.application'), dataIndex: 'applyNo', width: 160 },
          { title: '', dataIndex: 'status', width: 90, render: (s: string) => <Tag color={COLORS[s]}>{t(`pickup.reservation.status.${s}`)}</Tag> },
          {
            title: '', dataIndex: 'id', width: 200,
            render: (_: unknown, r: Reservation) => (
              <Space>
                {passPath ? <Button size="mini" type="text" onClick={() => navigate(`${passPath}?id=${r.id}`)}>{t('pickup.reservation.pass')}</Button> : null}
                {r.cancellable && can('pickup:apply') ? <Button size="mini" type="text" status="danger" onClick={() => void act(cancelReservation(r.id))}>{t('pickup.reservation.cancel')}</Button> : null}
                {r.status === 'booked' && can('pickup:slot') && r.slotEnd <= portNow() ? (
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
