/**
 * Demo notice posts: drafts only (a published one would pop up or count in every demo user's bell and in other
 * tests' screens), one of each kind the administrator can open, edit and publish.
 */
import type { AppServices } from '../../services';

const DRAFTS = [
  { kind: 'notice', title: '关于集装箱码头闸口系统升级的通知', content: '<p>本周六 22:00 至次日 02:00 闸口系统升级，期间暂停进出闸办理，请合理安排车辆。</p>', audience: 'all' },
  { kind: 'strong', title: '台风预警：请及时调整提箱计划', content: '<p>受台风影响，港区将于明日 12:00 起暂停作业，请各车队及时调整提箱计划。</p>', audience: 'companyType', company_type: 'fleet' },
  { kind: 'popup', title: '预付款账户充值提醒', content: '<p>请在办理业务前确认预付款账户余额充足。</p>', audience: 'companyType', company_type: 'forwarder', url: '/home', open_count: 1 },
] as const;

export async function seedNoticePosts(services: AppServices): Promise<void> {
  const { db } = services;
  const any = await db.selectFrom('notice_posts').select('seq').limit(1).executeTakeFirst();
  if (any) return;
  const now = services.now();
  await db
    .insertInto('notice_posts')
    .values(DRAFTS.map((d) => ({
      kind: d.kind, title: d.title, content: d.content, audience: d.audience,
      company_type: 'company_type' in d ? d.company_type : null, company_code: null, user_mobile: null, company_id: null, user_id: null,
      valid_from: null, valid_to: null, url: 'url' in d ? d.url : null, open_count: 'open_count' in d ? d.open_count : null,
      status: 'draft', created_by: null, publish_time: null, notice_id: null, popup_id: null, create_time: now, update_time: now,
    })))
    .execute();
}
