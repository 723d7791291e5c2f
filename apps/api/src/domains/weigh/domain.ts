/** The weighbridge domain (SPEC §2.8 /weightManageDetail, /truckWeighFee): weighing orders, the terminal's weighing, VGM, the fee through the ledger. */
import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Handlers } from '../../http/contract';
import { entityHandlers } from '../../lib/entity/handlers';
import { notifyCompanies } from '../../lib/entity/notify';
import { clientText } from '../../lib/text';
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

const orders = entityHandlers(weighOrderStore, { exportTitle: 'weigh.pages.orders' });
const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
type Created = { id: string; weighNo: string; terminalId: string; ownerCompanyName: string | null; containerNo: string; truckLicense: string; station: string };
type CreateCall = { services: AppServices; user: { userId: string } | null; req: { log: FastifyBaseLogger } };

/**
 * Ordering tells the terminal (a live notice, like the transitions': its bell counts it, its open list reloads). In the
 * source language, as the message centre stores one text; after the commit, so a failed notice never undoes the order.
 */
async function createWeighOrder(call: CreateCall): Promise<Created> {
  const order = (await (orders.createWeighOrder as unknown as (c: CreateCall) => Promise<Created>)(call));
  const text = (key: string) => clientText('zh-CN', key, {
    weighNo: order.weighNo, company: order.ownerCompanyName ?? '', containerNo: order.containerNo, truck: order.truckLicense,
    station: clientText('zh-CN', `weigh.stations.${order.station}`),
  });
  await notifyCompanies(call.services, call.req.log, [order.terminalId], call.user?.userId ?? '', escapeHtml(text('weigh.order.orderedTitle')), escapeHtml(text('weigh.order.ordered')));
  return order;
}

export const domain = defineDomain({
  name: 'weigh',
  handlers: { ...orders, createWeighOrder, listWeighTerminals } as unknown as Handlers,
  migrations: { '0100_weigh_orders': migration },
  menus: [WEIGH_MENUS, WEIGH_OPERATION_MENUS],
  grants: WEIGH_GRANTS,
  seedDemo: seedWeighOrders,
});
