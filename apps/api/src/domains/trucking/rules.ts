/**
 * Who may do what to a trucking order and a dispatch: the flows of @port/sdk/domains/trucking (TRUCK_ORDER_FLOW,
 * DISPATCH_FLOW, defined once for the server and the console; the same tables are written into
 * openapi/paths/trucking.yaml), and the caller's parties to an order.
 */
import type { ActorSpec } from '@port/sdk/domain';
import {
  DISPATCH, DISPATCH_FLOW, TRUCK_ORDER_DISPATCHER, TRUCK_ORDER_FLOW, TRUCK_ORDER_FORWARDER, TRUCK_ORDER_REVIEWER, truckOrderMay,
  type DispatchStatus as DispatchCode, type TruckOrderStatus,
} from '@port/sdk/domains/trucking';
import { actorMatches, partiesOf } from '../../lib/entity/actors';
import { defineStateMachine } from '../../lib/records';
import type { SessionUser } from '../../services';

export type OrderStatus = TruckOrderStatus;
export type OrderAction = (typeof TRUCK_ORDER_FLOW.transitions)[number]['action'];
/** forwarder: the order's forwarder company; reviewer and dispatcher: its fleet; system: the server itself. */
export type OrderParty = 'forwarder' | 'reviewer' | 'dispatcher' | 'system';

export const ORDER_STATUS = { saved: TRUCK_ORDER_FLOW.initial } as const;

const ACTORS = { forwarder: TRUCK_ORDER_FORWARDER, reviewer: TRUCK_ORDER_REVIEWER, dispatcher: TRUCK_ORDER_DISPATCHER } as const;

const STATUSES = new Set<string>(Object.keys(TRUCK_ORDER_FLOW.states));
/** A stored status as the contract's enum (the table holds only these codes). */
export function asOrderStatus(code: string): OrderStatus {
  if (!STATUSES.has(code)) throw new Error(`unknown trucking order status ${code}`);
  return code as OrderStatus;
}

/** Saved and returned orders can be edited by the forwarder, only saved ones deleted; reviewed or paid ones dispatched (TRUCK_ORDER_FLOW). */
export const EDITABLE_STATUSES: readonly string[] = Object.keys(TRUCK_ORDER_FLOW.states).filter(truckOrderMay.edit);
export const DELETABLE_STATUSES: readonly string[] = Object.keys(TRUCK_ORDER_FLOW.states).filter(truckOrderMay.delete);
export const DISPATCHABLE_STATUSES: readonly string[] = Object.keys(TRUCK_ORDER_FLOW.states).filter(truckOrderMay.dispatch);

export type DispatchStatus = Exclude<DispatchCode, '02' | '08'>;
export type DispatchAction = (typeof DISPATCH_FLOW.transitions)[number]['action'];

const partyOf = (actor: ActorSpec): OrderParty => {
  const found = (Object.keys(ACTORS) as Array<keyof typeof ACTORS>).find((p) => ACTORS[p] === actor);
  if (!found) throw new Error(`trucking actor ${JSON.stringify(actor)} has no party`);
  return found;
};

export const DISPATCH_MACHINE = defineStateMachine<DispatchStatus, DispatchAction, OrderParty>(
  DISPATCH_FLOW.transitions.map((t) => ({ action: t.action, from: t.from, to: t.to, who: (t.by as readonly ActorSpec[]).map(partyOf) })),
);

/** Container send status: 02 never dispatched, 01 dispatched, 08 undispatched after a cancel, 06 delivered. */
export const CONTAINER_SEND = { none: DISPATCH.notSent, dispatched: DISPATCH.sent, cancelled: DISPATCH.unsent, delivered: DISPATCH.delivered } as const;

/** The caller's relations to an order as the entity mechanism reads them: owner = forwarder, counterpart = fleet. */
export const orderRelations = (user: SessionUser, order: { forwarder_company_id: string; fleet_company_id: string | null }) =>
  partiesOf(user, order.forwarder_company_id, order.fleet_company_id);

export function orderParties(user: SessionUser, order: { forwarder_company_id: string; fleet_company_id: string | null }): OrderParty[] {
  const relations = orderRelations(user, order);
  return (Object.keys(ACTORS) as Array<keyof typeof ACTORS>).filter((p) => actorMatches(ACTORS[p], user, relations));
}
