/**
 * An iframe page (SPEC §2.1): the external URL fills the content area; 'loading access' spins until the
 * frame loads, or for at most 10 s.
 */
import { Spin } from '@arco-design/web-react';
import { TIMING } from '@port/config/constants';
import { useEffect, useState } from 'react';
import { useTr } from '../app/i18n';

export function IframePage({ src, title }: { src: string; title: string }) {
  const t = useTr();
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    setLoading(true);
    const timer = window.setTimeout(() => setLoading(false), TIMING.iframeSpinnerTimeout);
    return () => window.clearTimeout(timer);
  }, [src]);
  return (
    <div className="console-iframe-page">
      {loading ? (
        <div className="console-iframe-spinner" data-testid="iframe-spinner">
          <Spin size={28} tip={t('console.iframeLoading')} />
        </div>
      ) : null}
      <iframe src={src} title={title} onLoad={() => setLoading(false)} />
    </div>
  );
}
