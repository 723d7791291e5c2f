/**
 * /downloadPdf/index (打印流水号): ?id=&type= names a document of the signed-in user's company (tradeFlag or
 * flag may come along from older links and are ignored). Each opening records a print and shows its serial
 * number on the page and in the footer of the PDF.
 */
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ApiFailure } from '../../app/api';
import { useTr } from '../../app/i18n';
import { isDocumentId, isDocumentKind, printDocument, type DocumentView } from './api';
import { DocumentPaper } from './DocumentPaper';

export default function DownloadPdfPage() {
  const t = useTr();
  const [params] = useSearchParams();
  const id = params.get('id');
  const type = params.get('type');
  const [state, setState] = useState<{ doc?: DocumentView; serialNo?: string; error?: string }>({});

  useEffect(() => {
    if (!isDocumentId(id) || !isDocumentKind(type)) {
      setState({ error: t('documents.missingDocument') });
      return;
    }
    let live = true;
    printDocument(type, id).then(
      (r) => live && setState({ doc: r.document, serialNo: r.serialNo }),
      (error: unknown) =>
        live && setState({ error: error instanceof ApiFailure ? error.message : t('errors.unknown') }),
    );
    return () => {
      live = false;
    };
  }, [id, type, t]);

  if (state.error)
    return (
      <div className="doc-state error" role="alert">
        {state.error}
      </div>
    );
  if (!state.doc) return <div className="doc-state">{t('common.loading')}</div>;
  return <DocumentPaper doc={state.doc} canShare {...(state.serialNo ? { serialNo: state.serialNo } : {})} />;
}
