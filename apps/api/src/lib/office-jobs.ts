/**
 * Office files (.xlsx imports, .docx/.xlsx previews) are read in a worker thread, one per file, with a heap
 * limit and a time limit: a file built to exhaust the parser (a zip bomb that slipped past the size checks,
 * a sheet of millions of cells) ends its own worker and answers why (too large when unpacked, or took longer
 * than the limit), while the server keeps answering everyone else; the slots are shared fairly by company.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ServerMessageKey } from '@port/config/server-messages';
import { ApiError } from '../http/errors';
import { ZipRefused } from './zip-guard';

/** Why a file cannot be previewed (thrown in the worker, rebuilt here); the route turns each into the form's words. */
export class PreviewRefused extends Error {
  constructor(readonly reason: 'tooLarge' | 'unpackedTooLarge' | 'tooSlow' | 'malformed' | 'unsupported') {
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
  /** Workers parsing at once (at most one per company): the others wait, so uploads cannot take every core. */
  concurrent: 2,
  /** Jobs waiting beyond this are refused with 429 rather than queued without bound. */
  queued: 20,
} as const;

/** Why a worker was stopped: past its time limit, or past its heap (a file too large once unpacked). */
export class OfficeJobStopped extends Error {
  constructor(readonly reason: 'timeout' | 'memory') {
    super(reason);
  }
}

/**
 * The worker slots, shared fairly between companies (issue 30 item 6: four large workbooks of one user held a
 * 1.5 KB preview of another company for 35 s). A company runs at most one job at a time; a free slot goes to the
 * next company in turn (round-robin) that has a job waiting, so a company's queue delays only itself.
 */
export class FairSlots {
  private readonly running = new Set<string>();
  /** Waiting jobs by company; the Map's order is the turn order (a company served goes to the back). */
  private readonly waiting = new Map<string, Array<() => void>>();
  private waitingCount = 0;

  constructor(private readonly limits: { readonly concurrent: number; readonly queued: number }) {}

  /** Runs `job` for `owner` when it is the owner's turn and a slot is free; 429 when too many wait already. */
  async run<T>(owner: string, job: () => Promise<T>): Promise<T> {
    if (!this.waiting.has(owner) && !this.running.has(owner) && this.running.size < this.limits.concurrent) this.running.add(owner);
    else {
      if (this.waitingCount >= this.limits.queued) throw new ApiError(429, 'officeQueueFull', { waiting: this.waitingCount });
      await new Promise<void>((resolve) => {
        const line = this.waiting.get(owner);
        if (line) line.push(resolve);
        else this.waiting.set(owner, [resolve]);
        this.waitingCount += 1;
      });
    }
    try {
      return await job();
    } finally {
      this.running.delete(owner);
      // It just had its turn: what it still has waiting goes behind the other companies.
      const line = this.waiting.get(owner);
      if (line) {
        this.waiting.delete(owner);
        this.waiting.set(owner, line);
      }
      this.dispatch();
    }
  }

  /** Starts waiting jobs while slots are free, one per company not already running, in turn. */
  private dispatch(): void {
    for (const [owner, line] of [...this.waiting]) {
      if (this.running.size >= this.limits.concurrent) return;
      if (this.running.has(owner)) continue;
      const next = line.shift()!;
      this.waitingCount -= 1;
      this.waiting.delete(owner);
      // To the back of the turn order with what it still has waiting.
      if (line.length) this.waiting.set(owner, line);
      this.running.add(owner);
      next();
    }
  }

  /**
   * Where `owner`'s next job stands: 0 when one of its jobs runs now, n ≥ 1 for the n-th company in turn, null
   * when it has nothing here.
   */
  position(owner: string): number | null {
    if (this.running.has(owner)) return 0;
    // Companies with a job running now go to the back when it ends: the others are served first.
    const order = [...this.waiting.keys()].sort((a, b) => Number(this.running.has(a)) - Number(this.running.has(b)));
    const at = order.indexOf(owner);
    return at < 0 ? null : at + 1;
  }
}

export const officeSlots = new FairSlots(OFFICE_WORKER_LIMITS);

/** Whose turn a caller's file runs in: their company, or themselves when they have none. */
export const officeOwner = (user: { readonly companyId: string | null; readonly userId: string }): string =>
  user.companyId ? `company:${user.companyId}` : `user:${user.userId}`;

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

/**
 * Runs one job in its own worker, in `owner`'s turn (the caller's company, else the user); OfficeJobStopped when it
 * passes the time limit ('timeout') or the heap ('memory'), each its own reason for the user.
 */
export function runOfficeJob<T>(job: OfficeJob, owner: string): Promise<T> {
  return officeSlots.run(owner, () => runInWorker<T>(job));
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
    // The time limit counts from the worker's start: time spent waiting for a slot is not the file's fault.
    const timer = setTimeout(() => settle(() => reject(new OfficeJobStopped('timeout'))), OFFICE_WORKER_LIMITS.timeoutMs);
    worker.on('message', (answer: WorkerAnswer) => settle(() => (answer.ok ? resolve(answer.value as T) : reject(revive(answer)))));
    worker.on('error', (error: Error & { code?: string }) =>
      settle(() => reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new OfficeJobStopped('memory') : error)),
    );
    worker.on('exit', (code) => settle(() => reject(new Error(`office worker exited with code ${code}`))));
  });
}
