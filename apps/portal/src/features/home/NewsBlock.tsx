/**
 * 'News and Information' of the portal home: the first item featured with its picture and the
 * 'hot news' label, items 2-4 with thumbnails; the default picture stands in when picUrl is empty.
 */
import './messages';
import { useEffect, useState } from 'react';
import { HOME } from '@port/config/constants';
import { useT } from '../../lib/language';
import { datePart, htmlToText } from '../../lib/text';
import { detailHref, fetchNewsPage, pictureOf, type NewsItem } from '../news/api';

export default function NewsBlock() {
  const t = useT();
  const [items, setItems] = useState<NewsItem[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    fetchNewsPage('news', HOME.pageNo, HOME.pageSize)
      .then((page) => setItems(page.data.slice(0, HOME.newsFeatured + HOME.newsMore)))
      .catch(() => setFailed(true));
  }, []);

  if (failed) return <p className="block-empty">{t('portal.home.loadFailed')}</p>;
  if (items && items.length === 0) return <p className="block-empty">{t('common.empty')}</p>;

  const [featured, ...rest] = items ?? [];
  const others = items ? rest : Array.from({ length: HOME.newsMore }, () => undefined);
  return (
    <div className="news-block" aria-busy={items === null || undefined}>
      <article className={featured ? 'news-featured' : 'news-featured is-placeholder'}>
        {featured ? (
          <a href={detailHref('news', featured.id)} className="news-featured-link">
            <span className="news-featured-picture">
              <img src={pictureOf(featured)} alt="" width={560} height={315} loading="lazy" decoding="async" />
              <span className="hot-label">{t('portal.home.hotNews')}</span>
            </span>
            <span className="news-featured-body">
              <span className="news-featured-title">{featured.title}</span>
              <span className="news-featured-excerpt">{htmlToText(featured.context)}</span>
              <time dateTime={datePart(featured.updatedAt)}>{datePart(featured.updatedAt)}</time>
            </span>
          </a>
        ) : null}
      </article>
      <ul className="news-list">
        {others.map((item, index) => (
          <li key={item?.id ?? index} className={item ? 'news-item' : 'news-item is-placeholder'}>
            {item ? (
              <a href={detailHref('news', item.id)}>
                <img src={pictureOf(item)} alt="" width={160} height={100} loading="lazy" decoding="async" />
                <span className="news-item-body">
                  <span className="news-item-title">{item.title}</span>
                  <time dateTime={datePart(item.updatedAt)}>{datePart(item.updatedAt)}</time>
                </span>
              </a>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
