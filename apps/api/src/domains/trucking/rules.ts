/**
 * Who may do what to a trucking order and a dispatch: the status machines of SPEC §4 as tables (the same
 * tables are written into openapi/paths/trucking.yaml), and the caller's parties to an order. The order's
 * machine is TRUCK_ORDER_FLOW of @port/sdk/domains/trucking, defined once for the server and the console.
 */
import type { ActorSpec } from '@port/sdk/domain';
import { TRUCK_ORDER_FLOW, TRUCK_ORDER_FORWARDER, TRUCK_ORDER_REVIEWER, type TruckOrderStatus } from '@port/sdk/domains/trucking';
import { defineStateMachine } from '../../lib/records';
import { hasPermission, type SessionUser } from '../../services';

export type OrderStatus = TruckOrderStatus;
export type OrderAction = (typeof TRUCK_ORDER_FLOW.transitions)[number]['action'];
/** forwarder: the order's forwarder company; reviewer and dispatcher: its fleet; system: the server itself. */
export type OrderParty = 'forwarder' | 'reviewer' | 'dispatcher' | 'system';

export const ORDER_STATUS = { saved: '05', entrusted: '00', reviewed: '01', paid: '02', returned: '03', completed: '06' } as const;

/** The permission each party needs besides belonging to the order's company. */
export const PARTY_PERMISSIONS = {
  forwarder: 'td:main:edit',
  reviewer: 'fleet:order:review',
  dispatcher: 'fleet:send:edit',
} as const;

/** The description's actors as this module's parties; a transition nobody may take is the server's own. */
const partyOf = (actor: ActorSpec): OrderParty => {
  if (actor === TRUCK_ORDER_FORWARDER) return 'forwarder';
  if (actor === TRUCK_ORDER_REVIEWER) return 'reviewer';
  throw new Error(`trucking order actor ${JSON.stringify(actor)} has no party`);
};

export const ORDER_MACHINE = defineStateMachine<OrderStatus, OrderAction, OrderParty>(
  TRUCK_ORDER_FLOW.transitions.map((t) => ({
    action: t.action, from: t.from, to: t.to, who: t.by.length ? (t.by as readonly ActorSpec[]).map(partyOf) : ['system'],
  })),
);

const STATUSES = new Set<string>(Object.keys(TRUCK_ORDER_FLOW.states));
/** A stored status as the contract's enum (the table holds only these codes). */
export function asOrderStatus(code: string): OrderStatus {
  if (!STATUSES.has(code)) throw new Error(`unknown trucking order status ${code}`);
  return code as OrderStatus;
}

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
