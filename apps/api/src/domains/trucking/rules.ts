/**
 * Who may do what to a trucking order and a dispatch: the status machines of SPEC §4 as tables (the same
 * tables are written into openapi/paths/trucking.yaml), and the caller's parties to an order.
 */
import { defineStateMachine } from '../../lib/records';
import { hasPermission, type SessionUser } from '../../services';

export type OrderStatus = '05' | '00' | '01' | '02' | '03' | '06';
export type OrderAction = 'entrust' | 'review' | 'return' | 'pay' | 'complete';
/** forwarder: the order's forwarder company; reviewer and dispatcher: its fleet; system: the server itself. */
export type OrderParty = 'forwarder' | 'reviewer' | 'dispatcher' | 'system';

export const ORDER_STATUS = { saved: '05', entrusted: '00', reviewed: '01', paid: '02', returned: '03', completed: '06' } as const;

/** The permission each party needs besides belonging to the order's company. */
export const PARTY_PERMISSIONS = {
  forwarder: 'td:main:edit',
  reviewer: 'fleet:order:review',
  dispatcher: 'fleet:send:edit',
} as const;

export const ORDER_MACHINE = defineStateMachine<OrderStatus, OrderAction, OrderParty>([
  { action: 'entrust', from: ['05', '03'], to: '00', who: ['forwarder'] },
  { action: 'review', from: ['00'], to: '01', who: ['reviewer'] },
  { action: 'return', from: ['00', '01'], to: '03', who: ['reviewer'] },
  { action: 'pay', from: ['01'], to: '02', who: ['forwarder'] },
  { action: 'complete', from: ['01', '02'], to: '06', who: ['system'] },
]);

/** Saved and returned orders can be edited by the forwarder; only saved ones deleted. */
export const EDITABLE_STATUSES: readonly string[] = ['05', '03'];
export const DELETABLE_STATUSES: readonly string[] = ['05'];
/** Containers of reviewed or paid orders can be dispatched. */
export const DISPATCHABLE_STATUSES: readonly string[] = ['01', '02'];

export type DispatchStatus = '01' | '03' | '04' | '06';
export type DispatchAction = 'reassign' | 'cancel' | 'complete';

export const DISPATCH_MACHINE = defineStateMachine<DispatchStatus, DispatchAction, OrderParty>([
  { action: 'reassign', from: ['01'], to: '03', who: ['dispatcher'] },
  { action: 'cancel', from: ['01'], to: '04', who: ['dispatcher'] },
  { action: 'complete', from: ['01'], to: '06', who: ['dispatcher'] },
]);

/** Container send status: 02 never dispatched, 01 dispatched, 08 undispatched after a cancel, 06 delivered. */
export const CONTAINER_SEND = { none: '02', dispatched: '01', cancelled: '08', delivered: '06' } as const;

export function orderParties(
  user: SessionUser,
  order: { forwarder_company_id: string; fleet_company_id: string | null },
): OrderParty[] {
  const parties: OrderParty[] = [];
  if (!user.companyId) return parties;
  if (user.companyId === order.forwarder_company_id && hasPermission(user, PARTY_PERMISSIONS.forwarder)) parties.push('forwarder');
  if (user.companyId === order.fleet_company_id) {
    if (hasPermission(user, PARTY_PERMISSIONS.reviewer)) parties.push('reviewer');
    if (hasPermission(user, PARTY_PERMISSIONS.dispatcher)) parties.push('dispatcher');
  }
  return parties;
}
