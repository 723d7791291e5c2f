/** Which portal pages a popup notice is for, and the local count of locally counted ones (pure: tested in route.test.ts). */

/**
 * Whether a popup is for this portal page: its url names the page's route or a route above it ('/index' is the home
 * page, '/news' the news pages, '/' every portal page). Console routes ('/home', '/order/…') are not portal pages.
 */
export function popupIsForPage(config: { url?: string | null }, path: string): boolean {
  const url = config.url?.trim();
  if (!url || !url.startsWith('/')) return false;
  const route = path.replace(/^\/new(?=\/|$)/, '') || '/';
  if (url === '/') return true;
  const base = url.replace(/\/+$/, '');
  return route === base || route.startsWith(`${base}/`);
}

/** OK clicks on locally counted popups (isStore '0', SPEC §4), by configuration id, as kept in this browser. */
export type LocalCounts = Record<string, number>;

/** Whether a locally counted popup still shows: while its clicks are below openCount, or always when openCount is 'N'. */
export function showsLocally(config: { id: string; openCount: number | string }, counts: LocalCounts): boolean {
  if (config.openCount === 'N') return true;
  return (counts[config.id] ?? 0) < Number(config.openCount);
}
