/** Which portal pages a popup notice is for (pure: tested in route.test.ts). */

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
