import type { PageRegistry } from '../../routing/pages';
import { entityPages, lazyDescription } from '../../shared/entity/pages';

/**
 * 装箱单管理 (/packingQuery): the shared entity pages bound to the packing list (the list, its detail with the
 * comparison and the cargo table, PackingListEdit the form), PackingListCompare (also the domestic
 * entraInfoCompareDomestic) and PackingEdit, the printed sheet. The detail's extras load with it.
 */
const packingList = lazyDescription('packing.list', () => import('@port/sdk/domains/packing').then((m) => m.packingListEntity), { form: true });

export const packingPages: PageRegistry = {
  ...entityPages(packingList),
  'packing/listDetail': () =>
    Promise.all([import('../../shared/entity/EntityDetailPage'), import('./extras'), import('react'), packingList.load()]).then(([m, x, react, description]) => ({
      default: () => react.createElement(m.EntityDetailPage, { description, extras: x.packingExtras }),
    })),
  'packing/compare': () => import('./ComparePage'),
  'packing/print': () => import('./PrintPage'),
};
