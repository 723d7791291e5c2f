import { weighOrderEntity, weighStationOf } from '@port/sdk/domains/weigh';
import { createElement } from 'react';
import { useLocation } from 'react-router-dom';
import type { PageRegistry } from '../../routing/pages';
import { entityPageKeys } from '../../shared/entity/paths';
import { entityPages } from '../../shared/entity/pages';

/**
 * 过磅管理: the weighing orders on the shared entity pages. /weightManageDetail/weightOrder, weightOrderWL and
 * weightOrderMT are one list, the weighbridge station read from the path (WEIGH_ROUTES); the detail offers the
 * weighing list print (/truckWeighFee/SheetPrint) once weighed. weigh/documents is the list of EIRs, EDOs and weighing
 * lists (the kind read from the path) that opens their print pages.
 */
const keys = entityPageKeys(weighOrderEntity);

export const weighPages: PageRegistry = {
  ...entityPages(weighOrderEntity),
  [keys.list]: () =>
    import('../../shared/entity/EntityListPage').then((m) => ({
      default: function WeighOrders() {
        const station = weighStationOf(useLocation().pathname);
        // keyed by the station: the WL and MT routes are separate screens of one page, each with its own query.
        return createElement(m.EntityListPage, { key: station ?? 'all', description: weighOrderEntity, ...(station ? { initialQuery: { station } } : {}) });
      },
    })),
  [keys.detail]: () =>
    Promise.all([import('../../shared/entity/EntityDetailPage'), import('./PrintSheetButton')]).then(([m, p]) => ({
      default: function WeighOrderDetail() {
        return createElement(m.EntityDetailPage, {
          description: weighOrderEntity,
          extras: { actions: (record) => (record.weighListId ? createElement(p.PrintSheetButton, { listId: String(record.weighListId) }) : null) },
        });
      },
    })),
  'weigh/documents': () => import('./DocumentListPage'),
};
