/**
 * The page's Content-Security-Policy. Scripts run only from this origin or, for the small inline scripts the
 * builds emit (Astro's island loader and theme switch, the console's and screen's boot snippets), when their
 * SHA-256 is listed: the built HTML files are read once at start and every inline script's hash goes into
 * script-src. No 'unsafe-inline' for scripts, so an injected <script> or on*= attribute does not run.
 *
 * Styles keep 'unsafe-inline': the portal inlines its stylesheets (inlineStylesheets: 'always', for first
 * paint) and the console's component library (Arco) and echarts set style attributes at run time; an injected
 * style can change the look of a page but runs nothing.
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

/** helmet's directives for the pages and the api, with `scriptHashes` allowed inline. */
export function cspDirectives(scriptHashes: readonly string[]) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...scriptHashes],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    connectSrc: ["'self'", 'ws:', 'wss:'],
    frameSrc: ["'self'", 'https:'],
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
