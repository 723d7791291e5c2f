/** The service desk's menu entry under 系统管理 (platform staff); its operations are x-access platform whatever a role grants. */
import type { MenuSeed } from '../module';

export const CHAT_MENUS: MenuSeed[] = [
  { key: 'system.chatDesk', type: 'page', path: '/system/chatDesk', title: '客服工作台', component: 'chat/desk', keepAlive: true },
];
