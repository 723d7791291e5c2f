/** The trucking domain's entity descriptions (texts stay in @port/config for now). */
export { factoryEntity } from './factory';
export { truckingOrderEntity } from './order';
export {
  DISPATCH_FLOW, TRUCK_ORDER_DISPATCHER, TRUCK_ORDER_FLOW, TRUCK_ORDER_FORWARDER, TRUCK_ORDER_REVIEWER, truckOrderMay,
  type DispatchStatus, type TruckOrderStatus,
} from './order-status';

import { factoryEntity } from './factory';
import { truckingOrderEntity } from './order';
import { defineSdkDomain } from '../domain';

export const domain = defineSdkDomain({ name: 'trucking', entities: [factoryEntity, truckingOrderEntity] });
