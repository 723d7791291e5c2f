/**
 * The list machinery every domain uses: filters (the domain's, already in the base query with its data
 * scope), sorting on an allowlist, index-backed paging that stays fast at 1,000,000 rows, and an honest total.
 *
 * Paging. Rows are ordered by (sort column, id), so every page is a range of one index:
 * - a page next to the one the caller holds is read by keyset from the answer's `cursor` (O(pageSize));
 * - the first pages (offset < DIRECT_OFFSET_LIMIT) by a plain offset;
 * - a jump deeper (the quick jumper) from the nearest page anchor: the sort keys of every ANCHOR_EVERY-th
 *   row, computed by one index scan and cached briefly, so at most ANCHOR_EVERY rows are skipped.
 * Anchors are a cache: rows inserted since they were taken shift positions by that many rows until they
 * expire (ANCHOR_TTL_MS), as they would with offset paging under concurrent inserts.
 *
 * Totals ('共 N 条'). A bounded count answers exactly up to COUNT_EXACT_LIMIT rows (totalExact true).
 * Above it the total is a count taken in the background or with the anchors (exact when taken, cached for
 * TOTAL_TTL_MS), or until one is ready the planner's estimate; either way totalExact is false and the
 * console says 共约 N 条. Paging stops at the table maximum of SPEC §9 (PAGING.tableMaximum rows).
 */
