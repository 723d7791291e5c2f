/**
 * A store binds an entity description (packages/sdk/src/domains/…) to its table: which column or SQL
 * expression holds each field, the data scope (which company owns a row, which it is addressed to), and how
 * a record is written. The list, export, create/update, transition and history handlers (./handlers.ts) are
 * built from it; a domain writes only what is truly special (its hooks).
 */
import { sql, type Expression, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { draftStates, type EntityDescription, type FieldKind } from '@port/sdk/domain';
import type { ServerLanguage } from '@port/config/server-messages';
import type { SortKey } from '../list-query';
import type { Executor } from '../records';
import type { DataScope } from '../data-scope';
import { hasPermission, type AppServices, type SessionUser } from '../../services';
import { formatDateTime } from '../datetime';

/** A column reference ('v.eta') or an SQL expression over the store's query. */
export type Column = string | RawBuilder<unknown>;

/** A row as the store's projection reads it: field name → value (ids and bigints as text). */
export type Row = Readonly<Record<string, unknown>>;

/** The caller of a write or a transition, with what the machinery needs of the request. */
export interface EntityCaller {
  services: AppServices;
  user: SessionUser;
  lang: ServerLanguage;
  traceId: string;
  /** The request's address, for the audit log's "from where". */
  ip?: string;
}

/** What a transition carries that a hook may read: the reason and the fields the action sets. */
export interface TransitionInput {
  reason: string | null;
  fields: Readonly<Record<string, unknown>>;
}

/** What a transition's hook may read: the caller, the locked table row, the transaction. */
export interface TransitionContext {
  caller: EntityCaller;
  row: Readonly<Record<string, unknown>>;
  trx: Executor;
}

/** What a store says about one of its record's relations to a caller (the transition actors' parties). */
export interface Parties {
  owner: boolean;
  counterpart: boolean;
  /** A third company the record is also addressed to (parties.third). */
  third: boolean;
}

export interface StoreSpec<T, S extends string, D, TB extends keyof D> {
  description: EntityDescription<T, S>;
  /** The table rows are written to and its id column (a bigint identity). */
  table: string;
  idColumn: string;
  /** The query every read starts from (joins included); filters, scope and paging are added to it. */
  from(db: Executor): SelectQueryBuilder<D, TB, object>;
  /** The id as the query names it, e.g. 'v.seq'. */
  id: string;
  /** Field → column or expression, for the projection, filters and sorts. Every field of the record that is read. */
  columns: { readonly [K in keyof T & string]?: Column };
  /**
   * Who reads the rows: 'shared' = every caller holding the list permission reads every row (reference data
   * such as the vessel schedule); 'parties' = the caller's data scope over `parties` (data scope 2: rows the
   * caller's company owns or that are addressed to it; 3: rows the caller created; 1: all).
   */
  visibility: 'shared' | 'parties';
  /**
   * The columns of the main table (as the query names them, e.g. 'v.company_id') naming the owner company,
   * the company the record is addressed to (counterpart) and the creating user: the data scope, the
   * transition actors' parties and the notices' recipients.
   */
  parties: { owner?: string; counterpart?: string; third?: string; createdBy?: string };
  /**
   * An open pool: rows matching `where` are also read by every caller holding `permission`, whatever their
   * company (e.g. barge orders no operator has taken yet, read by every barge operator). Only with 'parties'.
   */
  pool?: { permission: string; where: RawBuilder<SqlBool> };
  /** The writable fields → the table's columns; other columns a write sets come from `derive`. */
  writes?: { readonly [K in keyof T & string]?: string };
  /** The audit log's entity name; default the description's name. */
  auditEntity?: string;
  hooks?: StoreHooks;
}

/** What is special about one entity; each hook is optional. */
export interface StoreHooks {
  /** Normalizes one written value before the description's checks (e.g. upper-case an IMO). */
  normalize?: Readonly<Record<string, (value: string) => string>>;
  /**
   * After the field checks: refuses what spans fields (400 via invalid()), answers further columns to write
   * (e.g. a vessel code looked up from its id). `before` is the locked row on update.
   */
  derive?(caller: EntityCaller, trx: Executor, values: Record<string, unknown>, before: Row | null): Promise<Record<string, unknown>>;
  /**
   * Who may write (create/update/remove) beyond the operation's permission; throws (403) when the caller may
   * not. Called first with null (the caller alone, before any check of the body), then on update and removal
   * with the locked row.
   */
  assertWriter?(caller: EntityCaller, before: Row | null): Promise<void> | void;
  /**
   * Columns a transition sets beside the state (e.g. berth sets ATA, reject keeps its reason), by action. May
   * read the caller, the locked row and the transaction (e.g. a take checks the taker's barge and names its
   * company), and refuse (400 via invalid()).
   */
  onTransition?: Readonly<Record<string, (now: Date, fields: Readonly<Record<string, unknown>>, reason: string | null, ctx: TransitionContext) =>
    Record<string, unknown> | Promise<Record<string, unknown>>>>;
  /**
   * After a create or update, in the same transaction: writes what the record owns besides its row (e.g. a
   * barge order's container rows, from the written `values` by column). `before` is null on create.
   */
  afterWrite?(caller: EntityCaller, trx: Executor, id: string, values: Readonly<Record<string, unknown>>, before: Row | null): Promise<void>;
  /**
   * Before a transition's update, in its transaction, once the state, actor, requirements and version are
   * checked: refuses what the domain forbids beyond the flow (e.g. a voyage closed to bookings: throw), writes
   * rows of its own (e.g. a B/L's corrections) and answers further columns to set. `row` is the locked table row.
   */
  beforeTransition?(caller: EntityCaller, trx: Executor, action: string, row: Row, body: TransitionInput): Promise<Record<string, unknown> | void>;
  /** The refusal of a unique violation (409 with the domain's message); `err.constraint` names the index. */
  taken?(caller: EntityCaller, values: Record<string, unknown>, err: { constraint?: string }): Error;
}

export interface EntityStore<T, S extends string, D, TB extends keyof D> extends StoreSpec<T, S, D, TB> {
  /** The projection of every mapped field, as `field` aliases. */
  project(qb: SelectQueryBuilder<D, TB, object>): SelectQueryBuilder<D, TB, Row>;
  /** The record of a projected row, values in the contract's forms (times as DateTime text, ids as text). */
  toRecord(row: Row): T;
  /** The rows the caller may read (with the caller's permissions, the open pool). */
  inScope(scope: DataScope, user?: Pick<SessionUser, 'permissions'>): Expression<SqlBool>;
  /** The sort allow-list of the description as list-query sort keys. */
  sortKeys: Readonly<Record<string, SortKey>>;
  /** The column (or expression) of a field, else a programming error. */
  column(field: string): Column;
}

/** The projection's names of a row's owner and counterpart company ids. */
export const OWNER = '__owner';
export const COUNTERPART = '__counterpart';
export const THIRD = '__third';

/** A column of the main table by its name without the query's alias ('v.company_id' → 'company_id'). */
export const bare = (column: string): string => column.slice(column.lastIndexOf('.') + 1);

const ref = (c: Column) => (typeof c === 'string' ? sql.ref(c) : c);

const CAST: Partial<Record<FieldKind, SortKey['cast']>> = { datetime: 'timestamptz', date: 'timestamptz', integer: 'bigint', money: 'bigint', decimal: 'numeric' };

/** A read value in the contract's form: times as DateTime text, bigints (strings or numbers) as they come. */
function wireValue(kind: FieldKind | undefined, value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return kind === 'date' ? formatDateTime(value).slice(0, 10) : formatDateTime(value);
  if ((kind === 'integer' || kind === 'money') && typeof value === 'string') return Number(value);
  // A numeric column read as such (not cast to float8) comes as text: the contract's number.
  if (kind === 'decimal' && typeof value === 'string') return Number(value);
  return value;
}

export function defineStore<T, S extends string, D, TB extends keyof D>(spec: StoreSpec<T, S, D, TB>): EntityStore<T, S, D, TB> {
  const d = spec.description;
  const mapped = Object.entries(spec.columns) as Array<[string, Column]>;
  const column = (field: string): Column => {
    const c = (spec.columns as Record<string, Column | undefined>)[field];
    if (!c) throw new Error(`${d.name}: field ${field} has no column`);
    return c;
  };
  const drafts = draftStates(d.status);
  const sortKeys: Record<string, SortKey> = {};
  for (const field of d.sorts) {
    const c = column(field);
    if (typeof c !== 'string') throw new Error(`${d.name}: sort ${field} must be a column, for its index`);
    sortKeys[field] = { column: c, cast: CAST[d.fields[field]?.kind ?? 'text'] ?? 'text' };
  }
  return {
    ...spec,
    sortKeys,
    column,
    project: (qb) =>
      // Kysely cannot type a projection built from a map; Row says what it is: field → value.
      qb.select([
        ...mapped.map(([field, c]) => sql`${ref(c)}`.as(field)),
        // The parties of each row, for the actions the caller may take on it (never sent: toRecord drops them).
        sql`${spec.parties.owner ? sql.ref(spec.parties.owner) : sql`null`}`.as(OWNER),
        sql`${spec.parties.counterpart ? sql.ref(spec.parties.counterpart) : sql`null`}`.as(COUNTERPART),
        sql`${spec.parties.third ? sql.ref(spec.parties.third) : sql`null`}`.as(THIRD),
      ]) as unknown as SelectQueryBuilder<D, TB, Row>,
    toRecord(row) {
      const out: Record<string, unknown> = {};
      for (const [field] of mapped) out[field] = wireValue((d.fields as Record<string, { kind: FieldKind } | undefined>)[field]?.kind, row[field]);
      // The projection names every field the contract's record has; the contract's response check holds it to that.
      return out as T;
    },
    inScope(scope, user) {
      if (spec.visibility === 'shared' || scope.kind === 'all') return sql<SqlBool>`true`;
      const { owner, counterpart, third, createdBy } = spec.parties;
      // A draft is the owner's alone: the counterpart, a third party and the pool read a record once it leaves its drafts.
      const sent = drafts.length ? sql<SqlBool>` and ${ref(column(d.status!.field))}::text not in (${sql.join(drafts)})` : sql``;
      const pool = spec.pool && user && hasPermission(user, spec.pool.permission) ? [sql<SqlBool>`(${spec.pool.where}${sent})`] : [];
      const either = (parts: RawBuilder<SqlBool>[]) => (parts.length ? sql<SqlBool>`(${sql.join(parts, sql` or `)})` : sql<SqlBool>`false`);
      if (scope.kind === 'self') return either([...(createdBy ? [sql<SqlBool>`${sql.ref(createdBy)} = ${scope.userId}`] : []), ...pool]);
      const mine = [
        ...(owner ? [sql<SqlBool>`${sql.ref(owner)} = ${scope.companyId}`] : []),
        ...[counterpart, third].filter((c): c is string => !!c).map((c) => sql<SqlBool>`(${sql.ref(c)} = ${scope.companyId}${sent})`),
      ];
      return either([...mine, ...pool]);
    },
  };
}
