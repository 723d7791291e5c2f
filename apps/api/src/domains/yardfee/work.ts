/**
 * Unpaid yard fees as work items (issue 26): a visit whose container has left (status 'out') waits for its
 * customer company to pay. Payment is an operation of its own (payYardVisit), not a transition of a flow, so the
 * source is written by hand: the mechanism's WorkSource, handed over in the manifest like a described one.
 */
import { sql, type SqlBool } from 'kysely';
import type { WorkSource } from '../../lib/entity/work';
import { hasPermission } from '../../services';

export const UNPAID_FEES: WorkSource = {
  kind: 'yardfee.visit.pay',
  label: 'yardfee.pages.visits',
  entity: 'yardfee.visit',
  action: 'pay',
  actionLabel: 'yardfee.pay.action',
  overdueMinutes: 24 * 60,
  items(db, user) {
    if (!user.companyId || !hasPermission(user, 'yardfee:pay')) return null;
    return sql`${db.selectFrom('yardfee_visits as v')
      .select([sql<string>`v.id::text`.as('id'), 'v.container_no as title', sql<Date>`coalesce(v.out_time, v.update_time)`.as('since')])
      .where('v.status', '=', 'out')
      .where(sql<SqlBool>`v.customer_company_id = ${user.companyId}`)}`;
  },
};
