/**
 * The administration domain's menus: 内容管理 (the portal's articles: list, detail, form) under 系统管理 for
 * platform staff, and 操作日志 (the audit log viewer) under 用户管理 so a company administrator holding
 * 用户管理 reads their company's entries (button admin:audit:list). Page keys are registered by
 * apps/console/src/domains/admin.
 */
import type { MenuSeed } from '../module';

export const ADMIN_SYSTEM_MENUS: MenuSeed[] = [
  { key: 'system.articles', type: 'page', path: '/system/articles', title: '内容管理', component: 'admin/articles', keepAlive: true },
  { key: 'system.articleDetail', type: 'named', path: '/system/articleDetail', title: '内容详情', component: 'admin/articleDetail', hidden: true },
  { key: 'system.articleForm', type: 'named', path: '/system/articleForm', title: '编辑内容', component: 'admin/articleForm', hidden: true },
  // The buttons 账号管理 shows platform staff for users of every company (the operations are x-access: platform).
  { key: 'system.platformUsers', type: 'nested', path: '/system/platform-users', title: '跨企业用户操作', icon: 'user', hidden: true,
    children: [
      { key: 'admin:platformUser:unlock', type: 'button', title: '解锁', perms: 'admin:platformUser:unlock' },
      { key: 'admin:platformUser:smsReset', type: 'button', title: '短信重置密码', perms: 'admin:platformUser:smsReset' },
    ] },
];

export const ADMIN_USER_MENUS: MenuSeed[] = [
  { key: 'user.audit', type: 'page', path: '/user/audit', title: '操作日志', component: 'admin/audits', keepAlive: true,
    children: [{ key: 'admin:audit:list', type: 'button', title: 'list', perms: 'admin:audit:list' }] },
  { key: 'user.auditDetail', type: 'named', path: '/user/auditDetail', title: '日志详情', component: 'admin/auditDetail', hidden: true },
];
