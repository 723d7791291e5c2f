/**
 * What a domain adds to the shared entity pages beside its description, when its screens do something the
 * description cannot say: the trucking order's four detail routes by order type, its container list on the
 * form, dispatch from the list, its import. Any domain may use any of them; each is optional and a page without
 * extensions is the plain described page.
 *
 * The list's and form's extras are hooks (`useList`, `useForm`): they keep their own state (a dialog, the rows
 * of a sub-table) and are called once per render of the page they extend, always the same hook for a page.
 */
import type { FormInstance } from '@arco-design/web-react';
import type { ReactNode } from 'react';
import type { RowAction } from '../list-page';
import type { DetailSection } from '../detail/DetailLayout';
import type { EntityRecord } from './model';
import type { Text } from './text';

type Values = Record<string, unknown>;

/** The page keys of the entity's screens where its menu names them otherwise than the convention (paths.ts). */
export interface PageKeyOverrides {
  detail?: string;
  form?: string;
}

export interface ListExtras {
  /** What the add button says (default 新增). */
  addLabel?: string;
  /** More toolbar buttons between add and export (e.g. an import). */
  toolbar?: ReactNode;
  /** More row actions after the transitions (e.g. dispatch, location). */
  rowActions?: (record: EntityRecord) => RowAction[];
  /** Rendered once beside the list (the dialogs the extras open). */
  after?: ReactNode;
  /** The search form's values on opening (e.g. from the URL); a new `queryKey` reopens the list with them. */
  initialQuery?: Values;
  queryKey?: string;
}

export interface ListOptions {
  /** The actions column's width where the domain knows better than the flow's count (its own row actions). */
  actionsWidth?: number;
  /** A record may be removed in its state (default: always, with the remove permission). */
  removable?: (record: EntityRecord) => boolean;
  /** A column shown otherwise than its field's value: another title, or a render joining fields (船名/航次). */
  cells?: Readonly<Record<string, { title?: (t: Text) => string; render?: (record: EntityRecord, t: Text) => ReactNode }>>;
  useList?: (ctx: { reload: () => void }) => ListExtras;
}

export interface FormSubmit {
  key: string;
  label: string;
  /** Fields added to the create body (e.g. entrust: true). */
  body: Values;
  /** The toast after saving (default 操作成功). */
  message?: string;
}

export interface FormExtras {
  /** The page's heading (default 新增 / 编辑 and the record's title). */
  title?: string;
  /** A new record's starting values (e.g. a prefill handed over by another screen). */
  initialValues?: Values;
  /** Controls added at the end of a form section, by the section's title key (e.g. pickers that fill fields). */
  sections?: Readonly<Record<string, ReactNode>>;
  /** Shown after the described sections (e.g. a sub-table the record is saved with). */
  after?: ReactNode;
  /** Completes the body with what the extras edit; null stops the save (the extras have said why). */
  prepare?: (body: Values, record: EntityRecord | null) => Values | null;
  /** What the save button says and the toast after it. */
  save?: { label?: string; message?: string };
  /** More buttons that save a new record with more fields (e.g. 保存并委托). */
  submits?: FormSubmit[];
}

export interface FormOptions {
  useForm?: (ctx: { record: EntityRecord | null; form: FormInstance<Values> }) => FormExtras;
}

/**
 * What a domain adds to its entity's detail page beside the description: more action buttons (e.g. a B/L's
 * exports, a release's D/O) and more sections before the timeline (e.g. a barge order's containers), both given
 * the record and a reload.
 */
export interface DetailExtras {
  actions?: (record: EntityRecord, reload: () => void) => ReactNode;
  sections?: (record: EntityRecord, reload: () => void, t: Text) => DetailSection[];
}

export interface DetailOptions extends DetailExtras {
  /** The page's heading (default: the record's title), e.g. by which of its routes it was opened at. */
  title?: (record: EntityRecord, t: Text, pathname: string) => string;
}

export interface EntityExtensions {
  keys?: PageKeyOverrides;
  /** The page a record opens on, where the detail route depends on the record (e.g. import or export order details). */
  recordPath?: (record: EntityRecord) => string;
  /**
   * The transitions the server lets this caller take on the record, where its contract names them otherwise
   * than `allowedActions` (given `can` for a list row that carries none).
   */
  allowedActions?: (record: EntityRecord, can: (permission: string) => boolean) => readonly string[] | undefined;
  /** The transition's body where the contract takes the required fields beside the action, not under `fields`. */
  transitionBody?: (body: { action: string; version: unknown; reason?: string; fields?: Values }) => Values;
  list?: ListOptions;
  detail?: DetailOptions;
  form?: FormOptions;
}
