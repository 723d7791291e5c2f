/**
 * GET /new/api/reference: the public API reference built by scripts/reference.mjs (Redoc, one HTML file, no CDN),
 * sent gzip-compressed when the browser accepts it, under its own Content-Security-Policy: the page's inline
 * scripts by hash, nothing from elsewhere (Redoc's logo and icon links on its CDN simply do not load).
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { inlineScriptHashes } from '../../http/csp';

const here = dirname(fileURLToPath(import.meta.url));
/** dist/main.js sits beside the file; src/domains/open/ three levels under the package. */
const CANDIDATES = [resolve(here, 'reference.html'), resolve(here, '../../../dist/reference.html')];

export interface ReferencePage {
  html: Buffer;
  gzip: Buffer;
  etag: string;
  csp: string;
}

let cached: Promise<ReferencePage | null> | null = null;

async function load(): Promise<ReferencePage | null> {
  const file = CANDIDATES.find((f) => existsSync(f));
  if (!file) return null;
  const html = await readFile(file);
  const hashes = inlineScriptHashes(html.toString('utf8'));
  const csp = [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
  return { html, gzip: gzipSync(html, { level: 9 }), etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`, csp };
}

/** The page, read and compressed once per process; null when the api was not built with it. */
export function referencePage(): Promise<ReferencePage | null> {
  cached ??= load().then((page) => {
    if (!page) cached = null; // built later: look again next time
    return page;
  });
  return cached;
}
