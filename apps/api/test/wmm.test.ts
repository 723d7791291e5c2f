/**
 * Wheeled machinery (issue 15, SPEC §2.8 wmm) on the entity mechanism: the fleet registers a machine with its photo
 * and inspection certificate (VIN check digit, expired inspection refused), platform staff approve it into an in-port
 * plate; the fleet applies for a plate re-issue, its fee is held from its prepayment (WMM), settled on approval with a
 * new plate document number, released on rejection; the paid fee is applied for as an invoice through the ledger.
 * Another company neither reads nor reviews the machine, the fleet cannot approve its own, states refuse what they do
 * not allow, a company without prepayment is refused the re-issue; the list flags inspections expiring in 30 days.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { vinCheckDigit } from '@port/sdk/domains/wmm';
import { bearer, startApp } from './helpers';
import { Caller, MOBILES } from './trucking-helpers';

interface Machine {
  id: string; machineNo: string; status: string; allowedActions: string[]; version: number; plateNo: string | null; licenceNo: string | null; frameNo: string;
  inspectionDue: string; remakeReason: string | null; remakeCount: number; feeCents: number; feeKey: string | null; rejectReason: string | null; fileLinks: Record<string, string>;
}
interface Refusal { msg: string; field?: string }
interface Hold { id: string; businessKey: string; businessType: string; status: string; settledCents: number }

const URL = '/wmm/machines';
const YARD = '13800000008';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const day = (offset: number) => new Date(Date.now() + 8 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
/** A VIN with its check digit in place. */
const vin = (body: string) => `${body.slice(0, 8)}${vinCheckDigit(`${body.slice(0, 8)}0${body.slice(9)}`)}${body.slice(9)}`;

