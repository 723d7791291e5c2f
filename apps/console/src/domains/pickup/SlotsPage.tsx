/** 堆场时段容量: the yard operator sets each hourly slot's capacity per size/type (never below what is reserved). */
import { Button, DatePicker, InputNumber, Select, Space } from '@arco-design/web-react';
import { PICKUP_SIZE_TYPES } from '@port/sdk/domains/pickup';
import { useCallback, useEffect, useState } from 'react';
import { toastSuccess } from '../../app/feedback';
import { usePermission } from '../../permission';
import { useText } from '../../shared/entity/text';
import { hhmm, listSlots, listYards, portDay, setCapacity, type Slot } from './api';
import './pickup.css';
import { DataTable } from '../../shared/list-page';

export default function SlotsPage() {
  const t = useText();
  const { can } = usePermission();
  const [yards, setYards] = useState<Array<{ id: string; name: string }>>([]);
  const [yardId, setYardId] = useState<string>();
  const [date, setDate] = useState(portDay(1));
  const [sizeType, setSizeType] = useState<string>('40HC');
  const [slots, setSlots] = useState<Slot[]>([]);
  const [edits, setEdits] = useState<Record<string, number>>({});
  useEffect(() => {
    listYards().then((y) => { setYards(y); setYardId((cur) => cur ?? y[0]?.id); }, () => undefined);
  }, []);
  const load = useCallback(() => {
    if (yardId) listSlots(yardId, date, sizeType).then(setSlots, () => setSlots([]));
  }, [yardId, date, sizeType]);
  useEffect(load, [load]);
  const save = (s: Slot) => setCapacity(s.id, edits[s.id] ?? s.capacity).then(() => { toastSuccess(); load(); }, () => undefined);

  return (
    <div className="pickup-page">
      <h2 className="pickup-title">{t('pickup.pages.slots')}</h2>
      <Space wrap className="pickup-bar">
        <Select aria-label={t('pickup.slot.yard')} className="pickup-app-select" value={yardId} onChange={setYardId} options={yards.map((y) => ({ value: y.id, label: y.name }))} />
        <DatePicker aria-label={t('pickup.slot.date')} value={date} allowClear={false} onChange={(v: string) => setDate(v)} />
        <Select aria-label={t('pickup.slot.sizeType')} style={{ width: 140 }} value={sizeType} onChange={setSizeType}
          options={Object.entries(PICKUP_SIZE_TYPES).map(([value, label]) => ({ value, label: t(label) }))} />
      </Space>
      <DataTable
        rowKey="id"
        pagination={false}
        border
        data={slots}
        // On a phone the table scrolls in its frame rather than squeezing 已约/剩余 to a character a line.
        scroll={{ x: 500 }}
        columns={[
          { title: t('pickup.slot.time'), dataIndex: 'start', width: 120, render: (_: unknown, s: Slot) => `${hhmm(s.start)}–${hhmm(s.end)}` },
          { title: t('pickup.slot.used'), dataIndex: 'used', width: 80 },
          { title: t('pickup.slot.free'), dataIndex: 'free', width: 80 },
          {
            title: t('pickup.slot.capacity'), dataIndex: 'capacity', width: 220,
            render: (_: unknown, s: Slot) => (
              <Space>
                <InputNumber min={s.used} max={500} size="small" style={{ width: 90 }} value={edits[s.id] ?? s.capacity} disabled={!can('pickup:slot')}
                  onChange={(v) => setEdits((e) => ({ ...e, [s.id]: Number(v) }))} />
                {can('pickup:slot') ? <Button size="small" onClick={() => void save(s)}>{t('pickup.slot.saveCapacity')}</Button> : null}
              </Space>
            ),
          },
        ]}
      />
    </div>
  );
}
