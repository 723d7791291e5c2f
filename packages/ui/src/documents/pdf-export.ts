/**
 * PDF export of a page region (SPEC §9): A4 portrait 592.28 × 841.89 pt, content 550 × 800 pt centred,
 * rendered at scale 4. 'adaptive' scales the whole region onto one page; 'paginated' cuts it into pages at
 * row and block boundaries (never through a table row, never a blank page). By default the header goes on
 * the first page only and the footer on the last only. Pages are rendered and released one at a time, so
 * memory stays bounded by one page's canvas whatever the length. The file is named by the given name, or
 * else by a timestamp.
 */
import { PDF_EXPORT } from '@port/config/constants';
import { portWallClock } from '@port/sdk';
import type { jsPDF } from 'jspdf';

export type PdfMode = (typeof PDF_EXPORT.modes)[number];

export interface PdfExportOptions {
  /** The region to export. */
  element: HTMLElement;
  /** File name without '.pdf'; a timestamp (YYYYMMDDHHmmss) when empty. */
  name?: string;
  mode?: PdfMode;
  /** Drawn above the content on the first page. */
  header?: HTMLElement | null;
  /** Drawn below the content on the last page. */
  footer?: HTMLElement | null;
  /** Elements never cut across pages: table rows and anything marked data-pdf-block by default. */
  blockSelector?: string;
  /** Render scale; SPEC default 4. */
  scale?: number;
  /** JPEG quality of each page image. */
  quality?: number;
  /** Called after each page is added. */
  onProgress?: (page: number, pages: number) => void;
  /** Save the file (default) or only answer the Blob. */
  save?: boolean;
  /** Cancels between pages: the export rejects with an AbortError and saves nothing. */
  signal?: AbortSignal;
}

export interface PdfExportResult {
  blob: Blob;
  fileName: string;
  pages: number;
}

/** One vertical slice of the region, in CSS pixels from its top. */
export interface Slice {
  start: number;
  end: number;
  /** Cut through a block taller than a page (not at a row boundary). */
  forced?: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** YYYYMMDDHHmmss of the port's wall clock (not the browser's zone). */
export function timestampName(d: Date = new Date()): string {
  const w = portWallClock(d);
  return `${w.year}${pad(w.month)}${pad(w.day)}${pad(w.hour)}${pad(w.minute)}${pad(w.second)}`;
}

