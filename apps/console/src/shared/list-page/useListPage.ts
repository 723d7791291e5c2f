/**
 * State of a list page: the submitted search values, paging, the rows and loading. Only the answer to
 * the latest request is kept, so fast paging never shows an older page.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { FIRST_PAGE, cleanQuery, cursorFor, type PageParams, type PageResult } from './query';
import type { Modifier } from '@port/sdk';

export interface ListPageOptions<Q extends Record<string, unknown>, T> {
  fetch: (query: Partial<Q> & PageParams) => Promise<PageResult<T>>;
  initialQuery?: Partial<Q>;
  /** Modifiers per search field (default trim). */
  modifiers?: Partial<Record<keyof Q, readonly Modifier[]>>;
  /** Load at once (default true). */
  immediate?: boolean;
}

export interface ListPageState<Q extends Record<string, unknown>, T> {
  rows: T[];
  total: number;
  /** false when the total is the server's estimate. */
  totalExact: boolean;
  loading: boolean;
  /** The latest load failed (the error catalogue has told the user); the list offers a retry. */
  failed: boolean;
  page: PageParams;
  query: Partial<Q>;
  search(values: Partial<Q>): void;
  /** Sorts by a column (sortField/sortOrder, or {} for the server's default) from the first page. */
  sortBy(sort: Readonly<Record<string, unknown>>): void;
  changePage(pageNo: number, pageSize: number): void;
  reload(): void;
}

export function useListPage<Q extends Record<string, unknown>, T>(options: ListPageOptions<Q, T>): ListPageState<Q, T> {
  const [query, setQuery] = useState<Partial<Q>>(() => cleanQuery(options.initialQuery ?? {}) as Partial<Q>);
  const [page, setPage] = useState<PageParams>(FIRST_PAGE);
  const [sort, setSort] = useState<Readonly<Record<string, unknown>>>({});
  const [rows, setRows] = useState<T[]>([]);
  const [total, setTotal] = useState(0);
  const [totalExact, setTotalExact] = useState(true);
  // The page held and its cursor: a neighbouring page is read by keyset.
  const held = useRef<{ pageNo: number; cursor: string | null | undefined; key: string }>({
    pageNo: 0,
    cursor: null,
    key: '',
  });
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [tick, setTick] = useState(options.immediate === false ? 0 : 1);
  const latest = useRef(0);
  const fetchRef = useRef(options.fetch);
  fetchRef.current = options.fetch;
  const modifiersRef = useRef(options.modifiers);
  modifiersRef.current = options.modifiers;

  useEffect(() => {
    if (tick === 0) return;
    const id = ++latest.current;
    setLoading(true);
    const key = JSON.stringify([query, sort, page.pageSize]);
    const cursor = held.current.key === key ? cursorFor(held.current, page.pageNo) : undefined;
    fetchRef
      .current({ ...query, ...sort, ...page, ...(cursor ? { cursor } : {}) })
      .then((result) => {
        if (id !== latest.current) return;
        setRows(result.data);
        setTotal(result.total);
        setTotalExact(result.totalExact ?? true);
        setFailed(false);
        held.current = { pageNo: page.pageNo, cursor: result.cursor, key };
      })
      .catch(() => {
        // The error catalogue has told the user; the previous rows stay and the list offers a retry.
        if (id === latest.current) setFailed(true);
      })
      .finally(() => {
        if (id === latest.current) setLoading(false);
      });
  }, [query, sort, page, tick]);

  const search = useCallback((values: Partial<Q>) => {
    setQuery(cleanQuery(values as Q, modifiersRef.current ?? {}));
    setPage((p) => ({ ...p, pageNo: 1 }));
    setTick((n) => n + 1);
  }, []);

  const sortBy = useCallback((next: Readonly<Record<string, unknown>>) => {
    setSort(next);
    setPage((p) => ({ ...p, pageNo: 1 }));
    setTick((n) => n + 1);
  }, []);

  const changePage = useCallback((pageNo: number, pageSize: number) => {
    setPage((p) => ({ pageNo: pageSize === p.pageSize ? pageNo : 1, pageSize }));
    setTick((n) => Math.max(n, 1));
  }, []);

  const reload = useCallback(() => setTick((n) => n + 1), []);

  return { rows, total, totalExact, loading, failed, page, query, search, sortBy, changePage, reload };
}
