/**
 * Trucking orders' changes besides transitions: create (optionally entrusting), edit and delete, each versioned
 * and audited. The list is order-list.ts (export order-export.ts), the detail order-detail.ts, the transitions
 * order-transitions.ts, the scoped row order-rows.ts.
 */
import { sql } from 'kysely';
import type { Schemas } from '@port/sdk/contract';
import { TRUCK_ORDER_FLOW, TRUCK_ORDER_FORWARDER } from '@port/sdk/domains/trucking';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { ServerLanguage } from '@port/config/server-messages';
import { ApiError, forbidden } from '../../http/errors';
import { actorOf } from '../../lib/audit';
import { companyKind, dataScopeOf } from '../../lib/data-scope';
import { formatDateTime, parseDateTime } from '../../lib/datetime';
import { actorMatches } from '../../lib/entity/actors';
import { changesOf, writeHistory } from '../../lib/entity/history';
import { stateLabelOf } from '../../lib/entity/transition';
import { asText } from '../../lib/ids';
import { touchList } from '../../lib/list-query';
import { assertVersion, audited, refuse, type Executor } from '../../lib/records';
import { clientText } from '../../lib/text';
import type { AppServices, SessionUser } from '../../services';
import { orderDetail, type OrderDetail } from './order-detail';
import { ORDER_LIST } from './order-list';
import { CHANGE_COLUMNS, HISTORY_ENTITY, ORDER_ENTITY, orderRow, snapshot, type OrderRow } from './order-rows';
import { entrustNew, sendOrderNotices } from './order-transitions';
import { DELETABLE_STATUSES, EDITABLE_STATUSES, ORDER_STATUS, orderRelations } from './rules';
import { assertOrder, normalizeOrder, vocabulary, type OrderInput } from './validation';

/** The next order id and its number TD + yyyymmdd + the id (unique by construction). */
async function nextOrderNo(db: Executor, now: Date): Promise<{ id: string; orderNo: string }> {
  const { rows } = await sql<{ id: string }>`select nextval(pg_get_serial_sequence('truck_orders', 'id'))::text as id`.execute(db);
  const id = rows[0]!.id;
  const day = formatDateTime(now).slice(0, 10).replace(/-/g, '');
  return { id, orderNo: `TD${day}${id.padStart(8, '0')}` };
}

const orderColumns = (input: OrderInput) => ({
  order_type: input.orderType,
  fleet_company_id: input.fleetCompanyId,
  bill_no: input.billNo ?? null,
  vessel: input.vessel ?? null,
  voyage: input.voyage ?? null,
  take_address: input.takeAddress,
  delivery_address: input.deliveryAddress ?? null,
  contact_name: input.contactName ?? null,
  contact_phone: input.contactPhone ?? null,
  plan_time: input.planTime ? parseDateTime(input.planTime) : null,
  remark: input.remark ?? null,
});

/**
 * Orders are placed by forwarders: a fleet or the platform operator is not a party to create one.
 * Checked before any transaction (PGlite has one connection: a transaction must use only its own executor).
 */
export async function assertForwarder(services: AppServices, user: SessionUser): Promise<void> {
  if (!user.companyId || (await companyKind(services, user.companyId)) !== 'forwarder') throw forbidden();
}

/** Inserts a validated order with its containers in 05 (the caller's transaction) and audits it. */
export async function insertOrder(
  trx: Executor,
  services: AppServices,
  user: SessionUser,
  req: Pick<FastifyRequest, 'id'> | null,
  input: OrderInput,
): Promise<string> {
  if (!user.companyId) throw forbidden();
  const now = services.now();
  const { id, orderNo } = await nextOrderNo(trx, now);
  await trx
    .insertInto('truck_orders')
    .values({
      id, order_no: orderNo, status: ORDER_STATUS.saved, forwarder_company_id: user.companyId, created_by: user.userId,
      ctn_count: input.containers.length, create_time: now, update_time: now, ...orderColumns(input),
    })
    .execute();
  await trx
    .insertInto('truck_order_containers')
    .values(input.containers.map((c, i) => ({
      order_id: id, seq: i + 1, ctn_no: c.ctnNo, ctn_size: c.ctnSize, ctn_type: c.ctnType, seal_no: c.sealNo ?? null, weight_kg: c.weightKg ?? null,
    })))
    .execute();
  await audited(trx, actorOf(user, req), { action: 'create', entity: ORDER_ENTITY, entityId: id, after: { ...orderColumns(input), status: ORDER_STATUS.saved, orderNo, containers: input.containers } });
  await writeHistory(trx, { user, services }, { entity: HISTORY_ENTITY, recordId: id, action: 'create', toState: ORDER_STATUS.saved });
  return id;
}

