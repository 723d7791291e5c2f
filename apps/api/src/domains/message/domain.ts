/** Notices and popups: publishing (系统管理 › 通知发布), inboxes, the live socket. */
import { crudButtons, defineDomain } from '../module';
import * as messages from './migrations/0003_messages';
import { messageHandlers } from './routes';
import { seedMessages } from './seed';

export const domain = defineDomain({
  name: 'message',
  handlers: messageHandlers,
  migrations: { '0003_messages': messages },
  menus: [
    { key: 'system.notice', type: 'page', path: '/system/notice', title: '通知发布', component: 'system/notice', children: crudButtons('message:notice', ['add', 'list']), under: 'system', after: 'system.review' },
  ],
  seed: { late: async (services, demo) => { if (demo) await seedMessages(services); } },
});
