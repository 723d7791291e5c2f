/**
 * 空箱源 (query/emptyCtn, /visual/emptyCtn): empty containers available per yard, shipping line and size/type
 * (GET /inquiry/emptyCtn, for signed-in users), one row per yard × line × size/type, largest stock first.
 */
import type { TableColumnProps } from '@arco-design/web-react';
import { displayText } from '@port/sdk';
import { useText } from '../../shared/entity/text';
import { useDict } from '../../shared/dict';
import { ListPage, type SearchField } from '../../shared/list-page';
import { listEmptyContainers } from './api';

interface Filters extends Record<string, unknown> {
  orgCode?: string;
  lineCode?: string;
  ctnSizeType?: string;
}
interface Row {
  key: string;
  orgCode: string;
  orgName: string | null;
  lineCode: string;
  ctnSizeType: string;
  ctnCount: number;
  updateTime: string | null;
}

export default function EmptyCtnPage() {
  const t = useText();
  const yards = useDict('td_take_address');
  const fields: SearchField<Filters>[] = [
    { field: 'orgCode', label: t('queryPage.orgCode'), type: 'input', modifiers: ['trimAll', 'upper'] },
    { field: 'lineCode', label: t('queryPage.lineCode'), type: 'input', modifiers: ['trimAll', 'upper'] },
    { field: 'ctnSizeType', label: t('queryPage.ctnSizeType'), type: 'input', modifiers: ['trimAll', 'upper'] },
  ];
  const columns: TableColumnProps<Row>[] = [
    { key: 'orgName', title: t('queryPage.orgName'), dataIndex: 'orgName', width: 220, render: (v: unknown, r) => (yards.items.some((i) => i.dictValue === r.orgCode) ? yards.label(r.orgCode) : `${displayText(v) || r.orgCode}`) },
    { key: 'orgCode', title: t('queryPage.orgCode'), dataIndex: 'orgCode', width: 110 },
    { key: 'lineCode', title: t('queryPage.lineCode'), dataIndex: 'lineCode', width: 110 },
    { key: 'ctnSizeType', title: t('queryPage.ctnSizeType'), dataIndex: 'ctnSizeType', width: 110 },
    { key: 'ctnCount', title: t('queryPage.ctnCount'), dataIndex: 'ctnCount', width: 100, align: 'right' },
    { key: 'updateTime', title: t('queryPage.updateTime'), dataIndex: 'updateTime', width: 170, render: (v: unknown) => displayText(v) },
  ];
  return (
    <ListPage<Filters, Row>
      listId="query-empty-ctn"
      fields={fields}
      columns={columns}
      rowKey="key"
      scrollX={900}
      fetch={async ({ pageNo, pageSize, orgCode, lineCode, ctnSizeType }) => {
        const yards = await listEmptyContainers({ ...(orgCode ? { orgCode } : {}), ...(lineCode ? { lineCode } : {}), ...(ctnSizeType ? { ctnSizeType } : {}) });
        const all = yards
          .flatMap((y) => y.detailList.map((d) => ({
            key: `${y.orgCode}/${d.lineCode}/${d.ctnSizeType}`, orgCode: y.orgCode, orgName: y.orgName ?? null, lineCode: d.lineCode,
            ctnSizeType: d.ctnSizeType, ctnCount: Number(d.ctnCount), updateTime: y.updateTime ?? null,
          })))
          .sort((a, b) => b.ctnCount - a.ctnCount);
        return { data: all.slice((pageNo - 1) * pageSize, pageNo * pageSize), total: all.length, totalExact: true };
      }}
    />
  );
}
