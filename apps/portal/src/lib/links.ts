/** The targets of /external/link and /routerTo, from their query strings. */
import { href, ROUTES, safeAppPath } from './paths';

/**
 * /external/link: `from` normalised to an absolute http(s) URL ('www.x.cn/a' → 'https://www.x.cn/a',
 * '//x.cn' → 'https://x.cn'), with every other parameter merged into its query (the page's values win).
 * null when there is no usable target (missing, or another scheme such as javascript:).
 */
export function externalTarget(search: string): string | null {
  const params = new URLSearchParams(search);
  const raw = params.get('from')?.trim();
  if (!raw) return null;
  let text = raw;
  if (text.startsWith('//')) text = `https:${text}`;
  else if (!/^[a-z][a-z0-9+.-]*:/i.test(text)) text = `https://${text}`;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  params.delete('from');
  for (const [key, value] of params) url.searchParams.set(key, value);
  return url.toString();
}

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
