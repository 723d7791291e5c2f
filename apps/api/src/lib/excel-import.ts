/**
 * Reading an uploaded .xlsx for an import. The file is untrusted: it is read with exceljs (not the npm
 * 'xlsx' package, whose reader has unfixed vulnerabilities) in a worker thread with memory and time limits
 * (office-jobs), after every zip entry was inflated and counted (zip-guard) so a small upload cannot expand
 * into gigabytes, and only cell values are taken (formulas are never evaluated: a formula cell contributes
 * its cached result as text).
 */
import ExcelJS from 'exceljs';
import { ApiError } from '../http/errors';
import { formatPortTime } from './datetime';
import { OFFICE_WORKER_LIMITS, OfficeJobStopped, runOfficeJob } from './office-jobs';
import { checkZip, ZipRefused } from './zip-guard';

export const IMPORT_LIMITS = { maxBytes: 5 * 1024 * 1024, maxUnzippedBytes: 60 * 1024 * 1024, maxEntries: 500, maxRows: 2_000 } as const;

export interface SheetRow {
  /** The row number as Excel shows it (the header is row 1). */
  row: number;
  values: Record<string, string>;
}

const invalidFile = (detail: string) => new ApiError(400, 'importFileInvalid', { detail });

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return formatPortTime(value);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('result' in value) return value.result === undefined || value.result === null ? '' : cellText(value.result as ExcelJS.CellValue);
    if ('text' in value) return String(value.text);
    if ('error' in value) return '';
    return '';
  }
  return String(value);
}

/**
 * The first sheet's rows as { field: text } by the header row. `headers` maps each accepted header text
 * (any of the languages) to its field; required fields missing from the header row are a 400.
 * A file that unpacks beyond the limits (or needs more than the worker's memory) is a 400 saying so; one that
 * takes longer than the worker's time is a 400 saying that, not "too large". `owner` is whose turn it runs in
 * (the caller's company): see FairSlots.
 */
export async function readSheet(buf: Buffer, headers: Readonly<Record<string, string>>, required: readonly string[], owner: string): Promise<SheetRow[]> {
  try {
    return await runOfficeJob<SheetRow[]>({ kind: 'sheet', buf, headers, required }, owner);
  } catch (error) {
    if (error instanceof OfficeJobStopped && error.reason === 'timeout') {
      throw new ApiError(400, 'fileTookTooLong', { seconds: OFFICE_WORKER_LIMITS.timeoutMs / 1000 });
    }
    if ((error instanceof ZipRefused && error.reason === 'tooLarge') || error instanceof OfficeJobStopped) {
      throw new ApiError(400, 'fileUnpackedTooLarge', { mb: IMPORT_LIMITS.maxUnzippedBytes / 1024 / 1024 });
    }
    if (error instanceof ZipRefused) throw invalidFile('damaged zip');
    throw error;
  }
}

/** readSheet's work, in the worker thread (office-worker.ts). */
export async function parseSheet(buf: Buffer, headers: Readonly<Record<string, string>>, required: readonly string[]): Promise<SheetRow[]> {
  if ((await checkZip(buf, { maxEntries: IMPORT_LIMITS.maxEntries, maxUnpackedBytes: IMPORT_LIMITS.maxUnzippedBytes })) === null) {
    throw invalidFile('not an .xlsx (zip) file');
  }
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buf as unknown as ExcelJS.Buffer);
  } catch (err) {
    throw invalidFile(err instanceof Error ? err.message.slice(0, 80) : 'unreadable');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new ApiError(400, 'importEmpty');
  const fieldsByColumn = new Map<number, string>();
  sheet.getRow(1).eachCell((cell, col) => {
    const field = headers[cellText(cell.value).trim()];
    if (field) fieldsByColumn.set(col, field);
  });
  const present = new Set(fieldsByColumn.values());
  const missing = required.filter((f) => !present.has(f));
  if (missing.length) {
    const names = missing.map((f) => Object.entries(headers).find(([, v]) => v === f)?.[0] ?? f);
    throw new ApiError(400, 'importHeaderMissing', { columns: names.join('、') });
  }
  const rows: SheetRow[] = [];
  for (let r = 2; r <= sheet.rowCount; r += 1) {
    const row = sheet.getRow(r);
    const values: Record<string, string> = {};
    let blank = true;
    for (const [col, field] of fieldsByColumn) {
      const text = cellText(row.getCell(col).value).trim();
      if (text) blank = false;
      values[field] = text;
    }
    if (blank) continue;
    rows.push({ row: r, values });
    if (rows.length > IMPORT_LIMITS.maxRows) throw new ApiError(400, 'importTooManyRows', { max: IMPORT_LIMITS.maxRows });
  }
  if (rows.length === 0) throw new ApiError(400, 'importEmpty');
  return rows;
}