import { createHash } from 'node:crypto';
import { CompiledQuery, sql, type Expression, type Kysely, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { PAGING } from '@port/config/constants';
import type { DB } from '../db/schema';
import { badRequest } from '../http/errors';
import { TtlCache } from './ttl-cache';

export const COUNT_EXACT_LIMIT = 10_000;
export const DIRECT_OFFSET_LIMIT = 1_000;
export const ANCHOR_EVERY = 500;
export const TOTAL_TTL_MS = 30_000;
export const ANCHOR_TTL_MS = 30_000;

export type SortOrder = 'asc' | 'desc';

/** A sortable column: its SQL reference and the type its text form is cast back to in keyset conditions. */
export interface SortKey {
  column: string;
  cast: 'timestamptz' | 'text' | 'bigint' | 'integer' | 'numeric';
}

export interface ListSpec {
  /** Names the list in caches; a write to its rows calls touchList(name). */
  name: string;
  /** The unique bigint id that breaks ties in every ordering. */
  idColumn: string;
  /** The allowlist: API sort field → column. Nothing else is ever put in ORDER BY. */
  sorts: Readonly<Record<string, SortKey>>;
  defaultSort: { field: string; order: SortOrder };
}

export interface ListRequest {
  pageNo?: number | undefined;
  pageSize?: number | undefined;
  cursor?: string | undefined;
  sortField?: string | undefined;
  sortOrder?: SortOrder | undefined;
}

export interface ListPage<R> {
  data: R[];
  total: number;
  totalExact: boolean;
  pageNo: number;
  pageSize: number;
  /** Hand back with pageNo ± 1 to read the neighbouring page by keyset. */
  cursor: string | null;
}

/** What the rows are: the domain's filtered, scoped query, and a canonical form of its filters for cache keys. */
export interface ListSource<D, TB extends keyof D, O> {
  base: SelectQueryBuilder<D, TB, object>;
  project: (qb: SelectQueryBuilder<D, TB, object>) => SelectQueryBuilder<D, TB, O>;
  /** The filters and the data scope key, exactly as they shape the rows (a cache key, never SQL). */
  filterKey: unknown;
}

type Key = [sortKey: string, id: string];
type Keyed = { __sk: string; __id: string };

interface TotalEntry {
  total: number;
  exact: boolean;
  generation: number;
}

const totals = new TtlCache<TotalEntry>(TOTAL_TTL_MS, 2_000);
const anchors = new TtlCache<Key[]>(ANCHOR_TTL_MS, 200);
const generations = new Map<string, number>();
/** The exact counts running in the background, by list and filter. */
const counting = new Map<string, Promise<unknown>>();

/** Resolves when no background count is running (benchmarks measure the warm state after it). */
export async function countsSettled(): Promise<void> {
  while (counting.size) await Promise.allSettled([...counting.values()]);
}

/** A write to the list's rows: exact totals are recomputed on the next read (estimated ones simply expire). */
export function touchList(name: string): void {
  generations.set(name, (generations.get(name) ?? 0) + 1);
}

const hash = (value: unknown): string => createHash('sha1').update(JSON.stringify(value)).digest('base64url').slice(0, 16);

export function resolveSort(spec: ListSpec, req: Pick<ListRequest, 'sortField' | 'sortOrder'>): { field: string; key: SortKey; order: SortOrder } {
  const field = req.sortField ?? spec.defaultSort.field;
  const key = spec.sorts[field];
  if (!key) throw badRequest('invalidField', { field: 'sortField', detail: `not one of ${Object.keys(spec.sorts).join(', ')}` }, 'sortField');
  const order = req.sortOrder ?? (req.sortField ? 'asc' : spec.defaultSort.order);
  return { field, key, order };
}

const tableOf = (column: string) => column.slice(0, column.lastIndexOf('.'));

/**
 * `(sort, id) op (value, id)` — a row comparison an index on (…, sort, id) answers as a range. In a list over
 * a join whose sort column and id are of different tables (the container list sorts by its order's time),
 * no index holds both, so the bound on the sort column it implies is added: that one is an index range.
 */
function keyCondition(key: SortKey, idColumn: string, order: SortOrder, side: 'after' | 'before', inclusive: boolean, at: Key): Expression<SqlBool> {
  const forward = (order === 'desc') === (side === 'after');
  const op = sql.raw(forward ? (inclusive ? '<=' : '<') : inclusive ? '>=' : '>');
  const value = sql`cast(${at[0]} as ${sql.raw(key.cast)})`;
  const rows = sql<SqlBool>`(${sql.ref(key.column)}, ${sql.ref(idColumn)}) ${op} (${value}, cast(${at[1]} as bigint))`;
  if (tableOf(key.column) === tableOf(idColumn)) return rows;
  return sql<SqlBool>`${sql.ref(key.column)} ${sql.raw(forward ? '<=' : '>=')} ${value} and ${rows}`;
}

async function keyed<D, TB extends keyof D, O>(
  source: ListSource<D, TB, O>,
  spec: ListSpec,
  key: SortKey,
  order: SortOrder,
  opts: { where?: Expression<SqlBool>; offset?: number; limit: number; reverse?: boolean },
) {
  let q = source.project(source.base).select([
    sql<string>`${sql.ref(key.column)}::text`.as('__sk'),
    sql<string>`${sql.ref(spec.idColumn)}::text`.as('__id'),
  ]);
  if (opts.where) q = q.where(opts.where);
  const dir = opts.reverse ? (order === 'asc' ? 'desc' : 'asc') : order;
  q = q.orderBy(sql.ref(key.column), dir).orderBy(sql.ref(spec.idColumn), dir);
  if (opts.offset) {
    // Deferred offset: the skipped rows are read as keys only (an index range, often index-only), and the
    // page starts at the key found there; an OFFSET on q would run the projection for every skipped row.
    const start = (opts.where ? source.base.where(opts.where) : source.base)
      .select([sql`${sql.ref(key.column)}`.as('k'), sql`${sql.ref(spec.idColumn)}`.as('i')])
      .orderBy(sql.ref(key.column), dir)
      .orderBy(sql.ref(spec.idColumn), dir)
      .offset(opts.offset)
      .limit(1);
    const op = sql.raw(dir === 'desc' ? '<=' : '>=');
    q = q.where(sql<SqlBool>`(${sql.ref(key.column)}, ${sql.ref(spec.idColumn)}) ${op} (select k, i from (${start}) as start)`);
  }
  // Kysely cannot see through the generic projection; the two key columns are added just above.
  return (await q.limit(opts.limit).execute()) as unknown as Array<O & Keyed>;
}

function strip<O>(rows: ReadonlyArray<O & Keyed>): O[] {
  return rows.map((r) => {
    const { __sk: _sk, __id: _id, ...rest } = r;
    return rest as unknown as O;
  });
}

interface CursorBody {
  f: string;
  p: number;
  a: Key;
  z: Key;
}

function encodeCursor(body: CursorBody): string {
  return Buffer.from(JSON.stringify(body)).toString('base64url');
}

/** Whether `text` is the text form of a value of `cast` that PostgreSQL casts back without error. */
function castable(cast: SortKey['cast'], text: string): boolean {
  switch (cast) {
    case 'bigint':
      return /^-?\d{1,18}$/.test(text);
    case 'integer':
      return /^-?\d{1,9}$/.test(text);
    case 'numeric':
      return /^-?\d{1,30}(?:\.\d{1,30})?$/.test(text);
    case 'text':
      return text.length <= 1000 && !text.includes('\u0000');
    case 'timestamptz': {
      // PostgreSQL's text form: 2026-11-22 10:00:00.123456+08 (the offset may carry minutes).
      const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?[+-]\d{2}(?::\d{2})?$/.exec(text);
      if (!m) return false;
      const [y, mo, d, h, mi, se] = m.slice(1).map(Number) as [number, number, number, number, number, number];
      const day = new Date(Date.UTC(y, mo - 1, d));
      return y >= 1 && day.getUTCMonth() === mo - 1 && day.getUTCDate() === d && h < 24 && mi < 60 && se < 60;
    }
  }
}

/**
 * The cursor a previous answer handed out, or null when there is none or it belongs to other filters or another
 * sort (the page is then read without it). Anything that is not a cursor this server wrote (altered by hand or
 * by a proxy) is refused with a 400 in the caller's language: its keys are never put into SQL unchecked.
 */
function decodeCursor(text: string | undefined, fingerprint: string, key: SortKey): CursorBody | null {
  if (!text) return null;
  let body: Partial<CursorBody>;
  try {
    body = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Partial<CursorBody>;
  } catch {
    throw badRequest('cursorInvalid', {}, 'cursor');
  }
  const isKey = (k: unknown): k is Key =>
    Array.isArray(k) && k.length === 2 && typeof k[0] === 'string' && castable(key.cast, k[0]) && typeof k[1] === 'string' && castable('bigint', k[1]);
  if (!body || typeof body !== 'object' || typeof body.f !== 'string') throw badRequest('cursorInvalid', {}, 'cursor');
  if (body.f !== fingerprint) return null;
  if (!Number.isInteger(body.p) || (body.p as number) < 1 || !isKey(body.a) || !isKey(body.z)) throw badRequest('cursorInvalid', {}, 'cursor');
  return body as CursorBody;
}

/** The planner's row estimate of the filtered rows (EXPLAIN, no execution). */
async function estimate<D, TB extends keyof D>(db: Kysely<DB>, base: SelectQueryBuilder<D, TB, object>): Promise<number> {
  const compiled = base.select(sql<number>`1`.as('one')).compile();
  const res = await db.executeQuery<Record<string, unknown>>(CompiledQuery.raw(`explain (format json) ${compiled.sql}`, [...compiled.parameters]));
  const cell = res.rows[0] ? Object.values(res.rows[0])[0] : undefined;
  const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as Array<{ Plan?: { 'Plan Rows'?: number } }> | undefined;
  return Math.max(0, Math.round(plan?.[0]?.Plan?.['Plan Rows'] ?? 0));
}

async function boundedCount<D, TB extends keyof D>(db: Kysely<DB>, base: SelectQueryBuilder<D, TB, object>, limit: number): Promise<number> {
  const inner = base.select(sql<number>`1`.as('one')).limit(limit);
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from (${inner}) as bounded`.execute(db);
  return rows[0]?.n ?? 0;
}

async function fullCount<D, TB extends keyof D>(db: Kysely<DB>, base: SelectQueryBuilder<D, TB, object>): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from (${base.select(sql<number>`1`.as('one'))}) as whole`.execute(db);
  return rows[0]?.n ?? 0;
}

/** The total of a filtered list: exact up to COUNT_EXACT_LIMIT, else cached or estimated (exact false). */
export async function listTotal<D, TB extends keyof D>(
  db: Kysely<DB>,
  spec: ListSpec,
  base: SelectQueryBuilder<D, TB, object>,
  filterKey: unknown,
): Promise<{ total: number; exact: boolean }> {
  const key = `${spec.name}:${hash(filterKey)}`;
  const generation = generations.get(spec.name) ?? 0;
  const hit = totals.get(key);
  if (hit && (!hit.exact || hit.generation === generation)) return { total: hit.total, exact: hit.exact };
  const n = await boundedCount(db, base, COUNT_EXACT_LIMIT + 1);
  if (n <= COUNT_EXACT_LIMIT) {
    totals.set(key, { total: n, exact: true, generation });
    return { total: n, exact: true };
  }
  const guess = Math.max(COUNT_EXACT_LIMIT + 1, await estimate(db, base));
  totals.set(key, { total: guess, exact: false, generation });
  if (!counting.has(key)) {
    // The exact figure follows in the background and serves the next TOTAL_TTL_MS of reads.
    const running = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => fullCount(db, base))
      .then((total) => void totals.set(key, { total, exact: false, generation }))
      .catch(() => undefined)
      .finally(() => counting.delete(key));
    counting.set(key, running);
  }
  return { total: guess, exact: false };
}

