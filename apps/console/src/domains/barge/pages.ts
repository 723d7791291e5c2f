import type { Schemas } from '@port/sdk/contract';
import { createElement } from 'react';
import type { PageLoader, PageRegistry } from '../../routing/pages';
import { entityPages, lazyDescription } from '../../shared/entity/pages';
import { entityPageKeys } from '../../shared/entity/paths';

/**
 * 驳船业务: the shared entity pages bound to the barge and barge order descriptions. The order pools (laden:
 * bargeOrderPoolDetail's list, empty: bargeOrderPoolEmptyDetail's) and the terminal's gathering orders are the
 * order list opened with its filters set — one screen, the load as data; every order detail route
 * (bargeOrderDetail, the pool details) opens the one detail page, with the container table below it.
 */
const sdk = () => import('@port/sdk/domains/barge');
const barge = lazyDescription('barge.barge', () => sdk().then((m) => m.bargeEntity), { form: true });
const order = lazyDescription('barge.order', () => sdk().then((m) => m.bargeOrderEntity), { form: true });
const keys = entityPageKeys(order);

const list = (initialQuery: Record<string, unknown> | undefined, title: string, listId: string): PageLoader => () =>
  Promise.all([import('../../shared/entity/EntityListPage'), import('../../shared/entity/text'), order.load()]).then(([m, text, description]) => ({
    default: function BargeOrderList() {
      const t = text.useText();
      return createElement(m.EntityListPage, { description, listId, title: t(title), ...(initialQuery ? { initialQuery } : {}) });
    },
  }));

export const bargePages: PageRegistry = {
  ...entityPages(barge),
  ...entityPages(order),
  [keys.detail]: () =>
    Promise.all([import('../../shared/entity/EntityDetailPage'), import('./BargeContainers'), import('../../shared/entity/text'), order.load()]).then(([m, c, text, description]) => ({
      default: function BargeOrderDetail() {
        const t = text.useText();
        return createElement(m.EntityDetailPage, {
          description,
          extras: {
            sections: (record) => [
              { key: 'containers', title: t('barge.order.sections.containers'), content: createElement(c.BargeContainers, { containers: (record.containers ?? []) as Schemas['BargeContainer'][] }) },
            ],
          },
        });
      },
    })),
  'barge/pool': list({ status: ['pooled'], load: 'laden' }, 'barge.pages.pool', 'barge.pool'),
  'barge/poolEmpty': list({ status: ['pooled'], load: 'empty' }, 'barge.pages.poolEmpty', 'barge.poolEmpty'),
  'barge/gathering': list(undefined, 'barge.pages.gathering', 'barge.gathering'),
  'barge/containerDetail': () => import('./ContainerDetail').then((m) => ({ default: m.BargeContainerDetail })),
};
