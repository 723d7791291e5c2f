import { shipmentEntity } from '@port/sdk/domains/shipment';
import { createElement } from 'react';
import type { PageRegistry } from '../../routing/pages';
import { entityPageKeys } from '../../shared/entity/paths';
import { entityPages } from '../../shared/entity/pages';

/**
 * 进出口订单 (issue 13 §3): the shared entity pages bound to the shipment description; the detail adds 创建派车单
 * (the trucking form, prefilled) and the trucking orders placed for the shipment's B/L. The extras load with the
 * detail page (they bring Arco's Table, which the shell's first load does without).
 */
const keys = entityPageKeys(shipmentEntity);

export const shipmentPages: PageRegistry = {
  ...entityPages(shipmentEntity),
  [keys.detail]: () =>
    Promise.all([import('../../shared/entity/EntityDetailPage'), import('./shipmentExtras')]).then(([m, x]) => ({
      default: () => createElement(m.EntityDetailPage, { description: shipmentEntity, extras: x.shipmentExtras }),
    })),
};
