import { createElement } from 'react';
import type { PageRegistry } from '../../routing/pages';
import { entityPageKeys } from '../../shared/entity/paths';
import { entityPages, lazyDescription } from '../../shared/entity/pages';

/**
 * 堆场费用管理 (/yardCostManage): the tariff (费目费率) and the customers' rates (yardCostUserItemManage) as entity
 * pages, the visits with their fee line by line and the payment on the detail, and the charge report
 * (/report/exportChargeReport) with its chart and Excel.
 */
const sdk = () => import('@port/sdk/domains/yardfee');
const item = lazyDescription('yardfee.item', () => sdk().then((m) => m.yardFeeItemEntity), { form: true });
const rate = lazyDescription('yardfee.rate', () => sdk().then((m) => m.yardFeeRateEntity), { form: true });
const visitDescription = lazyDescription('yardfee.visit', () => sdk().then((m) => m.yardVisitEntity), { form: false });
const visit = entityPageKeys(visitDescription);

export const yardfeePages: PageRegistry = {
  ...entityPages(item),
  ...entityPages(rate),
  ...entityPages(visitDescription),
  [visit.detail]: () =>
    Promise.all([import('../../shared/entity/EntityDetailPage'), import('./visitExtras'), visitDescription.load()]).then(([m, x, description]) => ({
      default: () => createElement(m.EntityDetailPage, { description, extras: x.visitExtras }),
    })),
  'yardfee/report': () => import('./ReportPage'),
};

/** The other domains' texts these pages show (routing/pages.ts loads them with the page). */
export const pageTexts = ['ledger'];
