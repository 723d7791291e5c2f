import type { PageRegistry } from '../../routing/pages';

export const homePages: PageRegistry = {
  home: () => import('./HomePage'),
  'home/work': () => import('./WorkPage'),
};
