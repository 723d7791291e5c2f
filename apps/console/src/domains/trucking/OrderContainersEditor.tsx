/**
 * The order form's containers (the place form's extension, order-pages.tsx): entered one by one or by pasting a
 * comma-separated list whose bad entries are named by position ('第{n}个箱号格式不正确，请填写正确的箱号', 3 s).
 * The server checks the same rules with the same words. The rows live in `useOrderContainers`, which also
 * completes the order's body with them when it is saved.
 */
import { Button, Input, InputNumber, Message, Select, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Select/style/css';
import '@arco-design/web-react/es/InputNumber/style/css';
import { TIMING } from '@port/config/constants';
import { normalizeCode, splitContainerNumbers, validateContainerNumbers } from '@port/sdk';
import { useCallback, useState } from 'react';
import { useTr, type Tr } from '../../app/i18n';
import '../../shared/detail/detail.css';
import { useDict, type Dict } from '../../shared/dict';
import { DebouncedInput } from '../../shared/form/DebouncedInput';
import type { OrderWrite } from './api';
import { DataTable } from '../../shared/list-page';

type ContainerWrite = OrderWrite['containers'][number];
export type ContainerRow = ContainerWrite & { key: string };

let rowSeq = 0;
const newRow = (c: Pick<ContainerWrite, 'ctnNo' | 'ctnSize' | 'ctnType'> & Partial<ContainerWrite>): ContainerRow => ({
  key: `r${(rowSeq += 1)}`,
  ctnNo: c.ctnNo,
  ctnSize: c.ctnSize,
  ctnType: c.ctnType,
  sealNo: c.sealNo ?? null,
  weightKg: c.weightKg ?? null,
});

/** The container list problem, shown for 3 s as the spec says, or null. */
function containerIssue(t: Tr, list: string): string | null {
  const issue = validateContainerNumbers(list);
  return issue ? t(issue.key, issue.params) : null;
}
const warn = (text: string) => Message.error({ content: text, duration: TIMING.containerMessage });

export interface OrderContainers {
  rows: ContainerRow[];
  setRows: (update: (rows: ContainerRow[]) => ContainerRow[]) => void;
  /** Starts the list from an order or a prefill. */
  reset: (containers: ReadonlyArray<Pick<ContainerWrite, 'ctnNo' | 'ctnSize' | 'ctnType'> & Partial<ContainerWrite>>) => void;
  /** The containers to save, or null after saying what is wrong with them. */
  checked: () => ContainerWrite[] | null;
  sizes: Dict;
  types: Dict;
}

export function useOrderContainers(): OrderContainers {
  const t = useTr();
  const [rows, setRows] = useState<ContainerRow[]>([]);
  const sizes = useDict('td_ctn_size');
  const types = useDict('td_ctn_type');
  const reset = useCallback<OrderContainers['reset']>((containers) => setRows(containers.map(newRow)), []);
  const checked = (): ContainerWrite[] | null => {
    if (rows.length === 0) {
      warn(t('trucking.place.noContainers'));
      return null;
    }
    const issue = containerIssue(t, rows.map((r) => r.ctnNo).join(','));
    if (issue) {
      warn(issue);
      return null;
    }
    return rows.map(({ key: _key, ...c }) => c);
  };
  return { rows, setRows, reset, checked, sizes, types };
}

export function OrderContainersEditor({ containers }: { containers: OrderContainers }) {
  const t = useTr();
  const { rows, setRows, sizes, types } = containers;
  const [paste, setPaste] = useState('');
  const defaultSize = sizes.items[1]?.dictValue ?? sizes.items[0]?.dictValue ?? '';
  const defaultType = types.items[1]?.dictValue ?? types.items[0]?.dictValue ?? '';

  const applyPaste = () => {
    const text = normalizeCode(paste.replace(/[，\n\r;；]+/g, ','));
    if (!text) return;
    const issue = containerIssue(t, text);
    if (issue) return warn(issue);
    const existing = new Set(rows.map((r) => r.ctnNo));
    const added = splitContainerNumbers(text)
      .filter((c) => c && !existing.has(c))
      .map((ctnNo) => newRow({ ctnNo, ctnSize: defaultSize, ctnType: defaultType }));
    setRows((r) => [...r, ...added]);
    setPaste('');
  };
  const setRow = (key: string, patch: Partial<ContainerRow>) => setRows((list) => list.map((r) => (r.key === key ? { ...r, ...patch } : r)));

  return (
    <section className="console-detail-section" aria-label={t('trucking.sections.containers')}>
      <h3 className="console-detail-section-title">{t('trucking.sections.containers')}</h3>
      <Space align="start" wrap style={{ width: '100%', marginBottom: 12 }}>
        <Input.TextArea
          aria-label={t('trucking.place.pasteLabel')}
          placeholder={t('trucking.place.pastePlaceholder')}
          value={paste}
          onChange={setPaste}
          style={{ width: 520, maxWidth: '100%' }}
          autoSize={{ minRows: 2, maxRows: 4 }}
        />
        <Button onClick={applyPaste}>{t('trucking.place.pasteApply')}</Button>
        <Button onClick={() => setRows((r) => [...r, newRow({ ctnNo: '', ctnSize: defaultSize, ctnType: defaultType })])}>{t('trucking.place.addContainer')}</Button>
      </Space>
      <DataTable<ContainerRow>
        rowKey="key"
        data={rows}
        pagination={false}
        size="small"
        scroll={{ x: 970 }}
        columns={[
          { title: t('trucking.fields.seq'), dataIndex: 'key', width: 60, render: (_: unknown, _r, i) => i + 1 },
          { title: t('trucking.fields.ctnNo'), dataIndex: 'ctnNo', width: 200, render: (_: unknown, r) => <DebouncedInput value={r.ctnNo} modifiers={['trimAll', 'upper']} maxLength={11} onChange={(v) => setRow(r.key, { ctnNo: v })} /> },
          { title: t('trucking.fields.ctnSize'), dataIndex: 'ctnSize', width: 160, render: (_: unknown, r) => <Select value={r.ctnSize} options={sizes.options} onChange={(v: string) => setRow(r.key, { ctnSize: v })} /> },
          { title: t('trucking.fields.ctnType'), dataIndex: 'ctnType', width: 160, render: (_: unknown, r) => <Select value={r.ctnType} options={types.options} onChange={(v: string) => setRow(r.key, { ctnType: v })} /> },
          { title: t('trucking.fields.sealNo'), dataIndex: 'sealNo', width: 160, render: (_: unknown, r) => <DebouncedInput value={r.sealNo ?? ''} modifiers={['trimAll', 'upper']} onChange={(v) => setRow(r.key, { sealNo: v || null })} /> },
          { title: t('trucking.fields.weightKg'), dataIndex: 'weightKg', width: 140, render: (_: unknown, r) => <InputNumber value={r.weightKg ?? undefined} min={0} precision={0} onChange={(v) => setRow(r.key, { weightKg: v ?? null })} /> },
          { title: t('console.list.actions'), dataIndex: 'key', width: 90, render: (_: unknown, r) => <Button type="text" status="danger" size="mini" onClick={() => setRows((l) => l.filter((x) => x.key !== r.key))}>{t('trucking.place.removeContainer')}</Button> },
        ]}
      />
    </section>
  );
}
