/**
 * /downloadPdf2/index (no login): the signed, expiring token in ?t= alone chooses the document, so this
 * page can show nothing else; an altered or expired link shows why.
 */
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ApiFailure } from '../../app/api';
import { useTr } from '../../app/i18n';
import { getSignedDocument, type DocumentView } from './api';
import { DocumentPaper } from './DocumentPaper';

export default function DownloadPdf2Page() {
  const t = useTr();
  const [params] = useSearchParams();
  const token = params.get('t');
  const [state, setState] = useState<{ doc?: DocumentView; expiresAt?: string; error?: string }>({});

  useEffect(() => {
    if (!token) {
      setState({ error: t('documents.linkInvalid') });
      return;
    }
    let live = true;
    getSignedDocument(token).then(
      (r) => live && setState({ doc: r.document, expiresAt: r.expiresAt }),
      (error: unknown) =>
        live && setState({ error: error instanceof ApiFailure ? error.message : t('documents.linkInvalid') }),
    );
    return () => {
      live = false;
    };
  }, [token, t]);

  if (state.error)
    return (
      <div className="doc-state error" role="alert">
        {state.error}
      </div>
    );
  if (!state.doc) return <div className="doc-state">{t('common.loading')}</div>;
  return (
    <>
      <div className="doc-state no-print">{t('documents.print2.expires', { time: state.expiresAt ?? '' })}</div>
      <DocumentPaper doc={state.doc} canShare={false} />
    </>
  );
}