/** Anchors: the key of every ANCHOR_EVERY-th row (0, A, 2A …) and the exact count, from one ordered scan. */
async function pageAnchors<D, TB extends keyof D, O>(
  db: Kysely<DB>,
  spec: ListSpec,
  source: ListSource<D, TB, O>,
  key: SortKey,
  order: SortOrder,
  pageKey: string,
): Promise<Key[]> {
  const hit = anchors.get(pageKey);
  if (hit) return hit;
  const dir = sql.raw(order);
  const inner = source.base.select([
    sql<string>`${sql.ref(key.column)}::text`.as('__sk'),
    sql<string>`${sql.ref(spec.idColumn)}::text`.as('__id'),
    sql<number>`(row_number() over (order by ${sql.ref(key.column)} ${dir}, ${sql.ref(spec.idColumn)} ${dir}))::int`.as('__rn'),
  ]);
  const { rows } = await sql<{ __sk: string; __id: string }>`
    select __sk, __id from (${inner}) as ranked where (__rn - 1) % ${ANCHOR_EVERY} = 0 order by __rn`.execute(db);
  const list: Key[] = rows.map((r) => [r.__sk, r.__id]);
  anchors.set(pageKey, list);
  const last = list.at(-1);
  if (last) {
    // The count comes almost free: every anchor but the last stands for ANCHOR_EVERY rows.
    const tail = await fullCount(db, source.base.where(keyCondition(key, spec.idColumn, order, 'after', true, last)));
    const total = (list.length - 1) * ANCHOR_EVERY + tail;
    const countKey = `${spec.name}:${hash(source.filterKey)}`;
    totals.set(countKey, { total, exact: total <= COUNT_EXACT_LIMIT, generation: generations.get(spec.name) ?? 0 });
  }
  return list;
}

