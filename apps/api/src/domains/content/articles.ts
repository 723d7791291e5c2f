/**
 * The portal's articles (the articles table): announcements (kind 'notice'), news ('news') and the site pages
 * (about, contact, law, privacy, user). Bodies are sanitised on the way out, so whatever was stored, no script
 * or event handler reaches a browser.
 */
import { SITE } from '@port/config/site';
import type { Database } from '../../db/database';
import { formatDateTime } from '../../lib/datetime';
import { sanitizeRichHtml } from '../../lib/html';
import { offsetPage } from '../../lib/offset-page';
import type { SessionUser } from '../../services';

export type ArticleKind = 'notice' | 'news';

/**
 * Which user_type values a caller may read: '0' (public) always; '1' (signed-in users) too when the caller
 * asks for it (userType other than '0') and is signed in. Without a token the request counts as public.
 */
export function audiences(userType: string | number | undefined, user: SessionUser | null): string[] {
  const wantsMembers = userType !== undefined && String(userType) !== '0';
  return wantsMembers && user ? ['0', '1'] : ['0'];
}

const toItem = (r: { id: string; title: string; context: string; pic_url: string | null; updated_at: Date }) => ({
  id: r.id,
  title: r.title,
  context: sanitizeRichHtml(r.context),
  picUrl: r.pic_url,
  updatedAt: formatDateTime(r.updated_at),
});

export async function pageArticles(
  db: Database,
  kind: ArticleKind,
  visibleTo: string[],
  pageNo: number,
  pageSize: number,
) {
  const base = db
    .selectFrom('articles')
    .where('kind', '=', kind)
    .where('published', '=', true)
    .where('user_type', 'in', visibleTo);
  return offsetPage(
    base,
    (qb) => qb.select(['id', 'title', 'context', 'pic_url', 'updated_at']).orderBy('updated_at', 'desc').orderBy('id', 'desc'),
    toItem,
    { pageNo, pageSize },
  );
}

export async function articleDetail(db: Database, id: string, kinds: ArticleKind[], visibleTo: string[]) {
  const row = await db
    .selectFrom('articles')
    .select(['id', 'kind', 'title', 'context', 'pic_url', 'updated_at', 'create_time'])
    .where('id', '=', id)
    .where('kind', 'in', kinds)
    .where('published', '=', true)
    .where('user_type', 'in', visibleTo)
    .executeTakeFirst();
  if (!row) return null;
  return {
    ...toItem(row),
    type: row.kind as ArticleKind,
    source: SITE.product,
    pushTime: formatDateTime(row.create_time),
  };
}

export type SitePageType = 'about' | 'contact' | 'law' | 'privacy' | 'user';

/** The latest published text of one site page. */
export async function sitePage(db: Database, type: SitePageType) {
  const row = await db
    .selectFrom('articles')
    .select(['title', 'context', 'updated_at'])
    .where('kind', '=', type)
    .where('published', '=', true)
    .where('user_type', '=', '0')
    .orderBy('updated_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  return { type, title: row.title, context: sanitizeRichHtml(row.context), updatedAt: formatDateTime(row.updated_at) };
}
