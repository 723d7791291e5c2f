/**
 * Excel export (SPEC §8). Small tables are written in the browser with 'xlsx' (writing only: untrusted
 * files are never read with it); large ones are streamed by the server and downloaded here. Cells that
 * start with =, +, - or @ are escaped so no formula runs when the file is opened. A binary download that
 * answers JSON is an error whose message is shown; any other failure shows '导出失败'.
 */
export interface ExcelColumn<Row> {
  title: string;
  /** The cell of a row. */
  value: (row: Row) => string | number | null | undefined;
}

/** The rows a browser export takes; beyond this, use the server's streamed export. */
export const SMALL_EXPORT_MAX_ROWS = 10_000;

/** A cell a spreadsheet would read as a formula becomes text: a leading apostrophe. */
export function escapeCell(value: string | number | null | undefined): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value;
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** A failed export; serverMessage is the server's own words when it gave any. */
export class ExportError extends Error {
  constructor(readonly serverMessage: string | null) {
    super(serverMessage ?? 'export failed');
  }
}

/** What to show for an export failure: the server's message, else the fallback ('导出失败'). */
export function exportErrorText(error: unknown, fallback: string): string {
  return error instanceof ExportError && error.serverMessage ? error.serverMessage : fallback;
}

export function excelFileName(name: string): string {
  const base = name.trim().replace(/[\\/:*?"<>|]+/g, '_') || 'export';
  return base.toLowerCase().endsWith('.xlsx') ? base : `${base}.xlsx`;
}

function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The sheet's cells: a title row, then one row per record, every text escaped. */
export function sheetRows<Row>(columns: readonly ExcelColumn<Row>[], rows: readonly Row[]): Array<Array<string | number>> {
  return [columns.map((c) => escapeCell(c.title)), ...rows.map((r) => columns.map((c) => escapeCell(c.value(r))))];
}

/** Writes a small table to an .xlsx in the browser. */
export async function exportSmallTable<Row>(options: { columns: readonly ExcelColumn<Row>[]; rows: readonly Row[]; name: string; sheetName?: string }): Promise<void> {
  if (options.rows.length > SMALL_EXPORT_MAX_ROWS) throw new ExportError(null);
  try {
    const XLSX = await import('xlsx');
    const sheet = XLSX.utils.aoa_to_sheet(sheetRows(options.columns, options.rows));
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, (options.sheetName ?? 'Sheet1').slice(0, 31));
    const data = XLSX.write(book, { bookType: 'xlsx', type: 'array', compression: true }) as ArrayBuffer;
    saveBlob(new Blob([data], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), excelFileName(options.name));
  } catch (error) {
    if (error instanceof ExportError) throw error;
    throw new ExportError(null);
  }
}

/** The file name a server gave in Content-Disposition (RFC 5987 filename* first). */
export function dispositionName(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*=(?:UTF-8'')?([^;]+)/i.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(header);
  return plain?.[1] ?? null;
}

/** The zip's end-of-central-directory record: a whole .xlsx ends with it (after a comment of at most 64 KiB). */
const ZIP_END = [0x50, 0x4b, 0x05, 0x06];
const ZIP_END_SIZE = 22;

/** Whether the tail of a file is the end of a whole zip (an .xlsx cut short is not). */
export function endsLikeWholeZip(tail: Uint8Array): boolean {
  for (let at = tail.length - ZIP_END_SIZE; at >= 0 && at >= tail.length - ZIP_END_SIZE - 0xffff; at -= 1) {
    if (ZIP_END.every((b, i) => tail[at + i] === b)) return true;
  }
  return false;
}

/**
 * Saves a binary download (e.g. the server's streamed export). A JSON answer, or any failure status, is an
 * ExportError carrying the server's message when it has one. A download that breaks off (the server ends a
 * failed export without its last chunk, and the browser reports a network error) or a spreadsheet that is not
 * a whole zip is an ExportError too: a broken file is never saved.
 */
export async function saveDownload(response: Response, fallbackName: string): Promise<void> {
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || type.includes('application/json')) {
    let message: string | null = null;
    try {
      const body = (await response.json()) as { msg?: unknown; message?: unknown };
      const text = body.msg ?? body.message;
      message = typeof text === 'string' && text ? text : null;
    } catch {
      message = null;
    }
    throw new ExportError(message);
  }
  let blob: Blob;
  try {
    blob = await response.blob();
  } catch {
    throw new ExportError(null);
  }
  if (type.includes('spreadsheetml') && !endsLikeWholeZip(new Uint8Array(await blob.slice(-(ZIP_END_SIZE + 0xffff)).arrayBuffer()))) {
    throw new ExportError(null);
  }
  saveBlob(blob, dispositionName(response.headers.get('content-disposition')) ?? fallbackName);
}
