/**
 * Each user's box of notices, messages and to-dos. A published item is stored once (notices) and copied
 * into the box of every recipient known at publish time (notice_deliveries, which holds the read state).
 * Users who appear later (new accounts, new role members) catch up on broadcast items above their sync
 * mark the next time their box is read, so 'all' and 'role' items reach them too.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Schemas } from '@port/sdk/contract';
import type { DB } from '../../db/schema';
import { formatDateTime } from '../../lib/datetime';
import { sanitizeRichHtml } from '../../lib/html';
import { likeContains } from '../../lib/like';
import type { AppServices } from '../../services';
import { joinPublishedPosts } from '../notice/audience';
import type { NoticeFrame } from './channel';

export type ContentType = Schemas['ContentType'];
export type NoticeType = Schemas['NoticeType'];
export type NoticeItem = Schemas['Notice'];
export type TargetKind = Schemas['NoticePublish']['target']['kind'];

export const CONTENT_TYPES: readonly ContentType[] = ['NOTICE', 'MESSAGE', 'TODO'];

/** Brings a user's box up to date with broadcast items published since its sync mark. */
export async function syncInbox(services: AppServices, userId: string): Promise<void> {
  const { db } = services;
  // Notice posts resolve their audience now: a user who joined a company they name since sees them too.
  await joinPublishedPosts(db, userId, services.now());
  const [latest, mark] = await Promise.all([
    db.selectFrom('notices').select((eb) => eb.fn.max('seq').as('seq')).executeTakeFirst(),
    db.selectFrom('notice_sync').select('seq').where('user_id', '=', userId).executeTakeFirst(),
  ]);
  const top = Number(latest?.seq ?? 0);
  const from = Number(mark?.seq ?? 0);
  if (top <= from) return;
  await sql`
    insert into notice_deliveries (user_id, notice_id, content_type, push_time)
    select u.user_id, n.id, n.content_type, n.push_time
    from users u
    join notices n on n.seq > ${from} and n.seq <= ${top}
    where u.user_id = ${userId} and u.del_flag = '0' and (
      n.target_kind = 'all'
      or (n.target_kind = 'user' and exists (
        select 1 from notice_targets t where t.notice_id = n.id and t.target_id = u.user_id))
      or (n.target_kind = 'role' and exists (
        select 1 from notice_targets t
        join user_roles ur on ur.role_id = t.target_id and ur.user_id = u.user_id
        join roles r on r.role_id = ur.role_id and r.status = '0'
        where t.notice_id = n.id)))
    on conflict do nothing`.execute(db);
  await db
    .insertInto('notice_sync')
    .values({ user_id: userId, seq: top })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ seq: sql`greatest(notice_sync.seq, excluded.seq)` }))
    .execute();
}

export interface PublishInput {
  title: string;
  /** Already sanitised. */
  content: string;
  contentType: ContentType;
  noticeType: NoticeType;
  target: { kind: TargetKind; ids: string[] };
  publisher: { id: string; name: string | null } | null;
  /** Shown from this time (default: now); an item whose time has not come stays out of the box's views. */
  pushTime?: Date;
  /** No longer shown from this time (a notice post's validTo, or its withdrawal). */
  expiresAt?: Date | null;
}

export interface Published {
  id: string;
  recipients: string[];
  frame: NoticeFrame;
}

/** Stores an item and copies it into every current recipient's box, in one transaction. */
export async function storeNotice(services: AppServices, input: PublishInput): Promise<Published> {
  return services.db.transaction().execute((trx) => storeNoticeIn(trx, services.now(), input));
}

/** The same inside the caller's transaction (e.g. a notice post published with its state). */
export async function storeNoticeIn(trx: Transaction<DB> | Kysely<DB>, now: Date, input: PublishInput): Promise<Published> {
  const notice = await trx
    .insertInto('notices')
    .values({
      content_type: input.contentType,
      notice_type: input.noticeType,
      title: input.title,
      content: input.content,
      push_time: input.pushTime ?? now,
      expires_at: input.expiresAt ?? null,
      publisher_id: input.publisher?.id ?? null,
      publisher_name: input.publisher?.name ?? null,
      target_kind: input.target.kind,
    })
    .returning(['id', 'push_time'])
    .executeTakeFirstOrThrow();
  if (input.target.kind !== 'all' && input.target.ids.length > 0) {
    await trx
      .insertInto('notice_targets')
      .values(input.target.ids.map((target_id) => ({ notice_id: notice.id, target_id })))
      .execute();
  }
  const recipients = await fanOut(trx, notice.id, input.target.kind);
  return {
    id: notice.id,
    recipients,
    frame: {
      type: 3,
      id: notice.id,
      noticeType: input.noticeType,
      contentType: input.contentType,
      title: input.title,
      content: input.content,
      pushTime: formatDateTime(notice.push_time),
    },
  };
}

async function fanOut(trx: Transaction<DB> | Kysely<DB>, noticeId: string, kind: TargetKind): Promise<string[]> {
  const who =
    kind === 'all'
      ? sql``
      : kind === 'user'
        ? sql`and u.user_id in (select target_id from notice_targets where notice_id = ${noticeId})`
        : sql`and exists (
            select 1 from notice_targets t
            join user_roles ur on ur.role_id = t.target_id and ur.user_id = u.user_id
            join roles r on r.role_id = ur.role_id and r.status = '0'
            where t.notice_id = ${noticeId})`;
  const { rows } = await sql<{ user_id: string }>`
    insert into notice_deliveries (user_id, notice_id, content_type, push_time)
    select u.user_id, n.id, n.content_type, n.push_time
    from notices n cross join users u
    where n.id = ${noticeId} and u.del_flag = '0' ${who}
    on conflict do nothing
    returning user_id`.execute(trx);
  return rows.map((r) => r.user_id);
}

