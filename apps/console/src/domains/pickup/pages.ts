import { pickupApplicationEntity } from '@port/sdk/domains/pickup';
import type { PageRegistry } from '../../routing/pages';
import { entityPageKeys } from '../../shared/entity/paths';
import { entityPages } from '../../shared/entity/pages';

/**
 * 提箱管理 (/emptyApply): the shared entity pages bound to the pick-up application (its detail with links to the
 * comparison, the D/O and the reservation), shipInfoCompare, the reservation of a slot, the reservations, the
 * driver's pass and the yard's slot capacities.
 */
const keys = entityPageKeys(pickupApplicationEntity);

export const pickupPages: PageRegistry = {
  ...entityPages(pickupApplicationEntity),
  [keys.detail]: () => import('./ApplicationDetailPage'),
  'pickup/compare': () => import('./ComparePage'),
  'pickup/reserve': () => import('./ReservePage'),
  'pickup/reservations': () => import('./ReservationsPage'),
  'pickup/pass': () => import('./PassPage'),
  'pickup/slots': () => import('./SlotsPage'),
};
