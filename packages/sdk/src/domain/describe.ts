/**
 * The description of a business entity: what a domain is, written once and read by the server (validation,
 * filters, sorting, keyset paging, export, import, status transitions, audit trail, notifications) and by the
 * console (list, search form, detail, form, action buttons by state and permission, timeline).
 *
 * A description is typed against the contract's generated schema `T` (e.g. Schemas['Voyage']): a misspelt
 * field fails typecheck. It holds no SQL and no React: the server maps fields to columns in its domain folder,
 * the console renders from the description with the shared entity pages.
 *
 *   export const voyage = describeEntity<Schemas['Voyage'], VoyageStatus>()({ name: 'vessel.voyage', … });
 */
import type { OperationId } from '../contract';
import type { RuleIssue, Validator } from '../rules/core';

/** An i18n key (namespaced by domain, e.g. 'vessel.fields.imo'); a test checks each exists in every language. */
export type TextKey = string;

export type FieldKind =
  | 'text'
  | 'textarea'
  /** rich text (HTML): edited as its source beside a live preview, shown rendered; the server sanitises it on write */
  | 'html'
  | 'integer'
  | 'decimal'
  /** integer cents on the wire, shown as money */
  | 'money'
  | 'date'
  | 'datetime'
  | 'boolean'
  /** one of `options` (a label map) or of a dictionary type */
  | 'select'
  /** a container number (SPEC §5): upper-cased, ISO 6346 check digit */
  | 'container'
  /** a reference to another record, shown by its name, chosen from a remote list */
  | 'reference'
  /**
   * a document: the stored path POST /base/file/upload answered (fileUrl), under the existing upload rules of its
   * `upload.bizType`; the server accepts only a file the writer's company uploaded, and a record with file fields
   * answers `fileLinks` (signed download links, for every party that may read the record)
   */
  | 'file';

export interface FieldSpec {
  label: TextKey;
  kind: FieldKind;
  required?: boolean;
  /** Longest accepted text (also the form's maxLength). */
  maxLength?: number;
  /** Shared validators from @port/sdk/rules: the form and the server run the same ones. */
  validate?: readonly Validator[];
  /** For 'select': code → label key. */
  options?: Readonly<Record<string, TextKey>>;
  /** For 'select': a dictionary type served by /system/dict (labels come from the dictionary). */
  dict?: string;
  /** For 'reference': the operation that lists the choices, and the fields for value and label. */
  reference?: { operation: string; value: string; label: string };
  /** Shown but never written by a client (ids, times, numbers the server assigns). */
  readOnly?: boolean;
  /** Width hint for tables, in px. */
  width?: number;
  /** A hint shown in the empty form control (e.g. the format of a container line). */
  placeholder?: TextKey;
  /** For numbers: the smallest and largest accepted value (default: no negative numbers, no upper bound). */
  min?: number;
  max?: number;
  /**
   * For 'file': the upload purpose (apps/api/src/domains/files/policy.ts) and the business type the file is filed under;
   * image: a picture (the form takes images only, within the picture size, and previews it).
   */
  upload?: { bizType: string; businessType: string; image?: boolean };
}

/**
 * A rule across fields (e.g. a flash point is required for class 3, net weight ≤ gross): given the record's written
 * values by field, the field to blame and its message, else null. The form and the server run the same checks.
 */
export type RecordCheck = (values: Readonly<Record<string, unknown>>) => { field: string; issue: RuleIssue } | null;

export type FilterMatch = 'exact' | 'prefix' | 'contains' | 'range' | 'in';

export interface FilterSpec<F extends string> {
  field: F;
  match: FilterMatch;
  /** The query parameter name(s); default: the field (for 'range': `${field}From`, `${field}To`). */
  param?: string;
  /** For 'range' under other names (a contract older than the mechanism, e.g. createTimeStart / createTimeEnd). */
  rangeParams?: readonly [from: string, to: string];
  /**
   * Few rows match (a document number): the server finds them by the column's own index first and orders only
   * those, instead of walking the list's order until enough match (which reads most of a large table when the
   * matches are old). Only for a column of the entity's own table.
   */
  narrow?: boolean;
}

