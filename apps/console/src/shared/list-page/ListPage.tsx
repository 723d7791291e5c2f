/**
 * The list page every business domain uses: a search form, an optional toolbar (buttons wrapped in
 * <Permission>), and a table paged per SPEC §9 ('共 N 条', sizes 10–50, quick jumper). A domain page is
 * its fields, columns and fetch function:
 *
 *   <ListPage fields={fields} columns={columns} rowKey="id" fetch={(q) => unwrap(api.POST('/x/list', { body: q }))} />
 */
import { Button, Empty, Table, type TableColumnProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Table/style/css';
import '@arco-design/web-react/es/Pagination/style/css';
import type { Modifier } from '@port/sdk';
import { useImperativeHandle, type ReactNode, type Ref } from 'react';
import { useTr } from '../../app/i18n';
import { ColumnSettings, useHiddenColumns } from './ColumnSettings';
import { fitColumns } from './headerWidth';
import { listPagination } from './pagination';
import type { PageParams, PageResult } from './query';
import { SearchForm, type SearchField } from './SearchForm';
import { useListPage } from './useListPage';
import { useNarrowScreen } from '../useNarrowScreen';

/** A column that names no width counts as this wide when the table's scroll width is summed. */
const DEFAULT_COLUMN_WIDTH = 120;

export interface ListPageProps<Q extends Record<string, unknown>, T> {
  title?: string;
  fields?: SearchField<Q>[];
  columns: TableColumnProps<T>[];
  rowKey: keyof T & string;
  fetch: (query: Partial<Q> & PageParams) => Promise<PageResult<T>>;
  initialQuery?: Partial<Q>;
  modifiers?: Partial<Record<keyof Q, readonly Modifier[]>>;
  /** Maps form values (e.g. a date range) to query fields before the search. */
  toQuery?: (values: Partial<Q>) => Partial<Q>;
  toolbar?: ReactNode;
  /** Names the list for its column settings (kept in local storage); without it there are none. */
  listId?: string;
  /** What an empty list says (default 暂无数据). */
  emptyText?: string;
  /** Horizontal scroll width for wide tables. */
  scrollX?: number;
  /** The query of a column header's sort (Arco's field and direction); without it no column sorts. */
  sortQuery?: (field: string | undefined, direction: 'ascend' | 'descend' | undefined) => Readonly<Record<string, unknown>>;
  /** React 19 passes refs as props: the handle reloads the list. */
  ref?: Ref<ListPageHandle>;
}

export interface ListPageHandle {
  reload(): void;
}

export function ListPage<Q extends Record<string, unknown>, T>(props: ListPageProps<Q, T>) {
  const t = useTr();
  const state = useListPage<Q, T>({
    fetch: props.fetch,
    ...(props.initialQuery
      ? { initialQuery: props.toQuery ? props.toQuery(props.initialQuery) : props.initialQuery }
      : {}),
    ...(props.modifiers ? { modifiers: props.modifiers } : {}),
  });
  useImperativeHandle(props.ref, () => ({ reload: state.reload }), [state.reload]);
  const [hidden, setHidden] = useHiddenColumns(props.listId);
  const columnKey = (c: TableColumnProps<T>, i: number) => String(c.key ?? c.dataIndex ?? i);
  const narrow = useNarrowScreen();
  // On a phone only the first column stays pinned (issue 17): a pinned order number and a pinned row of actions
  // together covered the whole frame and left nothing to scroll.
  // Fitted here (not by DataTable) because the scroll width below sums the fitted widths.
  const shownColumns = fitColumns(
    props.columns
      .filter((c, i) => !hidden.has(columnKey(c, i)))
      .map((c) => (narrow && c.fixed === 'right' ? { ...c, fixed: undefined } : c)),
  );

  return (
    <div className="console-panel console-list-page">
      {props.title ? <h2 className="console-page-title">{props.title}</h2> : null}
      {props.fields?.length ? (
        <SearchForm<Q>
          fields={props.fields}
          {...(props.initialQuery ? { initialValues: props.initialQuery } : {})}
          onSearch={(values) => state.search(props.toQuery ? props.toQuery(values) : values)}
        />
      ) : null}
      {props.toolbar || props.listId ? (
        <div className="console-list-toolbar">
          {props.toolbar}
          {props.listId ? (
            <span style={{ marginLeft: 'auto' }}>
              <ColumnSettings
                columns={props.columns.map((c, i) => ({
                  key: columnKey(c, i),
                  title: typeof c.title === 'string' ? c.title : columnKey(c, i),
                }))}
                hidden={hidden}
                onChange={setHidden}
              />
            </span>
          ) : null}
        </div>
      ) : null}
      <Table<T>
        rowKey={props.rowKey}
        columns={shownColumns}
        data={state.rows}
        loading={state.loading}
        noDataElement={
          state.failed ? (
            <Empty
              description={
                <span role="alert">
                  {t('console.list.loadFailed')}{' '}
                  <Button size="mini" type="text" onClick={state.reload}>
                    {t('console.retry')}
                  </Button>
                </span>
              }
            />
          ) : (
            <Empty description={props.emptyText ?? t('console.list.empty')} />
          )
        }
        border={false}
        {...(props.sortQuery
          ? {
              onChange: (_p: unknown, sorter: unknown, _f: unknown, extra: { action?: string }) => {
                if (extra.action !== 'sort' || !props.sortQuery) return;
                const one = (Array.isArray(sorter) ? sorter[0] : sorter) as { field?: string | number; direction?: 'ascend' | 'descend' } | undefined;
                state.sortBy(props.sortQuery(one?.field === undefined ? undefined : String(one.field), one?.direction));
              },
            }
          : {})}
        // The table scrolls in its frame once the screen is narrower than its columns (a phone), rather than
        // squeezing them until names and numbers break.
        // A page's own scrollX (the entity lists sum their declared widths) never squeezes the headers' widened columns.
        scroll={{ x: Math.max(props.scrollX ?? 0, shownColumns.reduce((sum, c) => sum + (Number(c.width) || DEFAULT_COLUMN_WIDTH), 0)) }}
        pagination={listPagination(
          t,
          { total: state.total, totalExact: state.totalExact, ...state.page },
          state.changePage,
        )}
      />
    </div>
  );
}