export function pdfFileName(name?: string, now: Date = new Date()): string {
  const base = (name ?? '').trim().replace(/[\\/:*?"<>|]+/g, '_') || timestampName(now);
  return base.toLowerCase().endsWith('.pdf') ? base : `${base}.pdf`;
}

/**
 * Page slices of a region `total` px high, cut only at `breaks` (bottoms of rows and blocks) unless one
 * block is taller than a page. The first page leaves `firstReserve` px for the header; the footer
 * (`lastReserve` px) goes below the last slice, on a page of its own when it does not fit.
 * Pure: tested in pdf-export.test.ts.
 */
export function planSlices(total: number, pageHeight: number, breaks: readonly number[], firstReserve = 0, lastReserve = 0): { slices: Slice[]; footerOnNewPage: boolean } {
  const cuts = [...new Set(breaks.filter((b) => b > 0 && b < total).map((b) => Math.round(b)))].sort((a, b) => a - b);
  const slices: Slice[] = [];
  let start = 0;
  let guard = 0;
  while (start < total - 0.5 && guard++ < 100_000) {
    const room = pageHeight - (slices.length === 0 ? firstReserve : 0);
    const limit = start + room;
    if (limit >= total) {
      slices.push({ start, end: total });
      break;
    }
    let end = start;
    for (const c of cuts) {
      if (c <= start) continue;
      if (c > limit) break;
      end = c;
    }
    // A block taller than a page is cut where the page ends.
    const forced = end <= start;
    if (forced) end = limit;
    slices.push(forced ? { start, end, forced } : { start, end });
    start = end;
  }
  const last = slices[slices.length - 1];
  const lastRoom = pageHeight - (slices.length === 1 ? firstReserve : 0);
  const footerOnNewPage = !!last && lastReserve > 0 && last.end - last.start + lastReserve > lastRoom;
  return { slices, footerOnNewPage };
}

/** Bottoms of the unbreakable blocks, in px from the region's top. */
export function blockBottoms(element: HTMLElement, selector: string): number[] {
  const top = element.getBoundingClientRect().top;
  return [...element.querySelectorAll<HTMLElement>(selector)].map((el) => el.getBoundingClientRect().bottom - top);
}

type Html2Canvas = (element: HTMLElement, options: Record<string, unknown>) => Promise<HTMLCanvasElement>;

async function loadLibraries(): Promise<{ JsPdf: typeof jsPDF; html2canvas: Html2Canvas }> {
  const [jspdf, h2c] = await Promise.all([import('jspdf'), import('html2canvas')]);
  return { JsPdf: jspdf.jsPDF, html2canvas: h2c.default as unknown as Html2Canvas };
}

function release(canvas: HTMLCanvasElement): void {
  canvas.width = 0;
  canvas.height = 0;
}

/** The rejection of a cancelled export. */
export const isAbortError = (error: unknown): boolean => error instanceof DOMException && error.name === 'AbortError';

export async function exportPdf(options: PdfExportOptions): Promise<PdfExportResult> {
  const { element, header = null, footer = null } = options;
  const mode = options.mode ?? 'paginated';
  const scale = options.scale ?? PDF_EXPORT.scale;
  const quality = options.quality ?? 0.85;
  const { JsPdf, html2canvas } = await loadLibraries();
  const checkCancelled = () => options.signal?.throwIfAborted();
  checkCancelled();
  const pdf = new JsPdf({ orientation: 'portrait', unit: 'pt', format: [PDF_EXPORT.a4Width, PDF_EXPORT.a4Height], compress: true });
  const marginX = (PDF_EXPORT.a4Width - PDF_EXPORT.contentWidth) / 2;
  const marginY = (PDF_EXPORT.a4Height - PDF_EXPORT.contentHeight) / 2;

  const base = { scale, backgroundColor: '#ffffff', logging: false, useCORS: false, allowTaint: false, imageTimeout: 15_000 };
  const keepTags = new Set(['HEAD', 'STYLE', 'LINK', 'META', 'TITLE']);
  /** Outside `el`: only its ancestors and the styles are cloned (html2canvas clones the document per call). */
  const outside = (el: HTMLElement, node: Element): boolean | null => {
    if (node === el || node.contains(el)) return false;
    if (!el.contains(node)) return !keepTags.has(node.tagName) && !node.ownerDocument.head.contains(node);
    return null;
  };
  const shot = (el: HTMLElement): Promise<HTMLCanvasElement> => {
    const width = el.getBoundingClientRect().width;
    const mark = `s${Math.random().toString(36).slice(2)}`;
    el.setAttribute('data-pdf-shot', mark);
    return html2canvas(el, {
      ...base,
      ignoreElements: (node: Element) => outside(el, node) ?? false,
      onclone: (doc: Document) => {
        const clone = doc.querySelector<HTMLElement>(`[data-pdf-shot="${mark}"]`);
        if (clone) {
          clone.style.boxSizing = 'border-box';
          clone.style.width = `${width}px`;
        }
      },
    }).finally(() => el.removeAttribute('data-pdf-shot'));
  };

  /**
   * One page of the region. html2canvas clones the document for every call; the clone keeps only the
   * region's ancestors, the styles, and the region's elements that lie within the slice, so each page costs
   * what is on it, not the whole region. A slice cut through a block (no row boundary) is cropped instead.
   */
  const regionRect = element.getBoundingClientRect();
  const marker = `r${Math.random().toString(36).slice(2)}`;
  const shotSlice = (slice: Slice): Promise<HTMLCanvasElement> => {
    if (slice.forced) {
      return html2canvas(element, {
        ...base,
        x: regionRect.left + window.scrollX,
        y: regionRect.top + window.scrollY + slice.start,
        width: regionRect.width,
        height: slice.end - slice.start,
      });
    }
    element.setAttribute('data-pdf-region', marker);
    return html2canvas(element, {
      ...base,
      ignoreElements: (node: Element) => {
        const out = outside(element, node);
        if (out !== null) return out;
        const r = node.getBoundingClientRect();
        if (r.height === 0 && r.width === 0) return false;
        const top = r.top - regionRect.top;
        const bottom = r.bottom - regionRect.top;
        return bottom <= slice.start + 0.5 || top >= slice.end - 0.5;
      },
      onclone: (doc: Document) => {
        // The clone lost the siblings that shaped the region's width: keep it as on screen.
        const clone = doc.querySelector<HTMLElement>(`[data-pdf-region="${marker}"]`);
        if (clone) {
          clone.style.boxSizing = 'border-box';
          clone.style.width = `${regionRect.width}px`;
        }
      },
    }).finally(() => element.removeAttribute('data-pdf-region'));
  };

  /** Draws a canvas at (x, y) pt, `width` pt wide; answers its height in pt. */
  const place = (canvas: HTMLCanvasElement, y: number, width: number = PDF_EXPORT.contentWidth): number => {
    const height = (canvas.height / canvas.width) * width;
    if (canvas.width > 0 && canvas.height > 0) {
      pdf.addImage(canvas.toDataURL('image/jpeg', quality), 'JPEG', marginX + (PDF_EXPORT.contentWidth - width) / 2, y, width, height, undefined, 'FAST');
    }
    release(canvas);
    return height;
  };

  const regionWidth = element.getBoundingClientRect().width || element.scrollWidth || 1;
  const ptPerPx = PDF_EXPORT.contentWidth / regionWidth;
  const headerPx = header ? header.getBoundingClientRect().height * (regionWidth / (header.getBoundingClientRect().width || regionWidth)) : 0;
  const footerPx = footer ? footer.getBoundingClientRect().height * (regionWidth / (footer.getBoundingClientRect().width || regionWidth)) : 0;
  let pages = 0;

  if (mode === 'adaptive') {
    // One page: header, region and footer stacked and scaled together to fit 550 × 800.
    const totalPx = headerPx + element.scrollHeight + footerPx;
    const fit = Math.min(1, PDF_EXPORT.contentHeight / (totalPx * ptPerPx));
    const width = PDF_EXPORT.contentWidth * fit;
    let y = marginY;
    if (header) y += place(await shot(header), y, width);
    y += place(await shot(element), y, width);
    if (footer) place(await shot(footer), y, width);
    pages = 1;
    options.onProgress?.(1, 1);
  } else {
    const pageHeightPx = PDF_EXPORT.contentHeight / ptPerPx;
    const { slices, footerOnNewPage } = planSlices(
      element.scrollHeight,
      pageHeightPx,
      blockBottoms(element, options.blockSelector ?? 'tr, [data-pdf-block]'),
      headerPx,
      footerPx,
    );
    const total = slices.length + (footerOnNewPage ? 1 : 0);
    let y = marginY;
    for (const [i, slice] of slices.entries()) {
      checkCancelled();
      if (i > 0) pdf.addPage();
      y = marginY;
      if (i === 0 && header) y += place(await shot(header), y);
      y += place(await shotSlice(slice), y);
      pages += 1;
      options.onProgress?.(pages, total);
    }
    if (footer) {
      if (footerOnNewPage) {
        pdf.addPage();
        y = marginY;
        pages += 1;
      }
      place(await shot(footer), y);
      options.onProgress?.(pages, total);
    }
  }

  checkCancelled();
  const fileName = pdfFileName(options.name);
  const blob = pdf.output('blob');
  if (options.save !== false) pdf.save(fileName);
  return { blob, fileName, pages };
}
