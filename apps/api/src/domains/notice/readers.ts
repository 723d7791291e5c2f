/** Who a notice post was delivered to, with when each read it: the read statistics' list and its export. */
import { sql } from 'kysely';
import type { AppServices } from '../../services';

export interface ReadsFilter {
  read?: '0' | '1' | undefined;
  mobile?: string | undefined;
}

/** The audience of a post with when each read it; readers first, then by name. */
export function readersQuery(services: AppServices, post: { seq: string; kind: string; notice_id: string | null; popup_id: string | null }, filter: ReadsFilter) {
  const readAt =
    post.kind === 'popup'
      ? sql<Date | null>`(select r.last_read_at from popup_reads r where r.config_id = ${post.popup_id} and r.user_id = a.user_id and r.read_count > 0)`
      : sql<Date | null>`(select d.read_at from notice_deliveries d where d.notice_id = ${post.notice_id} and d.user_id = a.user_id)`;
  let q = services.db
    .selectFrom('notice_post_audience as a')
    .innerJoin('users as u', 'u.user_id', 'a.user_id')
    .leftJoin('companies as c', 'c.company_id', 'u.company_id')
    .where('a.post_seq', '=', post.seq);
  if (filter.mobile) q = q.where('u.mobile', 'like', `${filter.mobile.replace(/[\\%_]/g, '')}%`);
  if (filter.read === '1') q = q.where(sql<boolean>`${readAt} is not null`);
  if (filter.read === '0') q = q.where(sql<boolean>`${readAt} is null`);
  return { q, readAt };
}
