/**
 * The list page's data rules, apart from React so they are tested alone: paging of SPEC §9 (sizes
 * 10/20/30/40/50, default 10), search values normalised (SPEC §5 modifiers, trim by default) and empty
 * values dropped before the query goes out.
 */
import { PAGING } from '@port/config/constants';
import { applyModifiers, type Modifier } from '@port/sdk';

export interface PageParams {
  pageNo: number;
  pageSize: number;
  /** The keyset cursor of the page held, sent when moving to a neighbouring page (lists that answer one). */
  cursor?: string;
}

export interface PageResult<T> {
  data: T[];
  total: number;
  /** false when the server estimated the total (large lists): shown as 共约 N 条. */
  totalExact?: boolean;
  /** The server's keyset cursor of this page. */
  cursor?: string | null;
}

/** The cursor to send for `pageNo`, when it neighbours the page held (keyset paging at any depth). */
export function cursorFor(
  held: { pageNo: number; cursor: string | null | undefined },
  pageNo: number,
): string | undefined {
  // Only a neighbour is read by keyset: a reload of the same page must see rows added before its first row.
  return held.cursor && Math.abs(pageNo - held.pageNo) === 1 ? held.cursor : undefined;
}

export const PAGE_SIZES: number[] = [...PAGING.pageSizes];
export const FIRST_PAGE: PageParams = { pageNo: 1, pageSize: PAGING.defaultPageSize };

/** Strings are normalised (trim unless told otherwise); '', null, undefined and [] are left out. */
export function cleanQuery<Q extends Record<string, unknown>>(
  values: Q,
  modifiers: Partial<Record<keyof Q, readonly Modifier[]>> = {},
): Partial<Q> {
  const out: Partial<Q> = {};
  for (const key of Object.keys(values) as Array<keyof Q>) {
    let value = values[key];
    if (typeof value === 'string') value = applyModifiers(value, modifiers[key] ?? ['trim']) as Q[keyof Q];
    if (value === '' || value === null || value === undefined || (Array.isArray(value) && value.length === 0)) continue;
    out[key] = value;
  }
  return out;
}

/** A page number past the end (after deletions or a smaller total) falls back to the last page. */
export function clampPage(pageNo: number, pageSize: number, total: number): number {
  const last = Math.max(1, Math.ceil(total / pageSize));
  return Math.min(Math.max(1, pageNo), last);
}
