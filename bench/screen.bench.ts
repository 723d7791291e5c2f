/**
 * The big screen: the gzipped JavaScript of /new/screen (from apps/screen/dist; build it first), the board's
 * memory after an hour's worth of alarms pushed live (3,600, one a second, replayed quickly), and the time
 * from an alarm's publish to its row on the board. Reported, not asserted.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { heapMb, signedInPage, startProduct, stopProduct } from './browser';

const DIST = resolve(import.meta.dirname, '../apps/screen/dist');
const ALARMS = Number(process.env.BENCH_SCREEN_ALARMS ?? 3600);

interface Figure {
  name: string;
  value: number;
  unit: string;
}

function screenJsGz(): { js: number; css: number } {
  const manifest = JSON.parse(readFileSync(resolve(DIST, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string; css?: string[]; imports?: string[]; isEntry?: boolean }>;
  const seen = new Set<string>();
  let js = 0;
  let css = 0;
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    js += gzipSync(readFileSync(resolve(DIST, chunk.file)), { level: 9 }).length;
    for (const c of chunk.css ?? []) css += gzipSync(readFileSync(resolve(DIST, c)), { level: 9 }).length;
    chunk.imports?.forEach(visit);
  };
  Object.entries(manifest).filter(([, c]) => c.isEntry).forEach(([k]) => visit(k));
  return { js, css };
}

export async function benchScreen(): Promise<Figure[]> {
  const size = screenJsGz();
  const run = await startProduct();
  try {
    const page = await signedInPage(run, '13800000001');
    await page.goto(`${run.origin}/new/screen`);
    await page.getByText('实时推送').waitFor();
    await page.locator('tbody tr[data-alarm-id]').first().waitFor();
    const before = await heapMb(page);
    const nodesBefore = await page.evaluate<number>("document.getElementsByTagName('*').length");

    const { db, bus } = run.app.services;
    const started = Date.now();
    const latencies: number[] = [];
    for (let i = 0; i < ALARMS; i++) {
      const row = await db
        .insertInto('alarms')
        .values({ truck_license: `浙B${String(10000 + (i % 500))}`, alarm_type: i % 2 ? 'speeding' : 'longStop', category: i % 2 ? 1 : 2, level: 2, abnormal_time: new Date(), speed: 70, shop_name: '北仑顺达集卡车队有限公司' })
        .returning((eb) => eb.cast<string>('id', 'text').as('id'))
        .executeTakeFirstOrThrow();
      // Every 200th alarm: how long until the board shows its row (seen by a MutationObserver in the page).
      const seen =
        i % 200 === 0
          ? page.evaluate<number>(
              // A string, so the bundler's helpers stay out of the page.
              `new Promise((done) => {
                const observer = new MutationObserver(() => {
                  if (document.querySelector('tr[data-alarm-id="${row.id}"]')) { observer.disconnect(); done(Date.now()); }
                });
                observer.observe(document.body, { subtree: true, childList: true });
              })`,
            )
          : null;
      if (seen) await page.waitForTimeout(50); // the observer is armed before the publish
      const sent = Date.now();
      await bus.publish('alarms', { id: row.id });
      if (seen) latencies.push((await seen) - sent);
    }
    const replay = (Date.now() - started) / 1000;
    await page.waitForTimeout(8_000); // the highlight and the burst refresh settle
    const after = await heapMb(page);
    const nodesAfter = await page.evaluate<number>("document.getElementsByTagName('*').length");
    latencies.sort((a, b) => a - b);
    return [
      { name: '/new/screen JavaScript (gzip -9)', value: Math.round(size.js / 102.4) / 10, unit: 'KB' },
      { name: '/new/screen CSS (gzip -9)', value: Math.round(size.css / 102.4) / 10, unit: 'KB' },
      { name: 'board JS heap after load', value: before, unit: 'MB' },
      { name: `board JS heap after ${ALARMS} live alarms`, value: after, unit: 'MB' },
      { name: 'board DOM elements after load', value: nodesBefore, unit: 'elements' },
      { name: `board DOM elements after ${ALARMS} alarms`, value: nodesAfter, unit: 'elements' },
      { name: 'publish → row on the board, median', value: latencies[Math.floor(latencies.length / 2)] ?? 0, unit: 'ms' },
      { name: 'publish → row on the board, max', value: latencies.at(-1) ?? 0, unit: 'ms' },
      { name: `replay of ${ALARMS} alarms`, value: Math.round(replay), unit: 's' },
    ];
  } finally {
    await stopProduct(run);
  }
}
