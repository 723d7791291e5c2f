/** The weighbridge domain (SPEC §2.8 /weightManageDetail, /truckWeighFee): weighing orders, the terminal's weighing, VGM, the fee through the ledger. */
import { sql } from 'kysely';
import type { Handlers } from '../../http/contract';
import { entityHandlers } from '../../lib/entity/handlers';
import { likeContains } from '../../lib/like';
import type { AppServices } from '../../services';
import { defineDomain } from '../module';
import * as migration from './migration';
import { WEIGH_GRANTS, WEIGH_MENUS, WEIGH_OPERATION_MENUS } from './menus';
import { seedWeighOrders } from './seed';
import { weighOrderStore } from './store';

/** Terminal companies (onboarded), by name: where a weighing may be ordered. */
async function listWeighTerminals({ services, query }: { services: AppServices; query: { pageSize?: number; name?: string } }) {
  const size = Math.min(Math.max(Number(query.pageSize) || 50, 1), 100);
  const name = query.name?.trim();
  let q = services.db.selectFrom('companies').select(['company_id', 'company_name']).where('kind', '=', 'terminal').where('shop_status', '=', '1');
  if (name) q = q.where(sql<boolean>`company_name ilike ${likeContains(name)}`);
  const rows = await q.orderBy('company_name').limit(size).execute();
  return { data: rows.map((r) => ({ id: r.company_id, name: r.company_name })) };
}

export const domain = defineDomain({
  name: 'weigh',
  handlers: { ...entityHandlers(weighOrderStore, { exportTitle: 'weigh.pages.orders' }), listWeighTerminals } as unknown as Handlers,
  migrations: { '0100_weigh_orders': migration },
  menus: [WEIGH_MENUS, WEIGH_OPERATION_MENUS],
  grants: WEIGH_GRANTS,
  seedDemo: seedWeighOrders,
});
