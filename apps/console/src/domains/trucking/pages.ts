import type { PageRegistry } from '../../routing/pages';
import { entityPages, lazyDescription } from '../../shared/entity/pages';

/**
 * The trucking domain's screens by the `component` keys of the server's routes (apps/api/src/domains/trucking/menus.ts): the
 * order's list, detail and place form are the shared entity pages with the order's extensions (order-pages.tsx).
 */
const order = lazyDescription('trucking.order', () => import('@port/sdk/domains/trucking').then((m) => m.truckingOrderEntity), { form: true });

export const truckingPages: PageRegistry = {
  ...entityPages(order, { keys: { detail: 'trucking/orderDetails', form: 'trucking/place' }, extensions: () => import('./order-pages') }),
  'trucking/gpsDetail': () => import('./GpsDetailPage'),
  'trucking/factories': () => import('./FactoriesPage'),
  'trucking/contacts': () => import('./ContactsPage'),
  'trucking/containers': () => import('./ContainersPage'),
  'trucking/dispatch': () => import('./DispatchPage'),
  'trucking/sendsCreate': () => import('./SendsPage'),
  'trucking/sendsDetailed': () => import('./SendsPage'),
};

/** The map's words and place names (gps), shown by this domain's map pages before the map draws its labels. */
export const pageTexts = ['gps'];
