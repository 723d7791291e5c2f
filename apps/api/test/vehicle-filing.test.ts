/**
 * Vehicle filing and port permits (issue 15) on the entity mechanism: the fleet files a truck with its documents
 * (its own uploads, photos pictures only), the fee is held from its prepayment on submit and settled on approval,
 * platform staff approve or reject; another company neither reads nor reviews the filing, the fleet cannot approve
 * its own, and states refuse what they do not allow; the approved truck counts as filed (dispatch reads it).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { bearer, startApp } from './helpers';
import { addCompanyWithUser, Caller, MOBILES } from './trucking-helpers';

interface Filing {
  id: string; filingNo: string; status: string; allowedActions: string[]; version: number; truckId: string; truckLicense: string; trailerLicense: string | null;
  permitNo: string | null; validFrom: string | null; validTo: string | null; feeCents: number; rejectReason: string | null; fileLinks: Record<string, string>;
}
interface Refusal { msg: string; field?: string }

const URL = '/pap/filings';
const OTHER_FLEET = '13800000044';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

function multipart(name: string, bytes: Buffer, type: string, fields: Record<string, string>) {
  const boundary = `----vf${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`), bytes, Buffer.from(`\r\n--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('vehicle filing and port permits', () => {
  let app: FastifyInstance;
  let fleet: Caller;
  let admin: Caller;
  let other: Caller;
  let forwarder: Caller;
  const docs: Record<string, string> = {};

  const upload = async (who: Caller, name: string, bizType: string, bytes = PDF, type = 'application/pdf') => {
    const m = multipart(name, bytes, type, { bizType, businessType: 'vehicleFiling' });
    const res = await app.inject({ method: 'POST', url: '/new/api/base/file/upload', payload: m.payload, headers: { ...m.headers, ...bearer(who.token) } });
    return res;
  };
  const url = async (who: Caller, name: string, bizType: string, bytes = PDF, type = 'application/pdf') =>
    ((await upload(who, name, bizType, bytes, type)).json() as { result: { fileUrl: string } }).result.fileUrl;

  beforeAll(async () => {
    app = await startApp();
    await addCompanyWithUser(app, { code: 'FLT044', name: '甬江集卡运输有限公司', kind: 'fleet' }, { mobile: OTHER_FLEET, name: '另一车队', roleKey: 'driver' });
    [fleet, admin, other, forwarder] = await Caller.all(app, [MOBILES.fleet, MOBILES.admin, OTHER_FLEET, MOBILES.forwarder]);
    docs.drivingLicenceFile = await url(fleet, 'dl.pdf', 'common');
    docs.vehicleLicenceFile = await url(fleet, 'vl.pdf', 'common');
    docs.insuranceFile = await url(fleet, 'ins.pdf', 'common');
    docs.trailerLicenceFile = await url(fleet, 'tl.pdf', 'common');
    docs.photoFile = await url(fleet, 'truck.png', 'notice', PNG, 'image/png');
  });
  afterAll(() => app.close());

  const body = (extra: Record<string, unknown> = {}) => ({
    plateProvince: '浙', plateNo: 'bq7001', trailerProvince: '浙', trailerPlateNo: 'B7001', truckType: 'QYC', vin: 'lzzaeenb7kw123456', insuranceExpiry: '2099-06-30',
    ...docs, ...extra,
  });
  const refused = async (extra: Record<string, unknown>, status = 400) => {
    const res = await fleet.call('POST', URL, body(extra));
    expect(res.status).toBe(status);
    return res.body as unknown as Refusal;
  };

  it('refuses plates, VINs, trailers without their licence, expired insurance and documents of others, with the field named', async () => {
    expect(await refused({ plateNo: 'B12' })).toMatchObject({ msg: '车牌号码格式不正确（发牌机关字母加5至6位字母或数字）', field: 'body.plateNo' });
    expect(await refused({ plateProvince: 'X' })).toMatchObject({ field: 'body.plateProvince' });
    expect(await refused({ vin: 'LZZ123' })).toMatchObject({ field: 'body.vin' });
    expect(await refused({ trailerLicenceFile: null })).toMatchObject({ msg: '有挂车时须上传挂车行驶证', field: 'body.trailerLicenceFile' });
    expect(await refused({ insuranceExpiry: '2020-01-01' })).toMatchObject({ msg: '保险已过期，请上传有效保单', field: 'body.insuranceExpiry' });
    expect(await refused({ photoFile: null })).toMatchObject({ field: 'body.photoFile' });
    const theirs = await url(other, 'theirs.pdf', 'common');
    expect(await refused({ insuranceFile: theirs })).toMatchObject({ field: 'body.insuranceFile' });
    // A photo is a picture: the photo purpose refuses a PDF at upload.
    expect((await upload(fleet, 'photo.pdf', 'notice')).statusCode).toBe(400);
  });

  it('files, holds the fee, is approved by platform staff into a permit, and the truck counts as filed', async () => {
    const made = await fleet.call<Filing>('POST', URL, body());
    expect(made.status).toBe(200);
    let f = made.body.result;
    expect(f).toMatchObject({ status: 'draft', truckLicense: '浙BQ7001', trailerLicense: '浙B7001挂', insuranceExpiry: '2099-06-30', allowedActions: ['submit'] });
    expect(f.filingNo).toMatch(/^BA\d{12}$/);
    expect(Object.keys(f.fileLinks).sort()).toEqual(['drivingLicenceFile', 'insuranceFile', 'photoFile', 'trailerLicenceFile', 'vehicleLicenceFile']);
    // The same plate again while this filing is open.
    expect((await refused({}, 409)).msg).toBe('该车牌已有备案申请');

    // Another fleet, and a forwarder, neither read nor review it; the fleet cannot approve its own.
    expect((await other.call('GET', `${URL}/${f.id}`)).status).toBe(404);
    expect((await other.call<{ data: Filing[] }>('GET', URL)).body.result.data.some((x) => x.id === f.id)).toBe(false);
    expect((await other.call('POST', `${URL}/${f.id}/transitions`, { action: 'submit', version: f.version })).status).toBe(404);
    expect([403, 404]).toContain((await forwarder.call('GET', `${URL}/${f.id}`)).status);

    // Wrong states: nothing to approve in a draft.
    expect((await admin.call('POST', `${URL}/${f.id}/transitions`, { action: 'approve', version: f.version })).status).toBe(409);

    const heldBefore = await holdsOf('held');
    f = (await fleet.call<Filing>('POST', `${URL}/${f.id}/transitions`, { action: 'submit', version: f.version })).body.result;
    expect(f).toMatchObject({ status: 'submitted', feeCents: 38_000 });
    expect(await holdsOf('held')).toBe(heldBefore + 1);
    expect(await truckFiling(f.truckId)).toBe('1');
    expect((await fleet.call('POST', `${URL}/${f.id}/transitions`, { action: 'approve', version: f.version })).status).toBe(403);
    expect((await fleet.call('PUT', `${URL}/${f.id}`, { ...body(), version: f.version })).status).toBe(409);
    expect((await admin.call('POST', `${URL}/${f.id}/transitions`, { action: 'reject', version: f.version })).status).toBe(400);

    const viewed = (await admin.call<Filing>('GET', `${URL}/${f.id}`)).body.result;
    expect(viewed.allowedActions.sort()).toEqual(['approve', 'reject']);
    f = (await admin.call<Filing>('POST', `${URL}/${f.id}/transitions`, { action: 'approve', version: f.version })).body.result;
    expect(f.status).toBe('approved');
    expect(f.permitNo).toMatch(/^TX\d{12}$/);
    expect(f.validTo! > f.validFrom!).toBe(true);
    expect(await truckFiling(f.truckId)).toBe('2');
    expect(await holdsOf('settled', f.filingNo)).toBe(1);

    // Renewal: a year more, paid at once; revocation: the truck is no longer filed.
    const renewed = (await fleet.call<Filing>('POST', `${URL}/${f.id}/transitions`, { action: 'renew', version: f.version })).body.result;
    expect(renewed.validTo! > f.validTo!).toBe(true);
    expect((await fleet.call('POST', `${URL}/${f.id}/transitions`, { action: 'revoke', version: renewed.version, reason: 'x' })).status).toBe(403);
    const revoked = (await admin.call<Filing>('POST', `${URL}/${f.id}/transitions`, { action: 'revoke', version: renewed.version, reason: '违规进港' })).body.result;
    expect(revoked).toMatchObject({ status: 'revoked', rejectReason: '违规进港' });
    expect(await truckFiling(f.truckId)).toBe('0');
    expect((await admin.call('POST', `${URL}/${f.id}/transitions`, { action: 'approve', version: revoked.version })).status).toBe(409);
  });

  it('releases the fee on rejection; a fleet without prepayment is refused at submit', async () => {
    let f = (await fleet.call<Filing>('POST', URL, body({ plateNo: 'BQ7002', trailerProvince: null, trailerPlateNo: null, trailerLicenceFile: null }))).body.result;
    f = (await fleet.call<Filing>('POST', `${URL}/${f.id}/transitions`, { action: 'submit', version: f.version })).body.result;
    f = (await admin.call<Filing>('POST', `${URL}/${f.id}/transitions`, { action: 'reject', version: f.version, reason: '照片不清晰' })).body.result;
    expect(f).toMatchObject({ status: 'rejected', rejectReason: '照片不清晰', allowedActions: [] });
    expect(await holdsOf('released', f.filingNo)).toBe(1);
    expect(await truckFiling(f.truckId)).toBe('3');

    const mine: Record<string, string> = {};
    for (const k of ['drivingLicenceFile', 'vehicleLicenceFile', 'insuranceFile']) mine[k] = await url(other, `${k}.pdf`, 'common');
    mine.photoFile = await url(other, 'p.png', 'notice', PNG, 'image/png');
    const theirs = (await other.call<Filing>('POST', URL, { ...body({ plateNo: 'BQ7003', trailerProvince: null, trailerPlateNo: null, trailerLicenceFile: null }), ...mine })).body.result;
    const res = await other.call('POST', `${URL}/${theirs.id}/transitions`, { action: 'submit', version: theirs.version });
    expect(res.status).toBe(409);
    expect((res.body as unknown as Refusal).msg).toBe('预付款可用余额不足，请先充值');
  });

  it('lets the approved filing lapse when the fleet changes the truck\'s plates, so the permits list and dispatch agree with the truck', async () => {
    let f = (await fleet.call<Filing>('POST', URL, body({ plateNo: 'BQ7004', trailerProvince: null, trailerPlateNo: null, trailerLicenceFile: null }))).body.result;
    f = (await fleet.call<Filing>('POST', `${URL}/${f.id}/transitions`, { action: 'submit', version: f.version })).body.result;
    f = (await admin.call<Filing>('POST', `${URL}/${f.id}/transitions`, { action: 'approve', version: f.version })).body.result;
    expect(f.status).toBe('approved');
    const truck = (await fleet.call<{ version: number; truckType: string }>('GET', `/fleet/trucks/${f.truckId}`)).body.result;
    // A remark only: the permit still names this truck.
    const remarked = await fleet.call<{ version: number }>('PUT', `/fleet/trucks/${f.truckId}`, { truckLicense: '浙BQ7004', truckType: truck.truckType, remark: '夜班', version: truck.version });
    expect(remarked.status).toBe(200);
    expect((await fleet.call<Filing>('GET', `${URL}/${f.id}`)).body.result.status).toBe('approved');
    // New plates: the filing lapses with its reason, for the reviewer as in the trail.
    const replated = await fleet.call('PUT', `/fleet/trucks/${f.truckId}`, { truckLicense: '浙BQ7005', truckType: truck.truckType, version: remarked.body.result.version });
    expect(replated.status).toBe(200);
    const seen = (await admin.call<Filing>('GET', `${URL}/${f.id}`)).body.result;
    expect(seen).toMatchObject({ status: 'revoked', rejectReason: '车辆的车牌或车型已变更，原备案失效，请重新备案' });
    const trail = (await fleet.call<Array<{ action: string; fromState: string | null; toState: string | null }>>('GET', `${URL}/${f.id}/history`)).body.result;
    expect(trail.at(-1)).toMatchObject({ action: 'revoke', fromState: 'approved', toState: 'revoked' });
    expect(await truckFiling(f.truckId)).toBe('0');
  });

  async function truckFiling(id: string): Promise<string> {
    return (await app.services.db.selectFrom('fleet_trucks').select('filing_status').where('id', '=', id).executeTakeFirstOrThrow()).filing_status;
  }
  async function holdsOf(status: string, prefix?: string): Promise<number> {
    let q = app.services.db.selectFrom('ledger_holds').select((eb) => eb.fn.countAll<string>().as('n')).where('business_type', '=', 'PAP').where('status', '=', status);
    if (prefix) q = q.where('business_key', 'like', `${prefix}-%`);
    return Number((await q.executeTakeFirstOrThrow()).n);
  }
});
