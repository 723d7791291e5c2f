/**
 * The floating right toolbar of SPEC §1 and §4: customer-service chat (sign-in required, otherwise the
 * 系统提示 dialog '请先登录{product}平台'; signed in, the business centre's conversation at chatHref), the 24-hour hotline, the public-account QR and the app QR.
 * The visitor can hide it; the hidden state lasts TIMING.toolbarHide (24 h) and is ignored where
 * `alwaysShow` is set (the portal home). Storage is read after mount, never while rendering.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { TIMING, TOOLBAR_HIDDEN_STORAGE_KEY } from '@port/config/constants';
import type { SITE } from '@port/config/site';
import type { MessageKey, MessageParams } from '@port/sdk';

type Site = typeof SITE;

export interface RightToolbarProps {
  site: Site;
  t: (key: MessageKey, params?: MessageParams) => string;
  signedIn: boolean;
  /** Where the sign-in prompt's button goes. */
  loginHref: string;
  /** Where a signed-in user's chat opens: the business centre's conversation with the service desk. */
  chatHref?: string;
  qr: { publicAccount: string; app: string };
  alwaysShow?: boolean;
  /** Epoch ms (tests). */
  now?: () => number;
}

/** Whether a hide pressed at `hiddenAt` (epoch ms, as stored) still applies at `now`. */
export function isToolbarHidden(hiddenAt: string | null, now: number): boolean {
  const at = Number(hiddenAt);
  return Number.isFinite(at) && at > 0 && now - at < TIMING.toolbarHide;
}

