import { tyreEntity, tyreOrderEntity } from '@port/sdk/domains/tyre';
import { createElement } from 'react';
import type { PageRegistry } from '../../routing/pages';
import { entityPageKeys } from '../../shared/entity/paths';
import { entityPages } from '../../shared/entity/pages';

/**
 * 轮胎采购 (zhilun): the catalogue (zhilun/tireDetail) and the orders on the shared entity pages; what is special is a
 * tyre's 购买 button, which opens the order form with the tyre chosen.
 */
const tyre = entityPageKeys(tyreEntity);
const order = entityPageKeys(tyreOrderEntity);

export const tyrePages: PageRegistry = {
  ...entityPages(tyreEntity),
  ...entityPages(tyreOrderEntity),
  [tyre.detail]: () =>
    Promise.all([import('../../shared/entity/EntityDetailPage'), import('./BuyButton')]).then(([m, b]) => ({
      default: () => createElement(m.EntityDetailPage, { description: tyreEntity, extras: { actions: (record) => createElement(b.BuyButton, { record }) } }),
    })),
  [order.form]: () => import('./OrderFormPage'),
};
