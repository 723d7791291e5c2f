/**
 * The keys of an approved API subscription (issue 18), on /newApi/apiSubscription: issue a key (shown this once,
 * with a copy button; the server keeps only its hash), rotate it (the old key keeps working for 24 hours), revoke
 * one at once, and the calls per key per day of the last 30 days. Only the subscribing company reaches them.
 */
import { useCallback, useEffect, useState } from 'react';
import type { Schemas } from '@port/sdk';
import { api, unwrap } from '../../lib/api';
import { useT } from '../../lib/language';
import type { MessageKey, MessageParams } from '../../lib/i18n';
import { portTime } from '@port/sdk/format';

type Keys = Schemas['ApiKeys'];

export const REFERENCE_HREF = '/new/api/reference';

export default function ApiKeys({ subscriptionId, productCode }: { subscriptionId: string; productCode: string }) {
  const translate = useT();
  // The texts of the open domain (namespace open) are outside the central MessageKey union.
  const t = (key: string, params?: MessageParams) => translate(key as MessageKey, params);
  const [keys, setKeys] = useState<Keys | null>(null);
  const [issued, setIssued] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(() => {
    unwrap(api.GET('/portal/apiSubscriptions/{id}/keys', { params: { path: { id: subscriptionId } } }))
      .then(setKeys)
      .catch(() => setKeys(null));
  }, [subscriptionId]);
  useEffect(load, [load]);

  const run = async (change: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await change();
      load();
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : translate('errors.unknown'));
    } finally {
      setBusy(false);
    }
  };

  const issue = () =>
    run(async () => {
      const made = await unwrap(api.POST('/portal/apiSubscriptions/{id}/keys', { params: { path: { id: subscriptionId } }, body: {} }));
      setIssued(made.key);
      setCopied(false);
    });
  const revoke = (keyId: string) => {
    if (!window.confirm(t('open.keys.revokeConfirm'))) return;
    void run(() => unwrap(api.DELETE('/portal/apiSubscriptions/{id}/keys/{keyId}', { params: { path: { id: subscriptionId, keyId } } })));
  };
  const copy = async () => {
    if (!issued) return;
    await navigator.clipboard?.writeText(issued).catch(() => undefined);
    setCopied(true);
  };

  const live = keys?.keys.some((k) => k.status === 'active');
  const prefixOf = (id: string) => keys?.keys.find((k) => k.id === id)?.prefix ?? id;

  return (
    <section className="panel api-keys" aria-labelledby={`keys-${subscriptionId}`}>
      <h2 id={`keys-${subscriptionId}`} className="search-title">
        {t('open.keys.title')} · {productCode}
      </h2>
      <p className="api-keys-meta">
        {keys ? t('open.keys.rateLimit', { n: keys.rateLimit }) : ''}{' '}
        <a href={`${REFERENCE_HREF}#tag/open`}>{t('open.keys.reference')}</a>
      </p>
      <div className="api-keys-actions">
        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void issue()}>
          {live ? t('open.keys.rotate') : t('open.keys.issue')}
        </button>
        {live ? <span className="api-keys-hint">{t('open.keys.rotateHint')}</span> : null}
      </div>
      {issued ? (
        <div className="api-key-once" role="alert">
          <p>{t('open.keys.once')}</p>
          <code data-testid="issued-key">{issued}</code>
          <button type="button" className="btn" onClick={() => void copy()}>
            {copied ? t('open.keys.copied') : t('open.keys.copy')}
          </button>
        </div>
      ) : null}
      <p className="login-error" role="alert">
        {error ?? ''}
      </p>
      <div className="table-wrap">
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">{t('open.keys.prefix')}</th>
              <th scope="col">{t('open.keys.status')}</th>
              <th scope="col">{t('open.keys.createTime')}</th>
              <th scope="col">{t('open.keys.expiresAt')}</th>
              <th scope="col">{t('open.keys.lastUsedAt')}</th>
              <th scope="col" aria-label={t('open.keys.revoke')} />
            </tr>
          </thead>
          <tbody>
            {!keys || keys.keys.length === 0 ? (
              <tr>
                <td colSpan={6} className="table-empty">
                  {keys ? t('open.keys.none') : ''}
                </td>
              </tr>
            ) : (
              keys.keys.map((k) => (
                <tr key={k.id}>
                  <td>
                    <code>{k.prefix}…</code>
                  </td>
                  <td>
                    <span className={`status-tag api-key-${k.status}`}>{t(`open.keys.statuses.${k.status}`)}</span>
                  </td>
                  <td>{portTime(k.createTime)}</td>
                  <td>{portTime(k.expiresAt ?? k.revokedAt)}</td>
                  <td>{portTime(k.lastUsedAt)}</td>
                  <td>
                    {k.status === 'active' || k.status === 'expiring' ? (
                      <button type="button" className="btn btn-text" disabled={busy} onClick={() => revoke(k.id)}>
                        {t('open.keys.revoke')}
                      </button>
                    ) : null}
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {keys && keys.usage.length ? (
        <>
          <h3 className="api-keys-usage-title">{t('open.keys.usage')}</h3>
          <div className="table-wrap">
            <table className="data-table" data-testid="key-usage">
              <thead>
                <tr>
                  <th scope="col">{t('open.keys.day')}</th>
                  <th scope="col">{t('open.keys.prefix')}</th>
                  <th scope="col">{t('open.keys.calls')}</th>
                  <th scope="col">{t('open.keys.limited')}</th>
                </tr>
              </thead>
              <tbody>
                {keys.usage.map((u) => (
                  <tr key={`${u.keyId}-${u.day}`}>
                    <td>{u.day}</td>
                    <td>
                      <code>{prefixOf(u.keyId)}…</code>
                    </td>
                    <td>{u.calls}</td>
                    <td>{u.limited}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
    </section>
  );
}
