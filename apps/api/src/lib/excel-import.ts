/**
 * Reading an uploaded .xlsx for an import. The file is untrusted: it is read with exceljs (not the npm
 * 'xlsx' package, whose reader has unfixed vulnerabilities), after checking the zip's own directory so a
 * small upload cannot expand into gigabytes, and only cell values are taken (formulas are never evaluated:
 * a formula cell contributes its cached result as text).
 */
import ExcelJS from 'exceljs';
import { ApiError } from '../http/errors';
import { formatDateTime } from './datetime';

export const IMPORT_LIMITS = { maxBytes: 5 * 1024 * 1024, maxUnzippedBytes: 60 * 1024 * 1024, maxEntries: 500, maxRows: 2_000 } as const;

export interface SheetRow {
  /** The row number as Excel shows it (the header is row 1). */
  row: number;
  values: Record<string, string>;
}

const invalidFile = (detail: string) => new ApiError(400, 'importFileInvalid', { detail });

/** Sums the uncompressed sizes the zip's central directory declares; refuses zip64 and oversize archives. */
export function checkZipDirectory(buf: Buffer): void {
  if (buf.length < 22 || buf.readUInt32LE(0) !== 0x04034b50) throw invalidFile('not an .xlsx (zip) file');
  let eocd = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 65_535); i -= 1) {
    if (buf.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw invalidFile('damaged zip');
  const entries = buf.readUInt16LE(eocd + 10);
  const cdOffset = buf.readUInt32LE(eocd + 16);
  if (entries > IMPORT_LIMITS.maxEntries || cdOffset === 0xffffffff) throw invalidFile('too many parts');
  let at = cdOffset;
  let total = 0;
  for (let n = 0; n < entries; n += 1) {
    if (at + 46 > buf.length || buf.readUInt32LE(at) !== 0x02014b50) throw invalidFile('damaged zip directory');
    const size = buf.readUInt32LE(at + 24);
    if (size === 0xffffffff) throw invalidFile('zip64 is not accepted');
    total += size;
    at += 46 + buf.readUInt16LE(at + 28) + buf.readUInt16LE(at + 30) + buf.readUInt16LE(at + 32);
  }
  if (total > IMPORT_LIMITS.maxUnzippedBytes) throw invalidFile('content too large');
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return formatDateTime(value);
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
 */
export async function readSheet(buf: Buffer, headers: Readonly<Record<string, string>>, required: readonly string[]): Promise<SheetRow[]> {
  checkZipDirectory(buf);
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
