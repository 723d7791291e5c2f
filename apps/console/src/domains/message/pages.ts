import type { PageRegistry } from '../../routing/pages';

export const messagePages: PageRegistry = {
  'message/centre': () => import('./MessageCentrePage'),
};