/**
 * The paging part of a list call's query. pageNo and pageSize are shared parameter refs in openapi/, which the
 * route schema does not coerce, so they are read here (out-of-range values fall back to the defaults).
 */
export function listRequest(query: {
  pageNo?: unknown; pageSize?: unknown; cursor?: string | undefined; sortField?: string | undefined; sortOrder?: SortOrder | undefined;
}): ListRequest {
  const int = (v: unknown) => (v === undefined || v === null || v === '' ? undefined : Math.floor(Number(v)));
  const pageNo = int(query.pageNo);
  const pageSize = int(query.pageSize);
  return {
    pageNo: pageNo && pageNo >= 1 ? pageNo : 1,
    pageSize: pageSize && pageSize >= 1 && pageSize <= 50 ? pageSize : PAGING.defaultPageSize,
    cursor: query.cursor,
    sortField: query.sortField,
    sortOrder: query.sortOrder,
  };
}

/** One page of a list, per the paging rules at the top of this file. */
export async function listPage<D, TB extends keyof D, O>(
  db: Kysely<DB>,
  spec: ListSpec,
  source: ListSource<D, TB, O>,
  req: ListRequest,
): Promise<ListPage<O>> {
  const pageSize = Math.min(Math.max(req.pageSize ?? PAGING.defaultPageSize, 1), Math.max(...PAGING.pageSizes));
  const pageNo = Math.max(req.pageNo ?? 1, 1);
  const { field, key, order } = resolveSort(spec, req);
  const filterHash = hash(source.filterKey);
  const pageKey = `${spec.name}:${filterHash}:${field}:${order}`;
  const fingerprint = hash(pageKey);
  const offset = (pageNo - 1) * pageSize;
  const limit = Math.min(pageSize, PAGING.tableMaximum - offset);

  const { total, exact } = await listTotal(db, spec, source.base, source.filterKey);
  let rows: Array<O & Keyed> = [];
  if (limit > 0) {
    const cursor = decodeCursor(req.cursor, fingerprint, key);
    if (cursor && pageNo === cursor.p + 1) {
      rows = await keyed(source, spec, key, order, { where: keyCondition(key, spec.idColumn, order, 'after', false, cursor.z), limit });
    } else if (cursor && pageNo === cursor.p - 1) {
      rows = (await keyed(source, spec, key, order, { where: keyCondition(key, spec.idColumn, order, 'before', false, cursor.a), limit, reverse: true })).reverse();
    } else if (cursor && pageNo === cursor.p) {
      rows = await keyed(source, spec, key, order, { where: keyCondition(key, spec.idColumn, order, 'after', true, cursor.a), limit });
    } else if (offset < DIRECT_OFFSET_LIMIT || (exact && offset >= total)) {
      rows = offset >= total && exact ? [] : await keyed(source, spec, key, order, { offset, limit });
    } else {
      const list = await pageAnchors(db, spec, source, key, order, pageKey);
      const k = Math.floor(offset / ANCHOR_EVERY);
      const anchor = list[k];
      if (anchor) {
        rows = await keyed(source, spec, key, order, {
          where: keyCondition(key, spec.idColumn, order, 'after', true, anchor),
          offset: offset - k * ANCHOR_EVERY,
          limit,
        });
      }
    }
  }
  const first = rows[0];
  const last = rows.at(-1);
  const fresh = totals.get(`${spec.name}:${filterHash}`);
  return {
    data: strip(rows),
    total: fresh?.total ?? total,
    totalExact: fresh?.exact ?? exact,
    pageNo,
    pageSize,
    cursor: first && last ? encodeCursor({ f: fingerprint, p: pageNo, a: [first.__sk, first.__id], z: [last.__sk, last.__id] }) : null,
  };
}

