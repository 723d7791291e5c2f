/**
 * The handlers of openapi/paths/pickup.yaml: the pick-up application's (the entity mechanism), the yards, and
 * the reservations against yard slots. A place is taken by one conditional UPDATE (used < capacity) in the
 * reservation's transaction — concurrent callers never overbook, and a check constraint backs it up; the
 * application's quota is taken the same way (reserved_count < released_quantity).
 */
import { sql } from 'kysely';
import { serverLanguage, type ServerLanguage } from '@port/config/server-messages';
import { CUTOFF_HOURS, PLATE_PATTERN, passPayload, validatePickupContainers } from '@port/sdk/domains/pickup';
import { defineHandlers, requireUser, type Handlers } from '../../http/contract';
import { ApiError, invalid, notFound } from '../../http/errors';
import { entityHandlers } from '../../lib/entity/handlers';
import { formatDateTime, formatPortTime, portDay, portDayEnd, portMidnight } from '../../lib/datetime';
import { likeContains } from '../../lib/like';
import type { Executor } from '../../lib/records';
import { clientText, enforce } from '../../lib/text';
import { actorOf } from '../../lib/audit';
import { audited } from '../../lib/records';
import { isPlatformStaff } from '../accounts/common/access';
import type { AppServices, SessionUser } from '../../services';
import { payReservationFee, releaseReservationFee, reservationFeeCents, settleReservationFee } from './prepayment';
import { nextReservationNo, pickupApplicationStore } from './stores';

const HOUR = 3_600_000;
const langOf = (req: { headers: Record<string, string | string[] | undefined> }): ServerLanguage =>
  serverLanguage(req.headers['accept-language'] as string | undefined);
const refuse = (status: number, lang: ServerLanguage, key: string, params: Record<string, string | number> = {}) =>
  new ApiError(status, status === 404 ? 'notFound' : 'staleUpdate', {}, { text: clientText(lang, `pickup.${key}`, params) });

interface SlotRow { id: string; yard_company_id: string; yard_name: string | null; size_type: string; slot_start: Date; slot_end: Date; capacity: number; used: number }

const slotQuery = (db: Executor) =>
  db.selectFrom('yard_slots as s').leftJoin('companies as y', 'y.company_id', 's.yard_company_id')
    .select([sql<string>`s.id::text`.as('id'), 's.yard_company_id', 'y.company_name as yard_name', 's.size_type', 's.slot_start', 's.slot_end', 's.capacity', 's.used']);

const slotOf = (r: SlotRow) => ({
  id: r.id, yardId: r.yard_company_id, yardName: r.yard_name, sizeType: r.size_type as never, start: formatDateTime(r.slot_start), end: formatDateTime(r.slot_end),
  capacity: r.capacity, used: r.used, free: Math.max(r.capacity - r.used, 0),
});

async function reservationOf(db: Executor, id: string, now: Date) {
  const r = await db.selectFrom('pickup_reservations as r')
    .innerJoin('yard_slots as s', 's.id', 'r.slot_id')
    .innerJoin('pickup_applications as p', 'p.id', 'r.application_id')
    .leftJoin('companies as y', 'y.company_id', 'r.yard_company_id')
    .select([sql<string>`r.id::text`.as('id'), 'r.res_no', 'r.status', sql<string>`r.application_id::text`.as('application_id'), 'p.apply_no', 'y.company_name as yard_name',
      's.size_type', sql<string>`r.slot_id::text`.as('slot_id'), 's.slot_start', 's.slot_end', 'r.truck_plate', 'r.ctn_no', 'r.create_time', 'r.company_id', 'r.yard_company_id', 'r.fee_cents'])
    .where('r.id', '=', id).executeTakeFirst();
  if (!r) return null;
  const slotStart = formatDateTime(r.slot_start);
  return {
    record: {
      id: r.id, resNo: r.res_no, status: r.status as never, applicationId: r.application_id, applyNo: r.apply_no, yardName: r.yard_name,
      sizeType: r.size_type as never, slotId: r.slot_id, slotStart, slotEnd: formatDateTime(r.slot_end), truckPlate: r.truck_plate, ctnNo: r.ctn_no,
      // The gate reads the pass as it always has: the slot in the port's wall clock, not the wire's ISO form.
      passCode: passPayload({ resNo: r.res_no, truckPlate: r.truck_plate, ctnNo: r.ctn_no, slotStart: formatPortTime(r.slot_start) }),
      cancellable: r.status === 'booked' && now.getTime() < r.slot_start.getTime() - CUTOFF_HOURS * HOUR,
      feeCents: r.fee_cents,
      createTime: formatDateTime(r.create_time),
    },
    companyId: r.company_id, yardId: r.yard_company_id, slotStartAt: r.slot_start, slotEndAt: r.slot_end,
  };
}

