import type { PageRegistry } from '../../routing/pages';
import { entityPageKeys } from '../../shared/entity/paths';
import { entityPages, lazyDescription } from '../../shared/entity/pages';

/**
 * 提箱管理 (/emptyApply): the shared entity pages bound to the pick-up application (its detail with links to the
 * comparison, the D/O and the reservation), shipInfoCompare, the reservation of a slot, the reservations, the
 * driver's pass and the yard's slot capacities.
 */
const application = lazyDescription('pickup.application', () => import('@port/sdk/domains/pickup').then((m) => m.pickupApplicationEntity), { form: true });
const keys = entityPageKeys(application);

export const pickupPages: PageRegistry = {
  ...entityPages(application),
  [keys.detail]: () => import('./ApplicationDetailPage'),
  'pickup/compare': () => import('./ComparePage'),
  'pickup/reserve': () => import('./ReservePage'),
  'pickup/reservations': () => import('./ReservationsPage'),
  'pickup/pass': () => import('./PassPage'),
  'pickup/slots': () => import('./SlotsPage'),
};