/** Colours the console's status tag may use (Arco's preset colours). */
export type StateColor = 'gray' | 'blue' | 'arcoblue' | 'cyan' | 'green' | 'orange' | 'orangered' | 'gold' | 'red' | 'purple';

export interface StateSpec {
  label: TextKey;
  color: StateColor;
  /** No transition leaves a final state. */
  final?: boolean;
  /** The record is not edited in this state though transitions leave it (e.g. a submitted booking the agent holds); final states are locked too. */
  locked?: boolean;
  /**
   * The owner's alone (a draft, an unsent record): only the owning company reads a record in this state; the
   * counterpart, a third party and an open pool see it once it leaves the state (e.g. a booking is submitted).
   */
  draft?: true;
}

/**
 * A work item (issue 26): a record in one of `states` waits for `party` to take `action` (a transition of the
 * flow). The work queue counts and lists these for the company of that party; `overdueMinutes` is the default
 * limit after which the item is overdue (platform staff may change it per kind).
 */
export interface WorkSpec<S extends string> {
  /** The kind's code, unique across domains: '<domain>.<entity>.<action>' by convention, e.g. 'booking.booking.accept'. */
  kind: string;
  /** What the item asks, shown in the queue (e.g. 待受理订舱). */
  label: TextKey;
  states: readonly S[];
  /**
   * The party whose company acts; 'pool' = any company holding the store's open-pool permission (not platform
   * staff, who hold every permission); 'platform' = platform staff (e.g. the customs desk), whatever the company.
   */
  party: Party | 'pool' | 'platform';
  /** The transition that answers the item (the record opens on it). */
  action: string;
  overdueMinutes: number;
  /** The field naming the item in the queue; default the description's titleField (e.g. a booking has no number before it is accepted). */
  titleField?: string;
}

/**
 * Who may perform a transition. Any one entry suffices:
 * - `{ permission }`: a user holding that permission string, acting within the data scope;
 * - `{ party: 'owner' }`: a user of the company that owns the record (e.g. the forwarder who booked);
 * - `{ party: 'counterpart' }`: a user of the company the record is addressed to (e.g. the shipping-line agent);
 * - `{ party: 'third' }`: a user of a third company the record is also addressed to (e.g. the terminal that
 *   receives a barge order as its gathering order, beside the forwarder and the barge operator);
 * - `{ platform: true }`: platform staff.
 * Party and permission combine when both are given in one entry ({ party: 'counterpart', permission: 'x:y:z' }).
 */
/** The companies a record concerns: the owner, the counterpart it is addressed to, and an optional third one. */
export type Party = 'owner' | 'counterpart' | 'third';

export interface ActorSpec {
  permission?: string;
  party?: Party;
  platform?: true;
}

export interface TransitionSpec<S extends string> {
  /** The action's code on the wire (an enum in the contract), e.g. 'submit', 'accept', 'reject'. */
  action: string;
  label: TextKey;
  from: readonly S[];
  to: S;
  by: readonly ActorSpec[];
  requires?: {
    /** A reason must be given (e.g. a rejection); shown on the timeline and in the notice. */
    reason?: boolean;
    /** At least one attached file id. */
    files?: boolean;
    /** Fields the action sets and that must be filled (e.g. the booking number on accept). */
    fields?: readonly string[];
    /** Fields the action may set, offered in its dialog but not required (e.g. the released container numbers). */
    optional?: readonly string[];
  };
  /** Who is told (message centre + WebSocket, live): the owner, the counterpart, the third party. */
  notify?: ReadonlyArray<Party>;
  /** Buttons that change data ask first (Modal.confirm with this text). */
  confirm?: TextKey;
  /** Arco button status: 'danger' for reject/cancel. */
  danger?: boolean;
}

export interface StatusFlow<S extends string> {
  /** The field holding the state (an enum in the contract equal to the keys of `states`). */
  field: string;
  initial: S;
  states: Readonly<Record<S, StateSpec>>;
  transitions: ReadonlyArray<TransitionSpec<S>>;
}

export interface SectionSpec<F extends string> {
  title: TextKey;
  fields: readonly F[];
}

