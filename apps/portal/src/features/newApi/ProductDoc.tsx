/** /newApi/newApiDes?code=: one API product's description - endpoints, parameters, sample request and answer. */
import './messages';
import { useEffect, useState } from 'react';
import { useT } from '../../lib/language';
import { href, ROUTES } from '../../lib/paths';
import { readQuery } from '../../lib/query';
import { getProduct, subscribeHref, type ApiProduct } from './api';
import { REFERENCE_HREF } from './ApiKeys';
import type { MessageKey } from '../../lib/i18n';
import { portTime } from '@port/sdk/format';

export default function ProductDoc() {
  const t = useT();
  const [product, setProduct] = useState<ApiProduct | null>(null);
  const [missing, setMissing] = useState(false);

  useEffect(() => {
    const code = readQuery().get('code');
    if (!code) {
      setMissing(true);
      return;
    }
    getProduct(code)
      .then((found) => {
        setProduct(found);
        document.title = `${found.name} - ${document.title.split(' - ').pop() ?? ''}`;
      })
      .catch(() => setMissing(true));
  }, []);

  return (
    <article className="panel article api-doc" aria-busy={!product && !missing ? true : undefined}>
      <p className="article-back">
        <a href={href(ROUTES.newApi)}>‹ {t('portal.newApi.backToList')}</a>
      </p>
      {missing ? (
        <p className="block-empty">{t('portal.newApi.notFound')}</p>
      ) : product ? (
        <>
          <div className="api-doc-head">
            <div>
              <h1 className="article-title">{product.name}</h1>
              <p className="article-meta">
                <span className="api-tag">{t(`portal.newApi.categories.${product.category}`)}</span>
                <span>{t('portal.newApi.version', { version: product.version })}</span>
                <span>{portTime(product.updatedAt)}</span>
              </p>
            </div>
            <a className="btn btn-primary" href={subscribeHref(product.code)}>
              {t('portal.newApi.subscribe')}
            </a>
          </div>
          <p className="api-doc-description">{product.description}</p>
          <p className="api-doc-reference">
            {/* The browsable reference of every /open/v1 call (Redoc, served by the product; domains/open/reference.ts). */}
            <a href={`${REFERENCE_HREF}#tag/open`}>{t('open.keys.reference' as MessageKey)} ›</a>
          </p>
          <h2 className="api-doc-section">{t('portal.newApi.endpoints')}</h2>
          {product.endpoints.map((endpoint) => (
            <section key={endpoint.path} className="api-endpoint" aria-label={endpoint.name}>
              <h3>{endpoint.name}</h3>
              <p className="api-endpoint-line">
                <span className={`api-method api-method-${endpoint.method.toLowerCase()}`}>{endpoint.method}</span>
                <code>{endpoint.path}</code>
              </p>
              <p>{endpoint.description}</p>
              <h4>{t('portal.newApi.params')}</h4>
              {endpoint.params.length === 0 ? (
                <p>{t('portal.newApi.noParams')}</p>
              ) : (
                <div className="table-wrap">
                  <table className="data-table">
                    <thead>
                      <tr>
                        <th scope="col">{t('portal.newApi.paramName')}</th>
                        <th scope="col">{t('portal.newApi.paramType')}</th>
                        <th scope="col">{t('portal.newApi.paramRequired')}</th>
                        <th scope="col">{t('portal.newApi.paramDesc')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {endpoint.params.map((param) => (
                        <tr key={param.name}>
                          <td>
                            <code>{param.name}</code>
                          </td>
                          <td>{param.type}</td>
                          <td>{t(param.required ? 'portal.newApi.yes' : 'portal.newApi.no')}</td>
                          <td>{param.description}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
              <div className="api-samples">
                <div>
                  <h4>{t('portal.newApi.sampleRequest')}</h4>
                  <pre tabIndex={0}>{endpoint.sampleRequest}</pre>
                </div>
                <div>
                  <h4>{t('portal.newApi.sampleResponse')}</h4>
                  <pre tabIndex={0}>{endpoint.sampleResponse}</pre>
                </div>
              </div>
            </section>
          ))}
        </>
      ) : (
        <div className="article-placeholder" />
      )}
    </article>
  );
}
