/**
 * Yard bookings (issue 14) and what they stand on: a forwarder applies for empties, the agent releases them, the
 * yard gates empties in; 空箱源 (GET /inquiry/emptyCtn) rises with the gate-in and its available figure falls with
 * the release; a lift-empty booking draws on the release (no more than it has left), the yard accepts and
 * completes it; the gate refuses a gate-out nothing covers and lets the released container out. Wrong party (403),
 * other company (404), wrong state (409).
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { bearer, startApp } from './helpers';
import { addCompanyWithUser, Caller, ctn, MOBILES } from './trucking-helpers';
import { beijingDay } from '../src/domains/pickup/stores';

interface Booking { id: string; bookingNo: string; plannedDate: string; status: string; port: string; operation: string; releaseNo: string | null; version: number; allowedActions: string[]; completeTime: string | null }
interface Application { id: string; status: string; version: number; releaseNo: string | null }
interface Detail { ctnCount: string; lineCode: string; ctnSizeType: string; inYard: number; reserved: number; gateIn: number; gateOut: number }
interface Yard { orgCode: string; detailList: Detail[] }
interface Envelope { msg: string; field?: string }

const AGENT = '13800000005';
const YARD = '13800000008';
const OTHER = '13800000043';
const DAY = 86_400_000;
const URL = '/yardBkManage/bookings';

describe('yard bookings, 空箱源 and the gate', () => {
  let app: FastifyInstance;
  let forwarder: Caller;
  let agent: Caller;
  let yard: Caller;
  let other: Caller;
  let yardId: string;
  const tomorrow = beijingDay(new Date(Date.now() + DAY));
  const [c1, c2, c3] = [ctn('ZYXU', 610001), ctn('ZYXU', 610002), ctn('ZYXU', 610003)];

  const stock = async (): Promise<Detail | undefined> => {
    const res = await forwarder.call<Yard[]>('GET', '/inquiry/emptyCtn', undefined, { orgCode: 'ZITYARD', lineCode: 'ZYX', ctnSizeType: '45R1' });
    return res.body.result[0]?.detailList[0];
  };
  const gate = (containerNo: string, event: 'gateIn' | 'gateOut') => yard.call('POST', '/open/gateMoves', { containerNo, event, sizeType: '45R1', emptyFull: 'E' });
  const act = (who: Caller, b: Booking, action: string, extra: Record<string, unknown> = {}) =>
    who.call<Booking>('POST', `${URL}/${b.id}/transitions`, { action, version: b.version, ...extra });

  beforeAll(async () => {
    app = await startApp();
    await addCompanyWithUser(app, { code: 'FWD004', name: '北仑远航货运代理有限公司', kind: 'forwarder' }, { mobile: OTHER, name: '另一货代', roleKey: 'FORWARDER' });
    [forwarder, agent, yard, other] = await Caller.all(app, [MOBILES.forwarder, AGENT, YARD, OTHER]);
    yardId = (await app.services.db.selectFrom('companies').select('company_id').where('company_code', '=', 'YRD001').executeTakeFirstOrThrow()).company_id;
  });
  afterAll(() => app.close());

  it('a gate-in of an empty raises 空箱源, a release lowers what is available, a booking draws on the release and the gate reads it', async () => {
    expect(await stock()).toBeUndefined();
    expect((await gate(c1, 'gateIn')).status).toBe(200);
    expect((await gate(c2, 'gateIn')).status).toBe(200);
    expect(await stock()).toMatchObject({ ctnCount: '2', inYard: 2, gateIn: 2, reserved: 0 });

    // The gate refuses a gate-out nothing covers.
    const refused = await gate(c1, 'gateOut');
    expect(refused.status).toBe(409);
    expect((refused.body as unknown as Envelope).msg).toBe(`箱 ${c1} 没有有效的放箱单或提箱预约，不能出闸`);

    // The forwarder applies, the agent releases c1 and c2 at the yard: both are reserved, none available.
    const agentId = (await forwarder.call<{ data: Array<{ id: string }> }>('GET', '/booking/agents')).body.result.data[0]!.id;
    const bookingNo = (await forwarder.call<{ data: Array<{ bookingNo: string }> }>('GET', '/booking/bookings', undefined, { status: 'accepted' })).body.result.data[0]!.bookingNo;
    let a = (await forwarder.call<Application>('POST', '/pickup/applications', { kind: 'empty', trade: 'foreign', agentId, bookingNo, sizeType: '40RF', quantity: 2, pickupDate: tomorrow })).body.result;
    a = (await forwarder.call<Application>('POST', `/pickup/applications/${a.id}/transitions`, { action: 'submit', version: a.version })).body.result;
    a = (await agent.call<Application>('POST', `/pickup/applications/${a.id}/transitions`, {
      action: 'release', version: a.version, fields: { releaseYardId: yardId, releasedSizeType: '40RF', releasedQuantity: 2, releasedContainers: `${c1},${c2}`, validUntil: beijingDay(new Date(Date.now() + 5 * DAY)) },
    })).body.result;
    expect(a.status).toBe('released');
    expect(await stock()).toMatchObject({ ctnCount: '0', inYard: 2, reserved: 2 });

    // The booking draws on the release: not more than it has left, not a container it does not list.
    const body = { port: 'NB', operation: 'liftEmpty', yardId, releaseNo: a.releaseNo, lineCode: 'zyx', sizeType: '45R1', quantity: 1, containers: c1, plannedDate: tomorrow, truckPlate: '浙B3K721' };
    const over = await forwarder.call('POST', URL, { ...body, quantity: 3, containers: null });
    expect(over.status).toBe(400);
    expect((over.body as unknown as Envelope).msg).toBe('放箱单尚可预约 2 个箱');
    const stray = await forwarder.call('POST', URL, { ...body, containers: c3 });
    expect((stray.body as unknown as Envelope).msg).toBe(`箱号 ${c3} 不在放箱单内`);
    const wrongSize = await forwarder.call('POST', URL, { ...body, sizeType: '22G1' });
    expect((wrongSize.body as unknown as Envelope).field).toBe('body.sizeType');

    let b = (await forwarder.call<Booking>('POST', URL, body)).body.result;
    expect(b).toMatchObject({ status: 'draft', port: 'NB', operation: 'liftEmpty', releaseNo: a.releaseNo });
    expect(b.bookingNo).toMatch(/^YB\d{12}$/);
    b = (await act(forwarder, b, 'submit')).body.result;
    expect(b.status).toBe('submitted');

    // Wrong party, other company, wrong state.
    expect((await act(forwarder, b, 'accept')).status).toBe(403);
    expect((await other.call('GET', `${URL}/${b.id}`)).status).toBe(404);
    expect((await act(other, b, 'cancel')).status).toBe(404);
    const early = await act(yard, b, 'complete');
    expect(early.status).toBe(409);

    const seen = await yard.call<{ data: Booking[] }>('GET', URL, undefined, { status: 'submitted' });
    expect(seen.body.result.data.some((x) => x.id === b.id && x.allowedActions.includes('accept'))).toBe(true);
    b = (await act(yard, b, 'accept')).body.result;
    expect(b.status).toBe('accepted');
    expect((await act(yard, b, 'accept')).status).toBe(409);

    // The released container leaves the gate; 空箱源 follows.
    expect((await gate(c1, 'gateOut')).status).toBe(200);
    expect(await stock()).toMatchObject({ ctnCount: '0', inYard: 1, reserved: 1 });
    b = (await act(yard, b, 'complete')).body.result;
    expect(b.status).toBe('completed');
    expect(b.completeTime).not.toBeNull();

    const history = await forwarder.call<Array<{ action: string }>>('GET', `${URL}/${b.id}/history`);
    expect(history.body.result.map((h) => h.action)).toEqual(expect.arrayContaining(['create', 'submit', 'accept', 'complete']));
  });

  it('a release by quantity lowers 空箱源 under the agent\'s line until its containers leave, and a leaving container is not counted twice', async () => {
    // The demo agent AGT001 releases for MSK (pickup_agent_lines).
    const msk = async (): Promise<Detail> => {
      const res = await forwarder.call<Yard[]>('GET', '/inquiry/emptyCtn', undefined, { orgCode: 'ZITYARD', lineCode: 'MSK', ctnSizeType: '45R1' });
      return res.body.result[0]?.detailList[0] ?? { ctnCount: '0', lineCode: 'MSK', ctnSizeType: '45R1', inYard: 0, reserved: 0, gateIn: 0, gateOut: 0 };
    };
    const [m1, m2, m3] = [ctn('MSKU', 620001), ctn('MSKU', 620002), ctn('MSKU', 620003)];
    for (const c of [m1, m2, m3]) expect((await gate(c, 'gateIn')).status).toBe(200);
    const s1 = await msk();
    expect(Number(s1.ctnCount)).toBeGreaterThanOrEqual(3);

    const agentId = (await forwarder.call<{ data: Array<{ id: string }> }>('GET', '/booking/agents')).body.result.data[0]!.id;
    const bookingNo = (await forwarder.call<{ data: Array<{ bookingNo: string }> }>('GET', '/booking/bookings', undefined, { status: 'accepted' })).body.result.data[0]!.bookingNo;
    let a = (await forwarder.call<Application>('POST', '/pickup/applications', { kind: 'empty', trade: 'foreign', agentId, bookingNo, sizeType: '40RF', quantity: 2, pickupDate: tomorrow })).body.result;
    a = (await forwarder.call<Application>('POST', `/pickup/applications/${a.id}/transitions`, { action: 'submit', version: a.version })).body.result;
    a = (await agent.call<Application>('POST', `/pickup/applications/${a.id}/transitions`, {
      action: 'release', version: a.version, fields: { releaseYardId: yardId, releasedSizeType: '40RF', releasedQuantity: 2, validUntil: beijingDay(new Date(Date.now() + 5 * DAY)) },
    })).body.result;
    expect(a.status).toBe('released');
    const s2 = await msk();
    expect(s2).toMatchObject({ inYard: s1.inYard, reserved: s1.reserved + 2, ctnCount: String(Number(s1.ctnCount) - 2) });

    // The released quantity leaves: the stock and the reservation fall together, what is available stays.
    expect((await gate(m1, 'gateOut')).status).toBe(200);
    expect(await msk()).toMatchObject({ inYard: s1.inYard - 1, gateOut: s1.gateOut + 1, reserved: s1.reserved + 1, ctnCount: s2.ctnCount });
    expect((await gate(m2, 'gateOut')).status).toBe(200);
    expect(await msk()).toMatchObject({ inYard: s1.inYard - 2, reserved: s1.reserved, ctnCount: s2.ctnCount });

    // The release covers its agent's line only: an empty of another line of that size is refused at the gate.
    const stray = ctn('ZYXU', 610009);
    expect((await gate(stray, 'gateIn')).status).toBe(200);
    expect((await gate(stray, 'gateOut')).status).toBe(409);
  });

  it('lists and exports the bookings planned within a range of days', async () => {
    const inThree = beijingDay(new Date(Date.now() + 3 * DAY));
    const inFive = beijingDay(new Date(Date.now() + 5 * DAY));
    const make = async (plannedDate: string) =>
      (await forwarder.call<Booking>('POST', URL, { port: 'NB', operation: 'returnEmpty', yardId, lineCode: 'MSK', sizeType: '22G1', quantity: 1, plannedDate, remark: 'planned-range' })).body.result;
    const [near, far, farther] = [await make(tomorrow), await make(inThree), await make(inFive)];
    // The day typed is the day kept (it was stored as the day before: Beijing's midnight cast to a date in a UTC session).
    expect([near.plannedDate, far.plannedDate, farther.plannedDate]).toEqual([tomorrow, inThree, inFive]);
    const listed = (await forwarder.call<{ data: Booking[] }>('GET', URL, undefined, { plannedDateFrom: inThree, plannedDateTo: inThree, pageSize: '50' })).body.result.data;
    expect(listed.map((b) => b.id)).toContain(far.id);
    expect(listed.map((b) => b.id)).not.toContain(near.id);
    expect(listed.map((b) => b.id)).not.toContain(farther.id);
    expect(listed.every((b) => b.plannedDate === inThree)).toBe(true);
    const from = (await forwarder.call<{ data: Booking[] }>('GET', URL, undefined, { plannedDateFrom: inFive, pageSize: '50' })).body.result.data;
    expect(from.map((b) => b.id)).toContain(farther.id);
    expect(from.every((b) => b.plannedDate >= inFive)).toBe(true);
    expect((await forwarder.call('GET', URL, undefined, { plannedDateFrom: '2026-13-45' })).status).toBe(400);

    const xlsx = await app.inject({ method: 'GET', url: `/new/api${URL}/export?plannedDateFrom=${inThree}&plannedDateTo=${inThree}`, headers: bearer(forwarder.token) });
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const [noColumn, dateColumn] = [header.indexOf('预约编号') + 1, header.indexOf('计划日期') + 1];
    expect(noColumn).toBeGreaterThan(0);
    const rows = Array.from({ length: sheet.rowCount - 1 }, (_, i) => sheet.getRow(i + 2));
    expect(rows.map((r) => r.getCell(noColumn).value)).toContain(far.bookingNo);
    expect(rows.map((r) => r.getCell(noColumn).value)).not.toContain(near.bookingNo);
    expect(rows.every((r) => r.getCell(dateColumn).value === inThree)).toBe(true);
  });

  it('the JX variant is data on the same record; a rejection carries its reason; the yard never edits', async () => {
    let b = (await forwarder.call<Booking>('POST', URL, { port: 'JX', operation: 'returnEmpty', yardId, lineCode: 'MSK', sizeType: '22G1', quantity: 2, plannedDate: tomorrow })).body.result;
    b = (await act(forwarder, b, 'submit')).body.result;
    expect((await act(yard, b, 'reject')).status).toBe(400);
    b = (await act(yard, b, 'reject', { reason: '当日还箱计划已满' })).body.result;
    expect(b).toMatchObject({ status: 'rejected', port: 'JX' });
    const jx = await forwarder.call<{ data: Booking[] }>('GET', URL, undefined, { port: 'JX' });
    expect(jx.body.result.data.length).toBeGreaterThan(1);
    expect(jx.body.result.data.every((x) => x.port === 'JX')).toBe(true);
    expect((await yard.call('PUT', `${URL}/${b.id}`, { port: 'JX', operation: 'returnEmpty', yardId, lineCode: 'MSK', sizeType: '22G1', quantity: 1, plannedDate: tomorrow, version: b.version })).status).toBe(403);
    const laden = await forwarder.call('POST', URL, { port: 'NB', operation: 'ladenDrop', yardId, lineCode: 'MSK', sizeType: '42G1', quantity: 1, plannedDate: tomorrow });
    expect((laden.body as unknown as Envelope).msg).toBe('重箱作业须填写箱号');
    const past = await forwarder.call('POST', URL, { port: 'NB', operation: 'returnEmpty', yardId, lineCode: 'MSK', sizeType: '42G1', quantity: 1, plannedDate: '2020-01-01' });
    expect((past.body as unknown as Envelope).field).toBe('body.plannedDate');
  });
});
