/**
 * /news/newsDetail?id=&type=notice|news: one announcement or news item. The HTML body is sanitised
 * (RichHtml: DOMPurify) before it is shown, so a script or an inline handler in it never runs.
 */
import './messages';
import { useEffect, useState } from 'react';
import { RichHtml } from '@port/ui/RichHtml';
import { useT } from '../../lib/language';
import { readQuery } from '../../lib/query';
import { fetchNewsDetail, listHref, type NewsDetail as Detail, type NewsKind } from './api';
import { portTime } from '@port/sdk/format';

export default function NewsDetail() {
  const t = useT();
  const [item, setItem] = useState<Detail | null>(null);
  const [missing, setMissing] = useState(false);
  const [kind, setKind] = useState<NewsKind>('notice');

  useEffect(() => {
    const query = readQuery();
    const id = query.get('id');
    const type = query.get('type');
    const wanted: NewsKind | undefined = type === 'news' || type === 'notice' ? type : undefined;
    if (wanted) setKind(wanted);
    if (!id) {
      setMissing(true);
      return;
    }
    fetchNewsDetail(id, wanted)
      .then((found) => {
        setItem(found);
        setKind(found.type);
        document.title = `${found.title} - ${document.title.split(' - ').pop() ?? ''}`;
      })
      .catch(() => setMissing(true));
  }, []);

  return (
    <article className="panel article" aria-busy={!item && !missing ? true : undefined}>
      <p className="article-back">
        <a href={listHref(kind)}>‹ {t('portal.news.back')}</a>
      </p>
      {missing ? (
        <p className="block-empty">{t('portal.news.notFound')}</p>
      ) : item ? (
        <>
          <h1 className="article-title">{item.title}</h1>
          <p className="article-meta">
            <span>{t('portal.news.publishedAt', { time: portTime(item.pushTime ?? item.updatedAt) })}</span>
            {item.source ? <span>{t('portal.news.source', { source: item.source })}</span> : null}
          </p>
          <RichHtml html={item.context} className="article-body" />
        </>
      ) : (
        <div className="article-placeholder" />
      )}
    </article>
  );
}
