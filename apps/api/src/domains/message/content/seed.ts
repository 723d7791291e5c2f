/**
 * Configuration the message service needs to work out of the box: the EDI platforms it links to and the
 * mobile push settings per client type. Seeded once; administrators change the rows afterwards.
 */
import type { AppServices } from '../../../services';
import { DEMO_USERS } from '../../../seed/demo';
import { ANNOUNCEMENTS, NEWS, PAGES } from '../../../seed/articles';

const EDI_PLATFORMS = [
  { platform_code: 'PORTEDI', platform_name: '港口EDI平台', url: 'https://www.edi.example/sso', sso: true, sort: 1 },
  { platform_code: 'EDICHAT', platform_name: 'EDI沟通频道', url: 'https://chat.edi.example/', sso: false, sort: 2 },
];

const PUSH_CONFIGS = [
  { client_type: 'android', enabled: true, app_key: 'port-driver-android', content_types: 'NOTICE,MESSAGE,TODO' },
  { client_type: 'ios', enabled: true, app_key: 'port-driver-ios', content_types: 'NOTICE,MESSAGE,TODO' },
  { client_type: 'h5', enabled: false, app_key: null, content_types: 'NOTICE' },
];

export async function seedMessagingConfig(services: AppServices): Promise<void> {
  const { db } = services;
  // Only into empty tables: a platform an administrator removed stays removed across restarts.
  if (!(await db.selectFrom('edi_platforms').select('platform_code').limit(1).executeTakeFirst())) {
    await db.insertInto('edi_platforms').values(EDI_PLATFORMS).onConflict((oc) => oc.column('platform_code').doNothing()).execute();
  }
  if (!(await db.selectFrom('push_configs').select('client_type').limit(1).executeTakeFirst())) {
    await db.insertInto('push_configs').values(PUSH_CONFIGS).onConflict((oc) => oc.column('client_type').doNothing()).execute();
  }
}

/**
 * The demo announcements, news and site pages, on the demo world's first start: before the accounts domain's
 * core step makes the first demo user (registry order), whose absence marks that start.
 */
export async function seedArticles(services: AppServices, demo: boolean): Promise<void> {
  const { db } = services;
  if (!demo) return;
  if (await db.selectFrom('users').select('user_id').where('mobile', '=', DEMO_USERS[0].mobile).executeTakeFirst()) return;
  const day = 86_400_000;
  const now = Date.now();
  await db
    .insertInto('articles')
    .values([
      ...ANNOUNCEMENTS.map(([title, html], i) => ({ kind: 'notice', title, context: html, pic_url: null, update_time: new Date(now - i * day) })),
      ...NEWS.map(([title, pic, html], i) => ({ kind: 'news', title, context: html, pic_url: pic ? `/new/images/news/${pic}` : null, update_time: new Date(now - i * day - 3600_000) })),
      ...PAGES.map(([kind, title, html]) => ({ kind, title, context: html, pic_url: null })),
    ])
    .execute();
}
