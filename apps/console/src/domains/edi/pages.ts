import type { PageRegistry } from '../../routing/pages';

/** The EDI domain's console pages: the EDI platform by single sign-on or the company's own gate moves; the message log (issue 25). */
export const ediPages: PageRegistry = {
  'edi/moves': () => import('./MovesPage'),
  'edi/messages': () => import('./MessagesPage'),
};
