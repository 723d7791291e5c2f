/**
 * /newApi (the catalogue, filtered by category) and /newApi/newApiSearch (?keyword=, matching products
 * and their endpoints): product cards with 查看文档 and 申请订阅, and the search box.
 */
import './messages';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useT } from '../../lib/language';
import { readQuery, writeQuery } from '../../lib/query';
import { CATEGORIES, SEARCH_PATH, docHref, listProducts, searchHref, subscribeHref, type ApiProductSummary, type Category } from './api';

export interface ProductListProps {
  /** 'catalogue' filters by category; 'search' shows the results of ?keyword=. */
  mode: 'catalogue' | 'search';
}

export default function ProductList({ mode }: ProductListProps) {
  const t = useT();
  const [keyword, setKeyword] = useState('');
  const [category, setCategory] = useState<Category | null>(null);
  const [products, setProducts] = useState<ApiProductSummary[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [started, setStarted] = useState(false);
  const keywordInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const query = readQuery();
    const asked = query.get('category');
    // Keep what the visitor typed into the server-rendered box before the island woke up.
    const typed = keywordInput.current?.value ?? '';
    setKeyword(typed || (mode === 'search' ? (query.get('keyword') ?? '') : ''));
    setCategory(CATEGORIES.find((c) => c === asked) ?? null);
    setStarted(true);
  }, [mode]);

  const searched = mode === 'search' ? keyword : '';
  useEffect(() => {
    if (!started) return;
    let live = true;
    setFailed(false);
    listProducts(mode === 'search' ? searched.trim() || undefined : undefined, category ?? undefined)
      .then((found) => live && setProducts(found))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
    // The search page asks again only when the form is submitted (the URL changes then).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [started, category, mode]);

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = new FormData(event.currentTarget).get('keyword');
    window.location.assign(searchHref(typeof text === 'string' ? text.trim() : ''));
  };

  const pick = (next: Category | null) => {
    writeQuery({ category: next ?? undefined });
    setCategory(next);
  };

  return (
    <div className="api-products">
      {/* action/method make the box work natively before hydration; once live, onSearch trims first. */}
      <form className="api-search" role="search" action={SEARCH_PATH} method="get" onSubmit={onSearch}>
        <label htmlFor="api-keyword" className="ui-visually-hidden">
          {t('portal.newApi.searchLabel')}
        </label>
        <input
          id="api-keyword"
          ref={keywordInput}
          name="keyword"
          type="search"
          maxLength={50}
          placeholder={t('portal.newApi.searchPlaceholder')}
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
        />
        <button type="submit" className="btn btn-primary">
          {t('portal.newApi.search')}
        </button>
      </form>
      {mode === 'catalogue' ? (
        <nav className="tabs" aria-label={t('portal.newApi.title')}>
          {[null, ...CATEGORIES].map((c) => (
            <a
              key={c ?? 'all'}
              href={c ? `?category=${c}` : '?'}
              aria-current={c === category ? 'page' : undefined}
              onClick={(e) => {
                e.preventDefault();
                pick(c);
              }}
            >
              {t(`portal.newApi.categories.${c ?? 'all'}`)}
            </a>
          ))}
        </nav>
      ) : products ? (
        <p className="api-search-count" role="status">
          {t('portal.newApi.searchCount', { count: products.length })}
        </p>
      ) : null}
      {failed ? (
        <p className="block-empty">{t('portal.home.loadFailed')}</p>
      ) : products && products.length === 0 ? (
        <p className="block-empty">{t('common.empty')}</p>
      ) : (
        <ul className="api-cards" aria-busy={products === null || undefined}>
          {(products ?? Array.from({ length: 4 }, () => null)).map((product, index) =>
            product ? (
              <li key={product.code} className="api-card">
                <div className="api-card-head">
                  <h2>{product.name}</h2>
                  <span className="api-tag">{t(`portal.newApi.categories.${product.category}`)}</span>
                </div>
                <p className="api-card-summary">{product.summary}</p>
                <p className="api-card-meta">
                  <span>{t('portal.newApi.version', { version: product.version })}</span>
                  <span>{t('portal.newApi.endpointCount', { count: product.endpointCount })}</span>
                </p>
                <p className="api-card-actions">
                  <a className="btn btn-outline btn-sm" href={docHref(product.code)}>
                    {t('portal.newApi.viewDoc')}
                    <span className="ui-visually-hidden">：{product.name}</span>
                  </a>
                  <a className="btn btn-primary btn-sm" href={subscribeHref(product.code)}>
                    {t('portal.newApi.subscribe')}
                    <span className="ui-visually-hidden">：{product.name}</span>
                  </a>
                </p>
              </li>
            ) : (
              <li key={index} className="api-card is-placeholder" />
            ),
          )}
        </ul>
      )}
    </div>
  );
}
