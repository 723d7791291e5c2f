import type { PageRegistry } from '../../routing/pages';
import { entityPages, lazyDescription } from '../../shared/entity/pages';

/** 换船申请 (/JxTzShipApply…): the shared entity pages bound to the vessel-change description. */
const application = lazyDescription('shipchange.application', () => import('@port/sdk/domains/shipchange').then((m) => m.shipChangeEntity), { form: true });

export const shipchangePages: PageRegistry = entityPages(application);
