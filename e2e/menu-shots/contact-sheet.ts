/**
 * Contact sheets: many screenshots as thumbnails with captions on one page, so a person (or an image viewer that
 * shows one picture at a time) can look at dozens of pages at once and open full-size only those that look wrong.
 * The menu walker (menu-screenshots.shots.ts) calls it for each language and width; it also runs by itself over
 * any folder of PNGs (contact-sheets.shots.ts), captioned from the folder's shots.json when the walker wrote one,
 * else by file name.
 *
 * Writes into that folder index.html (every shot) and sheet-NN.html/.png (perSheet shots each).
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser } from '@playwright/test';

export interface Shot {
  account: string;
  path: string;
  title: string;
  /** The PNG's name inside the folder. */
  file: string;
  /** What the walker found without looking (page wider than the screen, Han text outside zh). */
  findings: string[];
}

const escape = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Thumbnail widths that keep text readable at a glance: phones at 60 %, desktops at 42 %. */
function layout(width: number, perSheet?: number) {
  const narrow = width <= 600;
  const scale = narrow ? 0.6 : 0.42;
  const perRow = narrow ? 5 : 3;
  return { thumb: Math.round(width * scale), perRow, perSheet: perSheet ?? perRow * 2 };
}

/** Writes index.html and sheet-NN.html/.png for `shots` (screenshots `width` px wide) into `dir`. */
export async function contactSheet(browser: Browser, dir: string, width: number, shots: Shot[], perSheet?: number): Promise<string[]> {
  const { thumb, perRow, perSheet: n } = layout(width, perSheet);
  const cell = (s: Shot) =>
    `<figure><img src="${escape(s.file)}" width="${thumb}"><figcaption><b>${escape(s.path)}</b> · ${escape(s.account)}<br>${escape(s.title)}${s.findings.map((f) => `<br><i>${escape(f)}</i>`).join('')}</figcaption></figure>`;
  const style = `<style>body{font:12px sans-serif;margin:8px;display:grid;grid-template-columns:repeat(${perRow},${thumb}px);gap:10px;background:#fff}figure{margin:0}img{border:1px solid #999}i{color:#c00}</style>`;
  writeFileSync(join(dir, 'index.html'), `<!doctype html><meta charset="utf-8"><title>${escape(dir)}</title>${style}${shots.map(cell).join('')}`);
  const context = await browser.newContext({ viewport: { width: perRow * (thumb + 10) + 16, height: 600 } });
  const tab = await context.newPage();
  const pictures: string[] = [];
  for (let i = 0; i < shots.length; i += n) {
    const part = `sheet-${String(i / n + 1).padStart(2, '0')}.html`;
    writeFileSync(join(dir, part), `<!doctype html><meta charset="utf-8">${style}${shots.slice(i, i + n).map(cell).join('')}`);
    await tab.goto(pathToFileURL(join(dir, part)).href);
    await tab.waitForLoadState('load');
    const png = join(dir, part.replace('.html', '.png'));
    await tab.screenshot({ path: png, fullPage: true });
    pictures.push(png);
  }
  await context.close();
  return pictures;
}

/** The shots of a folder: the walker's shots.json, else every PNG but the sheets, captioned by file name. */
export function shotsIn(dir: string): Shot[] {
  const listed = join(dir, 'shots.json');
  if (existsSync(listed)) return JSON.parse(readFileSync(listed, 'utf8')) as Shot[];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.png') && !f.startsWith('sheet-'))
    .sort()
    .map((file) => ({ account: '', path: file.replace(/\.png$/, ''), title: '', file, findings: [] }));
}

/** The width the screenshots were taken at: from the PNG's header (bytes 16–19, big-endian). */
export function pngWidth(file: string): number {
  return readFileSync(file).readUInt32BE(16);
}
