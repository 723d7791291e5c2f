/**
 * Dispatch (send) changes: the order's fleet assigns containers to its trucks and drivers, reassigns,
 * cancels and completes. A truck, a driver and a container each hold at most one active dispatch: checked
 * here with a clear message, and kept by partial unique indexes should two calls race.
 */
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { sql, type SqlBool } from 'kysely';
import type { Schemas } from '@port/sdk/contract';
import type { ServerLanguage } from '@port/config/server-messages';
import { notFound } from '../../http/errors';
import { actorOf } from '../../lib/audit';
import { dataScopeOf } from '../../lib/data-scope';
import { asText } from '../../lib/ids';
import { touchList } from '../../lib/list-query';
import { assertVersion, audited, refuse, type Executor } from '../../lib/records';
import type { AppServices, SessionUser } from '../../services';
import { filedTruck } from '../permits/filed';
import { DISPATCH_LIST, dispatchById, type Dispatch } from './dispatch-read';
import { ORDER_LIST } from './order-list';
import { ORDER_ENTITY, lockOrderForDispatch, type OrderRow } from './order-rows';
import { completeIfDelivered, sendOrderNotices, type OrderNotice } from './order-transitions';
import { CONTAINER_SEND, DISPATCHABLE_STATUSES, DISPATCH_MACHINE, orderParties } from './rules';
import { DISPATCH } from '@port/sdk/domains/trucking';

export const DISPATCH_ENTITY = 'truck_dispatch';
/** fleet_filing_status 2 已备案. */
const FILED = '2';

function isUniqueViolation(err: unknown): err is { code: string; constraint?: string; message: string } {
  return !!err && typeof err === 'object' && (err as { code?: unknown }).code === '23505';
}

/** A truck and a driver of the order's fleet, in service and free; 400/409 otherwise. */
async function checkResources(trx: Executor, order: OrderRow, truckId: string, driverId: string, now: Date) {
  const truck = await trx
    .selectFrom('fleet_trucks')
    .select(['truck_license', 'status', 'fleet_company_id', 'filing_status'])
    .where('id', '=', truckId)
    .executeTakeFirst();
  const driver = await trx
    .selectFrom('fleet_drivers')
    .select(['name', 'status', 'fleet_company_id'])
    .where('id', '=', driverId)
    .executeTakeFirst();
  if (!truck || !driver || truck.fleet_company_id !== order.fleet_company_id || driver.fleet_company_id !== order.fleet_company_id) {
    throw refuse(400, 'fleetResourceUnknown');
  }
  if (truck.status !== '0' || driver.status !== '0') throw refuse(400, 'fleetResourceDisabled');
  // Only a truck whose vehicle filing is approved (the port permit, domains/permits) may enter the port.
  if (truck.filing_status !== FILED) throw refuse(409, 'dispatchTruckNotFiled', { truck: truck.truck_license });
  // A truck filed through the permits domain also needs its permit valid today (a lapsed one is not renewed yet).
  // Trucks filed before any filing record existed (the demo seed dispatches before the permits seed) keep the flag.
  const lapsed = await trx
    .selectFrom('fleet_trucks as t')
    .select('t.id')
    .where('t.id', '=', truckId)
    .where(sql<SqlBool>`exists (select 1 from vehicle_filings f where f.truck_id = t.id and f.status = 'approved')`)
    .where(sql<SqlBool>`not ${filedTruck('t.id', now)}`)
    .executeTakeFirst();
  if (lapsed) throw refuse(409, 'dispatchTruckNotFiled', { truck: truck.truck_license });
  const truckBusy = await trx.selectFrom('truck_dispatches').select('id').where('truck_id', '=', truckId).where('status', '=', DISPATCH.sent).executeTakeFirst();
  if (truckBusy) throw refuse(409, 'dispatchTruckBusy', { truck: truck.truck_license });
  const driverBusy = await trx.selectFrom('truck_dispatches').select('id').where('driver_id', '=', driverId).where('status', '=', DISPATCH.sent).executeTakeFirst();
  if (driverBusy) throw refuse(409, 'dispatchDriverBusy', { driver: driver.name });
  // The driver drives the truck they are bound to (车辆绑定): the port's gate checks the pair.
  const bound = await trx.selectFrom('fleet_driver_trucks').select('driver_id').where('driver_id', '=', driverId).where('truck_id', '=', truckId).executeTakeFirst();
  if (!bound) throw refuse(409, 'dispatchDriverNotBound', { driver: driver.name, truck: truck.truck_license });
  return { truck, driver };
}

