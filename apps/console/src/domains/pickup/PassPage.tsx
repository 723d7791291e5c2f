/**
 * 预约提箱凭证: the driver's pass — reservation, truck, container and slot, and a QR code holding them
 * (PORTPASS|…, read at the gate). One column at phone width, printable (the console's chrome is not printed).
 */
import { Button, Descriptions, Empty, Modal, Spin, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Descriptions/style/css';
import { PICKUP_SIZE_TYPES } from '@port/sdk/domains/pickup';
import QRCode from 'qrcode';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toastSuccess } from '../../app/feedback';
import { useText } from '../../shared/entity/text';
import { cancelReservation, getReservation, hhmm, type Reservation } from './api';
import './pickup.css';
import { formatDate } from '@port/sdk';

const COLORS: Record<string, string> = { booked: 'green', cancelled: 'gray', completed: 'arcoblue', noShow: 'red' };

export default function PassPage() {
  const t = useText();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const [res, setRes] = useState<Reservation | null>(null);
  const [qr, setQr] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(() => {
    if (!/^\d+$/.test(id)) return setFailed(true);
    getReservation(id).then(setRes, () => setFailed(true));
  }, [id]);
  useEffect(load, [load]);
  useEffect(() => {
    if (!res) return;
    QRCode.toDataURL(res.passCode, { errorCorrectionLevel: 'M', margin: 1, width: 240 }).then(setQr, () => setQr(null));
  }, [res]);

  if (failed) return <Empty />;
  if (!res) return <Spin className="pickup-spin" />;
  const cancel = () =>
    Modal.confirm({
      title: t('pickup.reservation.cancel'), content: t('pickup.reservation.cancelConfirm'),
      onOk: () => cancelReservation(res.id).then((r) => { setRes(r); toastSuccess(); }, () => undefined),
    });
  return (
    <div className="pickup-pass" data-testid="pickup-pass">
      <div className="pickup-pass-head">
        <h2>{t('pickup.reservation.pass')}</h2>
        <Tag color={COLORS[res.status]}>{t(`pickup.reservation.status.${res.status}`)}</Tag>
      </div>
      {qr ? <img className="pickup-qr" src={qr} alt={res.passCode} data-testid="pickup-qr" /> : null}
      <p className="pickup-pass-hint">{t('pickup.reservation.scan')}</p>
      <Descriptions
        column={1}
        border
        data={[
          { label: t('pickup.reservation.resNo'), value: res.resNo },
          { label: t('pickup.reservation.slotStart'), value: `${formatDate(res.slotStart)} ${hhmm(res.slotStart)}–${hhmm(res.slotEnd)}` },
          { label: t('pickup.slot.yard'), value: res.yardName ?? '' },
          { label: t('pickup.reservation.truckPlate'), value: res.truckPlate },
          { label: t('pickup.reservation.ctnNo'), value: res.ctnNo ?? '—' },
          { label: t('pickup.slot.sizeType'), value: t(PICKUP_SIZE_TYPES[res.sizeType]) },
          { label: t('pickup.reservation.application'), value: res.applyNo },
        ]}
      />
      <div className="pickup-pass-actions">
        <Button type="primary" onClick={() => window.print()}>{t('pickup.reservation.print')}</Button>
        {res.cancellable ? <Button status="danger" onClick={cancel}>{t('pickup.reservation.cancel')}</Button> : null}
      </div>
    </div>
  );
}
