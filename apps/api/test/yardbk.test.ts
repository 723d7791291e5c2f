/**
 * Yard bookings (issue 14) and what they stand on: a forwarder applies for empties, the agent releases them, the
 * yard gates empties in; 空箱源 (GET /inquiry/emptyCtn) rises with the gate-in and its available figure falls with
 * the release; a lift-empty booking draws on the release (no more than it has left), the yard accepts and
 * completes it; the gate refuses a gate-out nothing covers and lets the released container out. Wrong party (403),
 * other company (404), wrong state (409).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startApp } from './helpers';
import { addCompanyWithUser, Caller, ctn, MOBILES } from './trucking-helpers';
import { beijingDay } from '../src/domains/pickup/stores';

interface Booking { id: string; bookingNo: string; status: string; port: string; operation: string; releaseNo: string | null; version: number; allowedActions: string[]; completeTime: string | null }
interface Application { id: string; status: string; version: number; releaseNo: string | null }
interface Detail { ctnCount: string; lineCode: string; ctnSizeType: string; inYard: number; reserved: number; gateIn: number }
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
