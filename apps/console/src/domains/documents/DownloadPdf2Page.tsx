/**
 * /downloadPdf2/index (no login): the signed, expiring token in ?t= alone chooses the document, so this
 * page can show nothing else; an altered or expired link shows why.
 */
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTr } from '../../app/i18n';
import { getSignedDocument } from './api';
import { DocumentPaper } from './DocumentPaper';
import { DocumentPending, useDocumentRequest } from './useDocumentRequest';

export default function DownloadPdf2Page() {
  const t = useTr();
  const [params] = useSearchParams();
  const token = params.get('t');
  const load = useMemo(() => (token ? () => getSignedDocument(token) : null), [token]);
  const { value, error } = useDocumentRequest(load, { invalid: t('documents.linkInvalid'), failed: t('documents.linkInvalid') });

  if (!value) return <DocumentPending error={error} />;
  return (
    <>
      <div className="doc-state no-print">{t('documents.print2.expires', { time: value.expiresAt })}</div>
      <DocumentPaper doc={value.document} canShare={false} />
    </>
  );
}
