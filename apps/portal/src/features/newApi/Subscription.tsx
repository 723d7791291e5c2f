/**
 * /newApi/apiSubscription?code=: a signed-in enterprise applies for an API product; the application is
 * stored (审核中) and its state shown. Visitors are asked to sign in first. The form checks what the
 * server checks, with the same words.
 */
import './messages';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { validateMobile } from '@port/sdk/rules';
import { useT } from '../../lib/language';
import { href, ROUTES } from '../../lib/paths';
import { readQuery } from '../../lib/query';
import { useSession } from '../../lib/session';
import ApiKeys from './ApiKeys';
import { applySubscription, docHref, getProduct, mySubscriptions, type ApiProduct, type ApiSubscription } from './api';
import { portTime } from '@port/sdk/format';

type Name = 'purpose' | 'contactName' | 'contactMobile';

export default function Subscription() {
  const t = useT();
  const session = useSession();
  const [code, setCode] = useState<string | null>(null);
  const [product, setProduct] = useState<ApiProduct | null>(null);
  const [missing, setMissing] = useState(false);
  const [applications, setApplications] = useState<ApiSubscription[] | null>(null);
  const [values, setValues] = useState({ purpose: '', contactName: '', contactMobile: '' });
  const [problems, setProblems] = useState<Partial<Record<Name, string>>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const asked = readQuery().get('code');
    setCode(asked);
    if (!asked) return setMissing(true);
    getProduct(asked)
      .then(setProduct)
      .catch(() => setMissing(true));
  }, []);

  const signedIn = session.status === 'signed-in';
  const loadApplications = useCallback(() => {
    if (!code) return;
    mySubscriptions(code)
      .then(setApplications)
      .catch(() => setApplications([]));
  }, [code]);

  useEffect(() => {
    if (!signedIn) return;
    loadApplications();
    const user = session.info.user;
    setValues((v) => ({ ...v, contactName: v.contactName || user.name || '', contactMobile: v.contactMobile || user.mobile }));
    // The user is known once; later store updates carry the same user.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signedIn, loadApplications]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!product) return;
    const mobileIssue = validateMobile(values.contactMobile);
    const found: Partial<Record<Name, string>> = {
      purpose: values.purpose.trim() ? undefined : t('portal.newApi.purposeRequired'),
      contactName: values.contactName.trim() ? undefined : t('portal.newApi.contactNameRequired'),
      contactMobile: mobileIssue ? t(mobileIssue.key) : undefined,
    };
    setProblems(found);
    setServerError(null);
    if (Object.values(found).some(Boolean)) return;
    setBusy(true);
    try {
      await applySubscription({
        productCode: product.code,
        purpose: values.purpose.trim(),
        contactName: values.contactName.trim(),
        contactMobile: values.contactMobile.trim(),
      });
      setNotice(t('portal.newApi.submitted'));
      setValues((v) => ({ ...v, purpose: '' }));
      loadApplications();
    } catch (error) {
      setServerError(error instanceof Error && error.message ? error.message : t('errors.unknown'));
    } finally {
      setBusy(false);
    }
  };

  if (missing) return <p className="panel block-empty">{t('portal.newApi.notFound')}</p>;

  const open = applications?.find((a) => a.status === '0' || a.status === '1');
  const loginHref = `${href(ROUTES.homeLogin)}?redirect=${encodeURIComponent(`${ROUTES.apiSubscription}?code=${code ?? ''}`)}`;

  return (
    <div className="subscription">
      <section className="panel" aria-labelledby="subscription-title">
        <h2 id="subscription-title" className="search-title">
          {t('portal.newApi.subscriptionTitle')}
        </h2>
        <p className="subscription-product">
          {t('portal.newApi.product')}：{product ? <a href={docHref(product.code)}>{product.name}</a> : '…'}
        </p>
        {session.status === 'anonymous' ? (
          <div className="subscription-login">
            <p>{t('portal.newApi.loginFirst')}</p>
            <a className="btn btn-primary" href={loginHref}>
              {t('portal.newApi.goLogin')}
            </a>
          </div>
        ) : signedIn && !open ? (
          <form className="subscription-form" noValidate onSubmit={onSubmit}>
            <div className="form-item">
              <label htmlFor="sub-purpose">{t('portal.newApi.purpose')}</label>
              <textarea
                id="sub-purpose"
                rows={4}
                maxLength={500}
                placeholder={t('portal.newApi.purposePlaceholder')}
                value={values.purpose}
                aria-invalid={problems.purpose ? true : undefined}
                aria-describedby={problems.purpose ? 'sub-purpose-msg' : undefined}
                onChange={(e) => setValues((v) => ({ ...v, purpose: e.target.value }))}
              />
              <p id="sub-purpose-msg" className="ui-field-error">
                {problems.purpose ?? ''}
              </p>
            </div>
            <div className="form-row">
              <div className="form-item">
                <label htmlFor="sub-contact">{t('portal.newApi.contactName')}</label>
                <input
                  id="sub-contact"
                  maxLength={50}
                  autoComplete="name"
                  value={values.contactName}
                  aria-invalid={problems.contactName ? true : undefined}
                  aria-describedby={problems.contactName ? 'sub-contact-msg' : undefined}
                  onChange={(e) => setValues((v) => ({ ...v, contactName: e.target.value }))}
                />
                <p id="sub-contact-msg" className="ui-field-error">
                  {problems.contactName ?? ''}
                </p>
              </div>
              <div className="form-item">
                <label htmlFor="sub-mobile">{t('portal.newApi.contactMobile')}</label>
                <input
                  id="sub-mobile"
                  type="tel"
                  maxLength={11}
                  autoComplete="tel"
                  value={values.contactMobile}
                  aria-invalid={problems.contactMobile ? true : undefined}
                  aria-describedby={problems.contactMobile ? 'sub-mobile-msg' : undefined}
                  onChange={(e) => setValues((v) => ({ ...v, contactMobile: e.target.value }))}
                />
                <p id="sub-mobile-msg" className="ui-field-error">
                  {problems.contactMobile ?? ''}
                </p>
              </div>
            </div>
            <p className="login-error" role="alert">
              {serverError ?? ''}
            </p>
            <button type="submit" className="btn btn-primary" aria-busy={busy || undefined}>
              {t('portal.newApi.submit')}
            </button>
          </form>
        ) : null}
        <p className="form-notice" role="status">
          {notice ?? ''}
        </p>
      </section>
      {signedIn ? (
        <section className="panel" aria-labelledby="subscription-mine">
          <h2 id="subscription-mine" className="search-title">
            {t('portal.newApi.myApplications')}
          </h2>
          <div className="table-wrap">
            <table className="data-table">
              <thead>
                <tr>
                  <th scope="col">{t('portal.newApi.product')}</th>
                  <th scope="col">{t('portal.newApi.purpose')}</th>
                  <th scope="col">{t('portal.newApi.contactName')}</th>
                  <th scope="col">{t('portal.newApi.appliedAt')}</th>
                  <th scope="col">{t('portal.newApi.status')}</th>
                  <th scope="col">{t('portal.newApi.reviewRemark')}</th>
                </tr>
              </thead>
              <tbody>
                {!applications || applications.length === 0 ? (
                  <tr>
                    <td colSpan={6} className="table-empty">
                      {applications ? t('portal.newApi.noApplications') : ''}
                    </td>
                  </tr>
                ) : (
                  applications.map((a) => (
                    <tr key={a.id}>
                      <td>{a.productName}</td>
                      <td className="cell-wrap">{a.purpose}</td>
                      <td>{a.contactName}</td>
                      <td>{portTime(a.createTime)}</td>
                      <td>
                        <span className={`status-tag subscription-${a.status}`}>{t(`portal.newApi.statusLabels.${a.status}`)}</span>
                      </td>
                      <td>{a.reviewRemark ?? ''}</td>
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}
      {signedIn
        ? applications?.filter((a) => a.status === '1').map((a) => <ApiKeys key={a.id} subscriptionId={a.id} productCode={a.productCode} />)
        : null}
    </div>
  );
}
