// JavaScript a built page loads before any interaction: its module scripts, island components and
// renderer, and everything they import statically (dynamic import() chunks load later, on demand).
// Sizes are gzip -9. Usage: node scripts/js-size.mjs [page.html ...] (default: index.html).
// Each page is also given with the popup's view (the NoticeView chunk and its imports), which a visitor gets on the
// first visit whenever a popup or strong reminder is in force; its budget is the same 85 KB.
import { readdirSync, readFileSync } from 'node:fs';
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

/** Every file under `dir` whose name starts with `prefix` and ends in .js. */
function chunks(dir, prefix) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.startsWith(prefix) && e.name.endsWith('.js'))
    .map((e) => join(e.parentPath, e.name));
}

function withImports(entry) {
  const all = new Set();
  const visit = (file) => {
    if (all.has(file)) return;
    all.add(file);
    for (const next of staticImports(file)) visit(next);
  };
  entry.forEach(visit);
  return all;
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
  return [...withImports(entry)];
}

const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const popupView = chunks(dist, 'NoticeView');

const pages = process.argv.slice(2).length ? process.argv.slice(2) : ['index.html'];
for (const page of pages) {
  const files = pageFiles(join(dist, page));
  let total = 0;
  const rows = files.map((file) => {
    const size = gz(file);
    total += size;
    return [relative(dist, file), size];
  });
  rows.sort((a, b) => b[1] - a[1]);
  console.log(`\n${page}: ${(total / 1024).toFixed(1)} KB gzip -9 in ${files.length} files`);
  for (const [name, gz] of rows) console.log(`  ${(gz / 1024).toFixed(2).padStart(7)} KB  ${name}`);
  const extra = [...withImports(popupView)].filter((f) => !files.includes(f));
  const extraGz = extra.reduce((sum, f) => sum + gz(f), 0);
  console.log(`${page} with the popup's view: ${((total + extraGz) / 1024).toFixed(1)} KB gzip -9 (+${(extraGz / 1024).toFixed(1)} KB: ${extra.map((f) => `${relative(dist, f)} ${(gz(f) / 1024).toFixed(2)} KB`).join(', ')})`);
}
