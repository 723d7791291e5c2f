/**
 * Notice posts (notice_posts, id = seq) kept by platform staff. A write resolves the audience it names (a company
 * by code, a user by mobile) and clears what the kind or audience does not use; publication delivers it (./publish).
 */
import { sql } from 'kysely';
import { noticePostEntity } from '@port/sdk/domains/notice';
import { invalid } from '../../http/errors';
import { defineStore, type EntityCaller } from '../../lib/entity/store';
import type { Executor } from '../../lib/records';
import { clientText } from '../../lib/text';
import { publishPost, withdrawPost } from './publish';

/** Default number of times a popup shows each user (OK clicks): once. */
export const DEFAULT_OPEN_COUNT = 1;

async function resolveAudience(caller: EntityCaller, trx: Executor, values: Record<string, unknown>) {
  const audience = values.audience;
  let companyId: string | null = null;
  let userId: string | null = null;
  if (audience === 'company') {
    const code = String(values.company_code ?? '').trim();
    const found = await trx.selectFrom('companies').select('company_id').where('company_code', '=', code).executeTakeFirst();
    if (!found) throw invalid(clientText(caller.lang, 'notice.rules.companyUnknown', { code }), 'body.companyCode');
    companyId = found.company_id;
  }
  if (audience === 'user') {
    const mobile = String(values.user_mobile ?? '').trim();
    const found = await trx.selectFrom('users').select('user_id').where('mobile', '=', mobile).where('del_flag', '=', '0').executeTakeFirst();
    if (!found) throw invalid(clientText(caller.lang, 'notice.rules.userUnknown', { mobile }), 'body.userMobile');
    userId = found.user_id;
  }
  const popup = values.kind === 'popup';
  return {
    company_id: companyId,
    user_id: userId,
    company_type: audience === 'companyType' ? values.company_type : null,
    company_code: audience === 'company' ? String(values.company_code).trim() : null,
    user_mobile: audience === 'user' ? String(values.user_mobile).trim() : null,
    url: popup ? String(values.url).trim() : null,
    open_count: popup ? (values.open_count ?? DEFAULT_OPEN_COUNT) : null,
  };
}

export const noticePostStore = defineStore({
  description: noticePostEntity,
  table: 'notice_posts',
  idColumn: 'seq',
  from: (db: Executor) =>
    db
      .selectFrom('notice_posts as p')
      .leftJoin('companies as c', 'c.company_id', 'p.company_id')
      .leftJoin('users as u', 'u.user_id', 'p.user_id'),
  id: 'p.seq',
  columns: {
    id: sql`p.seq::text`,
    kind: 'p.kind',
    title: 'p.title',
    content: 'p.content',
    audience: 'p.audience',
    companyType: 'p.company_type',
    companyCode: 'p.company_code',
    companyName: 'c.company_name',
    userMobile: 'p.user_mobile',
    userName: 'u.name',
    validFrom: 'p.valid_from',
    validTo: 'p.valid_to',
    url: 'p.url',
    openCount: 'p.open_count',
    status: 'p.status',
    audienceCount: sql`(select count(*) from notice_post_audience a where a.post_seq = p.seq)::int`,
    // Read: the message centre item read (a strong reminder acknowledged), or the popup confirmed, by one of its audience.
    readCount: sql`(case when p.kind = 'popup'
      then (select count(*) from popup_reads r join notice_post_audience a on a.user_id = r.user_id and a.post_seq = p.seq where r.config_id = p.popup_id and r.read_count > 0)
      else (select count(*) from notice_deliveries d join notice_post_audience a on a.user_id = d.user_id and a.post_seq = p.seq where d.notice_id = p.notice_id and d.read_at is not null)
      end)::int`,
    publishTime: 'p.publish_time',
    createTime: 'p.create_time',
    updateTime: 'p.update_time',
    version: 'p.version',
  },
  // Only platform staff reach these operations (x-access: platform); they see every post.
  visibility: 'shared',
  parties: { createdBy: 'p.created_by' },
  writes: {
    kind: 'kind', title: 'title', content: 'content', audience: 'audience', companyType: 'company_type', companyCode: 'company_code',
    userMobile: 'user_mobile', validFrom: 'valid_from', validTo: 'valid_to', url: 'url', openCount: 'open_count',
  },
  hooks: {
    derive: (caller, trx, values) => resolveAudience(caller, trx, values),
    beforeTransition: async (caller, trx, action, row) => {
      if (action === 'publish') return publishPost(caller, trx, row);
      if (action === 'withdraw') return withdrawPost(caller, trx, row);
      return undefined;
    },
  },
});
