/**
 * GET /home/overview: the caller's business in numbers for the home page's charts, each read with the rule of
 * the list it links to (scopeOrders for orders and their dispatches, the board's fleet scope for alarms), so a
 * chart's figure and its list's total agree.
 */
import { sql } from 'kysely';
import type { Schemas } from '@port/sdk/contract';
import { dataScopeOf } from '../../lib/data-scope';
import type { ServerLanguage } from '@port/config/server-messages';
import type { AppServices, SessionUser } from '../../services';
import { scopeOfUser } from '../screen/access';
import { alarmTypeName } from '../screen/alarms';
import { scopeOrders } from '../trucking/order-rows';
import { addPortDays, portDay, portDayStart, sqlPortDay } from '../../lib/datetime';

const DAYS = 30;
const ORDER_STATUSES: ReadonlyArray<Schemas['TruckOrderStatus']> = ['05', '00', '01', '02', '03', '06'];


export async function homeOverview(services: AppServices, user: SessionUser, lang: ServerLanguage): Promise<Schemas['HomeOverview']> {
  const { db } = services;
  const scope = await dataScopeOf(services, user);
  const firstDay = addPortDays(portDay(services.now()), -(DAYS - 1));
  const first = portDayStart(firstDay);

  const byStatus = await scopeOrders(db.selectFrom('truck_orders as o'), scope)
    .select(['o.status', sql<number>`count(*)::int`.as('n')])
    .groupBy('o.status')
    .execute();
  const orders = ORDER_STATUSES.map((status) => ({ status, count: byStatus.find((r) => r.status === status)?.n ?? 0 }));

  const perDay = await scopeOrders(db.selectFrom('truck_orders as o'), scope)
    .innerJoin('truck_dispatches as d', 'd.order_id', 'o.id')
    .where('d.create_time', '>=', first)
    .select([sql<number>`(${sqlPortDay(sql.ref('d.create_time'))} - ${firstDay}::date)::int`.as('day'), sql<number>`count(*)::int`.as('n')])
    .groupBy('day')
    .execute();
  const dispatchesPerDay = Array.from({ length: DAYS }, (_, i) => ({
    day: addPortDays(firstDay, i),
    count: perDay.find((r) => r.day === i)?.n ?? 0,
  }));

  const board = scopeOfUser(user);
  let alarmsQuery = db.selectFrom('alarms as a').where('a.abnormal_time', '>=', first);
  if (board.kind === 'company') alarmsQuery = board.companyId === null ? alarmsQuery.where(sql<boolean>`false`) : alarmsQuery.where('a.fleet_company_id', '=', board.companyId);
  const alarmRows = await alarmsQuery
    .select(['a.alarm_type', sql<number>`count(*)::int`.as('n')])
    .groupBy('a.alarm_type')
    .orderBy(sql`count(*)`, 'desc')
    .orderBy('a.alarm_type')
    .execute();
  const alarms = alarmRows.map((r) => ({ type: r.alarm_type, name: alarmTypeName(lang, r.alarm_type), count: r.n }));

  return { orders, dispatchesPerDay, alarms };
}
