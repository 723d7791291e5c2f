/** Notices and popups (issue 16): notices, strong reminders and popup notices platform staff publish to an audience. */
import { defineDomain } from '../module';
import { NOTICE_MENUS } from './menus';
import * as migration from './migration';
import { noticeHandlers } from './routes';
import { seedNoticePosts } from './seed';

export const domain = defineDomain({
  name: 'notice',
  handlers: noticeHandlers,
  migrations: { '0070_notice': migration },
  menus: NOTICE_MENUS.map((m) => ({ ...m, under: 'system' })),
  seedDemo: seedNoticePosts,
});
