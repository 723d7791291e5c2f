/** 改约: the nearest free slots of the reservation's yard and size/type; the chosen one takes the place (the server keeps capacity). */
import { Button, Empty, Modal, Radio, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Modal/style/css';
import '@arco-design/web-react/es/Radio/style/css';
import { useEffect, useState } from 'react';
import { toastSuccess } from '../../app/feedback';
import { useText } from '../../shared/entity/text';
import { changeReservation, hhmm, slotAlternatives, type Reservation, type Slot } from './api';
import { formatDate } from '@port/sdk';

export function ChangeButton({ reservation, onChanged }: { reservation: Reservation; onChanged: () => void }) {
  const t = useText();
  const [open, setOpen] = useState(false);
  const [slots, setSlots] = useState<Slot[] | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!open) return;
    setSlots(null);
    setChosen(null);
    slotAlternatives(reservation.slotId, 10).then(setSlots, () => setSlots([]));
  }, [open, reservation.slotId]);
  const save = () => {
    if (!chosen) return;
    setBusy(true);
    changeReservation(reservation.id, chosen)
      .then(() => { toastSuccess(t('pickup.reservation.changed')); setOpen(false); onChanged(); }, () => undefined)
      .finally(() => setBusy(false));
  };
  return (
    <>
      <Button size="mini" type="text" onClick={() => setOpen(true)} data-testid="pickup-change">{t('pickup.reservation.change')}</Button>
      <Modal
        title={`${t('pickup.reservation.changeTitle')} · ${reservation.resNo}`}
        visible={open}
        onCancel={() => setOpen(false)}
        footer={<Button type="primary" disabled={!chosen} loading={busy} onClick={save}>{t('pickup.reservation.change')}</Button>}
        style={{ width: 'min(480px, 96vw)' }}
      >
        {slots === null ? <Spin /> : slots.length === 0 ? <Empty /> : (
          <Radio.Group direction="vertical" value={chosen ?? undefined} onChange={(v: string) => setChosen(v)} data-testid="pickup-change-slots">
            {slots.map((s) => (
              <Radio key={s.id} value={s.id}>{`${formatDate(s.start)} ${hhmm(s.start)}–${hhmm(s.end)} · ${t('pickup.slot.free')} ${s.free}`}</Radio>
            ))}
          </Radio.Group>
        )}
      </Modal>
    </>
  );
}
