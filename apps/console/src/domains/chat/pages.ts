import type { PageRegistry } from '../../routing/pages';

/** The service desk (客服工作台) of platform staff; the user's side of the chat is the shell's toolbar (src/chat). */
export const chatPages: PageRegistry = {
  'chat/desk': () => import('./DeskPage'),
};
