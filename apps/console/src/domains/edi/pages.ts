import type { PageRegistry } from '../../routing/pages';

/** The EDI domain's console page: the EDI platform by single sign-on, or the company's own gate moves. */
export const ediPages: PageRegistry = {
  'edi/moves': () => import('./MovesPage'),
};
