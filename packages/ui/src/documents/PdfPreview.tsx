/**
 * A PDF shown with pdf.js, one page at a time on a canvas (bounded memory for long files). Eval is off,
 * XFA forms and scripting are off, and nothing is fetched beyond the worker (a same-origin file the
 * app passes in): an untrusted PDF can draw, not run.
 */
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useEffect, useRef, useState } from 'react';

type PdfDocument = PDFDocumentProxy;

export interface PdfPreviewTexts {
  page: (page: number, pages: number) => string;
  prev: string;
  next: string;
  malformed: string;
}

export function PdfPreview({ data, workerSrc, texts, width = 800 }: { data: ArrayBuffer; workerSrc: string; texts: PdfPreviewTexts; width?: number }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [doc, setDoc] = useState<PdfDocument | null>(null);
  const [page, setPage] = useState(1);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let loaded: PdfDocument | null = null;
    setDoc(null);
    setFailed(false);
    setPage(1);
    void (async () => {
      try {
        const pdfjs = await import('pdfjs-dist');
        pdfjs.GlobalWorkerOptions.workerSrc = workerSrc;
        const task = pdfjs.getDocument({
          data: new Uint8Array(data.slice(0)),
          isEvalSupported: false,
          enableXfa: false,
          disableAutoFetch: true,
          disableFontFace: false,
          stopAtErrors: false,
        });
        loaded = await task.promise;
        if (cancelled) await loaded.destroy();
        else setDoc(loaded);
      } catch {
        if (!cancelled) setFailed(true);
      }
    })();
    return () => {
      cancelled = true;
      void loaded?.destroy();
    };
  }, [data, workerSrc]);

  useEffect(() => {
    if (!doc || !canvas.current) return;
    let task: { cancel: () => void; promise: Promise<void> } | null = null;
    let cancelled = false;
    void (async () => {
      try {
        const p = await doc.getPage(page);
        if (cancelled || !canvas.current) return;
        const base = p.getViewport({ scale: 1 });
        const ratio = window.devicePixelRatio || 1;
        const viewport = p.getViewport({ scale: (width / base.width) * ratio });
        const el = canvas.current;
        el.width = Math.floor(viewport.width);
        el.height = Math.floor(viewport.height);
        el.style.width = `${Math.floor(viewport.width / ratio)}px`;
        const context = el.getContext('2d');
        if (!context) return;
        task = p.render({ canvasContext: context, viewport });
        await task.promise;
      } catch {
        // A cancelled render (page turned quickly) is not a failure.
      }
    })();
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [doc, page, width]);

  if (failed) return <div className="port-preview-error" role="alert">{texts.malformed}</div>;
  const pages = doc?.numPages ?? 0;
  return (
    <div className="port-pdf-preview">
      <div className="port-pdf-toolbar">
        <button type="button" disabled={page <= 1} onClick={() => setPage((n) => Math.max(1, n - 1))}>
          {texts.prev}
        </button>
        <span>{pages ? texts.page(page, pages) : ''}</span>
        <button type="button" disabled={page >= pages} onClick={() => setPage((n) => Math.min(pages, n + 1))}>
          {texts.next}
        </button>
      </div>
      <canvas ref={canvas} className="port-pdf-canvas" aria-label={texts.page(page, pages)} />
    </div>
  );
}
