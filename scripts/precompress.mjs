// Writes `<file>.gz` and `<file>.br` beside each text file of a build (over 1 kB), so that the api's static server
// (preCompressed) and nginx (gzip_static / brotli_static, deploy/nginx.conf) send them compressed without
// compressing per request. The console's and the screen's Vite builds call it (`precompress()` plugin); the portal
// has its own Astro integration doing the same. Brotli at 9, not 11: a tenth of the time on the console's 6 MB, a few % larger.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(?:html|js|css|svg|json|txt|xml|mjs)$/;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

/** Compresses every text file under `dir`; answers how many it compressed. */
export function precompressDir(dir) {
  let count = 0;
  for (const file of files(dir)) {
    if (!TEXT.test(file)) continue;
    const body = readFileSync(file);
    if (body.length < 1024) continue;
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }));
    count++;
  }
  return count;
}

/** A Vite plugin: precompresses the output directory once the bundle is written. */
export function precompress() {
  let outDir = 'dist';
  return {
    name: 'port-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    closeBundle() {
      precompressDir(outDir);
    },
  };
}
