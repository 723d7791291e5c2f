/**
 * The list of any described entity: the search form from its filters, the table from its columns (sortable
 * where its sort allow-list says, the status as the flow's coloured tag), paging and the load-failed retry of
 * the shared ListPage, export of the current filter, and per row: view, edit (with the edit permission, while
 * the state is neither final nor locked) and the transitions the server lets the caller take now.
 *
 *   <EntityListPage description={voyageEntity} />
 */
import { Button, Form, Modal, Space, type TableColumnProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Modal/style/css';
import type { OperationId } from '@port/sdk/contract';
import { useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePermission } from '../../permission';
import { usePagePath } from '../../routing/page-path';
import { cellWordWidth, ExportButton, ListPage, RowActions, tagColumnWidth, type ListPageHandle, type RowAction, type SearchField } from '../list-page';
import { toastSuccess } from '../../app/feedback';
import { useTransitions } from './actions';
import { editableIn } from './sdk';
import { callOperation, listRecords, streamOperation } from './calls';
import { EntityFormFields } from './EntityFormPage';
import { FieldControl, FieldValue } from './fields';
import { columnItems, formBody, formValues, listQuery, searchItems, sortQuery, type AnyDescription, type EntityRecord } from './model';
import { entityPageKeys, recordPath } from './paths';
import { useText, type Text } from './text';
import { useReloadOnNotice } from './live';
import type { EntityExtensions, ListExtras } from './extensions';
import { useNarrowScreen } from '../useNarrowScreen';

type Values = Record<string, unknown>;

export interface EntityListPageProps {
  description: AnyDescription;
  /** Column settings key (default: the description's name). */
  listId?: string;
  /** Horizontal scroll width (default: the columns' widths summed). */
  scrollX?: number;
  /**
   * 'dialog': add and edit in a dialog on the list (short records such as 常用工厂, whose menu has no form
   * page); default: the entity's form page.
   */
  editIn?: 'page' | 'dialog';
  /** The page's name, after the action in the dialog's title ('新增 · 常用工厂') and the export's file name. */
  title?: string;
  /** The search form's values on opening (e.g. the branch port a per-port route names). */
  initialQuery?: Values;
  /** The form page new and edited records open (default: the first route serving the entity's form), e.g. a variant's. */
  formPath?: string;
  /** What the domain adds to the list (extensions.ts). */
  ext?: EntityExtensions;
}

const noExtras = (): ListExtras => ({});

/**
 * A select column wide enough for the longest word of its options in the user's language (widths were set for
 * Chinese; "Importação" or "Armazenagem" in a column sized for 进口 broke mid-word), measured as drawn.
 */
function optionsMinWidth(options: Readonly<Record<string, string>> | undefined, t: Text): number {
  return options ? cellWordWidth(Object.values(options).map((key) => t(key))) : 0;
}

export function EntityListPage({ description: d, listId, scrollX, editIn = 'page', title, initialQuery, formPath: variantForm, ext = {} }: EntityListPageProps) {
  const t = useText();
  const navigate = useNavigate();
  const { can } = usePermission();
  const list = useRef<ListPageHandle>(null);
  const [filters, setFilters] = useState<Values>({});
  const keys = entityPageKeys(d, ext.keys);
  const detailPath = usePagePath(keys.detail);
  const pagePath = usePagePath(d.form && editIn === 'page' ? keys.form : undefined);
  const reload = () => list.current?.reload();
  const runner = useTransitions(d, reload, ext);
  useReloadOnNotice(reload);
  const extras = (ext.list?.useList ?? noExtras)({ reload });
  const options = ext.list ?? {};
  /** The record's detail page: the domain's route for it, else the detail key's. */
  const openPath = (r: EntityRecord): string | undefined => (ext.recordPath ? ext.recordPath(r) : detailPath ? recordPath(detailPath, r.id) : undefined);
  const dialog = editIn === 'dialog' && !!d.form;
  const formPath = dialog ? undefined : (variantForm ?? pagePath);
  const canEdit = !!d.operations.update && (dialog || !!formPath) && (!d.permissions.edit || can(d.permissions.edit));
  const canCreate = !!d.operations.create && (dialog || !!formPath) && (!d.permissions.create || can(d.permissions.create));
  const canRemove = !!d.operations.remove && (!d.permissions.remove || can(d.permissions.remove));
  // The dialog: what it edits ('new' or a record), its form and its busy state.
  const [editing, setEditing] = useState<EntityRecord | 'new' | null>(null);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<Values>();
  const openEdit = (target: EntityRecord | 'new') => {
    if (!dialog) {
      if (formPath) navigate(target === 'new' ? formPath : recordPath(formPath, target.id));
      return;
    }
    form.resetFields();
    if (target !== 'new') form.setFieldsValue(formValues(d, target));
    setEditing(target);
  };
  const saveDialog = async () => {
    let values: Values;
    try {
      values = await form.validate();
    } catch {
      return;
    }
    const record = editing === 'new' ? null : editing;
    const operation = record ? d.operations.update : d.operations.create;
    if (!operation) return;
    setSaving(true);
    try {
      await callOperation(operation as OperationId, { ...(record ? { path: { id: record.id } } : {}), body: formBody(d, values, record?.version) });
      toastSuccess();
      setEditing(null);
      list.current?.reload();
    } catch {
      // The error catalogue has shown the server's message; the dialog keeps what was typed.
    } finally {
      setSaving(false);
    }
  };
  const remove = (r: EntityRecord) => {
    const operation = d.operations.remove;
    if (!operation) return;
    callOperation(operation as OperationId, { path: { id: r.id }, query: { version: r.version } })
      .then(() => {
        toastSuccess();
        list.current?.reload();
      })
      .catch(() => undefined);
  };

  const fields = useMemo<SearchField<Values>[]>(
    () =>
      searchItems(d).map((item) => ({
        field: item.field,
        label: t(item.spec.label),
        type: 'custom',
        render: () => (
          <FieldControl description={d} field={item.field} spec={item.spec} mode={item.match === 'range' ? 'range' : item.match === 'in' ? 'in' : 'search'} />
        ),
      })),
    [d, t],
  );

  const finalState = (r: EntityRecord) => !!d.status && !editableIn(d.status, String(r[d.status.field]));
  const rowActions = (r: EntityRecord): RowAction[] => [
    ...(openPath(r) ? [{ key: 'view', label: t('entity.actions.view'), onClick: () => navigate(openPath(r)!) }] : []),
    ...(canEdit && !finalState(r) ? [{ key: 'edit', label: t('listPage.edit'), onClick: () => openEdit(r) }] : []),
    ...runner.open(r).map((tr) => ({
      key: tr.action,
      label: t(tr.label),
      ...(tr.danger ? { danger: true } : {}),
      onClick: () => runner.run(r, tr),
    })),
    ...(extras.rowActions?.(r) ?? []),
    ...(canRemove && (options.removable?.(r) ?? true)
      ? [{ key: 'remove', label: t('listPage.remove'), danger: true, confirm: t('listPage.confirmRemove'), onClick: () => remove(r) }]
      : []),
  ];

  // Room for every button a row can show on one line: view, edit, remove and the most transitions one state opens.
  const flow = d.status;
  const narrow = useNarrowScreen();
  const mostTransitions = flow ? Math.max(0, ...Object.keys(flow.states).map((s) => flow.transitions.filter((tr) => tr.from.includes(s)).length)) : 0;
  const actionsWidth = options.actionsWidth ?? 40 + 56 * ((detailPath || ext.recordPath ? 1 : 0) + (canEdit ? 1 : 0) + (canRemove ? 1 : 0) + mostTransitions);
  // The state column goes last, before the actions, so it can stay in view with them.
  const items = [...columnItems(d).filter((c) => !c.isStatus), ...columnItems(d).filter((c) => c.isStatus)];
  const columns: TableColumnProps<EntityRecord>[] = [
    ...items.map((c, i): TableColumnProps<EntityRecord> => ({
      key: c.field,
      dataIndex: c.field,
      title: options.cells?.[c.field]?.title?.(t) ?? t(c.spec.label),
      // The state's tag never wraps: its column holds the longest state's label (pt-BR's "Recusada pela aduana").
      width: Math.max(c.spec.width ?? 140, optionsMinWidth(c.spec.options, t), c.isStatus && flow ? tagColumnWidth(Object.values(flow.states).map((s) => t(s.label))) : 0),
      // The record's name stays on the left and its state beside the actions while the rest scrolls; on a phone
      // only the name (pinned columns on both sides covered the whole frame).
      ...(i === 0 ? { fixed: 'left' as const } : c.isStatus && !narrow ? { fixed: 'right' as const } : {}),
      ...(c.sortable ? { sorter: true, ...(c.defaultOrder ? { defaultSortOrder: c.defaultOrder } : {}) } : {}),
      render: (_: unknown, r: EntityRecord) => {
        const cell = options.cells?.[c.field]?.render;
        const value = cell ? cell(r, t) : <FieldValue description={d} field={c.field} spec={c.spec} record={r} />;
        const path = c.field === d.titleField ? openPath(r) : undefined;
        return path ? (
          // A text title is the record's own name (user data, e.g. an article's title), not a product text.
          <Button type="text" size="mini" className="console-cell-link" onClick={() => navigate(path)} {...(c.spec.kind === 'text' ? { 'data-user-data': '' } : {})}>
            {value}
          </Button>
        ) : c.spec.kind === 'text' && !cell ? (
          // A free text field holds what someone entered (a company's name, a place as issued), not a product text.
          <span data-user-data>{value}</span>
        ) : (
          value
        );
      },
    })),
    {
      key: 'actions',
      title: t('console.list.actions'),
      dataIndex: 'id',
      width: actionsWidth,
      ...(narrow ? {} : { fixed: 'right' as const }),
      render: (_: unknown, r: EntityRecord) => <RowActions actions={rowActions(r)} />,
    },
  ];
  const width = scrollX ?? columns.reduce((sum, c) => sum + (Number(c.width) || 140), 0);
  const exportOp = d.operations.export;

  return (
    <>
      <ListPage<Values, EntityRecord>
        key={extras.queryKey}
        ref={list}
        listId={listId ?? d.name}
        fields={fields}
        columns={columns}
        rowKey="id"
        scrollX={width}
        initialQuery={extras.initialQuery ?? initialQuery ?? {}}
        toQuery={(values) => listQuery(d, values)}
        sortQuery={(field, direction) => sortQuery(d, field, direction)}
        fetch={(q) => {
          const { pageNo, pageSize, cursor, sortField, sortOrder, ...rest } = q;
          setFilters({ ...rest, ...(sortField ? { sortField, sortOrder } : {}) });
          return listRecords(d.operations.list, { ...q, pageNo, pageSize, ...(cursor ? { cursor } : {}) });
        }}
        toolbar={
          <Space>
            {canCreate ? (
              <Button type="primary" onClick={() => openEdit('new')}>
                {extras.addLabel ?? t('listPage.add')}
              </Button>
            ) : null}
            {extras.toolbar}
            {exportOp ? (
              <ExportButton
                {...(d.permissions.export ? { permission: d.permissions.export } : {})}
                fileName={`${title ?? t(`${keys.domain}.pages.${keys.listName}`)}.xlsx`}
                start={(exportId) => streamOperation(exportOp as OperationId, { query: { ...filters, exportId } })}
              />
            ) : null}
          </Space>
        }
      />
      {runner.dialog}
      {extras.after}
      {dialog ? (
        <Modal
          title={`${editing === 'new' ? t('listPage.add') : t('listPage.edit')}${title ? ` · ${title}` : ''}`}
          visible={editing !== null}
          onCancel={() => setEditing(null)}
          onOk={() => void saveDialog()}
          confirmLoading={saving}
          style={{ width: 720, maxWidth: '100%' }}
        >
          <Form form={form} className="console-form-nowrap" layout="horizontal" labelCol={{ flex: 'var(--console-label-width, 100px)' }} wrapperCol={{ flex: 1 }}>
            <EntityFormFields description={d} record={editing === 'new' ? null : editing} wide />
          </Form>
        </Modal>
      ) : null}
    </>
  );
}
