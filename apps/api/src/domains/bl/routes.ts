/**
 * The handlers of openapi/paths/bl.yaml: the entity mechanism's for B/L drafts and ship configurations, the
 * bookings a B/L may be issued from, the packing and verify lists and the booking note (each its own
 * permission), and the batch close of voyages.
 */
import { sql } from 'kysely';
import { serverLanguage } from '@port/config/server-messages';
import { requireUser, type Handlers } from '../../http/contract';
import { forbidden, notFound } from '../../http/errors';
import { entityHandlers } from '../../lib/entity/handlers';
import { changesOf, writeHistory } from '../../lib/entity/history';
import { likePrefix } from '../../lib/like';
import { touchList } from '../../lib/list-query';
import { actorOf } from '../../lib/audit';
import { audited } from '../../lib/records';
import type { AppServices, SessionUser } from '../../services';
import { bookingStore } from '../booking/stores';
import { billStore, shipConfigStore } from './stores';

interface Call<Q = object, B = object> {
  services: AppServices;
  user: SessionUser | null;
  query: Q;
  body: B;
  req: { id: string; headers: Record<string, string | string[] | undefined> };
}

/** Accepted bookings addressed to the caller's company, newest first (the B/L form's picker). */
async function listBillBookings({ services, user, query }: Call<{ pageSize?: number; bookingNo?: string }>) {
  const me = requireUser(user);
  const size = Math.min(Math.max(Number(query.pageSize) || 50, 1), 100);
  let q = services.db.selectFrom('bookings').select([sql<string>`id::text`.as('id'), 'booking_no'])
    .where('agent_company_id', '=', me.companyId ?? '').where('status', '=', 'accepted').where('booking_no', 'is not', null);
  const no = query.bookingNo?.trim().toUpperCase();
  if (no) q = q.where(sql<boolean>`booking_no like ${likePrefix(no)}`);
  const rows = await q.orderBy('create_time', 'desc').limit(size).execute();
  return { data: rows.map((r) => ({ id: r.id, bookingNo: r.booking_no ?? '' })) };
}

/** Closes bookings and/or B/L confirmation of the caller's voyages, all or none, each on its timeline. */
async function closeShipConfigs({ services, user, body, req }: Call<object, { ids: string[]; booking?: boolean; bl?: boolean }>) {
  const me = requireUser(user);
  const caller = { services, user: me, lang: serverLanguage(req.headers['accept-language'] as string | undefined), traceId: req.id };
  const closeBooking = body.booking !== false;
  const closeBl = body.bl !== false;
  const ids = [...new Set(body.ids)];
  const now = services.now();
  const closed = await services.db.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom('ship_configs').selectAll().where('id', 'in', ids).forUpdate().execute();
    if (rows.length !== ids.length) throw notFound();
    if (rows.some((r) => r.company_id !== me.companyId) && !me.platform) throw forbidden();
    const sets = { ...(closeBooking ? { booking_open: false } : {}), ...(closeBl ? { bl_open: false } : {}) };
    if (!Object.keys(sets).length) return 0;
    for (const row of rows) {
      await trx.updateTable('ship_configs').set({ ...sets, version: sql`version + 1`, update_time: now }).where('id', '=', row.id).execute();
      await writeHistory(trx, caller, {
        entity: 'bl.shipConfig', recordId: String(row.id), action: 'update',
        changes: changesOf({ bookingOpen: 'booking_open', blOpen: 'bl_open' }, row, sets),
      });
      await audited(trx, actorOf(me, { id: req.id }), { action: 'close', entity: 'bl.shipConfig', entityId: String(row.id), before: row, after: sets });
    }
    return rows.length;
  });
  touchList('bl.shipConfig');
  return { closed };
}

const bill = entityHandlers(billStore, { exportTitle: 'bl.pages.bills' }) as unknown as Record<string, unknown>;
const booking = entityHandlers(bookingStore, { exportTitle: 'booking.pages.bookings' }) as unknown as Record<string, unknown>;

export const blHandlers = {
  ...bill,
  getBillPackingList: bill.getBill,
  getBillVerifyList: bill.getBill,
  getBookingNote: booking.getBooking,
  ...entityHandlers(shipConfigStore, { exportTitle: 'bl.pages.shipConfigs' }),
  listBillBookings,
  closeShipConfigs,
} as unknown as Handlers;
