/**
 * What the print pages share: load the document their link names, and until it is there say 加载中… or why
 * it cannot be shown.
 */
import { useEffect, useState } from 'react';
import { ApiFailure } from '../../app/api';
import { useTr } from '../../app/i18n';

export interface DocumentRequest<T> {
  value?: T;
  error?: string;
}

/**
 * Runs `load` (memoised by the page on its link's parameters) and again whenever it changes, ignoring
 * answers to a superseded request. `load` is null when the link names no document: `invalid` is shown;
 * a failed call shows the server's message, or `failed` when there is none.
 */
export function useDocumentRequest<T>(
  load: (() => Promise<T>) | null,
  texts: { invalid: string; failed: string },
): DocumentRequest<T> {
  const { invalid, failed } = texts;
  const [state, setState] = useState<DocumentRequest<T>>({});

  useEffect(() => {
    if (!load) {
      setState({ error: invalid });
      return;
    }
    let live = true;
    setState({});
    load().then(
      (value) => live && setState({ value }),
      (error: unknown) => live && setState({ error: error instanceof ApiFailure ? error.message : failed }),
    );
    return () => {
      live = false;
    };
  }, [load, invalid, failed]);

  return state;
}

/** The page until its document is there: the error, announced, or 加载中…. */
export function DocumentPending({ error }: { error?: string | undefined }) {
  const t = useTr();
  if (error)
    return (
      <div className="doc-state error" role="alert">
        {error}
      </div>
    );
  return <div className="doc-state">{t('common.loading')}</div>;
}
