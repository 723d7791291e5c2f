/** Looks inside an exported PDF with poppler (pdfinfo, pdftoppm): page count, page size, pages as PNG. */
import { execFileSync } from 'node:child_process';
import { readdirSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

export function pdfInfo(file: string): { pages: number; widthPt: number; heightPt: number } {
  const out = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  const pages = Number(/Pages:\s+(\d+)/.exec(out)?.[1] ?? 0);
  const size = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(out);
  return { pages, widthPt: Number(size?.[1] ?? 0), heightPt: Number(size?.[2] ?? 0) };
}

/** Renders every page to PNG beside the PDF (prefix-1.png …) and answers their paths and sizes in bytes. */
export function pdfToPngs(file: string, dpi = 60): Array<{ path: string; bytes: number }> {
  const prefix = file.replace(/\.pdf$/i, '');
  const dir = dirname(file);
  const stem = basename(prefix);
  const isPage = (f: string) => f.startsWith(`${stem}-`) && f.endsWith('.png');
  // Pages of an earlier run would be counted with these.
  for (const f of readdirSync(dir).filter(isPage)) rmSync(join(dir, f));
  execFileSync('pdftoppm', ['-r', String(dpi), '-png', file, prefix]);
  return readdirSync(dir)
    .filter(isPage)
    .sort((a, b) => Number(/-(\d+)\.png$/.exec(a)?.[1]) - Number(/-(\d+)\.png$/.exec(b)?.[1]))
    .map((f) => ({ path: join(dir, f), bytes: statSync(join(dir, f)).size }));
}
