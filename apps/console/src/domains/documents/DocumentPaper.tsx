/**
 * A document on its A4 paper with the actions of the print pages: 导出PDF (paginated per SPEC §9, header
 * on the first page, footer on the last, named after the document), 打印, and — for a signed-in viewer —
 * a signed download link that opens without login.
 */
import { Button } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css';
import '@arco-design/web-react/es/Message/style/css';
import { formatDateTime, portTime } from '@port/sdk';
import { exportPdf } from '@port/ui/documents/pdf-export';
import { useRef, useState } from 'react';
import { useTr } from '../../app/i18n';
import { PdfExportButton, type PdfRun } from '../../shared/PdfExportButton';
import { createDocumentLink, type DocumentView } from './api';
import { DocumentSheet, SheetFooter, SheetHeader } from './sheets';
import './documents.css';

const numberOf = (doc: DocumentView): string => doc.eir?.eirNo ?? doc.edo?.edoNo ?? doc.weigh?.listNo ?? doc.id;

export function DocumentPaper({
  doc,
  serialNo,
  canShare,
}: {
  doc: DocumentView;
  serialNo?: string;
  canShare: boolean;
}) {
  const t = useTr();
  const body = useRef<HTMLDivElement>(null);
  const header = useRef<HTMLDivElement>(null);
  const footer = useRef<HTMLDivElement>(null);
  const [link, setLink] = useState<{ url: string; expiresAt: string } | null>(null);
  const [printedAt] = useState(() => formatDateTime(Date.now()));

  const onExport = async (how: PdfRun) => {
    if (!body.current) return;
    await exportPdf({
      element: body.current,
      header: header.current,
      footer: footer.current,
      mode: 'paginated',
      name: `${t(`documents.kinds.${doc.kind}`)}-${numberOf(doc)}`,
      ...how,
    });
  };

  const onShare = async () => {
    try {
      const made = await createDocumentLink(doc.kind, doc.id);
      setLink({ url: new URL(made.url, window.location.origin).href, expiresAt: made.expiresAt });
    } catch {
      // The error catalogue has shown the server's message.
    }
  };

  return (
    <div className="doc-page">
      <div className="doc-actions no-print">
        <PdfExportButton run={onExport} />
        <Button onClick={() => window.print()}>{t('documents.print')}</Button>
        {canShare ? <Button onClick={() => void onShare()}>{t('documents.shareLink')}</Button> : null}
        {serialNo ? (
          <span className="doc-serial">
            {t('documents.serialNo')}：<strong data-testid="serial-no">{serialNo}</strong>
          </span>
        ) : null}
      </div>
      {link ? (
        <div className="doc-link no-print">
          <a href={link.url} target="_blank" rel="noopener noreferrer" data-testid="signed-link">
            {link.url}
          </a>
          <span>{t('documents.linkValidUntil', { time: portTime(link.expiresAt) })}</span>
        </div>
      ) : null}
      <div className="doc-paper">
        <div ref={header}>
          <SheetHeader companyName={doc.companyName} />
        </div>
        <div ref={body} className="doc-body">
          <DocumentSheet doc={doc} />
        </div>
        <div ref={footer}>
          <SheetFooter time={printedAt} {...(serialNo ? { serialNo } : {})} />
        </div>
      </div>
    </div>
  );
}
