import type { PageRegistry } from '../../routing/pages';

/** The big screen's console page (the board itself is apps/screen). */
export const screenPages: PageRegistry = {
  'system/screenToken': () => import('./ScreenTokenPage'),
};