export async function createOrder(
  services: AppServices, user: SessionUser, req: Pick<FastifyRequest, 'id'> | null, lang: ServerLanguage, body: Schemas['TruckOrderCreate'], log?: FastifyBaseLogger,
): Promise<OrderDetail> {
  const input = normalizeOrder(body);
  assertOrder(lang, await vocabulary(services), input);
  await assertForwarder(services, user);
  const scope = await dataScopeOf(services, user);
  const { id, notice } = await services.db.transaction().execute(async (trx) => {
    const newId = await insertOrder(trx, services, user, req, input);
    return { id: newId, notice: body.entrust ? await entrustNew(trx, services, user, req, lang, newId, scope) : null };
  });
  touchList(ORDER_LIST.name);
  if (log) await sendOrderNotices(services, log, [notice]);
  return orderDetail(services, user, id);
}

export async function updateOrder(
  services: AppServices, user: SessionUser, req: Pick<FastifyRequest, 'id'> | null, lang: ServerLanguage, id: string, body: Schemas['TruckOrderUpdate'],
): Promise<OrderDetail> {
  const input = normalizeOrder(body);
  assertOrder(lang, await vocabulary(services), input);
  const scope = await dataScopeOf(services, user);
  await services.db.transaction().execute(async (trx) => {
    const order = await orderRow(trx, scope, id, true);
    assertForwarderMay(user, lang, order, 'edit', EDITABLE_STATUSES);
    assertVersion(order.version, body.version);
    const before = await trx.selectFrom('truck_order_containers').select([asText('id').as('id'), 'ctn_no', 'ctn_size', 'ctn_type', 'seal_no', 'weight_kg', 'send_status']).where('order_id', '=', id).execute();
    // Containers kept by number keep their rows (and their dispatch history); the rest are replaced.
    const wanted = new Map(input.containers.map((c, i) => [c.ctnNo, { ...c, seq: i + 1 }]));
    const gone = before.filter((c) => !wanted.has(c.ctn_no));
    if (gone.length) await trx.deleteFrom('truck_order_containers').where('id', 'in', gone.map((c) => c.id)).execute();
    for (const c of before.filter((x) => wanted.has(x.ctn_no))) {
      const w = wanted.get(c.ctn_no)!;
      await trx.updateTable('truck_order_containers').set({ seq: w.seq, ctn_size: w.ctnSize, ctn_type: w.ctnType, seal_no: w.sealNo ?? null, weight_kg: w.weightKg ?? null }).where('id', '=', c.id).execute();
    }
    const kept = new Set(before.map((c) => c.ctn_no));
    const added = [...wanted.values()].filter((c) => !kept.has(c.ctnNo));
    if (added.length) {
      await trx.insertInto('truck_order_containers').values(added.map((c) => ({
        order_id: id, seq: c.seq, ctn_no: c.ctnNo, ctn_size: c.ctnSize, ctn_type: c.ctnType, seal_no: c.sealNo ?? null, weight_kg: c.weightKg ?? null,
      }))).execute();
    }
    const after = { ...orderColumns(input), ctn_count: input.containers.length };
    await trx.updateTable('truck_orders').set({ ...after, version: order.version + 1, update_time: services.now() }).where('id', '=', id).execute();
    await audited(trx, actorOf(user, req), {
      action: 'update', entity: ORDER_ENTITY, entityId: id,
      before: { ...snapshot(order), containers: before }, after: { ...after, status: order.status, version: order.version + 1, containers: input.containers },
    });
    await writeHistory(trx, { user, services }, { entity: HISTORY_ENTITY, recordId: id, action: 'update', changes: changesOf(CHANGE_COLUMNS, order, after) });
  });
  touchList(ORDER_LIST.name);
  return orderDetail(services, user, id);
}

/** The forwarder's own changes besides transitions (edit, delete): by the forwarder, in the states the flow allows. */
function assertForwarderMay(user: SessionUser, lang: ServerLanguage, order: OrderRow, action: 'edit' | 'delete', states: readonly string[]): void {
  if (!actorMatches(TRUCK_ORDER_FORWARDER, user, orderRelations(user, order))) throw refuse(403, 'transitionForbidden');
  if (!states.includes(order.status)) {
    throw new ApiError(409, 'entityActionNotAllowed', { state: stateLabelOf(TRUCK_ORDER_FLOW, order.status, lang), action: clientText(lang, `trucking.actions.${action}`) });
  }
}

export async function deleteOrder(
  services: AppServices, user: SessionUser, req: Pick<FastifyRequest, 'id'> | null, lang: ServerLanguage, id: string, version: number,
): Promise<void> {
  const scope = await dataScopeOf(services, user);
  await services.db.transaction().execute(async (trx) => {
    const order = await orderRow(trx, scope, id, true);
    assertForwarderMay(user, lang, order, 'delete', DELETABLE_STATUSES);
    assertVersion(order.version, version);
    await trx.deleteFrom('truck_orders').where('id', '=', id).execute();
    await audited(trx, actorOf(user, req), { action: 'delete', entity: ORDER_ENTITY, entityId: id, before: snapshot(order) });
  });
  touchList(ORDER_LIST.name);
}
