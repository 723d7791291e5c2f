import type { PageRegistry } from '../../routing/pages';

/**
 * The documents' pages: the bare print pages of SPEC §2.3 under the keys the shell's static routes name
 * (print/…), and the hidden routes of §2.8 the server lists (documents/…).
 */
export const documentsPages: PageRegistry = {
  'print/barcode': () => import('./BarcodePage'),
  'print/downloadPdf': () => import('./DownloadPdfPage'),
  'print/downloadPdf2': () => import('./DownloadPdf2Page'),
  'print/qrCodeContent': () => import('./QrCodeContentPage'),
  'documents/eirPdf': () => import('./EirPdfPage'),
  'documents/eirPdfJX': () => import('./EirPdfJXPage'),
  'documents/edoPdf': () => import('./EdoPdfPage'),
  'documents/sheetPrint': () => import('./SheetPrintPage'),
  'documents/officePreview': () => import('./OfficePreviewPage'),
};
