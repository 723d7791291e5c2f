/** Export and import orders (the forwarder's shipment): the entity description, its container lines, the trucking prefill, texts. */
export {
  shipmentEntity, validateShipmentContainers, parseShipmentContainers, normalizeShipmentContainers, shipmentTruckingPrefill, shipmentTruckingOrders,
  SHIPMENT_DIRECTIONS, CUSTOMS_STATUSES, SHIPMENT_SIZE_TYPES, type ShipmentStatus, type ShipmentSizeType, type ShipmentContainerLine, type TruckingPrefill,
} from './shipment';
export { shipmentTexts } from './texts';

import { shipmentEntity } from './shipment';
import { shipmentTexts } from './texts';
import { defineSdkDomain } from '../domain';

export const domain = defineSdkDomain({ name: 'shipment', entities: [shipmentEntity], texts: shipmentTexts });
