import { vesselEntity, voyageEntity } from '@port/sdk/domains/vessel';
import type { PageRegistry } from '../../routing/pages';
import { entityPages } from '../../shared/entity/pages';

/**
 * The vessel domain's screens (船期查询, 船舶资料 with their details and forms): the shared entity pages bound
 * to the domain's descriptions, under the keys of its menu (vessel/voyages, vessel/voyageDetail, …).
 */
export const vesselPages: PageRegistry = { ...entityPages(voyageEntity), ...entityPages(vesselEntity) };
