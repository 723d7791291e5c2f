/**
 * The signed-in user's card in the home login area: name, company, 商家中心 and logout. When the shop's
 * transportation privilege count (GET /pap/queryPapByShop) is 0, the extra picture is shown (SPEC §2.4).
 */
import { extendZh } from '../../lib/i18n';
import messages from 'virtual:portal-messages/zh-CN/portal.home.welcome,portal.home.company,portal.home.noCompany,portal.home.papTip,login.businessCentre,login.logout,login.logoutConfirm';
import { useEffect, useState } from 'react';
import { api, unwrap } from '../../lib/api';
import { useT } from '../../lib/language';
import { href } from '../../lib/paths';
import { businessCentrePath, confirmLogout, displayName, type SessionState, type UserInfo } from '../../lib/session';

extendZh(messages);

export default function UserCard({ info }: { info: UserInfo }) {
  const t = useT();
  const [papCount, setPapCount] = useState<number | null>(null);

  useEffect(() => {
    let live = true;
    unwrap(api.GET('/pap/queryPapByShop'))
      .then((count) => live && setPapCount(count))
      .catch(() => live && setPapCount(null));
    return () => {
      live = false;
    };
  }, []);

  const session: SessionState = { status: 'signed-in', info };
  return (
    <section className="user-card" aria-labelledby="user-card-title">
      <h2 id="user-card-title" className="login-title">
        {t('portal.home.welcome')}
      </h2>
      <p className="user-card-name">{displayName(session) ?? t('common.guest')}</p>
      <p className="user-card-company">
        {info.user.companyName ? t('portal.home.company', { company: info.user.companyName }) : t('portal.home.noCompany')}
      </p>
      <a className="btn btn-primary btn-block" href={businessCentrePath(info)}>
        {t('login.businessCentre')}
      </a>
      <button type="button" className="btn btn-ghost btn-block" onClick={() => confirmLogout(t('login.logoutConfirm'))}>
        {t('login.logout')}
      </button>
      {papCount === 0 ? (
        <a className="user-card-pap" href={businessCentrePath(info)}>
          <img src={href('/images/pap-promo.svg')} width={280} height={96} alt={t('portal.home.papTip')} />
        </a>
      ) : null}
    </section>
  );
}
