/**
 * 批量关闭船期 (SPEC ship_config_manage sjjy/edit): the agent picks several of its voyages' configurations and
 * closes bookings and/or B/L confirmation on them at once (closeShipConfigs: all or none, each on its timeline).
 */
import { Button, Card, Checkbox, Modal, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Checkbox/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import { shipConfigEntity } from '@port/sdk/domains/bl';
import { useCallback, useEffect, useState } from 'react';
import { toastSuccess } from '../../app/feedback';
import { callOperation, listRecords } from '../../shared/entity/calls';
import type { EntityRecord } from '../../shared/entity/model';
import { useText } from '../../shared/entity/text';
import './bl.css';
import { portTime } from '@port/sdk';
import { DataTable } from '../../shared/list-page';

const PAGE = 20;

export default function ShipConfigClosePage() {
  const t = useText();
  const [rows, setRows] = useState<EntityRecord[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(1);
  const [loading, setLoading] = useState(false);
  const [picked, setPicked] = useState<string[]>([]);
  const [booking, setBooking] = useState(true);
  const [bl, setBl] = useState(true);
  const [busy, setBusy] = useState(false);

  const load = useCallback((pageNo: number) => {
    setLoading(true);
    listRecords(shipConfigEntity.operations.list, { pageNo, pageSize: PAGE })
      .then((r) => {
        setRows(r.data);
        setTotal(r.total);
        setPage(pageNo);
      })
      .catch(() => undefined)
      .finally(() => setLoading(false));
  }, []);
  useEffect(() => load(1), [load]);

  const open = (v: unknown) => <Tag color={v ? 'green' : 'gray'}>{t(v ? 'entityPage.yes' : 'entityPage.no')}</Tag>;
  const submit = () => {
    if (!picked.length || (!booking && !bl)) {
      Modal.warning({ title: t('bl.shipConfig.close.title'), content: t('bl.shipConfig.close.nothing') });
      return;
    }
    setBusy(true);
    callOperation<{ closed: number }>('closeShipConfigs', { body: { ids: picked, booking, bl } })
      .then((r) => {
        toastSuccess(t('bl.shipConfig.close.done', { count: r.closed }));
        setPicked([]);
        load(page);
      })
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };

  return (
    <Card title={t('bl.shipConfig.close.title')}>
      <div className="bl-close-options">
        <Checkbox checked={booking} onChange={setBooking}>{t('bl.shipConfig.close.booking')}</Checkbox>
        <Checkbox checked={bl} onChange={setBl}>{t('bl.shipConfig.close.bl')}</Checkbox>
        <Button type="primary" status="danger" loading={busy} disabled={!picked.length} onClick={submit}>
          {t('bl.shipConfig.close.submit')}
          {picked.length ? ` (${picked.length})` : ''}
        </Button>
      </div>
      <DataTable<EntityRecord>
        rowKey="id"
        loading={loading}
        data={rows}
        scroll={{ x: 760 }}
        rowSelection={{ type: 'checkbox', selectedRowKeys: picked, onChange: (keys) => setPicked(keys.map(String)), checkCrossPage: true, preserveSelectedRowKeys: true }}
        pagination={{ current: page, pageSize: PAGE, total, onChange: (p) => load(p), simple: true }}
        columns={[
          { title: t('bl.shipConfig.fields.voyageName'), dataIndex: 'voyageName', width: 240 },
          { title: t('bl.shipConfig.fields.eta'), dataIndex: 'eta', width: 170, render: portTime },
          { title: t('bl.shipConfig.fields.bookingOpen'), dataIndex: 'bookingOpen', width: 110, render: open },
          { title: t('bl.shipConfig.fields.blOpen'), dataIndex: 'blOpen', width: 130, render: open },
          { title: t('bl.shipConfig.fields.bookingDeadline'), dataIndex: 'bookingDeadline', width: 170, render: portTime },
        ]}
      />
    </Card>
  );
}
