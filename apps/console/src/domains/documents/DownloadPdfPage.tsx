/**
 * /downloadPdf/index (打印流水号): ?id=&type= names a document of the signed-in user's company (tradeFlag or
 * flag may come along from older links and are ignored). Each opening records a print and shows its serial
 * number on the page and in the footer of the PDF.
 */
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTr } from '../../app/i18n';
import { isDocumentId, isDocumentKind, printDocument } from './api';
import { DocumentPaper } from './DocumentPaper';
import { DocumentPending, useDocumentRequest } from './useDocumentRequest';

export default function DownloadPdfPage() {
  const t = useTr();
  const [params] = useSearchParams();
  const id = params.get('id');
  const type = params.get('type');
  const load = useMemo(() => (isDocumentId(id) && isDocumentKind(type) ? () => printDocument(type, id) : null), [id, type]);
  const { value, error } = useDocumentRequest(load, { invalid: t('documents.missingDocument'), failed: t('errors.unknown') });

  if (!value) return <DocumentPending error={error} />;
  return <DocumentPaper doc={value.document} canShare {...(value.serialNo ? { serialNo: value.serialNo } : {})} />;
}
