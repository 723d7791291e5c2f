import { truckingOrderEntity } from '@port/sdk/domains/trucking';
import type { PageRegistry } from '../../routing/pages';
import { entityPages } from '../../shared/entity/pages';

/**
 * The trucking domain's screens by the `component` keys of the server's routes (apps/api/src/seed/menus.ts): the
 * order's list, detail and place form are the shared entity pages with the order's extensions (order-pages.tsx).
 */
export const truckingPages: PageRegistry = {
  ...entityPages(truckingOrderEntity, { keys: { detail: 'trucking/orderDetails', form: 'trucking/place' }, extensions: () => import('./order-pages') }),
  'trucking/gpsDetail': () => import('./GpsDetailPage'),
  'trucking/factories': () => import('./FactoriesPage'),
  'trucking/contacts': () => import('./ContactsPage'),
  'trucking/containers': () => import('./ContainersPage'),
};
