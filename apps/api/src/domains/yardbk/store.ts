/**
 * Where each field of the yard booking (@port/sdk/domains/yardbk) lives, and what is special: the server assigns the
 * booking no.; the yard is a yard company; the planned date is today or later; a lift-empty booking that names a
 * release draws on the booker's own valid pick-up release (apps/api/src/domains/pickup): same yard, the release's
 * size/type, listed containers among the released ones, and no more than it has left (what reservations and other
 * open bookings have not taken). Only the booker edits, while a draft or rejected.
 */
import { sql } from 'kysely';
import { editableIn } from '@port/sdk/domain';
import { PICKUP_STATUS, PLATE_PATTERN } from '@port/sdk/domains/pickup';
import { normalizeYardContainers, RELEASE_ISO_SIZE, yardBookingEntity } from '@port/sdk/domains/yardbk';
import { ApiError, invalid } from '../../http/errors';
import { defineStore, type EntityCaller } from '../../lib/entity/store';
import type { Executor } from '../../lib/records';
import { clientText } from '../../lib/text';
import { portDay, portDayStamp } from '../../lib/datetime';

const t = (caller: EntityCaller, key: string, params: Record<string, string | number> = {}) => clientText(caller.lang, `yardbk.${key}`, params);
const dayOf = (v: unknown): string => (v instanceof Date ? portDay(v) : String(v ?? '').slice(0, 10));

/** Statuses in which a booking still holds its share of a release. */
export const OPEN_STATES = ['draft', 'submitted', 'accepted'] as const;

async function drawOnRelease(caller: EntityCaller, trx: Executor, values: Record<string, unknown>, beforeId: string | null): Promise<string> {
  const releaseNo = String(values.release_no);
  const app = await trx.selectFrom('pickup_applications as p').leftJoin('companies as y', 'y.company_id', 'p.release_yard_id')
    .select([sql<string>`p.id::text`.as('id'), 'p.release_yard_id', 'y.company_name as yard_name', 'p.released_size_type', 'p.released_quantity', 'p.released_containers',
      sql<string | null>`to_char(p.valid_until, 'YYYY-MM-DD')`.as('valid_until'), 'p.reserved_count', 'p.kind'])
    .where('p.release_no', '=', releaseNo).where('p.status', '=', PICKUP_STATUS.released).where('p.company_id', '=', caller.user.companyId ?? '').forUpdate('p').executeTakeFirst();
  if (!app || app.kind !== 'empty') throw invalid(t(caller, 'releaseUnknown', { releaseNo }), 'body.releaseNo');
  const planned = dayOf(values.planned_date);
  if (app.valid_until && app.valid_until < planned) throw invalid(t(caller, 'releaseExpired', { releaseNo, validUntil: app.valid_until }), 'body.releaseNo');
  if (app.release_yard_id !== String(values.yard_company_id)) throw invalid(t(caller, 'releaseYard', { yard: app.yard_name ?? '' }), 'body.yardId');
  const iso = RELEASE_ISO_SIZE[app.released_size_type ?? ''] ?? app.released_size_type ?? '';
  if (iso !== values.size_type) throw invalid(t(caller, 'releaseSize', { sizeType: iso }), 'body.sizeType');
  const released = app.released_containers ? app.released_containers.split(',') : null;
  const listed = values.containers ? String(values.containers).split(',') : [];
  const outside = released ? listed.find((c) => !released.includes(c)) : undefined;
  if (outside) throw invalid(t(caller, 'releaseContainer', { ctnNo: outside }), 'body.containers');
  let others = trx.selectFrom('yard_bookings').select(sql<string>`coalesce(sum(quantity), 0)`.as('n'))
    .where('release_application_id', '=', app.id).where('status', 'in', [...OPEN_STATES]);
  if (beforeId) others = others.where('id', '!=', beforeId);
  const taken = Number((await others.executeTakeFirstOrThrow()).n) + app.reserved_count;
  const left = Math.max((app.released_quantity ?? 0) - taken, 0);
  if (Number(values.quantity) > left) throw invalid(t(caller, 'releaseQuantity', { left }), 'body.quantity');
  return app.id;
}