/** The reservation when the caller's company made it or runs its yard (platform staff: any), else 404. */
async function visibleReservation(services: AppServices, user: SessionUser, id: string) {
  const found = await reservationOf(services.db, id, services.now());
  if (!found || (!isPlatformStaff(user) && found.companyId !== user.companyId && found.yardId !== user.companyId)) throw notFound();
  return found;
}

const pickupCustom = defineHandlers({
  listPickupYards: async ({ services, query }) => {
    let q = services.db.selectFrom('companies').select(['company_id', 'company_name']).where('kind', '=', 'yard');
    if (query.name?.trim()) q = q.where(sql<boolean>`company_name ilike ${likeContains(query.name.trim())}`);
    const rows = await q.orderBy('company_name').limit(100).execute();
    return { data: rows.map((r) => ({ id: r.company_id, name: r.company_name })) };
  },

  listPickupSlots: async ({ services, query }) => {
    // The slots of the port's day (23 to 25 hours where the zone changes its clocks).
    const from = portMidnight(query.date);
    const to = portDayEnd(query.date);
    if (!from || !to) throw invalid('date', 'query.date');
    let q = slotQuery(services.db).where('s.yard_company_id', '=', query.yardId).where('s.slot_start', '>=', from).where('s.slot_start', '<', to);
    if (query.sizeType) q = q.where('s.size_type', '=', query.sizeType);
    return (await q.orderBy('s.slot_start').orderBy('s.size_type').execute()).map(slotOf);
  },

  listPickupSlotAlternatives: async ({ services, params, query }) => {
    const slot = await slotQuery(services.db).where('s.id', '=', params.id).executeTakeFirst();
    if (!slot) throw notFound();
    const rows = await slotQuery(services.db).where('s.yard_company_id', '=', slot.yard_company_id).where('s.size_type', '=', slot.size_type)
      .where('s.id', '!=', params.id).where('s.slot_start', '>', services.now()).where(sql<boolean>`s.used < s.capacity`)
      .orderBy(sql`abs(extract(epoch from (s.slot_start - ${slot.slot_start}::timestamptz)))`).orderBy('s.slot_start').limit(query.limit ?? 3).execute();
    return rows.map(slotOf);
  },

  updatePickupSlot: async ({ services, user, params, body, req }) => {
    const me = requireUser(user);
    const lang = langOf(req);
    const slot = await services.db.selectFrom('yard_slots').selectAll().where('id', '=', params.id).executeTakeFirst();
    if (!slot || (!isPlatformStaff(me) && slot.yard_company_id !== me.companyId)) throw notFound();
    const done = await services.db.updateTable('yard_slots').set({ capacity: body.capacity }).where('id', '=', params.id)
      .where(sql<boolean>`used <= ${body.capacity}`).returning('id').executeTakeFirst();
    if (!done) throw refuse(409, lang, 'slot.capacityBelowUsed', { used: slot.used });
    return slotOf((await slotQuery(services.db).where('s.id', '=', params.id).executeTakeFirstOrThrow()) as SlotRow);
  },

  listPickupReservations: async ({ services, user, query }) => {
    const me = requireUser(user);
    const size = Math.min(Math.max(Number(query.pageSize) || 20, 1), 100);
    const page = Math.max(Number(query.pageNo) || 1, 1);
    let q = services.db.selectFrom('pickup_reservations as r').innerJoin('yard_slots as s', 's.id', 'r.slot_id');
    if (!isPlatformStaff(me)) q = q.where((w) => w.or([w('r.company_id', '=', me.companyId ?? ''), w('r.yard_company_id', '=', me.companyId ?? '')]));
    if (query.applicationId) q = q.where('r.application_id', '=', query.applicationId);
    const total = Number((await q.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);
    const ids = await q.select(sql<string>`r.id::text`.as('id')).orderBy('s.slot_start', 'desc').orderBy('r.id', 'desc').limit(size).offset((page - 1) * size).execute();
    const now = services.now();
    const data = [];
    for (const { id } of ids) data.push((await reservationOf(services.db, id, now))!.record);
    return { data, total };
  },

  getPickupReservation: async ({ services, user, params }) => (await visibleReservation(services, requireUser(user), params.id)).record,

  createPickupReservation: async ({ services, user, body, req }) => {
    const me = requireUser(user);
    const lang = langOf(req);
    const plate = body.truckPlate.replace(/\s+/g, '').toUpperCase();
    if (!PLATE_PATTERN.test(plate)) throw invalid(clientText(lang, 'pickup.reservation.plateInvalid'), 'body.truckPlate');
    const ctnNo = body.ctnNo?.trim().toUpperCase() || null;
    if (ctnNo) enforce(lang, validatePickupContainers, ctnNo, 'body.ctnNo');
    const now = services.now();
    const id = await services.db.transaction().execute(async (trx) => {
      const app = await trx.selectFrom('pickup_applications').selectAll().where('id', '=', body.applicationId).executeTakeFirst();
      if (!app || (app.company_id !== me.companyId && !isPlatformStaff(me))) throw notFound();
      if (app.status !== 'released') throw refuse(409, lang, 'reservation.notReleased');
      if (ctnNo && app.released_containers && !app.released_containers.split(',').includes(ctnNo)) throw invalid(clientText(lang, 'pickup.reservation.ctnNotReleased', { ctnNo }), 'body.ctnNo');
      const slot = await trx.selectFrom('yard_slots').selectAll().where('id', '=', body.slotId).executeTakeFirst();
      if (!slot) throw refuse(404, lang, 'slot.unknown');
      if (slot.yard_company_id !== app.release_yard_id) throw refuse(409, lang, 'slot.yardMismatch');
      if (slot.size_type !== app.released_size_type) throw refuse(409, lang, 'slot.sizeMismatch');
      if (slot.slot_start.getTime() <= now.getTime()) throw refuse(409, lang, 'slot.past');
      if (app.valid_until && portDay(slot.slot_start) > portDay(app.valid_until)) throw refuse(409, lang, 'slot.afterValid');
      // One place, or none: the row's own lock orders concurrent takers, and the condition is read after it.
      const took = await trx.updateTable('yard_slots').set({ used: sql`used + 1` }).where('id', '=', slot.id).where(sql<boolean>`used < capacity`).returning('id').executeTakeFirst();
      if (!took) throw refuse(409, lang, 'slot.slotFull');
      const quota = await trx.updateTable('pickup_applications').set({ reserved_count: sql`reserved_count + 1` }).where('id', '=', app.id)
        .where(sql<boolean>`reserved_count < released_quantity`).returning('id').executeTakeFirst();
      if (!quota) throw refuse(409, lang, 'slot.quotaUsed');
      const resNo = await nextReservationNo(trx, { services });
      const fee = await reservationFeeCents(trx, slot.yard_company_id);
      const row = await trx.insertInto('pickup_reservations').values({
        res_no: resNo, application_id: app.id, company_id: app.company_id, yard_company_id: slot.yard_company_id, slot_id: slot.id,
        truck_plate: plate, ctn_no: ctnNo, status: 'booked', fee_cents: fee, created_by: me.userId, create_time: now, update_time: now,
      }).returning(sql<string>`id::text`.as('id')).executeTakeFirstOrThrow();
      // emptyPrepayFull: the fee is held in this transaction, so a reservation the balance cannot pay for is never made.
      await payReservationFee(trx, {
        companyId: app.company_id, amountCents: fee, businessKey: resNo, description: clientText('zh-CN', 'pickup.reservation.feeDescription'),
        recordPath: `/emptyApply/pass?id=${row.id}`, userId: me.userId,
      }, clientText(lang, 'pickup.reservation.feeInsufficient', { fee: (fee / 100).toFixed(2) }));
      return row.id;
    });
    return (await reservationOf(services.db, id, now))!.record;
  },

  cancelPickupReservation: async ({ services, user, params, req }) => {
    const me = requireUser(user);
    const lang = langOf(req);
    const found = await visibleReservation(services, me, params.id);
    if (found.companyId !== me.companyId && !isPlatformStaff(me)) throw notFound();
    const now = services.now();
    await services.db.transaction().execute(async (trx) => {
      const r = await trx.selectFrom('pickup_reservations').selectAll().where('id', '=', params.id).forUpdate().executeTakeFirstOrThrow();
      if (r.status !== 'booked') throw refuse(409, lang, 'reservation.cutoff', { hours: CUTOFF_HOURS });
      if (now.getTime() >= found.slotStartAt.getTime() - CUTOFF_HOURS * HOUR) throw refuse(409, lang, 'reservation.cutoff', { hours: CUTOFF_HOURS });
      await trx.updateTable('pickup_reservations').set({ status: 'cancelled', update_time: now }).where('id', '=', r.id).execute();
      await releaseReservationFee(trx, r, me.userId);
      await trx.updateTable('yard_slots').set({ used: sql`used - 1` }).where('id', '=', r.slot_id).execute();
      await trx.updateTable('pickup_applications').set({ reserved_count: sql`reserved_count - 1` }).where('id', '=', r.application_id).execute();
    });
    return (await reservationOf(services.db, params.id, now))!.record;
  },

  markPickupReservationNoShow: async ({ services, user, params, req }) => {
    const me = requireUser(user);
    const lang = langOf(req);
    const found = await visibleReservation(services, me, params.id);
    if (found.yardId !== me.companyId && !isPlatformStaff(me)) throw notFound();
    const now = services.now();
    if (now.getTime() < found.slotEndAt.getTime()) throw refuse(409, lang, 'reservation.noShowEarly');
    const done = await services.db.transaction().execute(async (trx) => {
      const r = await trx.updateTable('pickup_reservations').set({ status: 'noShow', update_time: now }).where('id', '=', params.id)
        .where('status', '=', 'booked').returning(['application_id', 'company_id', 'res_no', 'fee_cents']).executeTakeFirst();
      // The missed place is the truck's, not the slot's (it has passed); the release may be reserved again.
      if (r) await trx.updateTable('pickup_applications').set({ reserved_count: sql`reserved_count - 1` }).where('id', '=', r.application_id).execute();
      // The missed slot was kept for the truck: the fee is earned.
      if (r) await settleReservationFee(trx, r, me.userId);
      return !!r;
    });
    if (!done) throw refuse(409, lang, 'reservation.noShowEarly');
    return (await reservationOf(services.db, params.id, now))!.record;
  },

  changePickupReservation: async ({ services, user, params, body, req }) => {
    const me = requireUser(user);
    const lang = langOf(req);
    const found = await visibleReservation(services, me, params.id);
    if (found.companyId !== me.companyId && !isPlatformStaff(me)) throw notFound();
    const now = services.now();
    await services.db.transaction().execute(async (trx) => {
      const r = await trx.selectFrom('pickup_reservations').selectAll().where('id', '=', params.id).forUpdate().executeTakeFirstOrThrow();
      const old = await trx.selectFrom('yard_slots').selectAll().where('id', '=', r.slot_id).executeTakeFirstOrThrow();
      if (r.status !== 'booked' || now.getTime() >= old.slot_start.getTime() - CUTOFF_HOURS * HOUR) throw refuse(409, lang, 'reservation.cutoff', { hours: CUTOFF_HOURS });
      if (String(body.slotId) === String(r.slot_id)) throw refuse(409, lang, 'reservation.sameSlot');
      const slot = await trx.selectFrom('yard_slots').selectAll().where('id', '=', body.slotId).executeTakeFirst();
      if (!slot) throw refuse(404, lang, 'slot.unknown');
      if (slot.yard_company_id !== old.yard_company_id) throw refuse(409, lang, 'slot.yardMismatch');
      if (slot.size_type !== old.size_type) throw refuse(409, lang, 'slot.sizeMismatch');
      if (slot.slot_start.getTime() <= now.getTime()) throw refuse(409, lang, 'slot.past');
      const app = await trx.selectFrom('pickup_applications').select('valid_until').where('id', '=', r.application_id).executeTakeFirstOrThrow();
      if (app.valid_until && portDay(slot.slot_start) > portDay(app.valid_until)) throw refuse(409, lang, 'slot.afterValid');
      // The new place is taken as a reservation takes one (never beyond capacity); the old one returns in the same transaction.
      const took = await trx.updateTable('yard_slots').set({ used: sql`used + 1` }).where('id', '=', slot.id).where(sql<boolean>`used < capacity`).returning('id').executeTakeFirst();
      if (!took) throw refuse(409, lang, 'slot.slotFull');
      await trx.updateTable('yard_slots').set({ used: sql`used - 1` }).where('id', '=', old.id).execute();
      await trx.updateTable('pickup_reservations').set({ slot_id: slot.id, update_time: now }).where('id', '=', r.id).execute();
      await audited(trx, actorOf(me, { id: req.id }), { action: 'change', entity: 'pickup.reservation', entityId: r.id, before: { slot_id: old.id }, after: { slot_id: slot.id } });
    });
    return (await reservationOf(services.db, params.id, now))!.record;
  },

  gateInPickupReservation: async ({ services, user, params, req }) => {
    const me = requireUser(user);
    const lang = langOf(req);
    const found = await visibleReservation(services, me, params.id);
    if (found.yardId !== me.companyId && !isPlatformStaff(me)) throw notFound();
    const now = services.now();
    const done = await services.db.transaction().execute(async (trx) => {
      const r = await trx.updateTable('pickup_reservations').set({ status: 'completed', update_time: now }).where('id', '=', params.id)
        .where('status', '=', 'booked').returning(['company_id', 'res_no', 'fee_cents']).executeTakeFirst();
      if (r) await settleReservationFee(trx, r, me.userId);
      return !!r;
    });
    if (!done) throw refuse(409, lang, 'reservation.notBooked');
    return (await reservationOf(services.db, params.id, now))!.record;
  },
});

export const pickupHandlers = {
  ...entityHandlers(pickupApplicationStore, { exportTitle: 'pickup.pages.applications' }),
  ...pickupCustom,
} as unknown as Handlers;
