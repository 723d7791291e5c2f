/**
 * Demo filings of the fleet FLT001: every seeded truck filed and holding its port permit (approved, fee held and
 * settled through the ledger, documents as small files in the store), and three new trucks in the other states — one
 * under review (its fee held), one rejected with a reason (released), one draft. Every row passes the description's rules.
 * The truck under review has a day of its own GPS history outside the port (the simulator moves only filed trucks),
 * so its review shows where it has been driving.
 */
import { randomUUID } from 'node:crypto';
import { checkRecord, type FieldSpec } from '@port/sdk/domain';
import { PERMIT_FEE_CENTS, PERMIT_MONTHS, vehicleFilingEntity } from '@port/sdk/domains/permits';
import type { AppServices } from '../../services';
import { textPdf } from '../decl/pdf';
import { fileStorage } from '../files/storage';
import { hold, release, settle } from '../ledger/ledger';
import { seedTrucking } from '../trucking/seed';
import { PLACES, alongRoute, type LngLat } from '../gps/geography';
import { PAP, addMonths } from './permit';
import { portDay, portDayStamp, portToday } from '../../lib/datetime';

/** A 1×1 PNG: the seeded photo of a truck (the photo field takes pictures only). */
const PHOTO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const NEW_TRUCKS: Array<[plate: string, status: 'submitted' | 'rejected' | 'draft']> = [['BE2001', 'submitted'], ['BE2002', 'rejected'], ['BE2003', 'draft']];

function assertRules(values: Record<string, unknown>): void {
  for (const [field, value] of Object.entries(values)) {
    const spec = (vehicleFilingEntity.fields as Record<string, FieldSpec | undefined>)[field];
    const found = spec?.validate?.map((v) => v(value)).find(Boolean);
    if (found) throw new Error(`seed filing ${field}=${String(value)} fails ${found.key}`);
  }
  const failed = checkRecord(vehicleFilingEntity.checks, values);
  if (failed) throw new Error(`seed filing fails ${failed.issue.key} on ${failed.field}`);
}

