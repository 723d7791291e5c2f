import { yardFeeItemEntity, yardFeeRateEntity, yardVisitEntity } from '@port/sdk/domains/yardfee';
import { createElement } from 'react';
import type { PageRegistry } from '../../routing/pages';
import { entityPageKeys } from '../../shared/entity/paths';
import { entityPages } from '../../shared/entity/pages';

/**
 * 堆场费用管理 (/yardCostManage): the tariff (费目费率) and the customers' rates (yardCostUserItemManage) as entity
 * pages, the visits with their fee line by line and the payment on the detail, and the charge report
 * (/report/exportChargeReport) with its chart and Excel.
 */
const visit = entityPageKeys(yardVisitEntity);

export const yardfeePages: PageRegistry = {
  ...entityPages(yardFeeItemEntity),
  ...entityPages(yardFeeRateEntity),
  ...entityPages(yardVisitEntity),
  [visit.detail]: () =>
    Promise.all([import('../../shared/entity/EntityDetailPage'), import('./visitExtras')]).then(([m, x]) => ({
      default: () => createElement(m.EntityDetailPage, { description: yardVisitEntity, extras: x.visitExtras }),
    })),
  'yardfee/report': () => import('./ReportPage'),
};
