/**
 * What the shared entity pages read from a description, apart from React so it is tested alone: the search
 * form's items and the query they make, the columns, the buttons a record offers, the form's checks (the
 * same validators the server runs) and the body a form sends.
 */
import {
  applyModifiers,
  displayText,
  formatDate,
  formatDateTime,
  formatThousands,
  formatWireDateTime,
  isBlank,
  rangeParamsOf,
  transitionsFrom,
  type StateColor,
  type StateSpec,
  type StatusFlow,
  type EntityDescription,
  type FieldSpec,
  type FilterMatch,
  type Modifier,
  type RuleIssue,
  type TransitionSpec,
} from './sdk';

/** Any entity's description, as the shared pages handle it (the record type is the domain's business). */
export type AnyDescription = EntityDescription<Record<string, unknown>, string>;

/** A record as the contract's entity operations answer it. */
export type EntityRecord = Record<string, unknown> & {
  id: string;
  version?: number;
  /** The transitions the server lets this caller perform now (it is the judge; the console shows only these). */
  allowedActions?: readonly string[];
};

/** A field the description does not declare reads as plain text labelled by its name. */
export function fieldSpec(d: AnyDescription, field: string): FieldSpec {
  return d.fields[field] ?? { label: field, kind: 'text' };
}

/** What a text typed into a field of this kind becomes (SPEC §5 modifiers). */
export function modifiersOf(spec: FieldSpec): readonly Modifier[] {
  return spec.kind === 'container' ? ['trimAll', 'upper'] : ['trim'];
}

export interface SearchItem {
  field: string;
  spec: FieldSpec;
  match: FilterMatch;
  /** The query parameters it fills: one, or from/to for a range. */
  params: readonly string[];
}

export function searchItems(d: AnyDescription): SearchItem[] {
  return d.filters.map((f) => ({
    field: f.field,
    spec: fieldSpec(d, f.field),
    match: f.match,
    params: f.match === 'range' ? [...rangeParamsOf(f)] : [f.param ?? f.field],
  }));
}

/** A date or date-time value as the contract takes it ('YYYY-MM-DD', or ISO 8601 with the port's offset). */
function wireDate(spec: FieldSpec, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const input = value as string | number | Date;
  return spec.kind === 'date' ? formatDate(input) : formatWireDateTime(input);
}

/**
 * The list query of the search form's values: texts normalised by kind, a range split into its from/to
 * parameters, dates in the contract's format; empty values left out.
 */
export function listQuery(d: AnyDescription, values: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const item of searchItems(d)) {
    const value = values[item.field];
    if (item.match === 'range') {
      const [from, to] = Array.isArray(value) ? (value as unknown[]) : [];
      const dated = item.spec.kind === 'date' || item.spec.kind === 'datetime';
      const put = (param: string | undefined, v: unknown) => {
        const text = dated ? wireDate(item.spec, v) : v;
        if (param && !isBlank(text)) out[param] = text;
      };
      put(item.params[0], from);
      put(item.params[1], to);
      continue;
    }
    const param = item.params[0];
    if (!param || isBlank(value)) continue;
    if (item.match === 'in' && Array.isArray(value)) {
      // The contract takes several codes comma-separated (e.g. status=planned,berthed).
      out[param] = value.map(String).join(',');
    } else if (typeof value === 'string') {
      const text = applyModifiers(value, modifiersOf(item.spec));
      if (text) out[param] = text;
    } else if (item.spec.kind === 'date' || item.spec.kind === 'datetime') {
      out[param] = wireDate(item.spec, value);
    } else {
      out[param] = value;
    }
  }
  return out;
}

export type TableOrder = 'ascend' | 'descend' | undefined;

/** The sort a column header asks for, when the description allows sorting by it; else none. */
export function sortQuery(d: AnyDescription, field: string | undefined, order: TableOrder): { sortField?: string; sortOrder?: 'asc' | 'desc' } {
  if (!field || !order || !d.sorts.includes(field)) return {};
  return { sortField: field, sortOrder: order === 'ascend' ? 'asc' : 'desc' };
}

export interface ColumnItem {
  field: string;
  spec: FieldSpec;
  sortable: boolean;
  /** The column sorted before the user sorts (the description's default). */
  defaultOrder?: 'ascend' | 'descend';
  /** The status column shows the flow's tag. */
  isStatus: boolean;
}

export function columnItems(d: AnyDescription): ColumnItem[] {
  return d.columns.map((field) => ({
    field,
    spec: fieldSpec(d, field),
    sortable: d.sorts.includes(field),
    ...(d.defaultSort.field === field ? { defaultOrder: d.defaultSort.order === 'asc' ? ('ascend' as const) : ('descend' as const) } : {}),
    isStatus: d.status?.field === field,
  }));
}

/**
 * The transitions a record offers this caller: those open from its state, and among them the ones the server
 * listed in `allowedActions`. Without that list (an older answer), those whose permission the caller holds.
 */
