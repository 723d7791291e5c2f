/**
 * 'Announcement Notice' of the portal home: up to 4 cards (date, title, plain-text excerpt, 查看详情).
 * Placeholders of the same size stand in while the list loads, so the page does not shift.
 */
import './messages';
import { useEffect, useState } from 'react';
import { HOME } from '@port/config/constants';
import { useT } from '../../lib/language';
import { datePart, htmlToText } from '../../lib/text';
import { detailHref, fetchNewsPage, type NewsItem } from '../news/api';

export default function Announcements() {
  const t = useT();
  const [items, setItems] = useState<NewsItem[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    fetchNewsPage('notice', HOME.pageNo, HOME.pageSize)
      .then((page) => setItems(page.data.slice(0, HOME.pageSize)))
      .catch(() => setFailed(true));
  }, []);

  if (failed) return <p className="block-empty">{t('portal.home.loadFailed')}</p>;
  if (items && items.length === 0) return <p className="block-empty">{t('common.empty')}</p>;

  return (
    <ul className="notice-cards" aria-busy={items === null || undefined}>
      {(items ?? Array.from({ length: HOME.pageSize }, () => null)).map((item, index) => (
        <li key={item?.id ?? index} className={item ? 'notice-card' : 'notice-card is-placeholder'}>
          {item ? (
            <>
              <time className="notice-date" dateTime={datePart(item.updatedAt)}>
                <span className="notice-day">{datePart(item.updatedAt).slice(8, 10)}</span>
                <span className="notice-month">{datePart(item.updatedAt).slice(0, 7)}</span>
              </time>
              <h3 className="notice-title" title={item.title}>
                {item.title}
              </h3>
              <p className="notice-excerpt">{htmlToText(item.context)}</p>
              <a className="notice-more" href={detailHref('notice', item.id)}>
                {t('common.viewDetail')}
                <span className="ui-visually-hidden">：{item.title}</span>
              </a>
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
