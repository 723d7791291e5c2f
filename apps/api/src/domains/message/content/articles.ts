/**
 * The portal's articles (the articles table): announcements (kind 'notice'), news ('news') and the site pages
 * (about, contact, law, privacy, user). Bodies are sanitised on the way out, so whatever was stored, no script
 * or event handler reaches a browser.
 */
import { SITE } from '@port/config/site';
import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../../db/database';
import type { DB } from '../../../db/schema';
import { formatDateTime } from '../../../lib/datetime';
import { sanitizeRichHtml } from '../../../lib/html';
import { offsetPage } from '../../../lib/offset-page';
import type { SessionUser } from '../../../services';

export type ArticleKind = 'notice' | 'news';

/**
 * What the portal shows: articles published by the platform (administration, 0050_admin) whose scheduled
 * time has come. Read on every call, so a publication appears without rebuilding the static pages.
 */
const showing = (now: Date) => (eb: ExpressionBuilder<DB, 'articles'>) =>
  eb.and([eb('status', '=', 'published'), eb.or([eb('publish_at', 'is', null), eb('publish_at', '<=', now)])]);

/**
 * Which user_type values a caller may read: '0' (public) always; '1' (signed-in users) too when the caller
 * asks for it (userType other than '0') and is signed in. Without a token the request counts as public.
 */
export function audiences(userType: string | number | undefined, user: SessionUser | null): string[] {
  const wantsMembers = userType !== undefined && String(userType) !== '0';
  return wantsMembers && user ? ['0', '1'] : ['0'];
}

/**
 * The cover as a browser loads it: an uploaded picture (a stored path) through a signed, short-lived link (every
 * portal page reads the articles when it loads, so the link is fresh); a /new/ path or https address as written.
 */
export type CoverLink = (storedPath: string) => string;

export const coverOf = (picUrl: string | null, link: CoverLink): string | null =>
  picUrl && !picUrl.startsWith('/') && !picUrl.startsWith('https://') ? link(picUrl) : picUrl;

const toItem = (link: CoverLink) => (r: { id: string; title: string; context: string; pic_url: string | null; update_time: Date }) => ({
  id: r.id,
  title: r.title,
  context: sanitizeRichHtml(r.context),
  picUrl: coverOf(r.pic_url, link),
  updatedAt: formatDateTime(r.update_time),
});

export async function pageArticles(
  db: Database,
  kind: ArticleKind,
  visibleTo: string[],
  pageNo: number,
  pageSize: number,
  now: Date,
  link: CoverLink,
) {
  const base = db
    .selectFrom('articles')
    .where('kind', '=', kind)
    .where(showing(now))
    .where('user_type', 'in', visibleTo);
  return offsetPage(
    base,
    (qb) => qb.select(['id', 'title', 'context', 'pic_url', 'update_time']).orderBy('pinned', 'desc').orderBy('update_time', 'desc').orderBy('id', 'desc'),
    toItem(link),
    { pageNo, pageSize },
  );
}

export async function articleDetail(db: Database, id: string, kinds: ArticleKind[], visibleTo: string[], now: Date, link: CoverLink) {
  const row = await db
    .selectFrom('articles')
    .select(['id', 'kind', 'title', 'context', 'pic_url', 'update_time', 'create_time'])
    .where('id', '=', id)
    .where('kind', 'in', kinds)
    .where(showing(now))
    .where('user_type', 'in', visibleTo)
    .executeTakeFirst();
  if (!row) return null;
  return {
    ...toItem(link)(row),
    type: row.kind as ArticleKind,
    source: SITE.product,
    pushTime: formatDateTime(row.create_time),
  };
}

export type SitePageType = 'about' | 'contact' | 'law' | 'privacy' | 'user';

/** The latest published text of one site page. */
export async function sitePage(db: Database, type: SitePageType, now: Date) {
  const row = await db
    .selectFrom('articles')
    .select(['title', 'context', 'update_time'])
    .where('kind', '=', type)
    .where(showing(now))
    .where('user_type', '=', '0')
    .orderBy('update_time', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  return { type, title: row.title, context: sanitizeRichHtml(row.context), updatedAt: formatDateTime(row.update_time) };
}