function readHiddenAt(): string | null {
  try {
    return localStorage.getItem(TOOLBAR_HIDDEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

function writeHiddenAt(value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(TOOLBAR_HIDDEN_STORAGE_KEY);
    else localStorage.setItem(TOOLBAR_HIDDEN_STORAGE_KEY, value);
  } catch {
    // Storage blocked: the choice lasts for this page.
  }
}

const icon = (path: ReactNode) => (
  <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
    {path}
  </svg>
);

const ICONS = {
  chat: icon(<path fill="currentColor" d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Zm3 6v2h2v-2H7Zm4 0v2h2v-2h-2Zm4 0v2h2v-2h-2Z" />),
  phone: icon(<path fill="currentColor" d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1l-2.2 2.23Z" />),
  qr: icon(<path fill="currentColor" d="M3 3h8v8H3V3Zm2 2v4h4V5H5Zm8-2h8v8h-8V3Zm2 2v4h4V5h-4ZM3 13h8v8H3v-8Zm2 2v4h4v-4H5Zm8-2h2v2h-2v-2Zm2 2h2v2h-2v-2Zm2-2h4v2h-4v-2Zm2 4h2v4h-2v-4Zm-6 2h4v2h-4v-2Z" />),
  app: icon(<path fill="currentColor" d="M7 2h10a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm0 3v13h10V5H7Zm5 14.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2Z" />),
  hide: icon(<path fill="currentColor" d="m9 6 6 6-6 6-1.4-1.4 4.6-4.6-4.6-4.6L9 6Z" />),
  show: icon(<path fill="currentColor" d="m15 6-6 6 6 6 1.4-1.4L11.8 12l4.6-4.6L15 6Z" />),
};

export function RightToolbar({ site, t, signedIn, loginHref, chatHref, qr, alwaysShow = false, now = Date.now }: RightToolbarProps) {
  const [hidden, setHidden] = useState(false);
  const [open, setOpen] = useState<'hotline' | 'publicAccount' | 'app' | null>(null);
  const loginDialog = useRef<HTMLDialogElement>(null);
  const chatDialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    if (!alwaysShow) setHidden(isToolbarHidden(readHiddenAt(), now()));
  }, [alwaysShow, now]);

  const hide = () => {
    writeHiddenAt(String(now()));
    setHidden(true);
    setOpen(null);
  };
  const show = () => {
    writeHiddenAt(null);
    setHidden(false);
  };
  const openChat = () => {
    setOpen(null);
    if (signedIn && chatHref) window.location.assign(chatHref);
    else if (signedIn) chatDialog.current?.showModal();
    else loginDialog.current?.showModal();
  };
  const toggle = (name: 'hotline' | 'publicAccount' | 'app') => setOpen((current) => (current === name ? null : name));

  return (
    <>
      {hidden ? (
        <button type="button" className="ui-toolbar-show" aria-label={t('portal.toolbar.show')} title={t('portal.toolbar.show')} onClick={show}>
          {ICONS.show}
        </button>
      ) : (
        <aside className="ui-toolbar" aria-label={t('portal.toolbar.label')}>
          <ul>
            <li>
              <button type="button" onClick={openChat}>
                {ICONS.chat}
                <span>{t('portal.toolbar.chat')}</span>
              </button>
            </li>
            <li>
              <button type="button" aria-expanded={open === 'hotline'} onClick={() => toggle('hotline')}>
                {ICONS.phone}
                <span>{t('portal.toolbar.hotline')}</span>
              </button>
              {open === 'hotline' ? (
                <div className="ui-toolbar-pop">
                  <p>{t('portal.toolbar.hotlineText', { phone: site.hotline })}</p>
                </div>
              ) : null}
            </li>
            <li>
              <button type="button" aria-expanded={open === 'publicAccount'} onClick={() => toggle('publicAccount')}>
                {ICONS.qr}
                <span>{t('portal.toolbar.publicAccount')}</span>
              </button>
              {open === 'publicAccount' ? (
                <div className="ui-toolbar-pop">
                  <img src={qr.publicAccount} width={120} height={120} alt={t('portal.footer.qrAlt', { name: t('portal.toolbar.publicAccount') })} />
                </div>
              ) : null}
            </li>
            <li>
              <button type="button" aria-expanded={open === 'app'} onClick={() => toggle('app')}>
                {ICONS.app}
                <span>{t('portal.toolbar.app')}</span>
              </button>
              {open === 'app' ? (
                <div className="ui-toolbar-pop">
                  <img src={qr.app} width={120} height={120} alt={t('portal.footer.qrAlt', { name: t('portal.toolbar.app') })} />
                </div>
              ) : null}
            </li>
            {alwaysShow ? null : (
              <li>
                <button type="button" onClick={hide}>
                  {ICONS.hide}
                  <span>{t('portal.toolbar.hide')}</span>
                </button>
              </li>
            )}
          </ul>
        </aside>
      )}
      <dialog ref={loginDialog} className="ui-dialog" aria-labelledby="ui-toolbar-login-title">
        <h2 id="ui-toolbar-login-title">{t('errors.systemTip')}</h2>
        <p>{t('errors.chatLogin', { product: site.product, productEn: site.productEn })}</p>
        <form method="dialog" className="ui-dialog-actions">
          <button type="submit" className="btn btn-ghost">
            {t('portal.toolbar.close')}
          </button>
          <a className="btn btn-primary" href={loginHref}>
            {t('portal.toolbar.goLogin')}
          </a>
        </form>
      </dialog>
      <dialog ref={chatDialog} className="ui-dialog" aria-labelledby="ui-toolbar-chat-title">
        <h2 id="ui-toolbar-chat-title">{t('portal.toolbar.chat')}</h2>
        <p>{t('portal.toolbar.chatWelcome', { product: site.product, productEn: site.productEn, phone: site.hotline })}</p>
        <form method="dialog" className="ui-dialog-actions">
          <button type="submit" className="btn btn-ghost">
            {t('portal.toolbar.close')}
          </button>
          <a className="btn btn-primary" href={`mailto:${site.email}`}>
            {t('portal.toolbar.mail')}
          </a>
        </form>
      </dialog>
    </>
  );
}
