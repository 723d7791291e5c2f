/** Demo notices, messages, to-dos and a popup notice for the demo users. Runs once (skips when any notice exists). */
import type { AppServices } from '../../services';
import { storeNotice, type ContentType, type NoticeType, type PublishInput } from './inbox';

type Audience = { role: string } | { mobile: string } | 'all';

interface DemoItem {
  contentType: ContentType;
  noticeType: NoticeType;
  title: string;
  content: string;
  to: Audience;
  /** Already read by its recipients. */
  read?: boolean;
  hoursAgo: number;
}

const FORWARDER = '13800000002';
const FLEET = '13800000003';

const ITEMS: DemoItem[] = [
  {
    contentType: 'NOTICE', noticeType: '1', to: 'all', hoursAgo: 72, read: true,
    title: '关于港口社区平台系统升级的通知',
    content: '<p>为提升服务质量，平台将于本周六 22:00 至次日 02:00 进行系统升级，期间部分业务暂停办理，敬请谅解。</p>',
  },
  {
    contentType: 'NOTICE', noticeType: '1', to: 'all', hoursAgo: 26,
    title: '关于春节期间港区作业安排的通知',
    content: '<p>春节期间各码头正常作业，集卡预约请提前 24 小时办理。</p><p>如有疑问请联系客服热线。</p>',
  },
  {
    contentType: 'NOTICE', noticeType: '2', to: { role: 'FORWARDER' }, hoursAgo: 3,
    title: '关于加强出口集装箱VGM申报管理的重要通知',
    content: '<p><strong>请各货代企业注意：</strong>自下月1日起，出口集装箱须在截港前完成 VGM 申报，未申报的集装箱将不予进港。</p>',
  },
  {
    contentType: 'MESSAGE', noticeType: '1', to: { mobile: FORWARDER }, hoursAgo: 5,
    title: '托单审核通过',
    content: '<p>您提交的集卡托单 TD202400015 已审核通过，请及时支付。</p>',
  },
  {
    contentType: 'MESSAGE', noticeType: '1', to: { mobile: FORWARDER }, hoursAgo: 48, read: true,
    title: '企业认证已完成',
    content: '<p>贵公司的企业实名认证已完成，现可使用全部业务功能。</p>',
  },
  {
    contentType: 'MESSAGE', noticeType: '1', to: { role: 'driver' }, hoursAgo: 2,
    title: '新的派单提醒',
    content: '<p>您有 2 条新的集卡派单待确认，请前往派单管理查看。</p>',
  },
  {
    contentType: 'TODO', noticeType: '1', to: { mobile: FORWARDER }, hoursAgo: 8,
    title: '请完善企业开票信息',
    content: '<p>贵公司尚未维护开票信息，请在“企业信息 &gt; 开票信息”中补充，以免影响开票。</p>',
  },
  {
    contentType: 'TODO', noticeType: '1', to: { mobile: FLEET }, hoursAgo: 1,
    title: '请确认今日派车计划',
    content: '<p>今日共有 5 个提箱计划待确认派车。</p>',
  },
  {
    contentType: 'TODO', noticeType: '1', to: { role: 'common' }, hoursAgo: 30,
    title: '请完成实名认证',
    content: '<p>您的账号尚未完成实名认证，完成后方可办理业务。</p>',
  },
];

async function targetOf(services: AppServices, to: Audience): Promise<PublishInput['target'] | null> {
  if (to === 'all') return { kind: 'all', ids: [] };
  if ('role' in to) {
    const r = await services.db.selectFrom('roles').select('role_id').where('role_key', '=', to.role).where('company_id', 'is', null).executeTakeFirst();
    return r ? { kind: 'role', ids: [r.role_id] } : null;
  }
  const u = await services.db.selectFrom('users').select('user_id').where('mobile', '=', to.mobile).executeTakeFirst();
  return u ? { kind: 'user', ids: [u.user_id] } : null;
}

export async function seedMessages(services: AppServices): Promise<void> {
  const { db } = services;
  const any = await db.selectFrom('notices').select('id').limit(1).executeTakeFirst();
  if (any) return;
  const admin = await db.selectFrom('users').select(['user_id', 'name']).where('mobile', '=', '13800000001').executeTakeFirst();
  const now = services.now().getTime();
  for (const item of ITEMS) {
    const target = await targetOf(services, item.to);
    if (!target) continue;
    const pushTime = new Date(now - item.hoursAgo * 3_600_000);
    const published = await storeNotice(
      { ...services, now: () => pushTime },
      {
        title: item.title,
        content: item.content,
        contentType: item.contentType,
        noticeType: item.noticeType,
        target,
        publisher: admin ? { id: admin.user_id, name: admin.name } : null,
      },
    );
    if (item.read) {
      await db.updateTable('notice_deliveries').set({ read_at: pushTime }).where('notice_id', '=', published.id).execute();
    }
  }
  await db
    .insertInto('popup_notices')
    .values({
      url: '/home',
      title: '平台使用须知',
      context:
        '<p>欢迎使用港口社区服务平台。</p><p>请妥善保管账号密码，勿将账号借予他人使用；业务办理中如遇问题，请联系平台客服。</p>',
      width: 700,
      height: null,
      confirm_text: '我已知晓',
      is_store: '1',
      open_count: 1,
    })
    .execute();
}