function multipart(name: string, bytes: Buffer, type: string, fields: Record<string, string>) {
  const boundary = `----wm${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`), bytes, Buffer.from(`\r\n--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('wheeled machinery', () => {
  let app: FastifyInstance;
  let fleet: Caller;
  let admin: Caller;
  let yard: Caller;
  let forwarder: Caller;
  const docs: Record<string, Record<string, string>> = {};

  const url = async (who: Caller, name: string, bizType: string, bytes = PDF, type = 'application/pdf') => {
    const m = multipart(name, bytes, type, { bizType, businessType: 'wmmMachine' });
    const res = await app.inject({ method: 'POST', url: '/new/api/base/file/upload', payload: m.payload, headers: { ...m.headers, ...bearer(who.token) } });
    return (res.json() as { result: { fileUrl: string } }).result.fileUrl;
  };
  const filesOf = async (who: Caller) => ({ photoFile: await url(who, 'm.png', 'notice', PNG, 'image/png'), inspectionFile: await url(who, 'insp.pdf', 'common') });

  beforeAll(async () => {
    app = await startApp();
    [fleet, admin, yard, forwarder] = await Caller.all(app, [MOBILES.fleet, MOBILES.admin, YARD, MOBILES.forwarder]);
    docs.fleet = await filesOf(fleet);
    docs.yard = await filesOf(yard);
  });
  afterAll(() => app.close());

  const body = (extra: Record<string, unknown> = {}, files = docs.fleet) => ({
    machineType: 'REACH_STACKER', brand: '卡尔玛', model: 'DRG450', engineNo: 'qsm11-7001', frameNo: vin('LKM7X25A0P1234567'), manufactureYear: 2021,
    inspectionExpiry: day(200), insuranceExpiry: day(300), ...files, ...extra,
  });
  const refused = async (extra: Record<string, unknown>, status = 400) => {
    const res = await fleet.call('POST', URL, body(extra));
    expect(res.status).toBe(status);
    return res.body as unknown as Refusal;
  };
  const act = (who: Caller, m: Machine, action: string, extra: Record<string, unknown> = {}) =>
    who.call<Machine>('POST', `${URL}/${m.id}/transitions`, { action, version: m.version, ...extra });

  it('refuses a VIN with a wrong check digit, bad frame and engine numbers, an expired inspection and documents of others, with the field named', async () => {
    const good = vin('LKM7X25A0P1234567');
    const wrong = `${good.slice(0, 8)}${good[8] === '1' ? '2' : '1'}${good.slice(9)}`;
    expect(await refused({ frameNo: wrong })).toMatchObject({ msg: `VIN校验位不正确（第9位应为 ${good[8]}）`, field: 'body.frameNo' });
    expect(await refused({ frameNo: 'ABC' })).toMatchObject({ msg: '车架号须为6至20位字母或数字', field: 'body.frameNo' });
    expect(await refused({ frameNo: 'LKM7X25AOP1234567' })).toMatchObject({ field: 'body.frameNo' });
    expect(await refused({ engineNo: '##' })).toMatchObject({ field: 'body.engineNo' });
    expect(await refused({ machineType: 'TANK' })).toMatchObject({ field: 'body.machineType' });
    expect(await refused({ inspectionExpiry: '2020-01-01' })).toMatchObject({ msg: '年检已过期，请先完成年检', field: 'body.inspectionExpiry' });
    expect(await refused({ manufactureYear: 1970 })).toMatchObject({ field: 'body.manufactureYear' });
    expect(await refused({ photoFile: null })).toMatchObject({ field: 'body.photoFile' });
    expect(await refused({ inspectionFile: docs.yard!.inspectionFile })).toMatchObject({ field: 'body.inspectionFile' });
  });

  it('registers, is approved into an in-port plate, re-issues the plate for a fee settled on approval, and the paid fee is invoiced', async () => {
    const made = await fleet.call<Machine>('POST', URL, body());
    expect(made.status).toBe(200);
    let m = made.body.result;
    expect(m).toMatchObject({ status: 'draft', plateNo: null, inspectionDue: 'ok', allowedActions: ['submit'] });
    expect(m.machineNo).toMatch(/^JX\d{12}$/);
    expect(Object.keys(m.fileLinks).sort()).toEqual(['inspectionFile', 'photoFile']);
    expect((await refused({}, 409)).msg).toBe('该车架号已有登记');

    // Another company and a forwarder neither read nor act on it; wrong states and the wrong party are refused.
    expect((await yard.call('GET', `${URL}/${m.id}`)).status).toBe(404);
    expect((await yard.call<{ data: Machine[] }>('GET', URL)).body.result.data.some((x) => x.id === m.id)).toBe(false);
    expect((await act(yard, m, 'submit')).status).toBe(404);
    expect([403, 404]).toContain((await forwarder.call('GET', `${URL}/${m.id}`)).status);
    expect((await act(admin, m, 'approve')).status).toBe(409);
    expect((await act(fleet, m, 'remake', { fields: { remakeReason: 'LOST' } })).status).toBe(409);

    m = (await act(fleet, m, 'submit')).body.result;
    expect(m.status).toBe('submitted');
    expect((await act(fleet, m, 'approve')).status).toBe(403);
    expect((await fleet.call('PUT', `${URL}/${m.id}`, { ...body(), version: m.version })).status).toBe(409);
    expect((await act(admin, m, 'reject')).status).toBe(400);
    expect((await admin.call<Machine>('GET', `${URL}/${m.id}`)).body.result.allowedActions.sort()).toEqual(['approve', 'reject']);
    m = (await act(admin, m, 'approve')).body.result;
    expect(m.status).toBe('approved');
    expect(m.plateNo).toMatch(/^港-A\d{4}$/);
    expect(m.licenceNo).toMatch(/^PZ\d{12}$/);
    const plate = m.plateNo;
    const firstLicence = m.licenceNo;

    // The re-issue: a reason from the list is required; the fee is held, then settled on approval.
    expect((await act(fleet, m, 'remake')).status).toBe(400);
    expect((await act(fleet, m, 'remake', { fields: { remakeReason: 'STOLEN' } })).status).toBe(400);
    const before = await holds(fleet, 'held');
    m = (await act(fleet, m, 'remake', { fields: { remakeReason: 'DAMAGED' } })).body.result;
    expect(m).toMatchObject({ status: 'remaking', remakeReason: 'DAMAGED', feeCents: 20_000, feeKey: `${m.machineNo}-R1` });
    expect((await holds(fleet, 'held')).length).toBe(before.length + 1);
    expect((await act(fleet, m, 'approveRemake')).status).toBe(403);
    expect((await act(yard, m, 'approveRemake')).status).toBe(404);
    m = (await act(admin, m, 'approveRemake')).body.result;
    expect(m).toMatchObject({ status: 'approved', plateNo: plate, remakeCount: 1 });
    expect(m.licenceNo).not.toBe(firstLicence);
    const paid = (await holds(fleet, 'settled')).find((h) => h.businessKey === m.feeKey);
    expect(paid).toMatchObject({ businessType: 'WMM', settledCents: 20_000 });

    // The invoice of the paid fee, through the ledger's invoicing; the yard cannot invoice the fleet's fee.
    expect((await yard.call('POST', '/ledger/invoices', { holdIds: [paid!.id] })).status).not.toBe(200);
    const inv = await fleet.call<{ id: string; status: string; businessType: string; totalCents: number }>('POST', '/ledger/invoices', { holdIds: [paid!.id] });
    expect(inv.status).toBe(200);
    expect(inv.body.result).toMatchObject({ businessType: 'WMM', totalCents: 20_000 });

    // A second re-issue, rejected: the fee is released and the plate stays.
    m = (await act(fleet, m, 'remake', { fields: { remakeReason: 'LOST' } })).body.result;
    expect(m.feeKey).toBe(`${m.machineNo}-R2`);
    m = (await act(admin, m, 'rejectRemake', { reason: '原号牌未注销' })).body.result;
    expect(m).toMatchObject({ status: 'approved', rejectReason: '原号牌未注销', remakeCount: 1, plateNo: plate });
    expect((await holds(fleet, 'released')).some((h) => h.businessKey === `${m.machineNo}-R2`)).toBe(true);
  });

  it('flags inspections expiring within 30 days; a company without prepayment is refused the re-issue', async () => {
    let m = (await yard.call<Machine>('POST', URL, body({ frameNo: 'ZPMC20190815', machineType: 'STRADDLE_CARRIER', inspectionExpiry: day(12) }, docs.yard))).body.result;
    expect(m.inspectionDue).toBe('expiring');
    const expiring = (await yard.call<{ data: Machine[] }>('GET', `${URL}?inspectionDue=expiring`)).body.result.data;
    expect(expiring.map((x) => x.id)).toContain(m.id);
    expect(expiring.every((x) => x.inspectionDue === 'expiring')).toBe(true);
    m = (await act(yard, m, 'submit')).body.result;
    m = (await act(admin, m, 'approve')).body.result;
    expect(m.plateNo).toMatch(/^港-E\d{4}$/);
    const res = await act(yard, m, 'remake', { fields: { remakeReason: 'LOST' } });
    expect(res.status).toBe(409);
    expect((res.body as unknown as Refusal).msg).toBe('预付款可用余额不足，请先充值');
  });

  async function holds(who: Caller, status: string): Promise<Hold[]> {
    return (await who.call<{ data: Hold[] }>('GET', `/ledger/holds?businessType=WMM&status=${status}&pageSize=50`)).body.result.data;
  }
});
