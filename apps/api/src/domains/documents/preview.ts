/**
 * The office preview's server side. Untrusted uploads are read with maintained readers (mammoth for docx,
 * exceljs for xlsx; never the npm 'xlsx' package) in a worker thread with memory and time limits, after
 * every zip entry was inflated and counted, so a zip bomb is refused before any parser unpacks it. The docx HTML is sanitised to plain document markup: no
 * script, style, event attribute, link target or external resource survives (images stay only as data:).
 */
import ExcelJS from 'exceljs';
import mammoth from 'mammoth';
import sanitizeHtml from 'sanitize-html';
import type { Schemas } from '@port/sdk/contract';
import { OfficeJobStopped, PreviewRefused, runOfficeJob } from '../../lib/office-jobs';
import { checkZip, ZipRefused } from '../../lib/zip-guard';

export type OfficePreview = Schemas['OfficePreview'];

export const PREVIEW_LIMITS = {
  /** The upload limit (SPEC §9: files up to 5 MB). */
  fileBytes: 5 * 1024 * 1024,
  unpackedBytes: 50 * 1024 * 1024,
  zipEntries: 2_000,
  sheets: 10,
  rows: 500,
  cols: 50,
  cellChars: 500,
} as const;

export type OfficeKind = 'docx' | 'xlsx' | 'pdf' | 'other';

/** The kind from the content (never from the name alone): the zip's entry names, null when not a zip. */
export function detectKind(buf: Buffer, names: string[] | null): OfficeKind {
  if (buf.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (!names) return 'other';
  if (names.includes('word/document.xml')) return 'docx';
  if (names.includes('xl/workbook.xml')) return 'xlsx';
  return 'other';
}

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'br', 'hr',
    'ul', 'ol', 'li', 'blockquote', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'img', 'a', 'span',
  ],
  allowedAttributes: { img: ['src', 'alt'], td: ['colspan', 'rowspan'], th: ['colspan', 'rowspan'] },
  // Images only as data: (mammoth inlines them); nothing may load from another origin.
  allowedSchemes: [],
  allowedSchemesByTag: { img: ['data'] },
  allowProtocolRelative: false,
  // A link keeps its text but loses its target.
  transformTags: { a: () => ({ tagName: 'span', attribs: {} }) },
  disallowedTagsMode: 'discard',
};

export function sanitizePreviewHtml(html: string): string {
  return sanitizeHtml(html, SANITIZE);
}

async function docxToHtml(buf: Buffer): Promise<string> {
  const result = await mammoth.convertToHtml({ buffer: buf });
  return sanitizePreviewHtml(result.value);
}

function cellText(cell: ExcelJS.Cell): string {
  let text: string;
  try {
    const v = cell.value;
    if (v && typeof v === 'object' && 'formula' in v) {
      // A formula is never evaluated: its cached result, else its text shown as text.
      const result = (v as { result?: unknown }).result;
      text = result === undefined || result === null ? `=${String((v as { formula?: unknown }).formula ?? '')}` : typeof result === 'object' ? '' : String(result);
    } else {
      text = cell.text ?? '';
    }
  } catch {
    text = '';
  }
  return text.length > PREVIEW_LIMITS.cellChars ? text.slice(0, PREVIEW_LIMITS.cellChars) : text;
}

async function xlsxToSheets(buf: Buffer): Promise<NonNullable<OfficePreview['sheets']>> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buf as unknown as ArrayBuffer);
  const sheets: NonNullable<OfficePreview['sheets']> = [];
  for (const ws of workbook.worksheets.slice(0, PREVIEW_LIMITS.sheets)) {
    const rowCount = Math.min(ws.rowCount, PREVIEW_LIMITS.rows);
    const colCount = Math.min(ws.columnCount, PREVIEW_LIMITS.cols);
    const rows: string[][] = [];
    for (let r = 1; r <= rowCount; r++) {
      const row = ws.getRow(r);
      const cells: string[] = [];
      for (let c = 1; c <= colCount; c++) cells.push(cellText(row.getCell(c)));
      rows.push(cells);
    }
    sheets.push({ name: ws.name, rows, truncated: ws.rowCount > rowCount || ws.columnCount > colCount });
  }
  return sheets;
}

/**
 * A docx as sanitised HTML or an xlsx as cell texts; PreviewRefused for anything else or a damaged file.
 * Read in a worker thread with memory and time limits (lib/office-jobs), after every zip entry was inflated
 * and counted (lib/zip-guard): a file too large once unpacked is 'unpackedTooLarge'.
 */
export async function previewOffice(buf: Buffer, fileName: string, owner: string): Promise<OfficePreview> {
  if (buf.length > PREVIEW_LIMITS.fileBytes) throw new PreviewRefused('tooLarge');
  try {
    return await runOfficeJob<OfficePreview>({ kind: 'preview', buf, fileName }, owner);
  } catch (error) {
    // Each its own reason: a slow file is not a large one.
    if (error instanceof OfficeJobStopped) throw new PreviewRefused(error.reason === 'timeout' ? 'tooSlow' : 'unpackedTooLarge');
    if (error instanceof ZipRefused) throw new PreviewRefused(error.reason === 'tooLarge' ? 'unpackedTooLarge' : 'malformed');
    throw error;
  }
}

/** previewOffice's work, in the worker thread (lib/office-worker.ts). */
export async function previewParsed(buf: Buffer, fileName: string): Promise<OfficePreview> {
  const names = await checkZip(buf, { maxEntries: PREVIEW_LIMITS.zipEntries, maxUnpackedBytes: PREVIEW_LIMITS.unpackedBytes });
  const kind = detectKind(buf, names);
  if (kind !== 'docx' && kind !== 'xlsx') throw new PreviewRefused('unsupported');
  try {
    if (kind === 'docx') return { type: 'html', fileName, html: await docxToHtml(buf) };
    return { type: 'table', fileName, sheets: await xlsxToSheets(buf) };
  } catch (error) {
    if (error instanceof PreviewRefused) throw error;
    throw new PreviewRefused('malformed');
  }
}
