/**
 * The right side of the portal header (SPEC §2.5): 登录 / 注册 for a visitor; for a signed-in user the
 * display name (name, else mobile, else 游客), 商家中心 and logout; and the language switch.
 */
import messages from 'virtual:portal-messages/zh-CN/portal.nav,login.businessCentre,login.logout,login.logoutConfirm';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@port/config/constants';
import { chooseLanguage, useLanguage, useT } from '../../lib/language';
import { href, ROUTES } from '../../lib/paths';
import { businessCentrePath, confirmLogout, displayName, useSession } from '../../lib/session';
import { extendZh } from '../../lib/i18n';

extendZh(messages);

export default function HeaderUser() {
  const t = useT();
  const session = useSession();
  const language = useLanguage();

  return (
    <div className="header-user">
      {session.status === 'signed-in' ? (
        <>
          <span className="header-name" title={displayName(session) ?? t('common.guest')}>
            {t('portal.nav.welcome', { name: displayName(session) ?? t('common.guest') })}
          </span>
          <a className="btn btn-primary btn-sm" href={businessCentrePath(session.info)}>
            {t('login.businessCentre')}
          </a>
          <button type="button" className="btn btn-link btn-sm" onClick={() => confirmLogout(t('login.logoutConfirm'))}>
            {t('login.logout')}
          </button>
        </>
      ) : (
        <>
          <a className="btn btn-primary btn-sm" href={href(ROUTES.homeLogin)}>
            {t('portal.nav.login')}
          </a>
          <a className="btn btn-outline btn-sm" href={href(ROUTES.homeRegister)}>
            {t('portal.nav.register')}
          </a>
        </>
      )}
      <label className="header-language">
        <span className="ui-visually-hidden">{t('portal.nav.language')}</span>
        <select data-language-select value={language} onChange={(e) => void chooseLanguage(e.target.value as Language)}>
          {LANGUAGES.map((code) => (
            <option key={code} value={code} lang={code}>
              {LANGUAGE_NAMES[code]}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