export function openActions(d: AnyDescription, record: EntityRecord, can: (permission: string) => boolean): ReadonlyArray<TransitionSpec<string>> {
  const flow = d.status;
  if (!flow) return [];
  const state = record[flow.field];
  if (typeof state !== 'string') return [];
  const open = transitionsFrom(flow, state);
  const allowed = record.allowedActions;
  if (allowed) return open.filter((t) => allowed.includes(t.action));
  return open.filter((t) => t.by.some((actor) => !!actor.permission && !actor.party && can(actor.permission)));
}

/**
 * The transitions a record offers from its state when the server has not said which are the caller's (a list
 * row): those one of whose actors names a permission the caller holds. A party named beside the permission is
 * left to the server, which refuses a caller who is not that party (the buttons a permission holder sees).
 */
export function offeredByPermission<S extends string>(flow: StatusFlow<S>, state: string, can: (permission: string) => boolean): ReadonlyArray<TransitionSpec<S>> {
  return transitionsFrom(flow, state as S).filter((t) => t.by.some((actor) => !!actor.permission && can(actor.permission)));
}

/** A flow's states as a status tag's label map and colours (the tag of every described status). */
export function flowTag(flow: StatusFlow<string>): { map: Readonly<Record<string, string>>; colors: Readonly<Record<string, StateColor>> } {
  const states = Object.entries(flow.states as Readonly<Record<string, StateSpec>>);
  return {
    map: Object.fromEntries(states.map(([code, s]) => [code, s.label])),
    colors: Object.fromEntries(states.map(([code, s]) => [code, s.color])),
  };
}

/** The message of the first check a form value fails (required, longest text, the description's validators). */
export function checkField(spec: FieldSpec, value: unknown): RuleIssue | { key: 'listPage.required' | 'entityPage.tooLong'; params: Record<string, string | number> } | null {
  if (spec.required && isBlank(value)) return { key: 'listPage.required', params: { field: spec.label } };
  if (spec.maxLength && typeof value === 'string' && value.length > spec.maxLength) {
    return { key: 'entityPage.tooLong', params: { field: spec.label, max: spec.maxLength } };
  }
  for (const validate of spec.validate ?? []) {
    const found = validate(value);
    if (found) return found;
  }
  return null;
}

/** The fields the form writes: those of its sections a client may write. */
export function formFields(d: AnyDescription): string[] {
  return (d.form ?? []).flatMap((s) => s.fields).filter((f) => !fieldSpec(d, f).readOnly);
}

/**
 * The body of a create or update: every written field (blank as null, so a cleared field is cleared), dates
 * in the contract's format, money in cents; the record's version on update.
 */
export function formBody(d: AnyDescription, values: Readonly<Record<string, unknown>>, version?: number): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of formFields(d)) {
    const spec = fieldSpec(d, field);
    let value = values[field];
    if (typeof value === 'string') value = applyModifiers(value, modifiersOf(spec));
    if (isBlank(value)) {
      body[field] = spec.kind === 'boolean' ? false : null;
      continue;
    }
    if (spec.kind === 'date' || spec.kind === 'datetime') value = wireDate(spec, value);
    else if (spec.kind === 'money') value = Math.round(Number(value) * 100);
    else if (spec.kind === 'integer' || spec.kind === 'decimal') value = Number(value);
    body[field] = value;
  }
  if (version !== undefined) body.version = version;
  return body;
}

/** The form's starting values of a record (money back to yuan). */
export function formValues(d: AnyDescription, record: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of formFields(d)) {
    const value = record[field];
    const kind = fieldSpec(d, field).kind;
    // A picker shows the port's wall clock whatever the browser's zone, so it gets that text, not the wire's instant.
    values[field] = kind === 'money' && typeof value === 'number' ? value / 100 : kind === 'datetime' && typeof value === 'string' ? formatDateTime(value) : value;
  }
  return values;
}

export interface DisplayContext {
  t: (key: string) => string;
  /** A dictionary value's label (fields with `dict`). */
  dictLabel?: (dict: string, value: string) => string;
}

/** A value as shown in tables and details: labels for options, 是/否, money in yuan, times in the port's zone. */
export function displayValue(spec: FieldSpec, value: unknown, ctx: DisplayContext): string {
  if (spec.kind === 'boolean') return value === true ? ctx.t('entityPage.yes') : value === false ? ctx.t('entityPage.no') : '';
  const text = displayText(value);
  if (text === '') return '';
  switch (spec.kind) {
    case 'select': {
      const key = spec.options?.[text];
      if (key) return ctx.t(key);
      return spec.dict && ctx.dictLabel ? ctx.dictLabel(spec.dict, text) : text;
    }
    case 'money':
      return formatThousands(Number(value) / 100, 2);
    case 'datetime':
      return formatDateTime(text);
    case 'integer':
      // A number bounded below 10 000 (a year) is shown as written: "2,021" is no year.
      return spec.max !== undefined && spec.max < 10_000 ? text : formatThousands(text);
    default:
      return text;
  }
}
