import type { PageRegistry } from '../../routing/pages';

/** The API product domain's console page (the catalogue and the applications themselves are the portal's). */
export const apiProductPages: PageRegistry = {
  'system/apiSubscriptions': () => import('./SubscriptionReviewPage'),
};
