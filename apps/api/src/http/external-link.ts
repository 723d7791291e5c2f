/**
 * /new/external/link?from=<url>&…, the external-link wrapper (SPEC §2.3), answered by the server so that it cannot
 * be used to send our users anywhere an attacker likes (an open redirect):
 * - a path ('/new/news', 'news?type=1'), or a URL on this site's own host, stays on this site;
 * - a URL elsewhere is followed only to an allowed host: an EDI platform's (the edi_platforms table) or one named
 *   in EXTERNAL_LINK_HOSTS; http and https only, a bare host ('www.x.cn/a') read as https;
 * - every other query parameter is merged into the target (the page's values win);
 * - anything else answers 400 with the portal's 链接无效 page (or the envelope when the portal is not served).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serverLanguage, serverMessage } from '@port/config/server-messages';
import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../services';
import { envelope } from './envelope';

export const EXTERNAL_LINK_PATH = '/new/external/link';

/** A URL of this site as a path; null when the path would read as another host ('//evil.example'). */
const onSite = (url: URL): string | null => (url.pathname.startsWith('//') ? null : `${url.pathname}${url.search}${url.hash}`);

/** Where `from` leads, or null when it is refused. `ownHost` is this site's host as the browser named it. */
export function externalLinkTarget(search: URLSearchParams, ownHost: string, allowedHosts: ReadonlySet<string>): string | null {
  const raw = search.get('from')?.trim();
  // Control characters and backslashes: browsers read '/\evil.example' as another host.
  if (!raw || [...raw].some((c) => c < ' ' || c === '\\')) return null;
  const params = new URLSearchParams(search);
  params.delete('from');
  let url: URL;
  const isPath = raw.startsWith('/') ? !raw.startsWith('//') : !/^[a-z][a-z0-9+.-]*:/i.test(raw) && !/^[^/?#]*\.[a-z]{2,}(?:[:/?#]|$)/i.test(raw);
  try {
    if (isPath) {
      // A path on this site: '/new/news' as is, a bare 'news' under /new/.
      url = new URL(raw.startsWith('/') ? raw : `/new/${raw}`, 'http://this.site');
      for (const [key, value] of params) url.searchParams.set(key, value);
      return onSite(url);
    }
    url = new URL(raw.startsWith('//') ? `https:${raw}` : /^[a-z][a-z0-9+.-]*:/i.test(raw) ? raw : `https://${raw}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  const host = url.host.toLowerCase();
  if (host === ownHost.toLowerCase()) {
    for (const [key, value] of params) url.searchParams.set(key, value);
    return onSite(url);
  }
  if (!allowedHosts.has(host) && !allowedHosts.has(url.hostname.toLowerCase())) return null;
  for (const [key, value] of params) url.searchParams.set(key, value);
  return url.toString();
}

/** The hosts a link may leave the site for: EXTERNAL_LINK_HOSTS and every EDI platform's. */
async function allowedHosts(services: AppServices): Promise<Set<string>> {
  const hosts = new Set(services.env.externalLinkHosts.map((h) => h.toLowerCase()));
  const platforms = await services.db.selectFrom('edi_platforms').select('url').execute();
  for (const { url } of platforms) {
    try {
      hosts.add(new URL(url).host.toLowerCase());
    } catch {
      // A platform without a usable URL allows nothing.
    }
  }
  return hosts;
}

export function registerExternalLink(app: FastifyInstance, services: AppServices): void {
  app.get(EXTERNAL_LINK_PATH, async (req, reply) => {
    const search = new URLSearchParams(req.url.slice(req.url.indexOf('?') + 1 || req.url.length));
    const target = externalLinkTarget(search, req.host, await allowedHosts(services));
    if (target) return reply.redirect(target, 302);
    const lang = serverLanguage(req.headers['accept-language']);
    // The portal's page says 链接无效 in the visitor's language; without the portal, the envelope says it.
    const page = services.env.serveWeb ? await readFile(join(services.env.webRoots.portal, 'external/link/index.html'), 'utf8').catch(() => null) : null;
    if (page !== null) return reply.code(400).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page);
    return reply.code(400).send(envelope(400, serverMessage(lang, 'externalLinkRefused'), null, { traceId: req.id }));
  });
}
