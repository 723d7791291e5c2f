/**
 * 提箱预约: a released application's slots at its release yard for its size/type, day by day, with the free
 * places; a full slot offers the nearest free ones; the reservation (truck plate, container) opens its pass.
 * The server decides: a place taken by someone else in between answers 409, and the alternatives are shown.
 */
import { Alert, Button, DatePicker, Empty, Form, Input, Select, Space, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css';
import '@arco-design/web-react/es/DatePicker/style/css';
import { PICKUP_SIZE_TYPES, PLATE_PATTERN } from '@port/sdk/domains/pickup';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { usePagePath } from '../../routing/page-path';
import { useText } from '../../shared/entity/text';
import { getApplication, hhmm, listSlots, isPast, portDay, releasedApplications, reserve, slotAlternatives, type Application, type Slot } from './api';
import './pickup.css';
import { formatDate } from '@port/sdk';
import { DataTable } from '../../shared/list-page';

export default function ReservePage() {
  const t = useText();
  const navigate = useNavigate();
  const passPath = usePagePath('pickup/pass');
  const [params] = useSearchParams();
  const [apps, setApps] = useState<Application[]>([]);
  const [appId, setAppId] = useState<string | undefined>(params.get('applicationId') ?? undefined);
  const [date, setDate] = useState(portDay(1));
  const [slots, setSlots] = useState<Slot[] | null>(null);
  const [chosen, setChosen] = useState<Slot | null>(null);
  const [full, setFull] = useState<{ slot: Slot; near: Slot[] } | null>(null);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ truckPlate: string; ctnNo?: string }>();

  useEffect(() => {
    const asked = params.get('applicationId');
    releasedApplications().then(async (list) => {
      // The application opened from its detail, even when it is not among the newest released ones.
      if (asked && !list.some((a) => a.id === asked)) {
        const one = await getApplication(asked).catch(() => null);
        if (one?.status === 'released') list = [one, ...list];
      }
      setApps(list);
      setAppId((cur) => cur ?? list.find((a) => a.reservedCount < (a.releasedQuantity ?? 0))?.id);
    }, () => undefined);
  }, [params]);
  const app = useMemo(() => apps.find((a) => a.id === appId), [apps, appId]);

  const load = useCallback(() => {
    if (!app?.releaseYardId || !app.releasedSizeType) return setSlots(null);
    listSlots(app.releaseYardId, date, app.releasedSizeType).then(setSlots, () => setSlots([]));
  }, [app, date]);
  useEffect(load, [load]);

  const offer = async (slot: Slot) => {
    setChosen(null);
    setFull({ slot, near: await slotAlternatives(slot.id) });
  };
  const choose = (slot: Slot) => {
    setFull(null);
    setChosen(slot);
  };

  const submit = async () => {
    if (!app || !chosen) return;
    let values: { truckPlate: string; ctnNo?: string };
    try {
      values = await form.validate();
    } catch {
      return;
    }
    setBusy(true);
    try {
      const made = await reserve({ applicationId: app.id, slotId: chosen.id, truckPlate: values.truckPlate, ctnNo: values.ctnNo || null });
      if (passPath) navigate(`${passPath}?id=${made.id}`);
    } catch {
      // Taken in between: the slot list is refreshed and its nearest free slots offered.
      load();
      const fresh = (await listSlots(chosen.yardId, chosen.start.slice(0, 10), chosen.sizeType).catch(() => [])).find((s) => s.id === chosen.id);
      if (fresh && fresh.free === 0) await offer(fresh);
    } finally {
      setBusy(false);
    }
  };

  const past = (s: Slot) => isPast(s.start);
  const containers = app?.releasedContainers ? app.releasedContainers.split(',') : [];

  return (
    <div className="pickup-page">
      <h2 className="pickup-title">{t('pickup.pages.reserve')}</h2>
      <Space wrap size="medium" className="pickup-bar">
        <Select
          aria-label={t('pickup.reservation.application')}
          placeholder={t('pickup.reservation.application')}
          className="pickup-app-select"
          value={appId}
          onChange={(v: string) => { setAppId(v); setChosen(null); setFull(null); }}
          options={apps.map((a) => ({ value: a.id, label: `${a.applyNo} · ${a.releasedSizeType ?? ''} × ${a.releasedQuantity ?? 0} · ${t('pickup.slot.used')} ${a.reservedCount}` }))}
        />
        <DatePicker
          aria-label={t('pickup.slot.date')}
          value={date}
          allowClear={false}
          disabledDate={(d) => d.format('YYYY-MM-DD') < portDay() || (!!app?.validUntil && d.format('YYYY-MM-DD') > app.validUntil)}
          onChange={(v: string) => { setDate(v); setChosen(null); setFull(null); }}
        />
        {app ? <Tag color="arcoblue"><span data-user-data>{app.releaseYardName}</span> · {t(PICKUP_SIZE_TYPES[app.releasedSizeType ?? '40HC'])}</Tag> : null}
      </Space>
      {full ? (
        <Alert
          className="pickup-offer"
          type="warning"
          content={
            <div data-testid="pickup-alternatives">
              <div>{t('pickup.slot.fullOffer')}</div>
              <Space wrap>
                {full.near.map((s) => (
                  <Button key={s.id} size="small" onClick={() => choose(s)}>
                    {s.start.slice(5, 10)} {hhmm(s.start)} · {t('pickup.slot.free')} {s.free}
                  </Button>
                ))}
              </Space>
            </div>
          }
        />
      ) : null}
      {!app ? <Empty description={t('pickup.reservation.notReleased')} /> : (
        <DataTable
          data-testid="pickup-slots"
          rowKey="id"
          pagination={false}
          border
          data={slots ?? []}
          noDataElement={<Empty description={t('pickup.slot.noSlots')} />}
          rowClassName={(s) => (s.id === chosen?.id ? 'pickup-chosen' : '')}
          columns={[
            { title: t('pickup.slot.time'), dataIndex: 'start', render: (_: unknown, s: Slot) => `${hhmm(s.start)}–${hhmm(s.end)}` },
            { title: t('pickup.slot.capacity'), dataIndex: 'capacity', width: 80 },
            { title: t('pickup.slot.free'), dataIndex: 'free', width: 80 },
            {
              title: '', dataIndex: 'id', width: 100,
              render: (_: unknown, s: Slot) =>
                past(s) ? null : s.free > 0 ? (
                  <Button size="small" type="primary" onClick={() => choose(s)}>{t('pickup.slot.choose')}</Button>
                ) : (
                  <Button size="small" status="warning" onClick={() => void offer(s)}>{t('pickup.slot.full')}</Button>
                ),
            },
          ]}
        />
      )}
      {chosen ? (
        <Form form={form} layout="vertical" className="pickup-form" data-testid="pickup-reserve-form">
          <p className="pickup-chosen-line">{t('pickup.reservation.slotStart')}：{formatDate(chosen.start)} {hhmm(chosen.start)}–{hhmm(chosen.end)}</p>
          <Form.Item
            field="truckPlate"
            label={t('pickup.reservation.truckPlate')}
            normalize={(v: string | undefined) => (v ?? '').replace(/\s+/g, '').toUpperCase()}
            rules={[{ required: true, validator: (v: unknown, cb: (e?: string) => void) => cb(typeof v === 'string' && PLATE_PATTERN.test(v) ? undefined : t('pickup.reservation.plateInvalid')) }]}
          >
            <Input maxLength={10} placeholder="浙B12345" />
          </Form.Item>
          {containers.length ? (
            <Form.Item field="ctnNo" label={t('pickup.reservation.ctnNo')}>
              <Select allowClear options={containers} />
            </Form.Item>
          ) : null}
          <Button type="primary" loading={busy} onClick={() => void submit()}>{t('pickup.reservation.reserve')}</Button>
        </Form>
      ) : null}
    </div>
  );
}
