/**
 * The JavaScript the browser loads for the first visit of /new/home, gzip -9, from the console's build
 * manifest: the entry with its static imports, plus the /home page chunk with its own (a lazy route).
 * The budget is 250 KB (ARCHITECTURE.md). Needs `pnpm --filter @port/console build` first.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export interface SizeFigure {
  name: string;
  files: number;
  bytes: number;
  gzip9: number;
  budget?: number;
}

const DIST = new URL('../apps/console/dist/', import.meta.url);
const HOME_PAGE = 'src/domains/home/HomePage.tsx';
export const HOME_BUDGET = 250 * 1024;

/** A chunk and everything it imports statically. */
function closure(manifest: Record<string, ManifestChunk>, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the console's build manifest`);
    seen.add(key);
    for (const child of chunk.imports ?? []) walk(child);
  };
  keys.forEach(walk);
  return seen;
}

function measure(name: string, files: string[], budget?: number): SizeFigure {
  let bytes = 0;
  let gzip9 = 0;
  for (const file of files) {
    const content = readFileSync(new URL(file, DIST));
    bytes += content.length;
    gzip9 += gzipSync(content, { level: 9 }).length;
  }
  return { name, files: files.length, bytes, gzip9, ...(budget ? { budget } : {}) };
}

export async function benchConsoleSize(): Promise<SizeFigure[]> {
  const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', DIST), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)?.[0];
  if (!entry) throw new Error('no entry in the console manifest');
  const keys = closure(manifest, [entry, HOME_PAGE]);
  const js = [...keys].map((k) => manifest[k]!.file);
  const css = [...new Set([...keys].flatMap((k) => manifest[k]!.css ?? []))];
  const figures = [measure('/new/home first-load JS', js, HOME_BUDGET), measure('/new/home first-load CSS', css)];
  const over = figures[0]!.gzip9 > HOME_BUDGET;
  console.log(
    `/new/home first-load JS: ${(figures[0]!.gzip9 / 1024).toFixed(1)} KB gzip -9 (budget 250 KB)${over ? ' — OVER BUDGET' : ''}`,
  );
  return figures;
}
