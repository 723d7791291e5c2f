/**
 * Paging of SPEC §9: '共 N 条', page sizes 10/20/30/40/50, and a quick jumper. The page numbers show the
 * first, the last and the pages around the current one.
 */
import { useState } from 'react';
import { PAGING } from '@port/config/constants';
import type { T } from '../lib/i18n';

export interface PaginationProps {
  t: T;
  total: number;
  pageNo: number;
  pageSize: number;
  onChange: (pageNo: number, pageSize: number) => void;
}

function pageList(current: number, last: number): Array<number | 'gap'> {
  const pages = new Set([1, last, current - 2, current - 1, current, current + 1, current + 2]);
  const sorted = [...pages].filter((n) => n >= 1 && n <= last).sort((a, b) => a - b);
  const out: Array<number | 'gap'> = [];
  for (const [i, n] of sorted.entries()) {
    if (i > 0 && n - (sorted[i - 1] ?? n) > 1) out.push('gap');
    out.push(n);
  }
  return out;
}

export function Pagination({ t, total, pageNo, pageSize, onChange }: PaginationProps) {
  const last = Math.max(1, Math.ceil(total / pageSize));
  const [jump, setJump] = useState('');
  const go = (n: number) => onChange(Math.min(Math.max(1, n), last), pageSize);

  return (
    <nav className="pagination" aria-label={t('portal.news.pagination')}>
      <span className="pagination-total">{t('common.total', { total })}</span>
      <button type="button" className="page-btn" aria-label={t('portal.news.previous')} disabled={pageNo <= 1} onClick={() => go(pageNo - 1)}>
        ‹
      </button>
      <ul>
        {pageList(pageNo, last).map((n, i) =>
          n === 'gap' ? (
            <li key={`gap-${i}`} className="page-gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <button
                type="button"
                className="page-btn"
                aria-label={t('portal.news.pageN', { n })}
                aria-current={n === pageNo ? 'page' : undefined}
                onClick={() => go(n)}
              >
                {n}
              </button>
            </li>
          ),
        )}
      </ul>
      <button type="button" className="page-btn" aria-label={t('portal.news.next')} disabled={pageNo >= last} onClick={() => go(pageNo + 1)}>
        ›
      </button>
      <label className="page-size">
        <span className="ui-visually-hidden">{t('portal.news.pageSizeLabel')}</span>
        <select value={pageSize} onChange={(e) => onChange(1, Number(e.target.value))}>
          {PAGING.pageSizes.map((size) => (
            <option key={size} value={size}>
              {t('portal.news.pageSize', { size })}
            </option>
          ))}
        </select>
      </label>
      <form
        className="page-jump"
        onSubmit={(e) => {
          e.preventDefault();
          const n = Number.parseInt(jump, 10);
          if (Number.isFinite(n)) go(n);
          setJump('');
        }}
      >
        <label>
          {t('portal.news.jumpTo')}
          <input inputMode="numeric" value={jump} onChange={(e) => setJump(e.target.value.replace(/\D/g, ''))} size={3} />
          {t('portal.news.page')}
        </label>
      </form>
    </nav>
  );
}
