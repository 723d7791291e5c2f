import { createElement } from 'react';
import type { PageRegistry } from '../../routing/pages';
import { entityPageKeys } from '../../shared/entity/paths';
import { entityPages, lazyDescription } from '../../shared/entity/pages';

/**
 * 轮胎采购 (zhilun): the catalogue (zhilun/tireDetail) and the orders on the shared entity pages; what is special is a
 * tyre's 购买 button, which opens the order form with the tyre chosen.
 */
const sdk = () => import('@port/sdk/domains/tyre');
const tyreDescription = lazyDescription('tyre.tyre', () => sdk().then((m) => m.tyreEntity), { form: true });
const orderDescription = lazyDescription('tyre.order', () => sdk().then((m) => m.tyreOrderEntity), { form: true });
const tyre = entityPageKeys(tyreDescription);
const order = entityPageKeys(orderDescription);

export const tyrePages: PageRegistry = {
  ...entityPages(tyreDescription),
  ...entityPages(orderDescription),
  [tyre.detail]: () =>
    Promise.all([import('../../shared/entity/EntityDetailPage'), import('./BuyButton'), tyreDescription.load()]).then(([m, b, description]) => ({
      default: () => createElement(m.EntityDetailPage, { description, extras: { actions: (record) => createElement(b.BuyButton, { record }) } }),
    })),
  [order.form]: () => import('./OrderFormPage'),
};
