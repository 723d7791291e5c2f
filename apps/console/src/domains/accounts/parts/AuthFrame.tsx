/**
 * The authentication provider's page in a 900 px high frame (SPEC §2.7, §9). The provider page (the
 * sandbox by default, same origin) tells each step through postMessage; the frame's owner refreshes then.
 */
import { Button } from '@arco-design/web-react';
import { AUTH_FRAME_HEIGHT } from '@port/config/constants';
import { useEffect } from 'react';
import { currentLanguage, useTr } from '../../../app/i18n';

export function AuthFrame({ url, onStep, onClose }: { url: string; onStep(status: string): void; onClose(): void }) {
  const t = useTr();
  useEffect(() => {
    const listen = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const data = event.data as { type?: unknown; status?: unknown } | null;
      if (data && data.type === 'realAuth' && typeof data.status === 'string') onStep(data.status);
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [onStep]);
  // The provider page speaks the console's language.
  const lang = currentLanguage() === 'en-US' ? 'en-US' : 'zh-CN';
  const src = `${url}${url.includes('?') ? '&' : '?'}lang=${lang}`;
  return (
    <div className="accounts-auth-frame">
      <div className="accounts-auth-frame-bar">
        <strong>{t('accounts.checkIn.frameTitle')}</strong>
        <Button size="small" onClick={onClose}>
          {t('accounts.checkIn.closeFrame')}
        </Button>
      </div>
      <iframe title={t('accounts.checkIn.frameTitle')} src={src} style={{ width: '100%', height: AUTH_FRAME_HEIGHT, border: 0 }} />
    </div>
  );
}