export async function seedFilings(services: AppServices): Promise<void> {
  const { db } = services;
  if (await db.selectFrom('vehicle_filings').select('id').limit(1).executeTakeFirst()) return;
  // The fleet's demo trucks first (the core seed runs seedTrucking after the domains; it is idempotent and skips a
  // fleet that already has trucks, so the trucks added here must come after its own).
  await seedTrucking(services);
  const fleet = await db.selectFrom('companies').select('company_id').where('company_code', '=', 'FLT001').executeTakeFirst();
  const platform = await db.selectFrom('companies').select('company_id').where('kind', '=', 'operator').orderBy('company_id').executeTakeFirst();
  const user = await db.selectFrom('users').select('user_id').where('mobile', '=', '13800000003').executeTakeFirst();
  const admin = await db.selectFrom('users').select('user_id').where('mobile', '=', '13800000001').executeTakeFirst();
  if (!fleet || !platform) return;
  const now = services.now();
  const day = 86_400_000;
  const storage = fileStorage(services);
  const files: Array<Record<string, unknown>> = [];
  const folder = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  const store = async (bizType: 'common' | 'notice', name: string, bytes: Buffer, type: string) => {
    const path = `${bizType}/${folder}/${randomUUID()}.${type === 'image/png' ? 'png' : 'pdf'}`;
    await storage.put(path, bytes);
    files.push({
      path, original_name: name, content_type: type, size: bytes.length, biz_type: bizType, company_id: fleet.company_id, uploader_id: user?.user_id ?? null,
      business_no: null, business_type: 'vehicleFiling', file_type: 'attachment', create_time: now,
    });
    return path;
  };
  const doc = (plate: string, title: string) => store('common', `${plate}-${title}.pdf`, textPdf(title, [`Vehicle ${plate}`, 'Ningbo Beilun Shunda Container Fleet']), 'application/pdf');

  const seeded = await db.selectFrom('fleet_trucks').select(['id', 'truck_license', 'trailer_license', 'truck_type'])
    .where('fleet_company_id', '=', fleet.company_id).orderBy('truck_license').execute();
  const plan = [
    ...seeded.map((t) => ({ truckId: String(t.id), plate: t.truck_license, trailer: t.trailer_license, type: t.truck_type, status: 'approved' as const })),
    ...NEW_TRUCKS.map(([p, status]) => ({ truckId: null, plate: `浙${p}`, trailer: null as string | null, type: 'QYC', status })),
  ];
  for (const [i, p] of plan.entries()) {
    const created = new Date(now.getTime() - (plan.length - i + 30) * day);
    const stamp = portDayStamp(created);
    const filingNo = `BA${stamp}${String(900000 + i + 1).padStart(6, '0')}`;
    const trailerMatch = p.trailer ? /^(.)(.+)挂$/.exec(p.trailer) : null;
    const vin = `LZZ${Array.from({ length: 14 }, (_, j) => VIN_CHARS[(i * 7 + j * 13) % VIN_CHARS.length]).join('')}`;
    const values = {
      plateNo: p.plate.slice(1), trailerProvince: trailerMatch?.[1] ?? null, trailerPlateNo: trailerMatch?.[2] ?? null, vin,
      insuranceExpiry: addMonths(portDay(now), 6 + (i % 6)), trailerLicenceFile: trailerMatch ? 'x' : null,
    };
    assertRules(values);
    let truckId = p.truckId;
    if (!truckId) {
      const made = await db.insertInto('fleet_trucks').values({
        fleet_company_id: fleet.company_id, truck_license: p.plate, trailer_license: null, truck_type: p.type,
        filing_status: p.status === 'submitted' ? '1' : p.status === 'rejected' ? '3' : '0', filing_reason: p.status === 'rejected' ? '行驶证照片不清晰，请重新上传' : null,
      }).returning((eb) => eb.cast<string>('id', 'text').as('id')).executeTakeFirstOrThrow();
      truckId = made.id;
      if (p.status === 'submitted') await seedTrackOutside(services, truckId);
    }
    const holdKey = p.status === 'draft' ? null : `${filingNo}-1`;
    if (holdKey) {
      const money = { companyId: fleet.company_id, businessType: PAP, businessKey: holdKey, now: created };
      await hold(db, { ...money, amountCents: PERMIT_FEE_CENTS, description: '港区通行证费用', recordPath: null, userId: user?.user_id ?? null });
      if (p.status === 'approved') await settle(db, { ...money, userId: admin?.user_id ?? null });
      if (p.status === 'rejected') await release(db, { ...money, userId: admin?.user_id ?? null });
    }
    const approvedDay = portToday(created.getTime() + day);
    await db.insertInto('vehicle_filings').values({
      filing_no: filingNo, status: p.status, company_id: fleet.company_id, platform_company_id: platform.company_id, created_by: user?.user_id ?? null,
      truck_id: truckId, plate_province: p.plate.slice(0, 1), plate_no: values.plateNo, truck_license: p.plate, trailer_province: values.trailerProvince,
      trailer_plate_no: values.trailerPlateNo, trailer_license: p.trailer, truck_type: p.type, vin, insurance_expiry: values.insuranceExpiry,
      driving_licence_file: await doc(p.plate, 'DRIVING LICENCE'), vehicle_licence_file: await doc(p.plate, 'VEHICLE LICENCE'),
      insurance_file: await doc(p.plate, 'INSURANCE POLICY'), photo_file: await store('notice', `${p.plate}.png`, PHOTO, 'image/png'),
      trailer_licence_file: p.trailer ? await doc(p.trailer, 'TRAILER LICENCE') : null, hold_key: holdKey,
      permit_no: p.status === 'approved' ? `TX${stamp}${String(900000 + i + 1).padStart(6, '0')}` : null,
      valid_from: p.status === 'approved' ? approvedDay : null, valid_to: p.status === 'approved' ? addMonths(approvedDay, PERMIT_MONTHS) : null,
      fee_cents: holdKey ? PERMIT_FEE_CENTS : 0, reject_reason: p.status === 'rejected' ? '行驶证照片不清晰，请重新上传' : null,
      create_time: created, update_time: new Date(created.getTime() + day),
    }).execute();
  }
  if (files.length) await db.insertInto('stored_files').values(files as never).execute();
}

const TRACK_STEP_MS = 10 * 60_000;

/**
 * The last 24 hours of a truck's device, stored as received positions: shuttling between the fleet's yard and a point
 * short of the port gate, ending 30 minutes ago. Its last position is marked already told offline (the history of a
 * device, not a truck gone silent in the port), so the sweep raises no alarm for it.
 */
async function seedTrackOutside(services: AppServices, truckId: string): Promise<void> {
  const at = (code: string): LngLat => {
    const p = PLACES.find((x) => x.code === code)!;
    return [p.lng, p.lat];
  };
  const [yard, gate] = [at('CXNYARD'), at('GATE')];
  const route: LngLat[] = [yard, [yard[0] + (gate[0] - yard[0]) * 0.8, yard[1] + (gate[1] - yard[1]) * 0.8]];
  const end = services.now().getTime() - 30 * 60_000;
  const rows = [];
  for (let i = 0, t = end - 86_400_000 + TRACK_STEP_MS; t <= end; i += 1, t += TRACK_STEP_MS) {
    // One leg an hour (six points), out and back.
    const leg = Math.floor(i / 6);
    const f = (i % 6) / 5;
    const { point, bearing } = alongRoute(route, leg % 2 === 0 ? f : 1 - f);
    rows.push({ truck_id: truckId, lng: point[0], lat: point[1], speed: f === 0 || f === 1 ? 0 : 35, direction: Math.round(leg % 2 === 0 ? bearing : (bearing + 180) % 360), gps_time: new Date(t), received_time: new Date(t) });
  }
  await services.db.insertInto('gps_positions').values(rows).execute();
  const last = rows[rows.length - 1]!;
  await services.db.insertInto('gps_last').values({
    truck_id: truckId, lng: last.lng, lat: last.lat, speed: 0, direction: last.direction, gps_time: last.gps_time, stopped_since: last.gps_time, offline_alarmed: true,
  }).execute();
}
