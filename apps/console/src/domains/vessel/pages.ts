import type { PageRegistry } from '../../routing/pages';
import { entityPages, lazyDescription } from '../../shared/entity/pages';

/**
 * The vessel domain's screens (船期查询, 船舶资料 with their details and forms): the shared entity pages bound
 * to the domain's descriptions, under the keys of its menu (vessel/voyages, vessel/voyageDetail, …).
 */
const sdk = () => import('@port/sdk/domains/vessel');
const voyage = lazyDescription('vessel.voyage', () => sdk().then((m) => m.voyageEntity), { form: true });
const vessel = lazyDescription('vessel.vessel', () => sdk().then((m) => m.vesselEntity), { form: true });

export const vesselPages: PageRegistry = { ...entityPages(voyage), ...entityPages(vessel) };
