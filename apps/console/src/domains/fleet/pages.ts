import type { PageRegistry } from '../../routing/pages';

/** The fleet domain's screens by the `component` keys of the server's routes (apps/api/src/domains/fleet/domain.ts). */
export const fleetPages: PageRegistry = {
  'fleet/trucks': () => import('./TrucksPage'),
  'fleet/drivers': () => import('./DriversPage'),
  'fleet/binding': () => import('./BindingPage'),
  'fleet/truckGpsDetail': () => import('./TruckGpsDetailPage'),
};

/** The map's words and place names (gps), shown by this domain's map pages before the map draws its labels. */
export const pageTexts = ['gps'];