/** Pushes to the recipients' sockets (./live: this replica's first, then the bus, caught up after a Redis outage). */
export { deliverLive } from './live';

export async function unreadCounts(services: AppServices, userId: string): Promise<Record<ContentType, number>> {
  const now = services.now();
  const rows = await services.db
    .selectFrom('notice_deliveries as d')
    .innerJoin('notices as n', 'n.id', 'd.notice_id')
    .select(['d.content_type', (eb) => eb.fn.countAll().as('n')])
    .where('d.user_id', '=', userId)
    .where('d.read_at', 'is', null)
    .where('d.push_time', '<=', now)
    .where((eb) => eb.or([eb('n.expires_at', 'is', null), eb('n.expires_at', '>', now)]))
    .groupBy('d.content_type')
    .execute();
  const counts: Record<ContentType, number> = { NOTICE: 0, MESSAGE: 0, TODO: 0 };
  for (const r of rows) counts[r.content_type as ContentType] = Number(r.n);
  return counts;
}

/** A user's items in force: their time has come and they have not expired (nor been withdrawn). */
function boxQuery(services: AppServices, userId: string) {
  const now = services.now();
  return services.db
    .selectFrom('notice_deliveries as d')
    .innerJoin('notices as n', 'n.id', 'd.notice_id')
    .where('d.user_id', '=', userId)
    .where('d.push_time', '<=', now)
    .where((eb) => eb.or([eb('n.expires_at', 'is', null), eb('n.expires_at', '>', now)]));
}

const ITEM_COLUMNS = ['n.id', 'n.title', 'n.content', 'n.notice_type', 'd.content_type', 'd.push_time', 'd.read_at'] as const;

interface ItemRow {
  id: string;
  title: string;
  content: string;
  notice_type: string;
  content_type: string;
  push_time: Date;
  read_at: Date | null;
}

function toItem(r: ItemRow): NoticeItem {
  return {
    id: r.id,
    title: r.title,
    // A strong reminder is shown as HTML as it comes (the portal has no sanitiser in its first load): it leaves
    // sanitised whatever wrote it. Other kinds keep their text as stored.
    content: r.notice_type === '2' ? sanitizeRichHtml(r.content) : r.content,
    pushTime: formatDateTime(r.push_time),
    noticeType: r.notice_type as NoticeType,
    contentType: r.content_type as ContentType,
    read: r.read_at !== null,
  };
}

/** The newest unread items of one type (served by the partial unread index). */
export async function unreadItems(services: AppServices, userId: string, type: ContentType, limit: number): Promise<NoticeItem[]> {
  const rows = await boxQuery(services, userId)
    .select(ITEM_COLUMNS)
    .where('d.content_type', '=', type)
    .where('d.read_at', 'is', null)
    .orderBy('d.push_time', 'desc')
    .orderBy('d.notice_id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toItem);
}

export interface BoxFilter {
  contentType?: ContentType | undefined;
  read?: boolean | undefined;
  title?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

/** One page of a user's box, newest first. */
export async function boxPage(
  services: AppServices,
  userId: string,
  filter: BoxFilter,
  pageNo: number,
  pageSize: number,
): Promise<{ data: NoticeItem[]; total: number }> {
  let q = boxQuery(services, userId);
  if (filter.contentType) q = q.where('d.content_type', '=', filter.contentType);
  if (filter.read === true) q = q.where('d.read_at', 'is not', null);
  if (filter.read === false) q = q.where('d.read_at', 'is', null);
  if (filter.title) q = q.where('n.title', 'ilike', likeContains(filter.title));
  if (filter.from) q = q.where('d.push_time', '>=', filter.from);
  if (filter.to) q = q.where('d.push_time', '<=', filter.to);
  const [count, rows] = await Promise.all([
    q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
    q
      .select(ITEM_COLUMNS)
      .orderBy('d.push_time', 'desc')
      .orderBy('d.notice_id', 'desc')
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize)
      .execute(),
  ]);
  return { data: rows.map(toItem), total: Number(count?.n ?? 0) };
}

/** Marks items read; answers how many changed (items already read, or not the user's, do not count). */
export async function markRead(
  services: AppServices,
  userId: string,
  which: { ids?: string[] | undefined; contentType?: ContentType | undefined },
): Promise<number> {
  let q = services.db
    .updateTable('notice_deliveries')
    .set({ read_at: services.now() })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null);
  if (which.ids) {
    if (which.ids.length === 0) return 0;
    q = q.where('notice_id', 'in', which.ids);
  }
  if (which.contentType) q = q.where('content_type', '=', which.contentType);
  const res = await q.executeTakeFirst();
  return Number(res.numUpdatedRows);
}

export async function inBox(services: AppServices, userId: string, noticeId: string): Promise<boolean> {
  const row = await services.db
    .selectFrom('notice_deliveries')
    .select('notice_id')
    .where('user_id', '=', userId)
    .where('notice_id', '=', noticeId)
    .executeTakeFirst();
  return row !== undefined;
}
