/**
 * A list of records the user keeps himself (a company's factories, contacts…): the shared list page with
 * add / edit / remove / export, each gated by `<permission>:add|edit|remove|export`, an add/edit dialog
 * from declared form fields, and the record's version sent back so a stale edit is refused by the server.
 * A domain page declares only its fields, columns and calls.
 */
import { Button, Space, type TableColumnProps } from '@arco-design/web-react';
import { useRef, useState } from 'react';
import { toastSuccess } from '../../app/feedback';
import { useTr } from '../../app/i18n';
import { Permission } from '../../permission';
import { FormModal, type FormField } from '../form/FormModal';
import { ExportButton } from './ExportButton';
import { ListPage, type ListPageHandle } from './ListPage';
import { FIRST_PAGE, type PageParams, type PageResult } from './query';
import { RowActions } from './RowActions';
import type { SearchField } from './SearchForm';

export interface EditableRecord {
  id: string;
  version: number;
}

/** The calls behind one kind of record. */
export interface EditableResource<F, R extends EditableRecord, W> {
  list(query: Partial<F> & PageParams): Promise<PageResult<R>>;
  create(body: W): Promise<unknown>;
  update(id: string, body: W & { version: number }): Promise<unknown>;
  remove(id: string, version: number): Promise<unknown>;
  startExport(query: Partial<F>, exportId: string): Promise<Response>;
}

export interface EditableListPageProps<F extends Record<string, unknown>, R extends EditableRecord, W extends Record<string, unknown>> {
  /** Column settings key. */
  listId: string;
  /** The page's name: dialog titles and the export's file name. */
  title: string;
  /** Permission prefix, e.g. 'td:factory'. */
  permission: string;
  searchFields: SearchField<F>[];
  formFields: FormField<W>[];
  /** Data columns; the actions column is added here. */
  columns: TableColumnProps<R>[];
  resource: EditableResource<F, R, W>;
  scrollX?: number;
}

/** The export takes the filters of the list on screen, not its page. */
function filtersOf<F>(q: Partial<F> & PageParams): Partial<F> {
  const { pageNo: _pageNo, pageSize: _pageSize, cursor: _cursor, ...filters } = q;
  return filters as unknown as Partial<F>;
}

export function EditableListPage<F extends Record<string, unknown>, R extends EditableRecord, W extends Record<string, unknown>>(
  props: EditableListPageProps<F, R, W>,
) {
  const { resource, permission } = props;
  const t = useTr();
  const list = useRef<ListPageHandle>(null);
  const [query, setQuery] = useState<Partial<F> & PageParams>({ ...FIRST_PAGE } as Partial<F> & PageParams);
  const [editing, setEditing] = useState<R | 'new' | null>(null);

  const columns: TableColumnProps<R>[] = [
    ...props.columns,
    {
      key: 'actions', title: t('console.list.actions'), dataIndex: 'id', width: 140,
      render: (_: unknown, r: R) => (
        <RowActions
          actions={[
            { key: 'edit', label: t('fleet.actions.edit'), permission: `${permission}:edit`, onClick: () => setEditing(r) },
            {
              key: 'remove', label: t('fleet.actions.remove'), permission: `${permission}:remove`, danger: true, confirm: t('trucking.directory.confirmRemove'),
              onClick: () => void resource.remove(r.id, r.version).then(() => (toastSuccess(), list.current?.reload())).catch(() => undefined),
            },
          ]}
        />
      ),
    },
  ];

  return (
    <>
      <ListPage<F, R>
        ref={list}
        listId={props.listId}
        {...(props.scrollX ? { scrollX: props.scrollX } : {})}
        fields={props.searchFields}
        columns={columns}
        rowKey="id"
        fetch={(q) => {
          setQuery(q);
          return resource.list(q);
        }}
        toolbar={
          <Space>
            <Permission check={`${permission}:add`}>
              <Button type="primary" onClick={() => setEditing('new')}>
                {t('fleet.actions.add')}
              </Button>
            </Permission>
            <ExportButton permission={`${permission}:export`} fileName={`${props.title}.xlsx`} start={(id) => resource.startExport(filtersOf(query), id)} />
          </Space>
        }
      />
      <FormModal<W>
        title={`${editing === 'new' ? t('fleet.actions.add') : t('fleet.actions.edit')} · ${props.title}`}
        visible={editing !== null}
        fields={props.formFields}
        initialValues={editing && editing !== 'new' ? ({ ...editing } as unknown as Partial<W>) : {}}
        onCancel={() => setEditing(null)}
        onSubmit={async (values) => {
          if (editing && editing !== 'new') await resource.update(editing.id, { ...values, version: editing.version });
          else await resource.create(values);
          toastSuccess();
          setEditing(null);
          list.current?.reload();
        }}
      />
    </>
  );
}
