import type { PageRegistry } from '../../routing/pages';

/**
 * The portal domain's console screens: 公共查询's 车辆查询 (the portal's public truck query) and 空箱源 (query/),
 * and the review of API product subscriptions (subscriptions/; the catalogue and the applications are the portal's).
 */
export const portalPages: PageRegistry = {
  'query/trucks': () => import('./query/TrucksPage'),
  'query/emptyCtn': () => import('./query/EmptyCtnPage'),
  'system/apiSubscriptions': () => import('./subscriptions/SubscriptionReviewPage'),
};

/** The other domains' texts these pages show (routing/pages.ts loads them with the page). */
export const pageTexts = ['yardbk'];
