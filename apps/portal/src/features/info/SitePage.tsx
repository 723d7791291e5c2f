/**
 * /info (type about or contact) and /info/websiteTerms (type law, privacy or user): one site text from
 * the api, sanitised before it is shown. The tabs switch between the page's types.
 */
import { extendZh } from '../../lib/i18n';
import messages from 'virtual:portal-messages/zh-CN/portal.info,portal.news.notFound';
import { useEffect, useState } from 'react';
import type { Schemas } from '@port/sdk';
import { RichHtml } from '@port/ui/RichHtml';
import { api, unwrap } from '../../lib/api';
import { useT } from '../../lib/language';
import { readQuery, writeQuery } from '../../lib/query';

extendZh(messages);

type SitePageType = Schemas['SitePageType'];
type Page = Schemas['SitePage'];

export interface SitePageProps {
  /** The types this page offers, the first being the default. */
  types: readonly SitePageType[];
  /** The static heading to update when the type changes. */
  headingId?: string;
}

export default function SitePage({ types, headingId }: SitePageProps) {
  const t = useT();
  const [type, setType] = useState<SitePageType | null>(null);
  const [page, setPage] = useState<Page | null>(null);
  const [missing, setMissing] = useState(false);

  useEffect(() => {
    const asked = readQuery().get('type');
    setType(types.find((candidate) => candidate === asked) ?? types[0] ?? null);
  }, [types]);

  useEffect(() => {
    if (!type) return;
    let live = true;
    setMissing(false);
    setPage(null);
    unwrap(api.POST('/message/app/appPotral/platform/sitePage', { body: { type } }))
      .then((found) => live && setPage(found))
      .catch(() => live && setMissing(true));
    const heading = headingId ? document.getElementById(headingId) : null;
    if (heading) heading.textContent = t(`portal.info.${type}`);
    return () => {
      live = false;
    };
  }, [type, headingId, t]);

  return (
    <div className="site-page">
      <nav className="tabs" aria-label={t(`portal.info.${types[0] ?? 'about'}`)}>
        {types.map((candidate) => (
          <a
            key={candidate}
            href={`?type=${candidate}`}
            aria-current={candidate === (type ?? types[0]) ? 'page' : undefined}
            onClick={(e) => {
              e.preventDefault();
              writeQuery({ type: candidate });
              setType(candidate);
            }}
          >
            {t(`portal.info.${candidate}`)}
          </a>
        ))}
      </nav>
      <article className="panel article" aria-busy={!page && !missing ? true : undefined}>
        {missing ? (
          <p className="block-empty">{t('portal.news.notFound')}</p>
        ) : page ? (
          <>
            <h2 className="article-title">{page.title}</h2>
            <RichHtml html={page.context} className="article-body" />
          </>
        ) : (
          <div className="article-placeholder" />
        )}
      </article>
    </div>
  );
}
