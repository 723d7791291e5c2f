/**
 * The trucking order's status, defined once (issue 13): the codes are the contract's enum TruckOrderStatus,
 * their labels and colours are here, and so is the machine of SPEC §4 — who takes which action from which
 * status, and whom it tells. The server's checks (apps/api domains/trucking/rules.ts) and the console's tags
 * and buttons read it.
 *
 * Parties: the owner is the order's forwarder company, the counterpart its fleet. 'complete' has no actor:
 * the server completes an order when its last container is delivered.
 */
import type { Schemas } from '../../contract';
import { editableIn, transitionsFrom, type StatusFlow } from '../../domain/describe';

export type TruckOrderStatus = Schemas['TruckOrderStatus'];

export const TRUCK_ORDER_FORWARDER = { party: 'owner', permission: 'td:main:edit' } as const;
export const TRUCK_ORDER_REVIEWER = { party: 'counterpart', permission: 'fleet:order:review' } as const;
/** The fleet's user who sends trucks (dispatches containers). */
export const TRUCK_ORDER_DISPATCHER = { party: 'counterpart', permission: 'fleet:send:edit' } as const;

/** The order's states by name (the codes of TRUCK_ORDER_FLOW.states), for queries and checks that name one. */
export const TRUCK_ORDER = { saved: '05', entrusted: '00', reviewed: '01', paid: '02', returned: '03', done: '06' } as const satisfies Record<string, TruckOrderStatus>;

export const TRUCK_ORDER_FLOW = {
  field: 'status',
  initial: '05',
  states: {
    '05': { label: 'labels.truckOrderStatus.05', color: 'gray', draft: true },
    // Entrusted, reviewed and paid orders are with the fleet: the forwarder no longer edits them.
    '00': { label: 'labels.truckOrderStatus.00', color: 'arcoblue', locked: true },
    '01': { label: 'labels.truckOrderStatus.01', color: 'cyan', locked: true },
    '02': { label: 'labels.truckOrderStatus.02', color: 'purple', locked: true },
    '03': { label: 'labels.truckOrderStatus.03', color: 'orangered' },
    '06': { label: 'labels.truckOrderStatus.06', color: 'green', final: true },
  },
  transitions: [
    { action: 'entrust', label: 'trucking.actions.entrust', from: ['05', '03'], to: '00', by: [TRUCK_ORDER_FORWARDER], notify: ['counterpart'], confirm: 'trucking.confirm.entrust' },
    { action: 'review', label: 'trucking.actions.review', from: ['00'], to: '01', by: [TRUCK_ORDER_REVIEWER], requires: { optional: ['amount'] }, notify: ['owner'], confirm: 'trucking.confirm.review' },
    { action: 'return', label: 'trucking.actions.return', from: ['00', '01'], to: '03', by: [TRUCK_ORDER_REVIEWER], requires: { reason: true }, notify: ['owner'], danger: true },
    { action: 'pay', label: 'trucking.actions.pay', from: ['01'], to: '02', by: [TRUCK_ORDER_FORWARDER], notify: ['counterpart'], confirm: 'trucking.confirm.pay' },
    { action: 'complete', label: 'trucking.actions.complete', from: ['01', '02'], to: '06', by: [], notify: ['owner'] },
  ],
} as const satisfies StatusFlow<TruckOrderStatus>;

/** What a forwarder may do to an order besides its transitions, by the flow: */
export const truckOrderMay = {
  /** edit it while it is not with the fleet (saved or returned); */
  edit: (status: string) => editableIn(TRUCK_ORDER_FLOW, status),
  /** delete it while it is a draft the fleet never saw (the initial state); */
  delete: (status: string) => status === TRUCK_ORDER_FLOW.initial,
  /** its containers are dispatched while the order can still complete (reviewed or paid); */
  dispatch: (status: string) => transitionsFrom(TRUCK_ORDER_FLOW, status as TruckOrderStatus).some((t) => t.action === 'complete'),
  /** its trucks are located once they may have been sent: dispatchable or done. */
  locate: (status: string) => truckOrderMay.dispatch(status) || (TRUCK_ORDER_FLOW.states as Record<string, { final?: boolean } | undefined>)[status]?.final === true,
};

/**
 * A container's dispatch (send) status: a dispatch is 01 sent, then 03 reassigned (a new 01 replaces it),
 * 04 cancelled or 06 delivered; a container not sent reads 02 (never) or 08 (after a cancel). The contract keeps
 * DispatchStatus an open string (SPEC §4: other codes read 未定义), so the codes are typed here.
 */
export type DispatchStatus = '01' | '02' | '03' | '04' | '06' | '08';

/** The dispatch codes by name (the states of DISPATCH_FLOW), for queries and checks that name one. */
export const DISPATCH = { sent: '01', notSent: '02', reassigned: '03', cancelled: '04', delivered: '06', unsent: '08' } as const satisfies Record<string, DispatchStatus>;
/** A container's dispatch that counts (holds its truck or delivered it): sent or delivered. */
export const DISPATCH_COUNTED = [DISPATCH.sent, DISPATCH.delivered] as const;

export const DISPATCH_FLOW = {
  field: 'status',
  initial: '01',
  states: {
    '01': { label: 'labels.dispatchStatus.01', color: 'arcoblue' },
    '02': { label: 'labels.dispatchStatus.02', color: 'gray' },
    '03': { label: 'labels.dispatchStatus.03', color: 'orange', final: true },
    '04': { label: 'labels.dispatchStatus.04', color: 'red', final: true },
    '06': { label: 'labels.dispatchStatus.06', color: 'green', final: true },
    '08': { label: 'labels.dispatchStatus.08', color: 'gray' },
  },
  transitions: [
    { action: 'reassign', label: 'trucking.actions.reassign', from: ['01'], to: '03', by: [TRUCK_ORDER_DISPATCHER] },
    { action: 'cancel', label: 'trucking.actions.cancel', from: ['01'], to: '04', by: [TRUCK_ORDER_DISPATCHER], confirm: 'trucking.confirm.cancel', danger: true },
    { action: 'complete', label: 'trucking.actions.finish', from: ['01'], to: '06', by: [TRUCK_ORDER_DISPATCHER], confirm: 'trucking.confirm.finish' },
  ],
} as const satisfies StatusFlow<DispatchStatus>;
