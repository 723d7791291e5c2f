/**
 * /news: announcements (type=Announcement) or news (type=news), one page at a time, with '共 N 条',
 * page sizes and the quick jumper (SPEC §2.3, §9). The page and size are kept in the query string.
 */
import './messages';
import { useEffect, useState } from 'react';
import { PAGING } from '@port/config/constants';
import { Pagination } from '../../components/Pagination';
import { useT } from '../../lib/language';
import { intParam, readQuery, writeQuery } from '../../lib/query';
import { datePart, htmlToText } from '../../lib/text';
import { detailHref, fetchNewsPage, pictureOf, type NewsItem, type NewsKind } from './api';

const kindOf = (type: string | null): NewsKind => (type === 'news' ? 'news' : 'notice');
const typeOf = (kind: NewsKind) => (kind === 'news' ? 'news' : 'Announcement');

interface State {
  kind: NewsKind;
  pageNo: number;
  pageSize: number;
}

export default function NewsList() {
  const t = useT();
  const [state, setState] = useState<State | null>(null);
  const [page, setPage] = useState<{ data: NewsItem[]; total: number } | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const query = readQuery();
    setState({
      kind: kindOf(query.get('type')),
      pageNo: intParam(query, 'pageNo', 1),
      pageSize: intParam(query, 'pageSize', PAGING.defaultPageSize, PAGING.pageSizes),
    });
  }, []);

  useEffect(() => {
    if (!state) return;
    let live = true;
    setFailed(false);
    fetchNewsPage(state.kind, state.pageNo, state.pageSize)
      .then((result) => live && setPage(result))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [state]);

  const change = (next: Partial<State>) => {
    if (!state) return;
    const merged = { ...state, ...next };
    writeQuery({ type: typeOf(merged.kind), pageNo: merged.pageNo, pageSize: merged.pageSize });
    setState(merged);
    setPage(null);
    window.scrollTo({ top: 0 });
  };

  const kind = state?.kind ?? 'notice';
  const rows = page?.data ?? null;
  return (
    <div className="news-page">
      <nav className="tabs" aria-label={t('portal.news.title')}>
        {(['notice', 'news'] as const).map((k) => (
          <a
            key={k}
            aria-current={kind === k ? 'page' : undefined}
            href={`?type=${typeOf(k)}`}
            onClick={(e) => {
              e.preventDefault();
              change({ kind: k, pageNo: 1 });
            }}
          >
            {t(k === 'notice' ? 'portal.news.notice' : 'portal.news.news')}
          </a>
        ))}
      </nav>
      <div className="panel">
        {failed ? (
          <p className="block-empty">{t('portal.home.loadFailed')}</p>
        ) : rows && rows.length === 0 ? (
          <p className="block-empty">{t('common.empty')}</p>
        ) : (
          <ul className="news-rows" aria-busy={rows === null || undefined}>
            {(rows ?? Array.from({ length: Math.min(state?.pageSize ?? PAGING.defaultPageSize, 10) }, () => null)).map((item, index) =>
              item ? (
                <li key={item.id} className="news-row">
                  {kind === 'news' ? <img src={pictureOf(item)} alt="" width={160} height={90} loading="lazy" decoding="async" /> : null}
                  <div className="news-row-body">
                    <h2>
                      <a href={detailHref(kind, item.id)}>{item.title}</a>
                    </h2>
                    <p>{htmlToText(item.context)}</p>
                  </div>
                  <time dateTime={datePart(item.updatedAt)}>{datePart(item.updatedAt)}</time>
                </li>
              ) : (
                <li key={index} className="news-row is-placeholder" />
              ),
            )}
          </ul>
        )}
        {page && page.total > 0 && state ? (
          <Pagination t={t} total={page.total} pageNo={state.pageNo} pageSize={state.pageSize} onChange={(pageNo, pageSize) => change({ pageNo, pageSize })} />
        ) : null}
      </div>
    </div>
  );
}
