/**
 * The trucking orders' work items (issue 26): an entrusted order waits for its fleet's review, a returned one for
 * the forwarder to entrust again. Orders are not an entity store (orders.ts is special), so the source is written
 * here by hand from TRUCK_ORDER_FLOW; the server installs it beside the manifests' until trucking has a manifest.
 */
import { sql, type SqlBool } from 'kysely';
import { TRUCK_ORDER_FLOW } from '@port/sdk/domains/trucking';
import type { WorkSource } from '../../lib/entity/work';
import { hasPermission } from '../../services';

function orderSource(
  kind: string, state: '00' | '03', action: 'review' | 'entrust', party: 'fleet_company_id' | 'forwarder_company_id', overdueMinutes: number,
): WorkSource {
  const t = TRUCK_ORDER_FLOW.transitions.find((x) => x.action === action)!;
  return {
    kind, label: 'menus.order_list', entity: 'trucking.order', action, actionLabel: t.label, overdueMinutes,
    items(db, user) {
      if (!user.companyId || !t.by.some((a) => hasPermission(user, a.permission))) return null;
      return sql`${db.selectFrom('truck_orders as o')
        .select([sql<string>`o.id::text`.as('id'), 'o.order_no as title', 'o.update_time as since'])
        .where('o.status', '=', state)
        .where(sql<SqlBool>`${sql.ref(`o.${party}`)} = ${user.companyId}`)}`;
    },
  };
}

export const TRUCKING_WORK: readonly WorkSource[] = [
  orderSource('trucking.order.review', '00', 'review', 'fleet_company_id', 60),
  orderSource('trucking.order.entrust', '03', 'entrust', 'forwarder_company_id', 1440),
];
