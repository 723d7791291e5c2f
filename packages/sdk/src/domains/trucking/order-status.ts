/**
 * The trucking order's status, defined once (issue 13): the codes are the contract's enum TruckOrderStatus,
 * their labels and colours are here, and so is the machine of SPEC §4 — who takes which action from which
 * status. The server's checks (apps/api domains/trucking/rules.ts) and the console's tags and buttons read it.
 *
 * Parties: the owner is the order's forwarder company, the counterpart its fleet. 'complete' has no actor:
 * the server completes an order when its last container is delivered.
 */
import type { Schemas } from '../../contract';
import type { StatusFlow } from '../../domain/describe';

export type TruckOrderStatus = Schemas['TruckOrderStatus'];

export const TRUCK_ORDER_FORWARDER = { party: 'owner', permission: 'td:main:edit' } as const;
export const TRUCK_ORDER_REVIEWER = { party: 'counterpart', permission: 'fleet:order:review' } as const;

export const TRUCK_ORDER_FLOW = {
  field: 'status',
  initial: '05',
  states: {
    '05': { label: 'labels.truckOrderStatus.05', color: 'gray' },
    '00': { label: 'labels.truckOrderStatus.00', color: 'arcoblue' },
    '01': { label: 'labels.truckOrderStatus.01', color: 'cyan' },
    '02': { label: 'labels.truckOrderStatus.02', color: 'purple' },
    '03': { label: 'labels.truckOrderStatus.03', color: 'orange' },
    '06': { label: 'labels.truckOrderStatus.06', color: 'green', final: true },
  },
  transitions: [
    { action: 'entrust', label: 'trucking.actions.entrust', from: ['05', '03'], to: '00', by: [TRUCK_ORDER_FORWARDER] },
    { action: 'review', label: 'trucking.actions.review', from: ['00'], to: '01', by: [TRUCK_ORDER_REVIEWER] },
    { action: 'return', label: 'trucking.actions.return', from: ['00', '01'], to: '03', by: [TRUCK_ORDER_REVIEWER], requires: { reason: true }, danger: true },
    { action: 'pay', label: 'trucking.actions.pay', from: ['01'], to: '02', by: [TRUCK_ORDER_FORWARDER] },
    { action: 'complete', label: 'trucking.actions.complete', from: ['01', '02'], to: '06', by: [] },
  ],
} as const satisfies StatusFlow<TruckOrderStatus>;
