/** The pdf.js worker as a same-origin file of the app's bundle (the CSP allows no other worker source). */
import workerSrc from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

export const PDF_WORKER_SRC: string = workerSrc;
