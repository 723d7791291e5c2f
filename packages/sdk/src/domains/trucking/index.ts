/** The trucking domain's entity descriptions (moved onto the mechanism one by one; texts stay in @port/config for now). */
export { factoryEntity } from './factory';
export { TRUCK_ORDER_FLOW, TRUCK_ORDER_FORWARDER, TRUCK_ORDER_REVIEWER, type TruckOrderStatus } from './order-status';

import { factoryEntity } from './factory';
import { defineSdkDomain } from '../domain';

export const domain = defineSdkDomain({ name: 'trucking', entities: [factoryEntity] });
