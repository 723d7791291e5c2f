/** The trucking domain's entity descriptions and its texts (dispatch's included). */
export { factoryEntity } from './factory';
export { truckingOrderEntity } from './order';
export {
  DISPATCH, DISPATCH_COUNTED, DISPATCH_FLOW, TRUCK_ORDER, TRUCK_ORDER_DISPATCHER, TRUCK_ORDER_FLOW, TRUCK_ORDER_FORWARDER, TRUCK_ORDER_REVIEWER, truckOrderMay,
  type DispatchStatus, type TruckOrderStatus,
} from './order-status';
export { truckingTexts } from './texts';

import { factoryEntity } from './factory';
import { truckingOrderEntity } from './order';
import { truckingTexts } from './texts';
import { defineSdkDomain } from '../domain';

export const domain = defineSdkDomain({ name: 'trucking', entities: [factoryEntity, truckingOrderEntity], texts: truckingTexts });
