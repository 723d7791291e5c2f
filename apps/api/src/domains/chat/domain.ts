/** Customer-service chat (issue 16): conversations of signed-in users with the platform's service desk, live over /message/ws. */
import { defineDomain } from '../module';
import { CHAT_MENUS } from './menus';
import * as migration from './migration';
import { chatHandlers } from './routes';

export const domain = defineDomain({
  name: 'chat',
  handlers: chatHandlers,
  migrations: { '0075_chat': migration },
  // 客服工作台 under 系统管理: platform staff (its operations are x-access platform, whatever a company role grants).
  menus: CHAT_MENUS.map((m) => ({ ...m, under: 'system' })),
});
