/**
 * 文件预览: a docx, xlsx or pdf chosen by the user. pdf is drawn in the browser by pdf.js (eval off);
 * docx and xlsx are converted by the server's maintained readers, the docx HTML shown in a frame that can
 * run nothing and load nothing, the xlsx cells as text. Oversized, damaged or other files say why.
 */
import { Button, Message } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css';
import { UPLOAD } from '@port/config/constants';
import { PdfPreview, SandboxedHtml, SheetTable } from '@port/ui/documents/components';
import { exportSmallTable, exportErrorText } from '@port/ui/documents/excel-export';
import { exportPdf } from '@port/ui/documents/pdf-export';
import { PDF_WORKER_SRC } from '@port/ui/documents/pdf-worker';
import { useMemo, useRef, useState } from 'react';
import { ApiFailure } from '../../app/api';
import { useTr } from '../../app/i18n';
import { PdfExportButton, type PdfRun } from '../../shared/PdfExportButton';
import { previewOffice, type OfficePreview } from './api';
import './documents.css';
import './preview.css';

type Shown =
  | { kind: 'pdf'; data: ArrayBuffer; name: string }
  | { kind: 'office'; preview: OfficePreview }
  | { kind: 'error'; text: string }
  | { kind: 'loading' }
  | null;

const MAX_BYTES = UPLOAD.fileMaxMb * 1024 * 1024;

export default function OfficePreviewPage() {
  const t = useTr();
  const input = useRef<HTMLInputElement>(null);
  const tableRegion = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState<Shown>(null);
  const pdfTexts = useMemo(
    () => ({
      page: (page: number, pages: number) => t('documents.preview.page', { page, pages }),
      prev: t('documents.preview.prev'),
      next: t('documents.preview.next'),
      malformed: t('documents.preview.malformed'),
    }),
    [t],
  );

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_BYTES) {
      setShown({ kind: 'error', text: t('documents.preview.tooLarge', { mb: UPLOAD.fileMaxMb }) });
      return;
    }
    const ext = file.name.toLowerCase().split('.').pop() ?? '';
    if (ext === 'pdf') {
      const data = await file.arrayBuffer();
      // The content decides, not the name.
      const magic = new TextDecoder('latin1').decode(new Uint8Array(data.slice(0, 5)));
      setShown(
        magic === '%PDF-'
          ? { kind: 'pdf', data, name: file.name }
          : { kind: 'error', text: t('documents.preview.malformed') },
      );
      return;
    }
    if (ext !== 'docx' && ext !== 'xlsx') {
      setShown({ kind: 'error', text: t('documents.preview.unsupported') });
      return;
    }
    setShown({ kind: 'loading' });
    try {
      setShown({ kind: 'office', preview: await previewOffice(file) });
    } catch (error) {
      setShown({ kind: 'error', text: error instanceof ApiFailure ? error.message : t('documents.preview.malformed') });
    }
  };

  const onExportTable = async (how: PdfRun) => {
    if (!tableRegion.current || shown?.kind !== 'office') return;
    const region = tableRegion.current;
    // The whole table, not the scrolled window of it.
    region.classList.add('exporting');
    try {
      // The table itself, so a narrow sheet fills the page width.
      const table = region.querySelector<HTMLElement>('table') ?? region;
      await exportPdf({ element: table, name: shown.preview.fileName.replace(/\.[^.]+$/, ''), ...how });
    } finally {
      region.classList.remove('exporting');
    }
  };

  /** The previewed first sheet as a new .xlsx written in the browser, every cell escaped. */
  const onExportExcel = async () => {
    if (shown?.kind !== 'office') return;
    const sheet = shown.preview.sheets?.[0];
    if (!sheet) return;
    const width = Math.max(0, ...sheet.rows.map((r) => r.length));
    const [head = [], ...body] = sheet.rows;
    try {
      await exportSmallTable({
        columns: Array.from({ length: width }, (_, c) => ({
          title: head[c] ?? '',
          value: (row: string[]) => row[c] ?? '',
        })),
        rows: body,
        name: shown.preview.fileName.replace(/\.[^.]+$/, ''),
        sheetName: sheet.name,
      });
    } catch (error) {
      Message.error(exportErrorText(error, t('errors.exportFailed')));
    }
  };

  return (
    <div className="preview-page">
      <div className="preview-bar">
        <input
          ref={input}
          type="file"
          accept=".docx,.xlsx,.pdf"
          aria-label={t('documents.preview.choose')}
          onChange={(e) => {
            void onFile(e.target.files?.[0]);
            e.target.value = '';
          }}
          hidden
        />
        <Button type="primary" onClick={() => input.current?.click()}>
          {t('documents.preview.choose')}
        </Button>
        <span className="preview-hint">{t('documents.preview.hint', { mb: UPLOAD.fileMaxMb })}</span>
        {shown?.kind === 'office' && shown.preview.type === 'table' ? (
          <>
            <PdfExportButton type="default" run={onExportTable} />
            <Button onClick={() => void onExportExcel()}>{t('documents.exportExcel')}</Button>
          </>
        ) : null}
      </div>
      {shown?.kind === 'error' ? (
        <div className="doc-state error" role="alert">
          {shown.text}
        </div>
      ) : null}
      {shown?.kind === 'loading' ? <div className="doc-state">{t('common.loading')}</div> : null}
      {shown?.kind === 'pdf' ? <PdfPreview data={shown.data} workerSrc={PDF_WORKER_SRC} texts={pdfTexts} /> : null}
      {shown?.kind === 'office' && shown.preview.type === 'html' ? (
        <SandboxedHtml html={shown.preview.html ?? ''} title={shown.preview.fileName} />
      ) : null}
      {shown?.kind === 'office' && shown.preview.type === 'table' ? (
        <div ref={tableRegion}>
          <SheetTable
            sheets={shown.preview.sheets ?? []}
            truncatedText={t('documents.preview.truncated', { rows: 500, cols: 50 })}
          />
        </div>
      ) : null}
    </div>
  );
}
