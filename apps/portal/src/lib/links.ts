/** The target of /routerTo, from its query string (/external/link is answered by the server: apps/api/src/http/external-link.ts). */
import { href, ROUTES, safeAppPath } from './paths';

/** /routerTo: `path` (or `redirect`) inside the app, with the other parameters; else /index. */
export function routerTarget(search: string): string {
  const params = new URLSearchParams(search);
  const raw = params.get('path') ?? params.get('redirect');
  params.delete('path');
  params.delete('redirect');
  const path = safeAppPath(raw) ?? href(ROUTES.index);
  const [base = path, existing = ''] = path.split('?');
  const merged = new URLSearchParams(existing);
  for (const [key, value] of params) merged.set(key, value);
  const query = merged.toString();
  return query ? `${base}?${query}` : base;
}
