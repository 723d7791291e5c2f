/**
 * What the B/L's detail page adds to the description: the packing/verify list buttons (by their td:main
 * permissions) and the corrections the forwarder asked, field by field, with their outcome.
 */
import { Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Tag/style/css';
import { BILL_CORRECTABLE } from '@port/sdk/domains/bl';
import type { DetailExtras } from '../../shared/entity/extensions';
import type { EntityRecord } from '../../shared/entity/model';
import { useText } from '../../shared/entity/text';
import { usePermission } from '../../permission';
import { BillDocumentButtons } from './BillDocument';
import { portTime } from '@port/sdk';
import { DataTable } from '../../shared/list-page';

interface Correction {
  field: string;
  value: string;
  note: string | null;
  state: 'open' | 'applied' | 'declined';
  time: string;
}

const COLORS = { open: 'orange', applied: 'green', declined: 'gray' } as const;

function Buttons({ record }: { record: EntityRecord }) {
  const { can } = usePermission();
  return <BillDocumentButtons record={record} canPacking={can('td:main:exportZXD')} canVerify={can('td:main:exportVerifyList')} />;
}

function Corrections({ record }: { record: EntityRecord }) {
  const t = useText();
  const rows = (record.corrections as Correction[] | undefined) ?? [];
  const label = (field: string) => t((BILL_CORRECTABLE as Record<string, string>)[field] ?? field);
  return (
    <div className="bl-corrections">
      <DataTable<Correction>
        rowKey={(r) => `${r.time}-${r.field}-${r.value}`}
        data={rows}
        pagination={false}
        border={false}
        size="small"
        noDataElement={<span>{t('bl.bill.correction.none')}</span>}
        columns={[
          { title: t('bl.bill.correction.time'), dataIndex: 'time', width: 170, render: portTime },
          { title: t('bl.bill.correction.field'), dataIndex: 'field', width: 110, render: (v: string) => label(v) },
          { title: t('bl.bill.correction.value'), dataIndex: 'value', render: (v: string) => <span style={{ whiteSpace: 'pre-wrap' }}>{v}</span> },
          { title: t('bl.bill.correction.note'), dataIndex: 'note' },
          { title: t('bl.bill.correction.state'), dataIndex: 'state', width: 100, render: (v: Correction['state']) => <Tag color={COLORS[v]}>{t(`bl.bill.correction.${v}`)}</Tag> },
        ]}
      />
    </div>
  );
}

export const billExtras: DetailExtras = {
  actions: (record) => <Buttons record={record} />,
  sections: (record, _reload, t) => [{ key: 'corrections', title: t('bl.bill.sections.corrections'), content: <Corrections record={record} /> }],
};
