/**
 * A list of records the user keeps himself (a company's factories, contacts, a fleet's drivers, trucks…):
 * the shared list page with add / edit / remove (and export when the resource has one), each gated by
 * `<permission>:add|edit|remove|export`, an add/edit dialog from declared form fields, and the record's
 * version sent back so a stale edit is refused by the server. A domain page declares only its fields,
 * columns and calls, and, when it has them, its own row actions and dialogs.
 */
import { Button, Space, type TableColumnProps } from '@arco-design/web-react';
import { useImperativeHandle, useState, type ReactNode, type Ref } from 'react';
import { useTr } from '../../app/i18n';
import { Permission } from '../../permission';
import { FormModal, type FormField } from '../form/FormModal';
import { ExportButton } from './ExportButton';
import { ListPage, type ListPageHandle } from './ListPage';
import { FIRST_PAGE, type PageParams, type PageResult } from './query';
import { RowActions, type RowAction } from './RowActions';
import type { SearchField } from './SearchForm';
import { useListActions } from './useListActions';

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
  /** Without it the page has no export. */
  startExport?(query: Partial<F>, exportId: string): Promise<Response>;
}

/** What the dialog edits: a record of the list, or 'new' when adding. */
export type Editing<R> = R | 'new';

export interface EditableListPageProps<F extends Record<string, unknown>, R extends EditableRecord, W extends Record<string, unknown>> {
  /** Column settings key. */
  listId: string;
  /**
   * The page's name: after the action in the dialog's title ('新增 · 常用工厂') and the export's file name.
   * Without it the dialog is titled by its action alone.
   */
  title?: string;
  /** Permission prefix, e.g. 'trucking:factory'. */
  permission: string;
  searchFields: SearchField<F>[];
  /** The dialog's fields; a function of what it edits when they depend on that. */
  formFields: FormField<W>[] | ((editing: Editing<R>) => FormField<W>[]);
  /** A new record's starting values. */
  newValues?: Partial<W>;
  /** The dialog's values for a record (default: the record itself). */
  formValuesOf?(record: R): Partial<W>;
  /** Called as the dialog opens, e.g. to load the choices of its selects. */
  onOpen?(editing: Editing<R>): void;
  /** Data columns; the actions column is added here. */
  columns: TableColumnProps<R>[];
  /** A row's own actions, before 修改 and 删除. */
  rowActions?(record: R): RowAction[];
  /** Whether 修改 is offered for a record now (default always; the permission applies as well). */
  canEdit?(record: R): boolean;
  /** The actions column's width (default 140) and whether it stays at the right. */
  actionsColumn?: Pick<TableColumnProps<R>, 'width' | 'fixed'>;
  resource: EditableResource<F, R, W>;
  scrollX?: number;
  /** Reloads the list for the page's own actions and dialogs (React 19 passes refs as props). */
  ref?: Ref<ListPageHandle>;
  /** The page's own dialogs. */
  children?: ReactNode;
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
  const { list, done, act } = useListActions();
  useImperativeHandle(props.ref, () => ({ reload: () => list.current?.reload() }), [list]);
  const [query, setQuery] = useState<Partial<F> & PageParams>({ ...FIRST_PAGE } as Partial<F> & PageParams);
  const [editing, setEditing] = useState<Editing<R> | null>(null);
  const open = (target: Editing<R>) => {
    setEditing(target);
    props.onOpen?.(target);
  };
  const startExport = resource.startExport;

  const columns: TableColumnProps<R>[] = [
    ...props.columns,
    {
      key: 'actions', title: t('console.list.actions'), dataIndex: 'id', width: 140, ...props.actionsColumn,
      render: (_: unknown, r: R) => (
        <RowActions
          actions={[
            ...(props.rowActions?.(r) ?? []),
            { key: 'edit', label: t('listPage.edit'), permission: `${permission}:edit`, hidden: props.canEdit?.(r) === false, onClick: () => open(r) },
            {
              key: 'remove', label: t('listPage.remove'), permission: `${permission}:remove`, danger: true, confirm: t('listPage.confirmRemove'),
              onClick: () => void act(resource.remove(r.id, r.version)),
            },
          ]}
        />
      ),
    },
  ];
  const action = editing === 'new' ? t('listPage.add') : t('listPage.edit');

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
              <Button type="primary" onClick={() => open('new')}>
                {t('listPage.add')}
              </Button>
            </Permission>
            {startExport ? (
              <ExportButton
                permission={`${permission}:export`}
                fileName={`${props.title ?? props.listId}.xlsx`}
                start={(id) => startExport(filtersOf(query), id)}
              />
            ) : null}
          </Space>
        }
      />
      <FormModal<W>
        title={props.title ? `${action} · ${props.title}` : action}
        visible={editing !== null}
        fields={typeof props.formFields === 'function' ? props.formFields(editing ?? 'new') : props.formFields}
        initialValues={
          editing && editing !== 'new'
            ? (props.formValuesOf?.(editing) ?? ({ ...editing } as unknown as Partial<W>))
            : (props.newValues ?? {})
        }
        onCancel={() => setEditing(null)}
        onSubmit={async (values) => {
          if (editing && editing !== 'new') await resource.update(editing.id, { ...values, version: editing.version });
          else await resource.create(values);
          done(() => setEditing(null));
        }}
      />
      {props.children}
    </>
  );
}
