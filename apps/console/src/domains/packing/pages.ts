import { packingListEntity } from '@port/sdk/domains/packing';
import type { PageRegistry } from '../../routing/pages';
import { entityPages } from '../../shared/entity/pages';

/**
 * 装箱单管理 (/packingQuery): the shared entity pages bound to the packing list (the list, its detail with the
 * comparison and the cargo table, PackingListEdit the form), PackingListCompare (also the domestic
 * entraInfoCompareDomestic) and PackingEdit, the printed sheet. The detail's extras load with it.
 */
export const packingPages: PageRegistry = {
  ...entityPages(packingListEntity),
  'packing/listDetail': () =>
    Promise.all([import('../../shared/entity/EntityDetailPage'), import('./extras'), import('react')]).then(([m, x, react]) => ({
      default: () => react.createElement(m.EntityDetailPage, { description: packingListEntity, extras: x.packingExtras }),
    })),
  'packing/compare': () => import('./ComparePage'),
  'packing/print': () => import('./PrintPage'),
};
