/**
 * EIRPdf, EIRPdfJX, EDOPdf and SheetPrint (SPEC §2.8): a record of the signed-in user's company, opened
 * with ?id=, on its paper.
 */
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTr } from '../../app/i18n';
import { getDocument, isDocumentId, type DocumentKind } from './api';
import { DocumentPaper } from './DocumentPaper';
import { DocumentPending, useDocumentRequest } from './useDocumentRequest';

export function RecordPage({ kind }: { kind: DocumentKind }) {
  const t = useTr();
  const [params] = useSearchParams();
  const id = params.get('id');
  const load = useMemo(() => (isDocumentId(id) ? () => getDocument(kind, id) : null), [kind, id]);
  const { value, error } = useDocumentRequest(load, { invalid: t('documents.missingDocument'), failed: t('errors.unknown') });

  if (!value) return <DocumentPending error={error} />;
  return <DocumentPaper doc={value} canShare />;
}
