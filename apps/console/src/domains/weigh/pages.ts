import { createElement } from 'react';
import { useLocation } from 'react-router-dom';
import type { PageRegistry } from '../../routing/pages';
import { entityPageKeys } from '../../shared/entity/paths';
import { entityPages, lazyDescription } from '../../shared/entity/pages';

/**
 * 过磅管理: the weighing orders on the shared entity pages. /weightManageDetail/weightOrder, weightOrderWL and
 * weightOrderMT are one list, the weighbridge station read from the path (WEIGH_ROUTES); the detail offers the
 * weighing list print (/truckWeighFee/SheetPrint) once weighed. weigh/documents is the list of EIRs, EDOs and weighing
 * lists (the kind read from the path) that opens their print pages.
 */
const sdk = () => import('@port/sdk/domains/weigh');
const weighOrder = lazyDescription('weigh.order', () => sdk().then((m) => m.weighOrderEntity), { form: true });
const keys = entityPageKeys(weighOrder);

export const weighPages: PageRegistry = {
  ...entityPages(weighOrder),
  [keys.list]: () =>
    Promise.all([import('../../shared/entity/EntityListPage'), sdk(), weighOrder.load()]).then(([m, { weighStationOf }, description]) => ({
      default: function WeighOrders() {
        const station = weighStationOf(useLocation().pathname);
        // keyed by the station: the WL and MT routes are separate screens of one page, each with its own query.
        return createElement(m.EntityListPage, { key: station ?? 'all', description, ...(station ? { initialQuery: { station } } : {}) });
      },
    })),
  [keys.detail]: () =>
    Promise.all([import('../../shared/entity/EntityDetailPage'), import('./PrintSheetButton'), weighOrder.load()]).then(([m, p, description]) => ({
      default: function WeighOrderDetail() {
        return createElement(m.EntityDetailPage, {
          description,
          extras: { actions: (record) => (record.weighListId ? createElement(p.PrintSheetButton, { listId: String(record.weighListId) }) : null) },
        });
      },
    })),
  'weigh/documents': () => import('./DocumentListPage'),
};