/** Turns a lost race on the partial unique indexes into the same 409 the checks give. */
async function guardRace<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) {
      const which = `${err.constraint ?? ''} ${err.message}`;
      if (which.includes('driver')) throw refuse(409, 'dispatchDriverBusy', { driver: '' });
      if (which.includes('ctn')) throw refuse(409, 'dispatchContainerBusy', { ctnNo: '' });
      throw refuse(409, 'dispatchTruckBusy', { truck: '' });
    }
    throw err;
  }
}

function assertDispatcher(user: SessionUser, order: OrderRow): void {
  if (!orderParties(user, order).includes('dispatcher')) throw refuse(403, 'transitionForbidden');
}

export async function createDispatches(
  services: AppServices, user: SessionUser, req: Pick<FastifyRequest, 'id'> | null, body: Schemas['DispatchCreate'],
): Promise<Dispatch[]> {
  const scope = await dataScopeOf(services, user);
  const ids = await guardRace(() =>
    services.db.transaction().execute(async (trx) => {
      const order = await lockOrderForDispatch(trx, scope, body.orderId);
      assertDispatcher(user, order);
      if (!DISPATCHABLE_STATUSES.includes(order.status)) throw refuse(409, 'dispatchOrderNotReady');
      const created: string[] = [];
      for (const item of body.items) {
        const ctn = await trx
          .selectFrom('truck_order_containers')
          .select(['ctn_no', 'send_status'])
          .where('id', '=', item.containerId)
          .where('order_id', '=', order.id)
          .forUpdate()
          .executeTakeFirst();
        if (!ctn) throw notFound();
        if (ctn.send_status !== CONTAINER_SEND.none && ctn.send_status !== CONTAINER_SEND.cancelled) {
          throw refuse(409, 'dispatchContainerBusy', { ctnNo: ctn.ctn_no });
        }
        const { truck, driver } = await checkResources(trx, order, item.truckId, item.driverId, services.now());
        const row = await trx
          .insertInto('truck_dispatches')
          .values({
            order_id: order.id, container_id: item.containerId, fleet_company_id: order.fleet_company_id!, truck_id: item.truckId,
            driver_id: item.driverId, status: DISPATCH.sent, created_by: user.userId, remark: item.remark ?? null,
            create_time: services.now(), update_time: services.now(),
          })
          .returning(asText('id').as('id'))
          .executeTakeFirstOrThrow();
        await trx.updateTable('truck_order_containers').set({ send_status: CONTAINER_SEND.dispatched }).where('id', '=', item.containerId).execute();
        // The order's history names the container, truck and driver; 'status' there is the order's own.
        const what = { ctnNo: ctn.ctn_no, truckLicense: truck.truck_license, driverName: driver.name };
        await audited(trx, actorOf(user, req), { action: 'create', entity: DISPATCH_ENTITY, entityId: row.id, after: { status: DISPATCH.sent, ...what } });
        await audited(trx, actorOf(user, req), { action: 'dispatch', entity: ORDER_ENTITY, entityId: order.id, after: what });
        created.push(row.id);
      }
      return created;
    }),
  );
  touchList(DISPATCH_LIST.name);
  // The containers' send status changed: the container list (named as the orders) counts afresh.
  touchList(ORDER_LIST.name);
  const out: Dispatch[] = [];
  for (const id of ids) {
    const d = await dispatchById(services.db, scope, id);
    if (d) out.push(d);
  }
  return out;
}

