/** shipInfoCompare (SPEC §2.8): what was applied for beside what the agent released, field by field, differences marked. */
import { Empty, Spin, Tag } from '@arco-design/web-react';
import { pickupApplicationEntity, PICKUP_COMPARED } from '@port/sdk/domains/pickup';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { showValue } from '../../shared/entity/fields';
import { fieldSpec } from '../../shared/entity/model';
import { useText } from '../../shared/entity/text';
import { getApplication, type Application } from './api';
import './pickup.css';
import { DataTable } from '../../shared/list-page';

const norm = (v: unknown) => (v === null || v === undefined ? '' : String(v).split(',').sort().join(','));

export default function ComparePage() {
  const t = useText();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const [app, setApp] = useState<Application | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!/^\d+$/.test(id)) return setFailed(true);
    getApplication(id).then(setApp, () => setFailed(true));
  }, [id]);
  if (failed) return <Empty />;
  if (!app) return <Spin className="pickup-spin" />;
  const d = pickupApplicationEntity;
  const record = app as unknown as Record<string, unknown>;
  const rows = PICKUP_COMPARED.map(([applied, released]) => {
    const same = applied === 'pickupDate' ? !record[released] || String(record[applied]) <= String(record[released]) : norm(record[applied]) === norm(record[released]);
    return {
      key: applied,
      // The row is named by what was applied for; the date row pairs the planned day with the release's last one.
      field: applied === 'pickupDate' ? `${t(fieldSpec(d, applied).label)} / ${t(fieldSpec(d, released).label)}` : t(fieldSpec(d, applied).label),
      applied: showValue(t, fieldSpec(d, applied), record[applied]) || '—',
      released: showValue(t, fieldSpec(d, released), record[released]) || '—',
      same,
    };
  });
  return (
    <div className="pickup-page">
      <h2 className="pickup-title">{t('pickup.pages.compare')} · {app.applyNo}</h2>
      {app.status !== 'released' ? <Empty description={t('pickup.compare.notReleased')} /> : (
        <DataTable
          data-testid="pickup-compare"
          rowKey="key"
          pagination={false}
          border
          data={rows}
          rowClassName={(r) => (r.same ? '' : 'pickup-differs')}
          columns={[
            { title: t('pickup.compare.field'), dataIndex: 'field', width: 220 },
            { title: t('pickup.compare.applied'), dataIndex: 'applied' },
            { title: t('pickup.compare.released'), dataIndex: 'released' },
            { title: '', dataIndex: 'same', width: 90, render: (same: boolean) => <Tag color={same ? 'green' : 'orange'}>{t(same ? 'pickup.compare.same' : 'pickup.compare.differs')}</Tag> },
          ]}
        />
      )}
    </div>
  );
}
