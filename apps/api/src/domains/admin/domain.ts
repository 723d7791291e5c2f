/** Administration (issue 16): the portal's articles, the audit log viewer, dictionary types, users across companies. */
import { defineDomain } from '../module';
import { ADMIN_SYSTEM_MENUS, ADMIN_USER_MENUS } from './menus';
import * as migration from './migration';
import { adminHandlers } from './routes';

export const domain = defineDomain({
  name: 'admin',
  handlers: adminHandlers,
  migrations: { '0050_admin': migration },
  // 内容管理 and the platform-only user buttons under 系统管理 (platform staff); 操作日志 under 用户管理, which every
  // company administrator role selects as a whole, so they read their own company's entries.
  menus: [...ADMIN_SYSTEM_MENUS.map((m) => ({ ...m, under: 'system' })), ...ADMIN_USER_MENUS.map((m) => ({ ...m, under: 'user' }))],
});
