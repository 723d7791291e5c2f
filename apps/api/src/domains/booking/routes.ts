/** The handlers of openapi/paths/booking.yaml: the entity mechanism's, and the agents a booking may be addressed to. */
import { sql } from 'kysely';
import type { Handlers } from '../../http/contract';
import { entityHandlers } from '../../lib/entity/handlers';
import { likeContains } from '../../lib/like';
import type { AppServices } from '../../services';
import { bookingStore } from './stores';

interface AgentsCall {
  services: AppServices;
  query: { pageNo?: number; pageSize?: number; name?: string };
}

/** Shipping-line agents (companies of kind agent, onboarded), by name; the form's picker searches them. */
async function listBookingAgents({ services, query }: AgentsCall) {
  const size = Math.min(Math.max(Number(query.pageSize) || 50, 1), 100);
  const name = query.name?.trim();
  let q = services.db.selectFrom('companies').select(['company_id', 'company_name']).where('kind', '=', 'agent').where('shop_status', '=', '1');
  if (name) q = q.where(sql<boolean>`company_name ilike ${likeContains(name)}`);
  const rows = await q.orderBy('company_name').limit(size).execute();
  return { data: rows.map((r) => ({ id: r.company_id, name: r.company_name })) };
}

export const bookingHandlers = {
  ...entityHandlers(bookingStore, { exportTitle: 'booking.pages.bookings' }),
  listBookingAgents,
} as unknown as Handlers;
