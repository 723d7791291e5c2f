/**
 * The page's Content-Security-Policy. Scripts run only from this origin or, for the small inline scripts the
 * builds emit (Astro's island loader and theme switch, the console's and screen's boot snippets), when their
 * SHA-256 is listed: the built HTML files are read once at start and every inline script's hash goes into
 * script-src. No 'unsafe-inline' for scripts, so an injected <script> or on*= attribute does not run.
 *
 * Styles keep 'unsafe-inline': the portal inlines its stylesheets (inlineStylesheets: 'always', for first
 * paint) and the console's component library (Arco) and echarts set style attributes at run time; an injected
 * style can change the look of a page but runs nothing.
 *
 * Other hosts only as configured (issue 30): images from the map's tile host (MAP_TILE_URL), frames from the
 * real-name provider's page (REALAUTH_PAGE_URL) and the hosts EXTERNAL_LINK_HOSTS trusts (iframe menu pages), fonts
 * from this site. Sockets go to this site only: connect-src names the page's own host (wss:, ws:) per request, because
 * 'self' does not match ws:/wss: in every browser (WebKit before CSP3's rule), and bare ws: wss: allowed any host.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import helmet, { type HelmetOptions } from 'helmet';

/** Inline <script> elements (no src attribute) and their text. */
const INLINE_SCRIPT = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script\s*>/gi;

/** The CSP source of each inline script in `html` ('sha256-…'). */
export function inlineScriptHashes(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(INLINE_SCRIPT)) {
    const [, attrs = '', text = ''] = m;
    if (/\bsrc\s*=/i.test(attrs)) continue;
    out.push(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return out;
}

async function htmlFiles(dir: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true, recursive: true });
  } catch {
    return []; // a front end that is not built has no scripts
  }
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => join(e.parentPath, e.name));
}

/** The hashes of every inline script in the built HTML under `roots`, each once, in a stable order. */
export async function builtInlineScriptHashes(roots: readonly string[]): Promise<string[]> {
  const hashes = new Set<string>();
  for (const root of roots) {
    for (const file of await htmlFiles(root)) for (const h of inlineScriptHashes(await readFile(file, 'utf8'))) hashes.add(h);
  }
  return [...hashes].sort();
}

/** The other hosts a page may use, from the configuration (cspSources). */
export interface CspSources {
  images: readonly string[];
  frames: readonly string[];
}

const NO_SOURCES: CspSources = { images: [], frames: [] };

/** A URL's origin as a CSP source, or null; `{s}` in a tile template's host (its subdomains) becomes `*`. */
function originSource(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url.replace(/\{s\}/g, 'tile-subdomain-placeholder'));
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
    const host = parsed.host.replace('tile-subdomain-placeholder', '*');
    // Another placeholder in the host cannot be named as a source: leave it out rather than allow every host.
    return /[{}%]/.test(host) ? null : `${parsed.protocol}//${host}`;
  } catch {
    return null;
  }
}

/** The configured hosts: the map tile host, the real-name provider's page and the external-link hosts. */
export function cspSources(env: { mapTileUrl?: string | undefined; realAuth: { pageUrl?: string | undefined }; externalLinkHosts: readonly string[] }): CspSources {
  const present = (v: string | null): v is string => v !== null;
  return {
    images: [originSource(env.mapTileUrl)].filter(present),
    frames: [originSource(env.realAuth.pageUrl), ...env.externalLinkHosts.map((h) => originSource(`https://${h}`))].filter(present),
  };
}

/** helmet's directives for the pages and the api, with `scriptHashes` allowed inline and the configured hosts. */
export function cspDirectives(scriptHashes: readonly string[], sources: CspSources = NO_SOURCES) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...scriptHashes],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...sources.images],
    // The page's own ws(s) origin is added per request (withSocketOrigin).
    connectSrc: ["'self'"],
    frameSrc: ["'self'", ...sources.frames],
    fontSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    frameAncestors: ["'self'"],
    upgradeInsecureRequests: null,
  };
}

/** The policy as a header value, for a page the server renders itself: its own inline scripts allowed by hash. */
export function cspForPage(html: string): string {
  return Object.entries(cspDirectives(inlineScriptHashes(html)))
    .filter((entry): entry is [string, string[]] => entry[1] !== null)
    .map(([name, sources]) => `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} ${sources.join(' ')}`)
    .join(';');
}

/** A Host header as the browser sends it: a name or an address, and a port; anything else is not echoed into a header. */
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;
const socketPolicies = new Map<string, string>();

/**
 * `csp` with this page's own socket origins in connect-src. Both schemes: behind a TLS-terminating proxy the
 * server may not know the page was https (TRUST_PROXY unset), and ws: from an https page is mixed content the
 * browser blocks anyway. Remembered per host (a site is reached by few names); an implausible host gets 'self' alone.
 */
export function withSocketOrigin(csp: string, host: string | undefined): string {
  if (!host || !HOST.test(host)) return csp;
  const name = host.toLowerCase();
  const key = `${name} ${csp}`;
  let policy = socketPolicies.get(key);
  if (policy === undefined) {
    policy = csp.replace("connect-src 'self'", `connect-src 'self' wss://${name} ws://${name}`);
    if (socketPolicies.size >= 256) socketPolicies.clear();
    socketPolicies.set(key, policy);
  }
  return policy;
}

/** The headers helmet sets with these options, as a plain object (they depend on nothing in the request). */
export function helmetHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failed: unknown;
  helmet(options)({} as never, res as never, (err?: unknown) => {
    failed = err;
  });
  if (failed) throw failed instanceof Error ? failed : new Error(String(failed));
  return headers;
}
