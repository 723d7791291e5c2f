import type { PageRegistry } from '../../routing/pages';

/** The open API domain's console pages: the delivery log of container event subscriptions, the terminal's gate moves. */
export const openPages: PageRegistry = {
  'open/eventDeliveries': () => import('./EventDeliveriesPage'),
  'open/gateMoves': () => import('./GateMovesPage'),
};
