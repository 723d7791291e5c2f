/**
 * Office files (.xlsx imports, .docx/.xlsx previews) are read in a worker thread, one per file, with a heap
 * limit and a time limit: a file built to exhaust the parser (a zip bomb that slipped past the size checks,
 * a sheet of millions of cells) ends its own worker and answers "too large when unpacked", while the server
 * keeps answering everyone else.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ServerMessageKey } from '@port/config/server-messages';
import { ApiError } from '../http/errors';
import { ZipRefused } from './zip-guard';

/** Why a file cannot be previewed (thrown in the worker, rebuilt here); the route turns each into the form's words. */
export class PreviewRefused extends Error {
  constructor(readonly reason: 'tooLarge' | 'unpackedTooLarge' | 'malformed' | 'unsupported') {
    super(reason);
  }
}

export type OfficeJob =
  | { kind: 'sheet'; buf: Uint8Array; headers: Readonly<Record<string, string>>; required: readonly string[] }
  | { kind: 'preview'; buf: Uint8Array; fileName: string };

export type WorkerAnswer =
  | { ok: true; value: unknown }
  | { ok: false; zip: ZipRefused['reason'] }
  | { ok: false; preview: PreviewRefused['reason'] }
  | { ok: false; api: { status: number; key: ServerMessageKey; params: Record<string, string | number> } }
  | { ok: false; failed: string };

export const OFFICE_WORKER_LIMITS = {
  /** Heap of one worker; a file that needs more is refused as too large. */
  maxOldGenerationSizeMb: 256,
  maxYoungGenerationSizeMb: 32,
  /** Wall time of one file. */
  timeoutMs: 20_000,
  /** Workers parsing at once: the others wait, so uploads cannot take every core from the other callers. */
  concurrent: 2,
  /** Jobs waiting beyond this are refused with 429 rather than queued without bound. */
  queued: 20,
} as const;

let running = 0;
const waiting: Array<() => void> = [];

/** Runs `job` when a worker slot is free; refuses at once when too many are already waiting. */
async function withSlot<T>(job: () => Promise<T>): Promise<T> {
  if (running < OFFICE_WORKER_LIMITS.concurrent) running += 1;
  else if (waiting.length >= OFFICE_WORKER_LIMITS.queued) throw new ApiError(429, 'tooManyRequests');
  // A finishing job hands its slot straight to the next in line (running stays counted).
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await job();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

/**
 * The worker's code: the built dist/office-worker.js (tsup entry) next to the bundled server; from source
 * (tests, `tsx watch`) the TypeScript file, loaded after registering tsx in the worker.
 */
function workerSource(): { code: string | URL; eval: boolean } {
  if (!import.meta.url.endsWith('.ts')) return { code: new URL('./office-worker.js', import.meta.url), eval: false };
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href;
  const script = new URL('./office-worker.ts', import.meta.url).href;
  return { code: `import(${JSON.stringify(tsx)}).then((t) => { t.register(); return import(${JSON.stringify(script)}); })`, eval: true };
}

function revive(answer: Exclude<WorkerAnswer, { ok: true }>): Error {
  if ('zip' in answer) return new ZipRefused(answer.zip);
  if ('preview' in answer) return new PreviewRefused(answer.preview);
  if ('api' in answer) return new ApiError(answer.api.status, answer.api.key, answer.api.params);
  return new Error(`office worker: ${answer.failed}`);
}

/** Runs one job in its own worker; ZipRefused('tooLarge') when it passes the heap or time limit. */
export function runOfficeJob<T>(job: OfficeJob): Promise<T> {
  return withSlot(() => runInWorker<T>(job));
}

function runInWorker<T>(job: OfficeJob): Promise<T> {
  const source = workerSource();
  return new Promise<T>((resolve, reject) => {
    const worker = new Worker(source.code, {
      eval: source.eval,
      workerData: job,
      resourceLimits: {
        maxOldGenerationSizeMb: OFFICE_WORKER_LIMITS.maxOldGenerationSizeMb,
        maxYoungGenerationSizeMb: OFFICE_WORKER_LIMITS.maxYoungGenerationSizeMb,
      },
    });
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
      worker.terminate().catch(() => undefined);
    };
    const timer = setTimeout(() => settle(() => reject(new ZipRefused('tooLarge'))), OFFICE_WORKER_LIMITS.timeoutMs);
    worker.on('message', (answer: WorkerAnswer) => settle(() => (answer.ok ? resolve(answer.value as T) : reject(revive(answer)))));
    worker.on('error', (error: Error & { code?: string }) =>
      settle(() => reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new ZipRefused('tooLarge') : error)),
    );
    worker.on('exit', (code) => settle(() => reject(new Error(`office worker exited with code ${code}`))));
  });
}
