import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { AstroIntegration } from 'astro';

const TEXT = /\.(?:html|js|css|svg|json|txt|xml)$/;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

/**
 * Writes `<file>.br` and `<file>.gz` beside each text file of the build, so that the api's static server
 * (preCompressed) or nginx (gzip_static / brotli_static) sends them compressed without compressing per request.
 */
export function precompress(): AstroIntegration {
  return {
    name: 'portal-precompress',
    hooks: {
      'astro:build:done': ({ dir }) => {
        for (const file of files(fileURLToPath(dir))) {
          if (!TEXT.test(file)) continue;
          const body = readFileSync(file);
          if (body.length < 1024) continue;
          writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }));
          writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
        }
      },
    },
  };
}
