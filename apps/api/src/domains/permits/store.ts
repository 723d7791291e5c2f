/**
 * Where each field of the vehicle filing (@port/sdk/domains/permits) lives in `vehicle_filings`, and what is special:
 * the plates are put together from the province abbreviation and the number, the plate's truck is found in (or added
 * to) the fleet's trucks, the platform company is the counterpart (its staff review and are told); only the filing
 * fleet edits, while a draft or rejected. The transitions move money and the truck's filing state (./permit.ts).
 */
import { sql } from 'kysely';
import { editableIn } from '@port/sdk/domain';
import { normalizePlatePart, vehicleFilingEntity } from '@port/sdk/domains/permits';
import { ApiError } from '../../http/errors';
import { defineStore, type EntityCaller } from '../../lib/entity/store';
import type { Executor } from '../../lib/records';
import { clientText } from '../../lib/text';
import { filingTransition, nextNo } from './permit';
import { portDay } from '../../lib/datetime';

export const FILING_DESCRIPTION = vehicleFilingEntity;

const plateTaken = (caller: EntityCaller) => new ApiError(409, 'invalidBody', {}, { text: clientText(caller.lang, 'permits.plateTaken'), field: 'body.plateNo' });

export const vehicleFilingStore = defineStore({
  description: vehicleFilingEntity,
  table: 'vehicle_filings',
  idColumn: 'id',
  from: (db: Executor) => db.selectFrom('vehicle_filings as f').leftJoin('companies as oc', 'oc.company_id', 'f.company_id'),
  id: 'f.id',
  columns: {
    id: sql`f.id::text`,
    filingNo: 'f.filing_no',
    status: 'f.status',
    ownerCompanyName: 'oc.company_name',
    truckId: sql`f.truck_id::text`,
    plateProvince: 'f.plate_province',
    plateNo: 'f.plate_no',
    truckLicense: 'f.truck_license',
    trailerProvince: 'f.trailer_province',
    trailerPlateNo: 'f.trailer_plate_no',
    trailerLicense: 'f.trailer_license',
    truckType: 'f.truck_type',
    vin: 'f.vin',
    insuranceExpiry: 'f.insurance_expiry',
    drivingLicenceFile: 'f.driving_licence_file',
    vehicleLicenceFile: 'f.vehicle_licence_file',
    insuranceFile: 'f.insurance_file',
    photoFile: 'f.photo_file',
    trailerLicenceFile: 'f.trailer_licence_file',
    permitNo: 'f.permit_no',
    validFrom: 'f.valid_from',
    validTo: 'f.valid_to',
    feeCents: 'f.fee_cents',
    rejectReason: 'f.reject_reason',
    createTime: 'f.create_time',
    updateTime: 'f.update_time',
    version: 'f.version',
  },
  visibility: 'parties',
  parties: { owner: 'f.company_id', counterpart: 'f.platform_company_id', createdBy: 'f.created_by' },
  writes: {
    plateProvince: 'plate_province', plateNo: 'plate_no', trailerProvince: 'trailer_province', trailerPlateNo: 'trailer_plate_no', truckType: 'truck_type', vin: 'vin',
    insuranceExpiry: 'insurance_expiry', drivingLicenceFile: 'driving_licence_file', vehicleLicenceFile: 'vehicle_licence_file', insuranceFile: 'insurance_file',
    photoFile: 'photo_file', trailerLicenceFile: 'trailer_licence_file',
  },
  hooks: {
    normalize: { plateNo: normalizePlatePart, trailerPlateNo: normalizePlatePart, vin: (v) => v.replace(/\s+/g, '').toUpperCase() },
    assertWriter: (caller, before) => {
      if (!caller.user.companyId) throw new ApiError(403, 'transitionForbidden');
      if (!before) return;
      if (String(before.company_id) !== caller.user.companyId) throw new ApiError(403, 'transitionForbidden');
      if (!editableIn(vehicleFilingEntity.status, String(before.status))) {
        throw new ApiError(409, 'entityActionNotAllowed', {
          state: clientText(caller.lang, `permits.status.${String(before.status)}`), action: clientText(caller.lang, 'entity.actions.edit'),
        });
      }
    },
    derive: async (caller, trx, values, before) => {
      const companyId = caller.user.companyId!;
      const truckLicense = `${String(values.plate_province)}${String(values.plate_no)}`;
      const trailerLicense = values.trailer_plate_no ? `${String(values.trailer_province)}${String(values.trailer_plate_no)}挂` : null;
      const platform = await trx.selectFrom('companies').select('company_id').where('kind', '=', 'operator').orderBy('company_id').executeTakeFirst();
      if (!platform) throw new Error('the platform company is missing');
      const out: Record<string, unknown> = {
        truck_license: truckLicense, trailer_license: trailerLicense, platform_company_id: platform.company_id,
        // The form's day is the port's: stored as that day, not as the UTC day of its midnight in the port's zone.
        insurance_expiry: values.insurance_expiry instanceof Date ? portDay(values.insurance_expiry) : values.insurance_expiry,
        trailer_province: values.trailer_plate_no ? values.trailer_province : null,
        truck_id: await truckOf(caller, trx, companyId, truckLicense, trailerLicense, String(values.truck_type)),
      };
      if (!before) out.filing_no = await nextNo(trx, caller, 'vehicle_filing_no_seq', 'BA');
      return out;
    },
    beforeTransition: (caller, trx, action, row, body) => filingTransition(caller, trx, action, row, body.reason),
    taken: (caller) => plateTaken(caller),
  },
});

/** The fleet's truck of the plate, added (not filed) when the fleet has none; a plate of another fleet is refused. */
async function truckOf(caller: EntityCaller, trx: Executor, companyId: string, truckLicense: string, trailerLicense: string | null, truckType: string): Promise<string> {
  const truck = await trx.selectFrom('fleet_trucks').select([sql<string>`id::text`.as('id'), 'fleet_company_id']).where('truck_license', '=', truckLicense).executeTakeFirst();
  if (truck) {
    if (truck.fleet_company_id !== companyId) throw plateTaken(caller);
    return truck.id;
  }
  const now = caller.services.now();
  const made = await trx.insertInto('fleet_trucks')
    .values({ fleet_company_id: companyId, truck_license: truckLicense, trailer_license: trailerLicense, truck_type: truckType, filing_status: '0', create_time: now, update_time: now })
    .returning(sql<string>`id::text`.as('id'))
    .executeTakeFirstOrThrow();
  return made.id;
}