export async function transitionDispatch(
  services: AppServices, user: SessionUser, req: Pick<FastifyRequest, 'id'> | null, lang: ServerLanguage, id: string, body: Schemas['DispatchTransition'],
  log?: FastifyBaseLogger,
): Promise<Dispatch> {
  const scope = await dataScopeOf(services, user);
  const visible = await dispatchById(services.db, scope, id);
  if (!visible) throw notFound();
  let notice: OrderNotice | null = null;
  const resultId = await guardRace(() =>
    services.db.transaction().execute(async (trx) => {
      notice = null;
      const order = await lockOrderForDispatch(trx, scope, visible.orderId);
      const d = await trx
        .selectFrom('truck_dispatches')
        .select(['status', 'version', asText('container_id').as('container_id'), asText('truck_id').as('truck_id'), asText('driver_id').as('driver_id')])
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirstOrThrow();
      const t = DISPATCH_MACHINE.check(body.action, d.status, orderParties(user, order));
      assertVersion(d.version, body.version);
      const now = services.now();
      const actor = actorOf(user, req);
      await trx
        .updateTable('truck_dispatches')
        .set({ status: t.to, version: d.version + 1, update_time: now, ...(body.action === 'complete' ? { finish_time: now } : {}), ...(body.remark ? { remark: body.remark } : {}) })
        .where('id', '=', id)
        .execute();
      const before = { status: d.status, truckId: d.truck_id, driverId: d.driver_id };
      let result = id;
      if (body.action === 'reassign') {
        const truckId = body.truckId ?? d.truck_id;
        const driverId = body.driverId ?? d.driver_id;
        const { truck, driver } = await checkResources(trx, order, truckId, driverId, now);
        const row = await trx
          .insertInto('truck_dispatches')
          .values({
            order_id: order.id, container_id: d.container_id, fleet_company_id: order.fleet_company_id!, truck_id: truckId, driver_id: driverId,
            status: DISPATCH.sent, replaces_id: id, created_by: user.userId, remark: body.remark ?? null, create_time: now, update_time: now,
          })
          .returning(asText('id').as('id'))
          .executeTakeFirstOrThrow();
        result = row.id;
        const what = { replaces: id, truckLicense: truck.truck_license, driverName: driver.name, ctnNo: visible.ctnNo };
        await audited(trx, actor, { action: 'reassign', entity: DISPATCH_ENTITY, entityId: id, before, after: { status: t.to, next: row.id } });
        await audited(trx, actor, { action: 'create', entity: DISPATCH_ENTITY, entityId: row.id, after: { status: DISPATCH.sent, ...what } });
        await audited(trx, actor, { action: 'reassign', entity: ORDER_ENTITY, entityId: order.id, after: what });
      } else if (body.action === 'cancel') {
        await trx.updateTable('truck_order_containers').set({ send_status: CONTAINER_SEND.cancelled }).where('id', '=', d.container_id).execute();
        await audited(trx, actor, { action: 'cancel', entity: DISPATCH_ENTITY, entityId: id, before, after: { status: t.to } });
        await audited(trx, actor, { action: 'cancelDispatch', entity: ORDER_ENTITY, entityId: order.id, after: { ctnNo: visible.ctnNo, truckLicense: visible.truckLicense } });
      } else {
        await trx.updateTable('truck_order_containers').set({ send_status: CONTAINER_SEND.delivered, delivered_time: now }).where('id', '=', d.container_id).execute();
        await audited(trx, actor, { action: 'complete', entity: DISPATCH_ENTITY, entityId: id, before, after: { status: t.to } });
        await audited(trx, actor, { action: 'deliver', entity: ORDER_ENTITY, entityId: order.id, after: { ctnNo: visible.ctnNo, truckLicense: visible.truckLicense } });
        notice = await completeIfDelivered(trx, services, user, req, lang, order.id);
      }
      return result;
    }),
  );
  touchList(DISPATCH_LIST.name);
  touchList(ORDER_LIST.name);
  // The forwarder hears of its order completing with the last delivery.
  if (log) await sendOrderNotices(services, log, [notice]);
  const out = await dispatchById(services.db, scope, resultId);
  if (!out) throw notFound();
  return out;
}

/** The fleet's trucks and drivers for the dispatch form, with busy (active dispatch) and online flags. */
export async function dispatchResources(services: AppServices, user: SessionUser, onlineSince: Date): Promise<Schemas['DispatchResources']> {
  if (!user.companyId) return { trucks: [], drivers: [] };
  const db = services.db;
  const trucks = await db
    .selectFrom('fleet_trucks as t')
    .leftJoin('gps_last as g', 'g.truck_id', 't.id')
    .select([asText('t.id').as('id'), 't.truck_license', 't.trailer_license', 't.filing_status', 'g.gps_time'])
    .where('t.fleet_company_id', '=', user.companyId)
    .where('t.status', '=', '0')
    .orderBy('t.truck_license')
    .execute();
  const drivers = await db
    .selectFrom('fleet_drivers as d')
    .leftJoin('fleet_driver_trucks as b', 'b.driver_id', 'd.id')
    .select([asText('d.id').as('id'), 'd.name', 'd.mobile', asText('b.truck_id').as('truck_id')])
    .where('d.fleet_company_id', '=', user.companyId)
    .where('d.status', '=', '0')
    .orderBy('d.name')
    .execute();
  const active = await db
    .selectFrom('truck_dispatches')
    .select([asText('truck_id').as('truck_id'), asText('driver_id').as('driver_id')])
    .where('fleet_company_id', '=', user.companyId)
    .where('status', '=', DISPATCH.sent)
    .execute();
  const busyTrucks = new Set(active.map((a) => a.truck_id));
  const busyDrivers = new Set(active.map((a) => a.driver_id));
  return {
    trucks: trucks.map((t) => ({
      id: t.id,
      truckLicense: t.truck_license,
      trailerLicense: t.trailer_license,
      busy: busyTrucks.has(t.id),
      filed: t.filing_status === FILED,
      online: !!t.gps_time && new Date(t.gps_time) >= onlineSince,
      driverIds: drivers.filter((d) => d.truck_id === t.id).map((d) => d.id),
    })),
    drivers: drivers.map((d) => ({ id: d.id, name: d.name, mobile: d.mobile, busy: busyDrivers.has(d.id), truckId: d.truck_id || null })),
  };
}