export interface EntityDescription<T, S extends string = never> {
  /** `domain.entity`, e.g. 'vessel.voyage': the i18n namespace, the audit entity and the list cache name. */
  name: string;
  /** The record's title on tabs and detail pages (e.g. the booking number). */
  titleField: keyof T & string;
  fields: { readonly [K in keyof T & string]?: FieldSpec };
  filters: ReadonlyArray<FilterSpec<keyof T & string>>;
  /** The sort allow-list; nothing else reaches ORDER BY. */
  sorts: ReadonlyArray<keyof T & string>;
  defaultSort: { field: keyof T & string; order: 'asc' | 'desc' };
  columns: ReadonlyArray<keyof T & string>;
  detail: ReadonlyArray<SectionSpec<keyof T & string>>;
  /** Form sections for create/edit; absent = the entity is not created from the console. */
  form?: ReadonlyArray<SectionSpec<keyof T & string>>;
  /** Export columns (Excel; PDF where `print` is set); default: `columns`. */
  export?: ReadonlyArray<keyof T & string>;
  /** Import template columns; absent = no import. */
  import?: ReadonlyArray<keyof T & string>;
  status?: StatusFlow<S>;
  /** The records that wait for a party's action (the work queue); absent = none. */
  work?: ReadonlyArray<WorkSpec<S>>;
  /** Rules across fields, run after each field's own checks, by the form and by the server (in order; first failure wins). */
  checks?: readonly RecordCheck[];
  /**
   * The contract's operations serving this entity (hand-written in openapi/; a test checks they exist and agree
   * with this description: query parameters = filters, sortField enum = sorts, status enum = states, action enum
   * = transitions, x-permission = permissions). The console calls these; the server builds their handlers.
   */
  operations: {
    list: OperationId;
    get: OperationId;
    create?: OperationId;
    update?: OperationId;
    remove?: OperationId;
    /** POST …/{id}/transitions { action, reason?, fileIds?, fields?, version } */
    transition?: OperationId;
    /** GET …/{id}/history: the audit trail as a timeline */
    history?: OperationId;
    export?: OperationId;
    import?: OperationId;
  };
  /** Permission strings per plain action (x-permission of the matching operations). */
  permissions: {
    list?: string;
    view?: string;
    create?: string;
    edit?: string;
    remove?: string;
    export?: string;
    import?: string;
  };
}

/**
 * Curried so the record type is given and the state union is inferred:
 * `describeEntity<Schemas['Booking']>()({ … })`.
 */
export const describeEntity =
  <T>() =>
  <S extends string = never>(d: EntityDescription<T, S>): EntityDescription<T, S> =>
    d;

/** Whether a record in `state` may be edited (not final, not locked). */
export function editableIn<S extends string>(flow: StatusFlow<S> | undefined, state: string): boolean {
  const spec = flow ? (flow.states as Readonly<Record<string, StateSpec | undefined>>)[state] : undefined;
  return !spec || (!spec.final && !spec.locked);
}

/** The states only the owner reads (StateSpec.draft). */
export function draftStates<S extends string>(flow: StatusFlow<S> | undefined): string[] {
  if (!flow) return [];
  return Object.entries(flow.states as Readonly<Record<string, StateSpec>>).filter(([, spec]) => spec.draft).map(([state]) => state);
}

/** A range filter's two query parameters. */
export function rangeParamsOf(filter: Pick<FilterSpec<string>, 'field' | 'param' | 'rangeParams'>): readonly [string, string] {
  const name = filter.param ?? filter.field;
  return filter.rangeParams ?? [`${name}From`, `${name}To`];
}

/** The transitions open from `state` (the console's buttons before permission filtering; the server's first check). */
export function transitionsFrom<S extends string>(flow: StatusFlow<S>, state: S): ReadonlyArray<TransitionSpec<S>> {
  return flow.transitions.filter((t) => t.from.includes(state));
}

/** The first failing cross-field check of a description, or null. */
export function checkRecord(checks: readonly RecordCheck[] | undefined, values: Readonly<Record<string, unknown>>): { field: string; issue: RuleIssue } | null {
  for (const check of checks ?? []) {
    const found = check(values);
    if (found) return found;
  }
  return null;
}

/** A number field's bounds: the given ones, else not below zero. */
export function numberBounds(spec: Pick<FieldSpec, 'min' | 'max'>): { min: number; max: number } {
  return { min: spec.min ?? 0, max: spec.max ?? Number.POSITIVE_INFINITY };
}
