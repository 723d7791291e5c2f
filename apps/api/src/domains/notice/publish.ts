/**
 * What publishing a notice post does, inside the transition's transaction: fixes its audience (the users it names
 * now), then stores what users see — a port notice or strong reminder in every recipient's message centre (shown
 * from validFrom, expiring at validTo), or a popup configuration only its audience is shown, counted on the server
 * (openCount OK clicks, once by default). Withdrawal expires the notice or disables the popup; reads are kept.
 * After the commit (./routes) the audience is told live over the notice socket; a post whose validity starts later is
 * told then (./scheduler), and users the audience names later join it when they read (./audience).
 */
import { sql } from 'kysely';
import { formatDateTime } from '../../lib/datetime';
import type { EntityCaller, Row } from '../../lib/entity/store';
import type { Executor } from '../../lib/records';
import type { AppServices } from '../../services';
import { BROADCAST_CHANNEL, type NoticeFrame, type PopupsChangedFrame } from '../message/channel';
import { deliverLive, storeNoticeIn } from '../message/inbox';

const asDate = (v: unknown): Date | null => (v instanceof Date ? v : typeof v === 'string' ? new Date(v) : null);

/** The users the post's audience names now (undeleted accounts). */
async function fixAudience(trx: Executor, row: Row): Promise<string[]> {
  const seq = String(row.seq);
  const who =
    row.audience === 'companyType'
      ? sql`and u.company_id in (select company_id from companies where kind = ${String(row.company_type)})`
      : row.audience === 'company'
        ? sql`and u.company_id = ${String(row.company_id)}`
        : row.audience === 'user'
          ? sql`and u.user_id = ${String(row.user_id)}`
          : sql``;
  const { rows } = await sql<{ user_id: string }>`
    insert into notice_post_audience (post_seq, user_id)
    select ${seq}::bigint, u.user_id from users u where u.del_flag = '0' ${who}
    on conflict do nothing
    returning user_id`.execute(trx);
  return rows.map((r) => r.user_id);
}

export async function publishPost(caller: EntityCaller, trx: Executor, row: Row): Promise<Record<string, unknown>> {
  const now = caller.services.now();
  const users = await fixAudience(trx, row);
  const validFrom = asDate(row.valid_from);
  const validTo = asDate(row.valid_to);
  if (row.kind === 'popup') {
    const popup = await trx
      .insertInto('popup_notices')
      .values({
        url: String(row.url), title: String(row.title), context: String(row.content), width: null, height: null, confirm_text: null,
        is_store: '1', open_count: Number(row.open_count ?? 1), enabled: true, start_time: validFrom, end_time: validTo, post_seq: String(row.seq),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { publish_time: now, popup_id: popup.id, pushed_at: validFrom && validFrom > now ? null : now };
  }
  const stored = await storeNoticeIn(trx, now, {
    title: String(row.title),
    content: String(row.content),
    contentType: 'NOTICE',
    noticeType: row.kind === 'strong' ? '2' : '1',
    target: { kind: 'user', ids: users },
    publisher: { id: caller.user.userId, name: caller.user.name },
    pushTime: validFrom && validFrom > now ? validFrom : now,
    expiresAt: validTo,
  });
  return { publish_time: now, notice_id: stored.id, pushed_at: validFrom && validFrom > now ? null : now };
}

export async function withdrawPost(caller: EntityCaller, trx: Executor, row: Row): Promise<Record<string, unknown>> {
  if (row.popup_id) await trx.updateTable('popup_notices').set({ enabled: false, update_time: caller.services.now() }).where('id', '=', String(row.popup_id)).execute();
  if (row.notice_id) await trx.updateTable('notices').set({ expires_at: caller.services.now() }).where('id', '=', String(row.notice_id)).execute();
  return {};
}

/**
 * After a publish or withdrawal commits: a notice in force now goes to each recipient's socket (on whatever replica
 * holds it); a popup change tells every console to fetch its popup list again (each sees only its own).
 */
export async function tellAudience(services: AppServices, seq: string): Promise<void> {
  const post = await services.db.selectFrom('notice_posts').select(['kind', 'status', 'notice_id', 'popup_id']).where('seq', '=', seq).executeTakeFirst();
  if (!post) return;
  if (post.popup_id) {
    const frame: PopupsChangedFrame = { type: 4, event: 'popups', dictType: '' };
    await services.bus.publish(BROADCAST_CHANNEL, frame);
    return;
  }
  if (post.status !== 'published' || !post.notice_id) return;
  const notice = await services.db.selectFrom('notices').selectAll().where('id', '=', post.notice_id).executeTakeFirst();
  if (!notice || notice.push_time > services.now()) return;
  const recipients = await services.db.selectFrom('notice_post_audience').select('user_id').where('post_seq', '=', seq).execute();
  const frame: NoticeFrame = {
    type: 3, id: notice.id, noticeType: notice.notice_type as NoticeFrame['noticeType'], contentType: 'NOTICE',
    title: notice.title, content: notice.content, pushTime: formatDateTime(notice.push_time),
  };
  await deliverLive(services, recipients.map((r) => r.user_id), frame);
}
