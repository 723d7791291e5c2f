/**
 * A barge order's containers (SPEC §3 barge container detail) as a table on its detail page; each number opens
 * bargeContainerQuertDetails with the container as the `data` JSON of SPEC §2.9.
 */
import { type TableColumnProps } from '@arco-design/web-react';
import type { Schemas } from '@port/sdk/contract';
import { Link } from 'react-router-dom';
import { usePagePath } from '../../routing/page-path';
import { useText } from '../../shared/entity/text';
import { DataTable } from '../../shared/list-page';

type Container = Schemas['BargeContainer'];

/** The navigation's query: the container's fields as one JSON string (SPEC §2.9). */
export const containerDataQuery = (c: Container): string => `data=${encodeURIComponent(JSON.stringify(c))}`;

export function BargeContainers({ containers }: { containers: readonly Container[] }) {
  const t = useText();
  const detailPath = usePagePath('barge/containerDetail');
  const f = (name: string) => t(`barge.order.containerFields.${name}`);
  const columns: TableColumnProps<Container>[] = [
    { title: f('lineNo'), dataIndex: 'lineNo', width: 60 },
    {
      title: f('ctnNo'), dataIndex: 'ctnNo', width: 140,
      render: (v: string, c) => (detailPath ? <Link to={`${detailPath}?${containerDataQuery(c)}`}>{v}</Link> : v),
    },
    { title: f('ctnSizeType'), dataIndex: 'ctnSizeType', width: 90 },
    { title: f('ctnOperatorCode'), dataIndex: 'ctnOperatorCode', width: 90 },
    { title: f('depYardName'), dataIndex: 'depYardName', width: 90 },
    { title: f('desYardName'), dataIndex: 'desYardName', width: 90 },
    { title: f('carResNo'), dataIndex: 'carResNo', width: 190, render: (v: string | null) => v ?? '' },
    { title: f('pierResNo'), dataIndex: 'pierResNo', width: 190, render: (v: string | null) => v ?? '' },
  ];
  return (
    <DataTable<Container>
      rowKey="lineNo"
      size="small"
      columns={columns}
      data={[...containers]}
      pagination={false}
      scroll={{ x: 940 }}
      border={{ wrapper: true, cell: false }}
      aria-label={t('barge.order.sections.containers')}
    />
  );
}