/**
 * Every row of a list in its order, in keyset batches (constant memory whatever the count), up to `max`
 * rows (the table maximum by default). Exports read through this.
 */
export async function* iterateList<D, TB extends keyof D, O>(
  spec: ListSpec,
  source: ListSource<D, TB, O>,
  req: Pick<ListRequest, 'sortField' | 'sortOrder'>,
  opts: { batchSize?: number; max?: number } = {},
): AsyncGenerator<O[]> {
  const { key, order } = resolveSort(spec, req);
  const batchSize = opts.batchSize ?? 5_000;
  const max = opts.max ?? PAGING.tableMaximum;
  let last: Key | null = null;
  let sent = 0;
  while (sent < max) {
    const limit = Math.min(batchSize, max - sent);
    const rows: Array<O & Keyed> = await keyed(source, spec, key, order, {
      ...(last ? { where: keyCondition(key, spec.idColumn, order, 'after', false, last) } : {}),
      limit,
    });
    if (rows.length === 0) return;
    sent += rows.length;
    const tail = rows.at(-1)!;
    last = [tail.__sk, tail.__id];
    yield strip(rows);
    if (rows.length < limit) return;
  }
}

const UNIT_SEPARATOR = '\x1f';

/** A row of several columns as one text (packCells), for iteratePacked. */
export interface PackedCells {
  sql: RawBuilder<string>;
  /** How many cells a row has. */
  width: number;
}

