/**
 * Where a page key is served: the path of the route (from the server's route list or the static routes) whose
 * component is that key. Pages open each other by key (e.g. a list its detail page), not by a path written twice.
 */
import { useMemo } from 'react';
import { useSession } from '../session/store';
import { buildRouteTable, type RouteRecord } from './records';

export function pathOfPage(records: readonly RouteRecord[], key: string): string | undefined {
  return records.find((r) => r.component === key && !r.path.includes(':'))?.path;
}

/** The path of a page key for the signed-in user, or undefined when none of his routes serves it. */
export function usePagePath(key: string | undefined): string | undefined {
  const routes = useSession((s) => s.routes);
  const records = useMemo(() => buildRouteTable(routes).records, [routes]);
  return key ? pathOfPage(records, key) : undefined;
}
