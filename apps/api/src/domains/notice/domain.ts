/** Notices and popups (issue 16): notices, strong reminders and popup notices platform staff publish to an audience. */
import { defineDomain } from '../module';
import { NOTICE_MENUS } from './menus';
import * as migration from './migration';
import * as pushedAt from './migration-0130';
import { noticeHandlers } from './routes';
import { startNoticeScheduler } from './scheduler';
import { seedNoticePosts } from './seed';

export const domain = defineDomain({
  name: 'notice',
  handlers: noticeHandlers,
  migrations: { '0070_notice': migration, '0130_notice_pushed_at': pushedAt },
  menus: NOTICE_MENUS.map((m) => ({ ...m, under: 'system' })),
  seedDemo: seedNoticePosts,
  // Posts whose validity starts later are pushed live when it starts, by one replica (./scheduler).
  start: startNoticeScheduler,
});
