// JavaScript a built page loads before any interaction: its module scripts, island components and
// renderer, and everything they import statically (dynamic import() chunks load later, on demand).
// Sizes are gzip -9. Usage: node scripts/js-size.mjs [page.html ...] (default: index.html).
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = resolve(import.meta.dirname, '../dist');
const base = '/new/';

function toFile(url, from) {
  if (url.startsWith(base)) return join(dist, url.slice(base.length));
  return resolve(dirname(from), url);
}

function staticImports(file) {
  const code = readFileSync(file, 'utf8');
  const found = new Set();
  for (const m of code.matchAll(/(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+\.js)["']/g)) found.add(toFile(m[1], file));
  return found;
}

function pageFiles(html) {
  const text = readFileSync(html, 'utf8');
  const entry = new Set();
  // Islands hydrated on demand (client:demand) load on a visitor's first interaction, not with the page;
  // client:demand="idle" ones load at idle, so they count.
  const eager = text.replace(/<astro-island[^>]*client="demand"[^>]*>/g, (tag) => (tag.includes('&quot;value&quot;:&quot;idle&quot;') ? tag : ''));
  for (const m of eager.matchAll(/(?:<script[^>]*\ssrc|component-url|renderer-url)="([^"]+\.js)"/g)) entry.add(toFile(m[1], html));
  for (const m of text.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)) {
    for (const i of m[1].matchAll(/import\s*["']([^"']+\.js)["']/g)) entry.add(toFile(i[1], html));
  }
  const all = new Set();
  const visit = (file) => {
    if (all.has(file)) return;
    all.add(file);
    for (const next of staticImports(file)) visit(next);
  };
  entry.forEach(visit);
  return [...all];
}

const pages = process.argv.slice(2).length ? process.argv.slice(2) : ['index.html'];
for (const page of pages) {
  const files = pageFiles(join(dist, page));
  let total = 0;
  const rows = files.map((file) => {
    const gz = gzipSync(readFileSync(file), { level: 9 }).length;
    total += gz;
    return [relative(dist, file), gz];
  });
  rows.sort((a, b) => b[1] - a[1]);
  console.log(`\n${page}: ${(total / 1024).toFixed(1)} KB gzip -9 in ${files.length} files`);
  for (const [name, gz] of rows) console.log(`  ${(gz / 1024).toFixed(2).padStart(7)} KB  ${name}`);
}
