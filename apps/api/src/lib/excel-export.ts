/**
 * Streamed Excel export of a list's current filter: rows are read in keyset batches and written through the
 * streaming .xlsx writer (xlsx-stream.ts) straight into the response, so memory does not grow with the row
 * count. Progress (rows written of the list's total) is kept in export_jobs under an id the client chose,
 * so the console can poll it from any replica while the download runs.
 *
 * Cells are written as text or numbers, never formulas; a text cell starting with = + - @ (or a tab or
 * carriage return) is prefixed with a single quote so no spreadsheet evaluates it.
 */
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import type { AppServices, SessionUser } from '../services';
import { notFound } from '../http/errors';
import { formatPortTime } from './datetime';
import { XlsxStreamWriter } from './xlsx-stream';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const PROGRESS_EVERY = 20_000;

export type CellValue = string | number | Date | null | undefined;

export interface ExportColumn<R> {
  header: string;
  /** Width in characters. */
  width?: number;
  value: (row: R) => CellValue;
}

const FORMULA_START = /^[=+\-@\t\r]/;

/** The value as a cell: numbers stay numbers, dates become 'YYYY-MM-DD HH:mm:ss', text is formula-escaped. */
export function safeCell(value: CellValue): string | number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value instanceof Date) return formatPortTime(value);
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** Content-Disposition with the UTF-8 name (RFC 5987) and an ASCII fallback. */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

const EXPORT_ID = /^[A-Za-z0-9_-]{8,64}$/;

export interface StreamExcelOptions<R> {
  services: AppServices;
  user: SessionUser;
  reply: FastifyReply;
  /** The client's id for progress polling; one is made when absent or malformed. */
  exportId?: string | undefined;
  fileName: string;
  sheetName: string;
  columns: ReadonlyArray<ExportColumn<R>>;
  rows: AsyncIterable<R[]>;
  total: { total: number; exact: boolean };
}

/**
 * Sends the workbook as the reply (the handler then returns RAW). Resolves when the last byte is handed to
 * the socket.
 *
 * A failure is never a clean end of a broken file: before the first byte (the first batch is read before the
 * headers go out) it is thrown, so the caller answers the error envelope; part-way it destroys the response
 * without the closing chunk, so the browser sees a failed download, and the job is marked failed.
 */
export async function streamExcel<R>(opts: StreamExcelOptions<R>): Promise<void> {
  const { services, reply } = opts;
  const id = opts.exportId && EXPORT_ID.test(opts.exportId) ? opts.exportId : crypto.randomUUID();
  await services.db
    .insertInto('export_jobs')
    .values({ id, user_id: opts.user.userId, name: opts.fileName, total: opts.total.total, total_exact: opts.total.exact })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  let done = 0;
  let reported = 0;
  const progress = (status: string) =>
    services.db.updateTable('export_jobs').set({ done, status, update_time: services.now() }).where('id', '=', id).execute();

  const batches = opts.rows[Symbol.asyncIterator]();
  let ahead: Promise<IteratorResult<R[]>>;
  try {
    ahead = Promise.resolve(await batches.next());
  } catch (err) {
    await progress('failed').catch(() => undefined);
    throw err;
  }

  const out = new PassThrough({ highWaterMark: 1 << 20 });
  reply
    .header('content-type', XLSX_TYPE)
    .header('content-disposition', attachmentHeader(opts.fileName))
    .header('x-export-id', id)
    .header('x-export-total', String(opts.total.total))
    .header('cache-control', 'no-store');
  void reply.send(out);

  const writer = new XlsxStreamWriter(out, opts.sheetName, opts.columns.map((c) => ({ header: c.header, ...(c.width ? { width: c.width } : {}) })));
  try {
    await writer.start();
    // The next batch is read while this one is written (one batch ahead, no more).
    for (;;) {
      const step = await ahead;
      if (step.done) break;
      const batch = step.value;
      ahead = batches.next();
      // A read that fails while the loop has already stopped must not become an unhandled rejection.
      ahead.catch(() => undefined);
      // Back-pressure inside the writer: a slow client slows the reading, rows never pile up in memory.
      await writer.addRows(batch.map((row) => opts.columns.map((c) => safeCell(c.value(row)))));
      done += batch.length;
      if (done - reported >= PROGRESS_EVERY) {
        reported = done;
        await progress('running');
      }
      if (out.destroyed) throw new Error('client went away');
    }
    await writer.finish();
  } catch (err) {
    // Fastify destroys the socket when its stream errors after the headers went out: no final chunk.
    out.destroy(err instanceof Error ? err : new Error(String(err)));
    await progress('failed').catch(() => undefined);
    return;
  }
  // The file is whole; a progress row that cannot be written now must not break it.
  await progress('done').catch((err: unknown) => reply.log.warn({ err, exportId: id }, 'export progress not saved'));
}

/** Progress of an export the caller started. */
export async function exportProgress(services: AppServices, user: SessionUser, id: string) {
  const row = await services.db
    .selectFrom('export_jobs')
    .select(['id', 'name', 'total', 'total_exact', 'done', 'status'])
    .where('id', '=', id)
    .where('user_id', '=', user.userId)
    .executeTakeFirst();
  if (!row) throw notFound();
  return { id: row.id, name: row.name, total: row.total, totalExact: row.total_exact, done: row.done, status: row.status as 'running' | 'done' | 'failed' };
}

/** A small workbook in memory (import templates, error reports): a header row and a few rows. */
export async function smallWorkbook(sheetName: string, header: string[], rows: CellValue[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.addRow(header);
  for (const r of rows) sheet.addRow(r.map(safeCell));
  sheet.columns.forEach((c) => (c.width = 18));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
