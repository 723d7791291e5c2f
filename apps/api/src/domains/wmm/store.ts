/**
 * Where each field of the wheeled machine (@port/sdk/domains/wmm) lives in `wmm_machines`, and what is special: the
 * inspection flag (有效 / 30天内到期 / 已过期) is computed from the inspection expiry and the port's day, so the list's
 * "expiring in 30 days" filter is always current; the platform company is the counterpart (its staff review and are
 * told); only the registering company edits, while a draft or rejected. The transitions: ./machine.ts.
 */
import { sql } from 'kysely';
import { editableIn } from '@port/sdk/domain';
import { WMM_EXPIRING_DAYS, normalizeFrameNo, wmmMachineEntity } from '@port/sdk/domains/wmm';
import { ApiError } from '../../http/errors';
import { defineStore, type EntityCaller } from '../../lib/entity/store';
import type { Executor } from '../../lib/records';
import { clientText } from '../../lib/text';
import { machineTransition, nextNo } from './machine';
import { portDay, sqlPortToday } from '../../lib/datetime';

const frameTaken = (caller: EntityCaller) => new ApiError(409, 'invalidBody', {}, { text: clientText(caller.lang, 'wmm.frameTaken'), field: 'body.frameNo' });

export const wmmMachineStore = defineStore({
  description: wmmMachineEntity,
  table: 'wmm_machines',
  idColumn: 'id',
  from: (db: Executor) => db.selectFrom('wmm_machines as m').leftJoin('companies as oc', 'oc.company_id', 'm.company_id'),
  id: 'm.id',
  columns: {
    id: sql`m.id::text`,
    machineNo: 'm.machine_no',
    status: 'm.status',
    ownerCompanyName: 'oc.company_name',
    machineType: 'm.machine_type',
    brand: 'm.brand',
    model: 'm.model',
    engineNo: 'm.engine_no',
    frameNo: 'm.frame_no',
    manufactureYear: 'm.manufacture_year',
    inspectionExpiry: 'm.inspection_expiry',
    inspectionDue: sql`case when m.inspection_expiry <= ${sqlPortToday()} then 'expired'
      when m.inspection_expiry <= ${sqlPortToday()} + ${WMM_EXPIRING_DAYS}::int then 'expiring' else 'ok' end`,
    insuranceExpiry: 'm.insurance_expiry',
    photoFile: 'm.photo_file',
    inspectionFile: 'm.inspection_file',
    plateNo: 'm.plate_no',
    licenceNo: 'm.licence_no',
    remakeReason: 'm.remake_reason',
    remakeCount: 'm.remake_count',
    feeCents: 'm.fee_cents',
    feeKey: 'm.fee_key',
    rejectReason: 'm.reject_reason',
    createTime: 'm.create_time',
    updateTime: 'm.update_time',
    version: 'm.version',
  },
  visibility: 'parties',
  parties: { owner: 'm.company_id', counterpart: 'm.platform_company_id', createdBy: 'm.created_by' },
  writes: {
    machineType: 'machine_type', brand: 'brand', model: 'model', engineNo: 'engine_no', frameNo: 'frame_no', manufactureYear: 'manufacture_year',
    inspectionExpiry: 'inspection_expiry', insuranceExpiry: 'insurance_expiry', photoFile: 'photo_file', inspectionFile: 'inspection_file',
  },
  hooks: {
    normalize: { frameNo: normalizeFrameNo, engineNo: (v) => v.replace(/\s+/g, '').toUpperCase(), brand: (v) => v.trim(), model: (v) => v.trim() },
    assertWriter: (caller, before) => {
      if (!caller.user.companyId) throw new ApiError(403, 'transitionForbidden');
      if (!before) return;
      if (String(before.company_id) !== caller.user.companyId) throw new ApiError(403, 'transitionForbidden');
      if (!editableIn(wmmMachineEntity.status, String(before.status))) {
        throw new ApiError(409, 'entityActionNotAllowed', {
          state: clientText(caller.lang, `wmm.status.${String(before.status)}`), action: clientText(caller.lang, 'entity.actions.edit'),
        });
      }
    },
    derive: async (caller, trx, values, before) => {
      const platform = await trx.selectFrom('companies').select('company_id').where('kind', '=', 'operator').orderBy('company_id').executeTakeFirst();
      if (!platform) throw new Error('the platform company is missing');
      const day = (v: unknown) => (v instanceof Date ? portDay(v) : v);
      const out: Record<string, unknown> = {
        platform_company_id: platform.company_id, inspection_expiry: day(values.inspection_expiry), insurance_expiry: day(values.insurance_expiry),
      };
      if (!before) out.machine_no = await nextNo(trx, caller, 'wmm_machine_no_seq', 'JX');
      return out;
    },
    beforeTransition: (caller, trx, action, row, body) => machineTransition(caller, trx, action, row, body.reason, body.fields),
    taken: (caller) => frameTaken(caller),
  },
});
