/**
 * The one PDF export button of the console: while the pages render it says which page of how many, and a 取消
 * beside it stops the export between pages (nothing is saved). Every screen that exports a PDF uses it with
 * its own `run`, which hands the progress and signal to exportPdf.
 */
import { Button, Message, Space } from '@arco-design/web-react';
import { isAbortError } from '@port/ui/documents/pdf-export';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTr } from '../app/i18n';

export interface PdfRun {
  onProgress: (page: number, pages: number) => void;
  signal: AbortSignal;
}

export function PdfExportButton({ run, children, type = 'primary' }: { run: (how: PdfRun) => Promise<unknown>; children?: ReactNode; type?: 'primary' | 'default' | 'outline' }) {
  const t = useTr();
  const [progress, setProgress] = useState<{ page: number; pages: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const start = async () => {
    const abort = new AbortController();
    controller.current = abort;
    setBusy(true);
    setProgress(null);
    try {
      await run({ signal: abort.signal, onProgress: (page, pages) => setProgress({ page, pages }) });
    } catch (error) {
      if (isAbortError(error)) Message.info(t('documents.exportCancelled'));
      else Message.error(t('errors.exportFailed'));
    } finally {
      if (controller.current === abort) controller.current = null;
      setBusy(false);
      setProgress(null);
    }
  };

  return (
    <Space size={8}>
      <Button type={type} loading={busy} onClick={() => void start()} data-testid="pdf-export">
        {!busy ? (children ?? t('documents.exportPdf')) : progress ? t('documents.exportingPage', progress) : t('documents.exporting')}
      </Button>
      {busy ? (
        <Button onClick={() => controller.current?.abort()} data-testid="pdf-export-cancel">
          {t('common.cancel')}
        </Button>
      ) : null}
    </Space>
  );
}
