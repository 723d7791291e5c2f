/**
 * Offset paging with an exact total, for lists that stay small (the portal's public queries, articles).
 * Console lists over large tables page through list-query.ts instead.
 */
import { sql, type SelectQueryBuilder } from 'kysely';

export interface Paging {
  pageNo: number;
  pageSize: number;
}

/** One page: `rows` adds the columns and the order to the filtered `base`, `map` shapes a row, the total counts `base`. */
export async function offsetPage<DB, TB extends keyof DB, R, T>(
  base: SelectQueryBuilder<DB, TB, object>,
  rows: (qb: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, R>,
  map: (row: R) => T,
  paging: Paging,
): Promise<{ data: T[]; total: number; totalExact: true; pageNo: number; pageSize: number }> {
  const [found, count] = await Promise.all([
    rows(base).limit(paging.pageSize).offset((paging.pageNo - 1) * paging.pageSize).execute(),
    base.select(sql<string>`count(*)`.as('n')).$castTo<{ n: string }>().executeTakeFirstOrThrow(),
  ]);
  return { data: found.map(map), total: Number(count.n), totalExact: true, pageNo: paging.pageNo, pageSize: paging.pageSize };
}
