import { shipmentEntity } from '@port/sdk/domains/shipment';
import type { PageRegistry } from '../../routing/pages';
import { entityPages } from '../../shared/entity/pages';
import { shipmentExtras } from './shipmentExtras';

/**
 * 进出口订单 (issue 13 §3): the shared entity pages bound to the shipment description; the detail adds 创建派车单
 * (the trucking form, prefilled) and the trucking orders placed for the shipment's B/L.
 */
export const shipmentPages: PageRegistry = {
  ...entityPages(shipmentEntity, { detail: shipmentExtras }),
};
