/**
 * Where each field of the pick-up barcode (@port/sdk/domains/barcode) lives in `barcode_lifts`, and what is special:
 * the release is the caller's released, still valid pick-up application, the container one the agent released (a
 * container once), the yard the release names the counterpart; the barcode is random with a check character, and
 * its fee is held from the forwarder's prepayment in the creating transaction. The transitions move the fee (./lift.ts).
 */
import { sql } from 'kysely';
import { barcodeLiftEntity } from '@port/sdk/domains/barcode';
import { ApiError, invalid } from '../../http/errors';
import { defineStore, type EntityCaller } from '../../lib/entity/store';
import type { Executor } from '../../lib/records';
import { clientText } from '../../lib/text';
import { BARCODE_FEE, holdFee, liftTransition, newBarcode } from './lift';
import { portDay } from '../../lib/datetime';

const t = (caller: EntityCaller, key: string, params: Record<string, string | number> = {}) => clientText(caller.lang, `barcode.${key}`, params);
const dayText = (v: unknown): string => (v instanceof Date ? portDay(v) : String(v).slice(0, 10));

export const barcodeLiftStore = defineStore({
  description: barcodeLiftEntity,
  table: 'barcode_lifts',
  idColumn: 'id',
  from: (db: Executor) => db.selectFrom('barcode_lifts as b')
    .innerJoin('pickup_applications as p', 'p.id', 'b.application_id')
    .leftJoin('companies as oc', 'oc.company_id', 'b.company_id')
    .leftJoin('companies as yc', 'yc.company_id', 'b.yard_company_id'),
  id: 'b.id',
  columns: {
    id: sql`b.id::text`,
    barcodeNo: 'b.barcode_no',
    status: 'b.status',
    ownerCompanyName: 'oc.company_name',
    yardName: 'yc.company_name',
    applicationId: sql`b.application_id::text`,
    applyNo: 'p.apply_no',
    releaseNo: 'p.release_no',
    ctnNo: 'b.ctn_no',
    sizeType: sql`coalesce(p.released_size_type, p.size_type)`,
    truckPlate: 'b.truck_plate',
    validUntil: 'b.valid_until',
    feeCents: 'b.fee_cents',
    liftTime: 'b.lift_time',
    createTime: 'b.create_time',
    updateTime: 'b.update_time',
    version: 'b.version',
  },
  visibility: 'parties',
  parties: { owner: 'b.company_id', counterpart: 'b.yard_company_id', createdBy: 'b.created_by' },
  writes: { applicationId: 'application_id', ctnNo: 'ctn_no', truckPlate: 'truck_plate' },
  hooks: {
    normalize: { ctnNo: (v) => v.replace(/\s+/g, '').toUpperCase(), truckPlate: (v) => v.replace(/\s+/g, '').toUpperCase(), applicationId: (v) => v.trim() },
    assertWriter: (caller, before) => {
      if (!caller.user.companyId) throw new ApiError(403, 'transitionForbidden');
      // A barcode is never edited: it is issued, then lifted, cancelled or expired.
      if (before) throw new ApiError(403, 'transitionForbidden');
    },
    derive: async (caller, trx, values) => {
      const companyId = caller.user.companyId!;
      const id = String(values.application_id);
      if (!/^[1-9][0-9]{0,17}$/.test(id)) throw invalid(t(caller, 'releaseUnknown'), 'body.applicationId');
      // The release row is locked: concurrent applications against it count one after another.
      const { rows: [app] } = await sql<{ status: string; release_yard_id: string | null; released_quantity: number | null; released_containers: string | null; valid_until: Date | string | null }>`
        select status, release_yard_id, released_quantity, released_containers, valid_until from pickup_applications
        where id = ${id} and company_id = ${companyId} for update`.execute(trx);
      if (!app || app.status !== 'released' || !app.release_yard_id || !app.valid_until) throw invalid(t(caller, 'releaseUnknown'), 'body.applicationId');
      const validUntil = dayText(app.valid_until);
      if (validUntil < portDay(caller.services.now())) throw invalid(t(caller, 'releaseExpired', { date: validUntil }), 'body.applicationId');
      const ctnNo = String(values.ctn_no);
      const released = app.released_containers ? app.released_containers.split(',').map((c) => c.trim()).filter(Boolean) : [];
      if (released.length > 0 && !released.includes(ctnNo)) throw invalid(t(caller, 'containerNotReleased', { ctnNo }), 'body.ctnNo');
      const live = await trx.selectFrom('barcode_lifts').select([(eb) => eb.fn.countAll<string>().as('n'), sql<boolean>`bool_or(ctn_no = ${ctnNo})`.as('taken')])
        .where('application_id', '=', id).where('status', 'in', ['issued', 'used']).executeTakeFirstOrThrow();
      if (live.taken) throw new ApiError(409, 'invalidBody', {}, { text: t(caller, 'containerTaken'), field: 'body.ctnNo' });
      const quantity = app.released_quantity ?? released.length;
      if (Number(live.n) >= quantity) throw invalid(t(caller, 'quotaFull', { count: quantity }), 'body.applicationId');
      return { barcode_no: newBarcode(), yard_company_id: app.release_yard_id, valid_until: validUntil, fee_cents: BARCODE_FEE };
    },
    afterWrite: async (caller, trx, id, values, before) => {
      if (!before) await holdFee(caller, trx, id, { barcode_no: String(values.barcode_no), company_id: caller.user.companyId! });
    },
    beforeTransition: (caller, trx, action, row) => liftTransition(caller, trx, action, row),
    taken: (caller) => new ApiError(409, 'invalidBody', {}, { text: t(caller, 'containerTaken'), field: 'body.ctnNo' }),
  },
});
