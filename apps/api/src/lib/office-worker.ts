/**
 * The worker thread that reads an uploaded office file (lib/office-jobs.ts starts one per file, with memory
 * and time limits): the zip is checked by inflating it (zip-guard), then parsed. Whatever the file does to the
 * parser happens here, not on the thread that serves every other request.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { ApiError } from '../http/errors';
import { previewParsed } from '../domains/documents/preview';
import { parseSheet } from './excel-import';
import { PreviewRefused, type OfficeJob, type WorkerAnswer } from './office-jobs';
import { ZipRefused } from './zip-guard';

async function run(job: OfficeJob): Promise<unknown> {
  // workerData arrives as a Uint8Array: the parsers want a Buffer over the same bytes.
  const buf = Buffer.from(job.buf.buffer, job.buf.byteOffset, job.buf.byteLength);
  if (job.kind === 'sheet') return parseSheet(buf, job.headers, job.required);
  return previewParsed(buf, job.fileName);
}

function answerOf(error: unknown): WorkerAnswer {
  if (error instanceof ZipRefused) return { ok: false, zip: error.reason };
  if (error instanceof PreviewRefused) return { ok: false, preview: error.reason };
  if (error instanceof ApiError) return { ok: false, api: { status: error.status, key: error.key, params: error.params } };
  return { ok: false, failed: error instanceof Error ? error.message : String(error) };
}

run(workerData as OfficeJob).then(
  (value) => parentPort!.postMessage({ ok: true, value } satisfies WorkerAnswer),
  (error: unknown) => parentPort!.postMessage(answerOf(error)),
);
