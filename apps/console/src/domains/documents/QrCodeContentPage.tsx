/**
 * /qrCodeContent (no login): what a scanned QR code holds. A document's QR code carries the signed,
 * expiring token of /downloadPdf2/index (?t=): the server alone says which document it names, so the
 * page shows it as verified with its key facts and a link to the full sheet. A plain QR text (?content=)
 * is shown as text, with a link when it is a web address.
 */
import { Button, Descriptions, Result, Spin, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Descriptions/style/css';
import '@arco-design/web-react/es/Result/style/css';
import '@arco-design/web-react/es/Spin/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import { displayText, portTime } from '@port/sdk';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ApiFailure } from '../../app/api';
import { useTr, type Tr } from '../../app/i18n';
import { toBrowserPath } from '../../session/paths';
import { getSignedDocument, type DocumentView } from './api';
import '../../shared/standalone-page.css';
import './qr-content.css';

type Row = { label: string; value: ReactNode };

function numberOf(doc: DocumentView): string {
  return doc.eir?.eirNo ?? doc.edo?.edoNo ?? doc.weigh?.listNo ?? doc.id;
}

/** The facts a person checking the paper compares with it. */
function factsOf(doc: DocumentView, t: Tr): Row[] {
  if (doc.eir) {
    const e = doc.eir;
    return [
      { label: t('documents.eir.direction'), value: t(`documents.eir.directions.${e.direction}`) },
      { label: t('documents.eir.ctnNo'), value: e.ctnNo },
      { label: `${t('documents.eir.ctnSize')}/${t('documents.eir.ctnType')}`, value: `${e.ctnSize}${e.ctnType}` },
      { label: t('documents.eir.sealNo'), value: displayText(e.sealNo) },
      { label: t('documents.eir.truck'), value: e.truckLicense },
      { label: t('documents.eir.yard'), value: e.yardName },
      { label: t('documents.eir.issueTime'), value: portTime(e.issueTime) },
    ];
  }
  if (doc.edo) {
    const d = doc.edo;
    return [
      { label: t('documents.edo.billNo'), value: d.billNo },
      { label: `${t('documents.edo.vessel')}/${t('documents.edo.voyage')}`, value: `${d.vessel} / ${d.voyage}` },
      { label: t('documents.edo.consignee'), value: d.consignee },
      { label: t('documents.edo.containers'), value: d.containers.map((c) => c.ctnNo).join(', ') },
      { label: t('documents.edo.yard'), value: d.yardName },
      { label: t('documents.edo.validUntil'), value: portTime(d.validUntil) },
    ];
  }
  if (doc.weigh) {
    const w = doc.weigh;
    return [
      { label: t('documents.weigh.truck'), value: w.truckLicense },
      { label: t('documents.weigh.ctnNo'), value: w.ctnNo },
      { label: t('documents.weigh.gross'), value: w.grossKg },
      { label: t('documents.weigh.tare'), value: w.tareKg },
      { label: t('documents.weigh.net'), value: w.netKg },
      { label: t('documents.weigh.yard'), value: w.yardName },
      { label: t('documents.weigh.weighTime'), value: portTime(w.weighTime) },
    ];
  }
  return [];
}

const isWebAddress = (text: string): boolean => /^https?:\/\/\S+$/i.test(text);

type State =
  | { kind: 'loading' }
  | { kind: 'document'; doc: DocumentView; expiresAt: string }
  | { kind: 'failed'; message: string; retry: boolean };

function SignedContent({ token }: { token: string }) {
  const t = useTr();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    let live = true;
    setState({ kind: 'loading' });
    getSignedDocument(token).then(
      (r) => live && setState({ kind: 'document', doc: r.document, expiresAt: r.expiresAt }),
      (error: unknown) => {
        if (!live) return;
        // A refused token (403/404/400) is final; anything else (no answer, 5xx) may work on a retry.
        const final = error instanceof ApiFailure && [400, 403, 404].includes(error.status);
        setState({ kind: 'failed', message: final ? t('console.qrContent.invalid') : t('console.list.loadFailed'), retry: !final });
      },
    );
    return () => {
      live = false;
    };
  }, [token, attempt, t]);

  if (state.kind === 'loading') return <Spin className="qr-content-loading" tip={t('common.loading')} />;
  if (state.kind === 'failed')
    return (
      <Result
        status="error"
        title={<span role="alert">{state.message}</span>}
        extra={state.retry ? <Button onClick={retry}>{t('console.qrContent.retry')}</Button> : null}
      />
    );
  const { doc, expiresAt } = state;
  const rows: Row[] = [
    { label: t('console.qrContent.kind'), value: t(`documents.kinds.${doc.kind}`) },
    { label: t('console.qrContent.number'), value: numberOf(doc) },
    { label: t('console.qrContent.company'), value: doc.companyName },
    ...factsOf(doc, t),
  ];
  return (
    <>
      <div className="qr-content-verified" role="status">
        <Tag color="green" size="large">
          {t('console.qrContent.verified')}
        </Tag>
        <p>{t('console.qrContent.verifiedHint', { time: expiresAt })}</p>
      </div>
      <Descriptions column={1} border data={rows} labelStyle={{ width: 120 }} />
      <Button type="primary" long className="qr-content-action" href={`${toBrowserPath('/downloadPdf2/index')}?t=${encodeURIComponent(token)}`}>
        {t('console.qrContent.viewDocument')}
      </Button>
    </>
  );
}

export default function QrCodeContentPage() {
  const t = useTr();
  const [params] = useSearchParams();
  const token = params.get('t');
  const content = params.get('content');

  let body: ReactNode;
  if (token) body = <SignedContent token={token} />;
  else if (content)
    body = (
      <>
        <h2 className="qr-content-label">{t('console.qrContent.text')}</h2>
        <pre className="qr-content-text">{content}</pre>
        {isWebAddress(content) ? (
          <Button type="primary" long className="qr-content-action" href={content} target="_blank" rel="noopener noreferrer">
            {t('console.qrContent.openLink')}
          </Button>
        ) : null}
      </>
    );
  else body = <Result status="warning" title={<span role="alert">{t('console.qrContent.missing')}</span>} />;

  return (
    <main className="standalone-page qr-content">
      <section className="standalone-card qr-content-card" aria-labelledby="qr-content-title">
        <h1 id="qr-content-title">{t('console.qrContent.title')}</h1>
        {body}
      </section>
    </main>
  );
}
