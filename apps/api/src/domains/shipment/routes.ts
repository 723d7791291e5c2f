/** The handlers of openapi/paths/shipment.yaml: all of them from the entity mechanism. */
import { entityHandlers } from '../../lib/entity/handlers';
import { shipmentStore } from './stores';

export const shipmentHandlers = entityHandlers(shipmentStore, { exportTitle: 'shipment.pages.shipments' });
