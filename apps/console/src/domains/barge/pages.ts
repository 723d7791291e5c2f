import { bargeEntity, bargeOrderEntity } from '@port/sdk/domains/barge';
import type { Schemas } from '@port/sdk/contract';
import { createElement } from 'react';
import type { PageLoader, PageRegistry } from '../../routing/pages';
import { entityPages } from '../../shared/entity/pages';
import { entityPageKeys } from '../../shared/entity/paths';

/**
 * 驳船业务: the shared entity pages bound to the barge and barge order descriptions. The order pools (laden:
 * bargeOrderPoolDetail's list, empty: bargeOrderPoolEmptyDetail's) and the terminal's gathering orders are the
 * order list opened with its filters set — one screen, the load as data; every order detail route
 * (bargeOrderDetail, the pool details) opens the one detail page, with the container table below it.
 */
const keys = entityPageKeys(bargeOrderEntity);

const list = (initialQuery: Record<string, unknown> | undefined, title: string, listId: string): PageLoader => () =>
  Promise.all([import('../../shared/entity/EntityListPage'), import('../../shared/entity/text')]).then(([m, text]) => ({
    default: function BargeOrderList() {
      const t = text.useText();
      return createElement(m.EntityListPage, { description: bargeOrderEntity, listId, title: t(title), ...(initialQuery ? { initialQuery } : {}) });
    },
  }));

export const bargePages: PageRegistry = {
  ...entityPages(bargeEntity),
  ...entityPages(bargeOrderEntity),
  [keys.detail]: () =>
    Promise.all([import('../../shared/entity/EntityDetailPage'), import('./BargeContainers'), import('../../shared/entity/text')]).then(([m, c, text]) => ({
      default: function BargeOrderDetail() {
        const t = text.useText();
        return createElement(m.EntityDetailPage, {
          description: bargeOrderEntity,
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
