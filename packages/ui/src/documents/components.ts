/** The documents' React pieces (the heavy libraries inside load on first use). */
export { Barcode } from './Barcode';
export { PdfPreview, type PdfPreviewTexts } from './PdfPreview';
export { SandboxedHtml, frameDocument } from './SandboxedHtml';
export { SheetTable, type PreviewSheet } from './SheetTable';
