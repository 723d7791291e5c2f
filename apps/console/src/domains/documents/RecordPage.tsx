/**
 * EIRPdf, EIRPdfJX, EDOPdf and SheetPrint (SPEC §2.8): a record of the signed-in user's company, opened
 * with ?id=, on its paper.
 */
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ApiFailure } from '../../app/api';
import { useTr } from '../../app/i18n';
import { getDocument, isDocumentId, type DocumentKind, type DocumentView } from './api';
import { DocumentPaper } from './DocumentPaper';

export function RecordPage({ kind }: { kind: DocumentKind }) {
  const t = useTr();
  const [params] = useSearchParams();
  const id = params.get('id');
  const [state, setState] = useState<{ doc?: DocumentView; error?: string }>({});

  useEffect(() => {
    if (!isDocumentId(id)) {
      setState({ error: t('documents.missingDocument') });
      return;
    }
    let live = true;
    setState({});
    getDocument(kind, id).then(
      (doc) => live && setState({ doc }),
      (error: unknown) =>
        live && setState({ error: error instanceof ApiFailure ? error.message : t('errors.unknown') }),
    );
    return () => {
      live = false;
    };
  }, [kind, id, t]);

  if (state.error)
    return (
      <div className="doc-state error" role="alert">
        {state.error}
      </div>
    );
  if (!state.doc) return <div className="doc-state">{t('common.loading')}</div>;
  return <DocumentPaper doc={state.doc} canShare />;
}
