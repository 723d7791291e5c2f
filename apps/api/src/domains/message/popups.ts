/** Popup notice configurations (SPEC §3, §4) and the per-user count of OK clicks on server-counted ones. */
import { sql } from 'kysely';
import type { Schemas } from '@port/sdk/contract';
import { sanitizeRichHtml } from '../../lib/html';
import type { AppServices } from '../../services';
import { joinPublishedPosts } from '../notice/audience';

export type PopupConfig = Schemas['PopupNoticeConfig'];

/**
 * What a signed-out visitor may see: enabled configurations in force now, configured directly or published to
 * audience 'all'. Counted in the visitor's browser (isStore '0'): the server has no one to count them for.
 */
export async function publicPopups(services: AppServices): Promise<PopupConfig[]> {
  const now = services.now();
  const rows = await services.db
    .selectFrom('popup_notices as p')
    .select(['p.id', 'p.url', 'p.title', 'p.context', 'p.width', 'p.height', 'p.confirm_text', 'p.open_count'])
    .where('p.enabled', '=', true)
    .where((eb) =>
      eb.or([
        eb('p.post_seq', 'is', null),
        eb.exists(eb.selectFrom('notice_posts as n').select('n.seq').whereRef('n.seq', '=', 'p.post_seq').where('n.audience', '=', 'all').where('n.status', '=', 'published')),
      ]),
    )
    .where((eb) => eb.or([eb('p.start_time', 'is', null), eb('p.start_time', '<=', now)]))
    .where((eb) => eb.or([eb('p.end_time', 'is', null), eb('p.end_time', '>', now)]))
    .orderBy('p.sort')
    .orderBy('p.create_time')
    .execute();
  return rows.map((r) => ({
    // Sanitised on the way out as well as in: the portal shows it as it comes (no sanitiser in its first load).
    id: r.id, url: r.url, title: r.title, context: sanitizeRichHtml(r.context), width: r.width, height: r.height, confirmText: r.confirm_text,
    isStore: '0' as const, openCount: r.open_count ?? 'N', open: false,
  }));
}

/** Enabled configurations in force now, less the server-counted ones the user has confirmed openCount times. */
export async function popupsFor(services: AppServices, userId: string): Promise<PopupConfig[]> {
  const now = services.now();
  // A popup posted to a company (type) the user joined since publication shows to them too.
  await joinPublishedPosts(services.db, userId, now);
  const rows = await services.db
    .selectFrom('popup_notices as p')
    .leftJoin('popup_reads as r', (j) => j.onRef('r.config_id', '=', 'p.id').on('r.user_id', '=', userId))
    .select(['p.id', 'p.url', 'p.title', 'p.context', 'p.width', 'p.height', 'p.confirm_text', 'p.is_store', 'p.open_count'])
    .where('p.enabled', '=', true)
    // A configuration published from a notice post shows only to the users it was delivered to.
    .where((eb) =>
      eb.or([
        eb('p.post_seq', 'is', null),
        eb.exists(eb.selectFrom('notice_post_audience as a').select('a.user_id').whereRef('a.post_seq', '=', 'p.post_seq').where('a.user_id', '=', userId)),
      ]),
    )
    .where((eb) => eb.or([eb('p.start_time', 'is', null), eb('p.start_time', '<=', now)]))
    .where((eb) => eb.or([eb('p.end_time', 'is', null), eb('p.end_time', '>', now)]))
    .where((eb) =>
      eb.or([
        eb('p.is_store', '=', '0'),
        eb('p.open_count', 'is', null),
        eb(sql<number>`coalesce(r.read_count, 0)`, '<', eb.ref('p.open_count')),
      ]),
    )
    .orderBy('p.sort')
    .orderBy('p.create_time')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    url: r.url,
    title: r.title,
    context: sanitizeRichHtml(r.context),
    width: r.width,
    height: r.height,
    confirmText: r.confirm_text,
    isStore: r.is_store === '0' ? '0' : '1',
    openCount: r.open_count ?? 'N',
    open: false,
  }));
}

/** Counts one OK click; false when no such configuration exists. */
export async function countPopupRead(services: AppServices, userId: string, configId: string): Promise<boolean> {
  const exists = await services.db.selectFrom('popup_notices').select('id').where('id', '=', configId).executeTakeFirst();
  if (!exists) return false;
  const now = services.now();
  await services.db
    .insertInto('popup_reads')
    .values({ config_id: configId, user_id: userId, read_count: 1, last_read_at: now })
    .onConflict((oc) =>
      oc.columns(['user_id', 'config_id']).doUpdateSet({ read_count: sql`popup_reads.read_count + 1`, last_read_at: now }),
    )
    .execute();
  return true;
}
