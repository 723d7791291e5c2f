/** The handlers of openapi/paths/dangerous.yaml: the entity mechanism's, and the terminals a declaration may be addressed to. */
import { sql } from 'kysely';
import type { Handlers } from '../../http/contract';
import { entityHandlers } from '../../lib/entity/handlers';
import { likeContains } from '../../lib/like';
import type { AppServices } from '../../services';
import { preArrivalStore } from './preArrivalStore';
import { reeferStore } from './reeferStore';
import { dgDeclarationStore } from './stores';

interface TerminalsCall {
  services: AppServices;
  query: { pageSize?: number; name?: string };
}

/** Terminal companies (onboarded), by name; the form's picker searches them. */
async function listDeclarationTerminals({ services, query }: TerminalsCall) {
  const size = Math.min(Math.max(Number(query.pageSize) || 50, 1), 100);
  const name = query.name?.trim();
  let q = services.db.selectFrom('companies').select(['company_id', 'company_name']).where('kind', '=', 'terminal').where('shop_status', '=', '1');
  if (name) q = q.where(sql<boolean>`company_name ilike ${likeContains(name)}`);
  const rows = await q.orderBy('company_name').limit(size).execute();
  return { data: rows.map((r) => ({ id: r.company_id, name: r.company_name })) };
}

export const declHandlers = {
  ...entityHandlers(dgDeclarationStore, { exportTitle: 'decl.pages.dgDeclarations' }),
  ...entityHandlers(preArrivalStore, { exportTitle: 'decl.pages.preArrivals' }),
  ...entityHandlers(reeferStore, { exportTitle: 'decl.pages.reeferDeclarations' }),
  listDeclarationTerminals,
} as unknown as Handlers;
