/** The packing list beside the terminal's pre-entry data, field by field, differences highlighted (shared by the detail and PackingListCompare). */
import { Alert, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css';
import { packingDifferences, packingListEntity, type PackingDifference } from '@port/sdk/domains/packing';
import { showValue } from '../../shared/entity/fields';
import { fieldSpec, type EntityRecord } from '../../shared/entity/model';
import { useText } from '../../shared/entity/text';
import './packing.css';
import { DataTable } from '../../shared/list-page';

const COLORS = { same: 'green', differs: 'red', none: 'gray' } as const;

export function Differences({ record }: { record: EntityRecord }) {
  const t = useText();
  const d = packingListEntity;
  const rows = packingDifferences(record);
  const differing = rows.filter((r) => r.state === 'differs').length;
  const anyTerminal = rows.some((r) => r.state !== 'none');
  return (
    <div className="packing-table">
      <Alert
        className="packing-summary"
        type={!anyTerminal ? 'info' : differing ? 'warning' : 'success'}
        content={!anyTerminal ? t('packing.list.compare.noTerminalData') : differing ? t('packing.list.compare.differences', { count: differing }) : t('packing.list.compare.allSame')}
      />
      <DataTable<PackingDifference>
        data-testid="packing-compare"
        rowKey="field"
        pagination={false}
        border
        size="small"
        data={rows}
        rowClassName={(r) => (r.state === 'differs' ? 'packing-differs' : '')}
        columns={[
          { title: t('packing.list.compare.field'), dataIndex: 'field', width: 160, render: (f: string) => t(fieldSpec(d, f).label) },
          { title: t('packing.list.compare.mine'), dataIndex: 'mine', render: (v: unknown, r) => showValue(t, fieldSpec(d, r.field), v) || '—' },
          { title: t('packing.list.compare.terminal'), dataIndex: 'terminal', render: (v: unknown, r) => showValue(t, fieldSpec(d, r.terminalField), v) || '—' },
          { title: '', dataIndex: 'state', width: 100, render: (s: PackingDifference['state']) => <Tag color={COLORS[s]}>{t(`packing.list.compare.${s}`)}</Tag> },
        ]}
      />
    </div>
  );
}