/**
 * Columns as one unit-separated text a row. NULL becomes '' (an empty cell either way); a unit separator
 * inside a value is dropped, as the sheet's XML could not hold it anyway (replace, not translate: the
 * latter costs several times more a cell).
 */
export function packCells(columns: ReadonlyArray<string | Expression<unknown>>): PackedCells {
  const parts = columns.map((c) => sql`coalesce(replace((${typeof c === 'string' ? sql.ref(c) : c})::text, chr(31), ''), '')`);
  return { sql: sql<string>`concat_ws(chr(31), ${sql.join(parts)})`, width: columns.length };
}

/**
 * iterateList for the biggest exports, rows as their cells (packCells). The database joins each batch into
 * ONE text (every cell of every row, unit-separated, in list order) and returns it with the batch's size
 * and last key, so the driver decodes one field a batch instead of three a row, and no key is turned into
 * text but the last. On PGlite, whose protocol parser copies each field into a buffer of its own, the
 * per-row fields cost as much as the query and most of the export's garbage.
 */
export async function* iteratePacked<D, TB extends keyof D>(
  db: Kysely<DB>,
  spec: ListSpec,
  base: SelectQueryBuilder<D, TB, object>,
  packed: PackedCells,
  req: Pick<ListRequest, 'sortField' | 'sortOrder'>,
  opts: { batchSize?: number; max?: number } = {},
): AsyncGenerator<string[][]> {
  const { key, order } = resolveSort(spec, req);
  const batchSize = opts.batchSize ?? 5_000;
  const max = opts.max ?? PAGING.tableMaximum;
  const dir = sql.raw(order);
  // Every aggregate reads the batch in list order (PostgreSQL 16+ sees the input already is; 15 re-sorts it).
  const inOrder = sql`order by b.k ${dir}, b.i ${dir}`;
  let last: Key | null = null;
  let sent = 0;
  while (sent < max) {
    const limit = Math.min(batchSize, max - sent);
    let batch = base.select([packed.sql.as('cells'), sql.ref(key.column).as('k'), sql.ref(spec.idColumn).as('i')]);
    if (last) batch = batch.where(keyCondition(key, spec.idColumn, order, 'after', false, last));
    batch = batch.orderBy(sql.ref(key.column), order).orderBy(sql.ref(spec.idColumn), order).limit(limit);
    const { rows } = await sql<{ cells: string | null; n: number; sk: string | null; id: string | null }>`
      select string_agg(b.cells, chr(31) ${inOrder}) as cells, count(*)::int as n,
        ((array_agg(b.k ${inOrder}))[count(*)])::text as sk, ((array_agg(b.i ${inOrder}))[count(*)])::text as id
      from (${batch}) as b`.execute(db);
    const { cells, n, sk, id } = rows[0]!;
    if (!n || cells === null || sk === null || id === null) return;
    const flat = cells.split(UNIT_SEPARATOR);
    if (flat.length !== n * packed.width) throw new Error(`packed batch of ${n} rows has ${flat.length} cells, not ${n * packed.width}`);
    const out: string[][] = new Array<string[]>(n);
    for (let r = 0; r < n; r += 1) out[r] = flat.slice(r * packed.width, (r + 1) * packed.width);
    sent += n;
    last = [sk, id];
    yield out;
    if (n < limit) return;
  }
}
