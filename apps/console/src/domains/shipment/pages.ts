import { createElement } from 'react';
import type { PageRegistry } from '../../routing/pages';
import { entityPageKeys } from '../../shared/entity/paths';
import { entityPages, lazyDescription } from '../../shared/entity/pages';

/**
 * 进出口订单 (issue 13 §3): the shared entity pages bound to the shipment description; the detail adds 创建派车单
 * (the trucking form, prefilled) and the trucking orders placed for the shipment's B/L. The extras load with the
 * detail page (they bring Arco's Table, which the shell's first load does without).
 */
const shipment = lazyDescription('shipment.shipment', () => import('@port/sdk/domains/shipment').then((m) => m.shipmentEntity), { form: true });
const keys = entityPageKeys(shipment);

export const shipmentPages: PageRegistry = {
  ...entityPages(shipment),
  [keys.detail]: () =>
    Promise.all([import('../../shared/entity/EntityDetailPage'), import('./shipmentExtras'), shipment.load()]).then(([m, x, description]) => ({
      default: () => createElement(m.EntityDetailPage, { description, extras: x.shipmentExtras }),
    })),
};
