import type { PageRegistry } from '../../routing/pages';

/** The trucking domain's screens by the `component` keys of the server's routes (apps/api/src/seed/menus.ts). */
export const truckingPages: PageRegistry = {
  'trucking/orders': () => import('./OrdersPage'),
  'trucking/place': () => import('./PlacePage'),
  'trucking/orderDetails': () => import('./OrderDetailsPage'),
  'trucking/gpsDetail': () => import('./GpsDetailPage'),
  'trucking/factories': () => import('./FactoriesPage'),
  'trucking/contacts': () => import('./ContactsPage'),
  'trucking/containers': () => import('./ContainersPage'),
  'trucking/dispatch': () => import('./DispatchPage'),
  'trucking/sendsCreate': () => import('./SendsPage'),
  'trucking/sendsDetailed': () => import('./SendsPage'),
};
