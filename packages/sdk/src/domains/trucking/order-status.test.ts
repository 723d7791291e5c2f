import { describe, expect, it } from 'vitest';
import spec from '../../generated/openapi.json';
import { lookupMessage } from '../../i18n';
import { TRUCK_ORDER_FLOW } from './order-status';

const schemas = (spec as unknown as { components: { schemas: Record<string, { enum?: string[] }> } }).components.schemas;

describe('the trucking order status, defined once', () => {
  it('has exactly the states of the contract enum, each with a label', () => {
    expect(Object.keys(TRUCK_ORDER_FLOW.states).sort()).toEqual([...(schemas.TruckOrderStatus?.enum ?? [])].sort());
    for (const state of Object.values(TRUCK_ORDER_FLOW.states)) expect(lookupMessage(state.label), state.label).toBeDefined();
  });

  it('offers the contract actions as transitions (complete is the server own)', () => {
    const actions = TRUCK_ORDER_FLOW.transitions.filter((t) => t.by.length > 0).map((t) => t.action);
    expect(actions.sort()).toEqual([...(schemas.TruckOrderAction?.enum ?? [])].sort());
  });
});