async function nextNo(trx: Executor, caller: Pick<EntityCaller, 'services'>): Promise<string> {
  const { rows } = await sql<{ n: string }>`select nextval('yard_booking_no_seq')::text as n`.execute(trx);
  return `YB${portDayStamp(caller.services.now())}${rows[0]!.n.padStart(6, '0')}`;
}

export const yardBookingStore = defineStore({
  description: yardBookingEntity,
  table: 'yard_bookings',
  idColumn: 'id',
  from: (db: Executor) =>
    db
      .selectFrom('yard_bookings as b')
      .leftJoin('companies as oc', 'oc.company_id', 'b.company_id')
      .leftJoin('companies as yc', 'yc.company_id', 'b.yard_company_id'),
  id: 'b.id',
  columns: {
    id: sql`b.id::text`,
    bookingNo: 'b.booking_no',
    status: 'b.status',
    port: 'b.port',
    operation: 'b.operation',
    ownerCompanyName: 'oc.company_name',
    yardId: 'b.yard_company_id',
    yardName: 'yc.company_name',
    releaseNo: 'b.release_no',
    lineCode: 'b.line_code',
    sizeType: 'b.size_type',
    quantity: 'b.quantity',
    containers: 'b.containers',
    plannedDate: sql`to_char(b.planned_date, 'YYYY-MM-DD')`,
    truckPlate: 'b.truck_plate',
    remark: 'b.remark',
    rejectReason: 'b.reject_reason',
    completeTime: 'b.complete_time',
    createTime: 'b.create_time',
    updateTime: 'b.update_time',
    version: 'b.version',
  },
  visibility: 'parties',
  parties: { owner: 'b.company_id', counterpart: 'b.yard_company_id', createdBy: 'b.created_by' },
  writes: {
    port: 'port', operation: 'operation', yardId: 'yard_company_id', releaseNo: 'release_no', lineCode: 'line_code', sizeType: 'size_type', quantity: 'quantity',
    containers: 'containers', plannedDate: 'planned_date', truckPlate: 'truck_plate', remark: 'remark',
  },
  hooks: {
    normalize: {
      releaseNo: (v) => v.replace(/\s+/g, '').toUpperCase(), lineCode: (v) => v.replace(/\s+/g, '').toUpperCase(),
      containers: normalizeYardContainers, truckPlate: (v) => v.replace(/[\s·.-]+/g, '').toUpperCase(),
    },
    assertWriter: (caller, before) => {
      if (!before) return;
      if (String(before.company_id) !== caller.user.companyId) throw new ApiError(403, 'transitionForbidden');
      if (!editableIn(yardBookingEntity.status, String(before.status))) {
        throw new ApiError(409, 'entityActionNotAllowed', { state: t(caller, `status.${String(before.status)}`), action: clientText(caller.lang, 'entity.actions.edit') });
      }
    },
    derive: async (caller, trx, values, before) => {
      const yard = await trx.selectFrom('companies').select('company_id').where('company_id', '=', String(values.yard_company_id ?? '')).where('kind', '=', 'yard').executeTakeFirst();
      if (!yard) throw invalid(t(caller, 'yardUnknown'), 'body.yardId');
      if (dayOf(values.planned_date) < portDay(caller.services.now())) throw invalid(t(caller, 'plannedPast'), 'body.plannedDate');
      if (values.truck_plate && !PLATE_PATTERN.test(String(values.truck_plate))) throw invalid(t(caller, 'plateInvalid'), 'body.truckPlate');
      const out: Record<string, unknown> = { release_application_id: null };
      if (values.release_no) out.release_application_id = await drawOnRelease(caller, trx, values, before ? String(before.id) : null);
      if (!before) out.booking_no = await nextNo(trx, caller);
      return out;
    },
    onTransition: {
      resubmit: () => ({ reject_reason: null }),
      reject: (_now, _fields, reason) => ({ reject_reason: reason ?? null }),
      complete: (now) => ({ complete_time: now }),
    },
  },
});
