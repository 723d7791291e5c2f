/**
 * The notice domain's menus under 系统管理 (platform staff): 通知管理 (list, detail, form) and the read statistics
 * of one post. Page keys are registered by apps/console/src/domains/notice.
 */
import type { MenuSeed } from '../module';

export const NOTICE_MENUS: MenuSeed[] = [
  { key: 'system.notices', type: 'page', path: '/system/notices', title: '通知管理', component: 'notice/posts', keepAlive: true },
  { key: 'system.noticeDetail', type: 'named', path: '/system/noticeDetail', title: '通知详情', component: 'notice/postDetail', hidden: true },
  { key: 'system.noticeForm', type: 'named', path: '/system/noticeForm', title: '编辑通知', component: 'notice/postForm', hidden: true },
  { key: 'system.noticeReads', type: 'named', path: '/system/noticeReads', title: '阅读统计', component: 'notice/reads', hidden: true },
];
