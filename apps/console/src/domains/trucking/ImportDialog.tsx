/** Import of orders from Excel: choose the file, send it, and read the per-row report (nothing half-imported). */
import { Alert, Button, Checkbox, Modal, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css';
import { exportErrorText, saveDownload } from '@port/ui/documents/excel-export';
import { useEffect, useState } from 'react';
import { notify, toastSuccess } from '../../app/feedback';
import { useTr } from '../../app/i18n';
import { downloadImportTemplate, getOfficeQueue, importOrders, type ImportResult } from './api';
import { DataTable } from '../../shared/list-page';

export function ImportDialog({ visible, onClose, onImported }: { visible: boolean; onClose(): void; onImported(): void }) {
  const t = useTr();
  const [file, setFile] = useState<File | null>(null);
  const [entrust, setEntrust] = useState(false);
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<ImportResult | null>(null);
  /** The file's place in the server's reading queue while the upload waits (0 being read, null unknown). */
  const [position, setPosition] = useState<number | null>(null);

  // While the import runs, ask every 2 s where the file stands: the server reads one file per company at a time.
  useEffect(() => {
    if (!busy) {
      setPosition(null);
      return;
    }
    let live = true;
    const ask = () =>
      getOfficeQueue().then(
        (q) => live && setPosition(q.position),
        () => undefined, // only a hint: the import's own answer says what happened
      );
    const timer = window.setInterval(() => void ask(), 2000);
    void ask();
    return () => {
      live = false;
      window.clearInterval(timer);
    };
  }, [busy]);

  const close = () => {
    setFile(null);
    setReport(null);
    onClose();
  };
  const send = async () => {
    if (!file) return;
    setBusy(true);
    try {
      const result = await importOrders(file, entrust);
      setReport(result);
      if (result.imported > 0) {
        toastSuccess();
        onImported();
      }
    } catch {
      // Shown by the error catalogue (unreadable file, missing columns).
    } finally {
      setBusy(false);
    }
  };
  const template = async () => {
    try {
      await saveDownload(await downloadImportTemplate(), `${t('trucking.import.title')}.xlsx`);
    } catch (error) {
      notify('error', exportErrorText(error, t('errors.exportFailed')));
    }
  };

  return (
    <Modal title={t('trucking.import.title')} visible={visible} onCancel={close} onOk={send} okButtonProps={{ disabled: !file, loading: busy }} style={{ width: 760 }}>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Space>
          <input
            type="file"
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            aria-label={t('trucking.import.choose')}
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setReport(null);
            }}
          />
          <Button type="text" onClick={() => void template()}>
            {t('trucking.import.template')}
          </Button>
        </Space>
        <Checkbox checked={entrust} onChange={setEntrust}>
          {t('trucking.import.entrust')}
        </Checkbox>
        {busy && position !== null ? (
          <Alert type="info" content={position > 0 ? t('trucking.import.queued', { position }) : t('trucking.import.reading')} />
        ) : null}
        {report && report.errors.length > 0 ? (
          <>
            <Alert type="error" content={t('trucking.import.errorsTitle')} />
            <DataTable
              size="small"
              rowKey={(r) => `${r.row}-${r.field}-${r.message}`}
              pagination={{ pageSize: 8 }}
              data={report.errors}
              columns={[
                { title: t('trucking.import.row'), dataIndex: 'row', width: 70 },
                { title: t('trucking.import.field'), dataIndex: 'field', width: 120 },
                { title: t('trucking.import.message'), dataIndex: 'message' },
              ]}
            />
          </>
        ) : null}
        {report && report.imported > 0 ? <Alert type="success" content={`${report.imported}`} /> : null}
      </Space>
    </Modal>
  );
}
