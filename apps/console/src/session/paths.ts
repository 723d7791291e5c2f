/**
 * Paths outside the console's router: the portal's login page and full-page URLs under /new/.
 */
import { APP_BASE } from '@port/config/constants';
import { loginTypePath } from './flags';

const BASE = APP_BASE.replace(/\/+$/, ''); // '/new'

/** A router path ('/home') as a browser URL path ('/new/home'); absolute URLs pass through. */
export function toBrowserPath(routerPath: string): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(routerPath)) return routerPath;
  if (routerPath === BASE || routerPath.startsWith(`${BASE}/`)) return routerPath;
  return `${BASE}${routerPath.startsWith('/') ? '' : '/'}${routerPath}`;
}

/** The login landing: the remembered LOGIN_TYPE path, else the portal home /index (SPEC §2.1). */
export function loginPath(): string {
  return toBrowserPath(loginTypePath() ?? '/index');
}

/**
 * The login URL with `redirect` holding the full path to come back to, as a browser path with its
 * query and hash (e.g. '/new/account/center?tab=1'), so the portal can send the user straight there.
 */
export function loginUrl(fullRouterPath: string): string {
  return `${loginPath()}?redirect=${encodeURIComponent(toBrowserPath(fullRouterPath))}`;
}
