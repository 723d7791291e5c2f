/**
 * 设备交接单查询, 电子提货单查询, 过磅单查询: one list of the signed-in company's documents, the kind read from the path
 * (eirList → EIR in either layout, edoList → EDO, sheetList → weighing lists), filtered by container, terminal or
 * yard and day; paged; exported to Excel; a row opens its print page (EIRPdf, EIRPdfJX, EDOPdf, SheetPrint) by ?id=.
 */
import { Button, Select, type TableColumnProps } from '@arco-design/web-react';
import type { Schemas } from '@port/sdk/contract';
import { exportErrorText, exportSmallTable } from '@port/ui/documents/excel-export';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { api, unwrap } from '../../app/api';
import { notify } from '../../app/feedback';
import { usePagePath } from '../../routing/page-path';
import { ListPage, type SearchField } from '../../shared/list-page';
import { recordPath } from '../../shared/entity/paths';
import { useText } from '../../shared/entity/text';
import { portTime } from '@port/sdk';

type Summary = Schemas['DocumentSummary'];
type Kind = Schemas['DocumentKind'];
type Query = { container?: string; place?: string; time?: string[]; layout?: Kind };

/** The list a path stands for. */
const listOf = (path: string): 'EIR' | 'EDO' | 'WEIGH' => (path.endsWith('/edoList') ? 'EDO' : path.endsWith('/sheetList') ? 'WEIGH' : 'EIR');
/** The print page of each kind. */
const PRINT_PAGE: Record<Kind, string> = { EIR: 'documents/eirPdf', EIRJX: 'documents/eirPdfJX', EDO: 'documents/edoPdf', WEIGH: 'documents/sheetPrint' };
const EXPORT_PAGE = 50;
const EXPORT_MAX = 2_000;

function toParams(list: 'EIR' | 'EDO' | 'WEIGH', q: Partial<Query>) {
  return {
    kind: list === 'EIR' ? (q.layout ?? 'EIR') : list,
    ...(q.container ? { container: q.container } : {}),
    ...(q.place ? { place: q.place } : {}),
    ...(q.time?.[0] ? { timeFrom: q.time[0].slice(0, 10) } : {}),
    ...(q.time?.[1] ? { timeTo: q.time[1].slice(0, 10) } : {}),
  };
}

const fetchPage = (params: ReturnType<typeof toParams>, pageNo: number, pageSize: number) =>
  unwrap(api.GET('/documents/list', { params: { query: { ...params, pageNo, pageSize } } }));

export default function DocumentListPage() {
  const t = useText();
  const navigate = useNavigate();
  const list = listOf(useLocation().pathname);
  const [query, setQuery] = useState<Partial<Query>>({});
  const [exporting, setExporting] = useState(false);
  const paths: Record<Kind, string | undefined> = {
    EIR: usePagePath(PRINT_PAGE.EIR), EIRJX: usePagePath(PRINT_PAGE.EIRJX), EDO: usePagePath(PRINT_PAGE.EDO), WEIGH: usePagePath(PRINT_PAGE.WEIGH),
  };
  const open = (r: Summary) => {
    const path = paths[r.kind];
    if (path) navigate(recordPath(path, r.id));
  };

  const fields: SearchField<Query>[] = useMemo(() => [
    { field: 'container', label: t('weigh.documents.filters.container'), type: 'input' },
    { field: 'place', label: t('weigh.documents.filters.terminal'), type: 'input' },
    { field: 'time', label: t('weigh.documents.columns.time'), type: 'dateRange' },
    ...(list === 'EIR'
      ? [{ field: 'layout', label: t('weigh.documents.columns.kind'), type: 'custom', render: () => (
        <Select defaultValue="EIR" options={[{ label: 'EIR', value: 'EIR' }, { label: 'EIR (JX)', value: 'EIRJX' }]} />
      ) } as SearchField<Query>]
      : []),
  ], [t, list]);

  const columns: TableColumnProps<Summary>[] = [
    { title: t('weigh.documents.columns.number'), dataIndex: 'number', width: 170, render: (v: string, r) => <Button type="text" size="mini" onClick={() => open(r)}>{v}</Button> },
    { title: t('weigh.documents.columns.container'), dataIndex: 'title', width: 160 },
    // The place as printed on the issued document (its record), not a product text.
    { title: t('weigh.documents.columns.terminal'), dataIndex: 'place', width: 200, render: (v: string) => <span data-user-data>{v}</span> },
    { title: t('weigh.documents.columns.time'), dataIndex: 'time', width: 170, render: portTime },
    { title: '', key: 'open', width: 90, render: (_: unknown, r) => <Button size="mini" type="outline" onClick={() => open(r)}>{t('weigh.documents.open')}</Button> },
  ];

  const exportAll = async () => {
    setExporting(true);
    try {
      const params = toParams(list, query);
      const rows: Summary[] = [];
      for (let pageNo = 1; rows.length < EXPORT_MAX; pageNo++) {
        const page = await fetchPage(params, pageNo, EXPORT_PAGE);
        rows.push(...page.data);
        if (page.data.length < EXPORT_PAGE || rows.length >= page.total) break;
      }
      await exportSmallTable({
        name: t(`weigh.documents.title.${list}`),
        columns: [
          { title: t('weigh.documents.columns.number'), value: (r) => r.number },
          { title: t('weigh.documents.columns.container'), value: (r) => r.title },
          { title: t('weigh.documents.columns.terminal'), value: (r) => r.place },
          { title: t('weigh.documents.columns.time'), value: (r) => portTime(r.time) },
        ],
        rows,
      });
    } catch (error) {
      notify('error', exportErrorText(error, t('errors.unknown')));
    } finally {
      setExporting(false);
    }
  };

  return (
    <ListPage<Query, Summary>
      key={list}
      title={t(`weigh.documents.title.${list}`)}
      fields={fields}
      columns={columns}
      rowKey="id"
      emptyText={t('weigh.documents.empty')}
      scrollX={800}
      toolbar={<Button type="outline" loading={exporting} onClick={() => void exportAll()}>{t('weigh.documents.export')}</Button>}
      fetch={(q) => {
        setQuery(q);
        return fetchPage(toParams(list, q), q.pageNo, q.pageSize);
      }}
    />
  );
}
