/**
 * Export of the current filter to Excel, streamed by the server for large results: the download runs while
 * the server's progress (rows written of the total, GET /export/progress/{id}) is polled and shown.
 * A JSON answer or any failure shows the server's message, else '导出失败' (SPEC §8).
 */
import { Button, Modal, Progress } from '@arco-design/web-react';
import '@arco-design/web-react/es/Progress/style/css';
import { exportErrorText, saveDownload } from '@port/ui/documents/excel-export';
import { useRef, useState } from 'react';
import { api, unwrap } from '../../app/api';
import { notify, toastSuccess } from '../../app/feedback';
import { currentLanguage, useTr } from '../../app/i18n';
import { usePermission } from '../../permission';

export interface ExportButtonProps {
  /** Starts the download with the export id the progress is polled by; answers the raw response. */
  start(exportId: string): Promise<Response>;
  fileName: string;
  permission?: string;
}

const newExportId = () => `x${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;

export function ExportButton({ start, fileName, permission = 'export' }: ExportButtonProps) {
  const t = useTr();
  const { can } = usePermission();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const polling = useRef<number | undefined>(undefined);
  if (!can(permission)) return null;

  const run = async () => {
    const id = newExportId();
    setProgress({ done: 0, total: 0 });
    polling.current = window.setInterval(() => {
      unwrap(api.GET('/export/progress/{id}', { params: { path: { id } } }))
        .then((p) => setProgress({ done: p.done, total: p.total }))
        .catch(() => undefined);
    }, 1000);
    try {
      await saveDownload(await start(id), fileName);
      toastSuccess(t('listPage.exportDone'));
    } catch (error) {
      notify('error', exportErrorText(error, t('errors.exportFailed')));
    } finally {
      window.clearInterval(polling.current);
      setProgress(null);
    }
  };

  const percent = progress && progress.total > 0 ? Math.min(99, Math.floor((progress.done / progress.total) * 100)) : 0;
  return (
    <>
      <Button onClick={() => void run()} loading={progress !== null}>
        {t('listPage.export')}
      </Button>
      <Modal
        visible={progress !== null}
        footer={null}
        closable={false}
        title={t('listPage.export')}
        maskClosable={false}
      >
        <Progress percent={percent} />
        <p>
          {t('listPage.exporting', {
            done: (progress?.done ?? 0).toLocaleString(currentLanguage()),
            total: (progress?.total ?? 0).toLocaleString(currentLanguage()),
          })}
        </p>
      </Modal>
    </>
  );
}
