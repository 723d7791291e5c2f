/** The pick-up domain (/emptyApply, reservations with slot capacity): its entity description and texts. */
export {
  pickupApplicationEntity, validatePickupContainers, validateSeals, normalizeList, PICKUP_COMPARED, PICKUP_KINDS, PICKUP_SIZE_TYPES, PICKUP_STATUS, PICKUP_TRADES, RESERVATION_STATUS,
  type PickupSizeType, type PickupStatus,
} from './application';
export { pickupTexts } from './texts';
export { CUTOFF_HOURS, PLATE_PATTERN, passPayload } from './reservation';

import { pickupApplicationEntity } from './application';
import { pickupTexts } from './texts';
import { defineSdkDomain } from '../domain';

export const domain = defineSdkDomain({ name: 'pickup', entities: [pickupApplicationEntity], texts: pickupTexts });
