import { shipChangeEntity } from '@port/sdk/domains/shipchange';
import type { PageRegistry } from '../../routing/pages';
import { entityPages } from '../../shared/entity/pages';

/** 换船申请 (/JxTzShipApply…): the shared entity pages bound to the vessel-change description. */
export const shipchangePages: PageRegistry = entityPages(shipChangeEntity);
