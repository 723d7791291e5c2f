/** Which route record a URL path opens. */
import { matchPath } from 'react-router-dom';
import type { RouteRecord } from './records';

/** The record for a router path; exact paths win over patterns with params. */
export function findRecord(records: readonly RouteRecord[], pathname: string): RouteRecord | undefined {
  const exact = records.find((r) => r.path === pathname);
  if (exact) return exact;
  return records.find((r) => r.path.includes(':') && matchPath({ path: r.path, end: true }, pathname) !== null);
}
