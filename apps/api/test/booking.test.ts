import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { bearer, startApp } from './helpers';
import { addCompanyWithUser, Caller, MOBILES } from './trucking-helpers';

interface Booking {
  id: string;
  bookingNo: string | null;
  status: string;
  agentId: string;
  agentName: string | null;
  ownerCompanyName: string | null;
  containers: string;
  grossWeight: number;
  allowedActions: string[];
  version: number;
}
interface Page<T> {
  data: T[];
  total: number;
}
interface Failure {
  message: string;
  code: number;
}

const AGENT = '13800000005';
const OTHER_FORWARDER = '13800000041';

const unread = async (who: Caller) =>
  (await who.call<{ allCount: number }>('GET', '/message/messageTemplate/queryUnReadNotice')).body.result.allCount;

describe('booking entrustment (forwarder → shipping-line agent)', () => {
  let app: FastifyInstance;
  let forwarder: Caller;
  let agent: Caller;
  let other: Caller;
  let agentId: string;
  let booking: Booking;

  beforeAll(async () => {
    app = await startApp();
    await addCompanyWithUser(app, { code: 'FWD002', name: '甬城物流有限公司', kind: 'forwarder' }, { mobile: OTHER_FORWARDER, name: '另一货代', roleKey: 'FORWARDER' });
    [forwarder, agent, other] = await Caller.all(app, [MOBILES.forwarder, AGENT, OTHER_FORWARDER]);
  });
  afterAll(() => app.close());

  it('offers the shipping-line agents and seeds bookings across the states for both parties', async () => {
    const agents = await forwarder.call<{ data: Array<{ id: string; name: string }> }>('GET', '/booking/agents', undefined, { name: '东海' });
    expect(agents.status).toBe(200);
    expect(agents.body.result.data.map((a) => a.name)).toEqual(['东海船务代理有限公司']);
    agentId = agents.body.result.data[0]!.id;
    const mine = await forwarder.call<Page<Booking>>('GET', '/booking/bookings', undefined, { pageSize: '10' });
    expect(mine.body.result.total).toBeGreaterThanOrEqual(25);
    expect(new Set(mine.body.result.data.map((b) => b.ownerCompanyName))).toEqual(new Set(['宁港国际货运代理有限公司']));
    const addressed = await agent.call<Page<Booking>>('GET', '/booking/bookings', undefined, { status: 'submitted' });
    expect(addressed.body.result.total).toBeGreaterThan(0);
    expect(addressed.body.result.data.every((b) => b.status === 'submitted' && b.allowedActions.includes('accept'))).toBe(true);
    expect((await other.call<Page<Booking>>('GET', '/booking/bookings')).body.result.total).toBe(0);
  });

  it('refuses a container demand and an HS code that break their rules, with the form\'s words', async () => {
    const bad = await forwarder.call<unknown>('POST', '/booking/bookings', body(agentId, { containers: '2 boxes' }));
    expect(bad.status).toBe(400);
    expect((bad.body as unknown as Failure).message).toContain('2x40HC COC');
    const hs = await forwarder.call<unknown>('POST', '/booking/bookings', body(agentId, { hsCode: '12AB' }));
    expect(hs.status).toBe(400);
    expect((hs.body as unknown as Failure).message).toBe('请输入6至10位数字的HS编码');
  });

  it('the forwarder drafts and submits; the agent is told (unread grows)', async () => {
    const created = await forwarder.call<Booking>('POST', '/booking/bookings', body(agentId));
    expect(created.status).toBe(200);
    booking = created.body.result;
    expect(booking).toMatchObject({ status: 'draft', bookingNo: null, agentName: '东海船务代理有限公司', containers: '2X40HC COC; 1X20GP SOC', grossWeight: 21500.5 });
    expect(booking.allowedActions.sort()).toEqual(['cancel', 'submit']);

    // A draft is the forwarder's alone (issue 26 §4): the agent neither lists, reads nor acts on it.
    const early = await agent.call<unknown>('POST', `/booking/bookings/${booking.id}/transitions`, { action: 'accept', version: booking.version, fields: { bookingNo: 'X1' } });
    expect(early.status).toBe(404);
    expect((await agent.call<unknown>('GET', `/booking/bookings/${booking.id}`)).status).toBe(404);
    expect((await agent.call<Page<Booking>>('GET', '/booking/bookings', undefined, { status: 'draft' })).body.result.total).toBe(0);
    // The owner's own accept of its draft: the state does not allow it (409).
    const own = await forwarder.call<unknown>('POST', `/booking/bookings/${booking.id}/transitions`, { action: 'accept', version: booking.version, fields: { bookingNo: 'X1' } });
    expect(own.status).toBe(409);
    expect((own.body as unknown as Failure).message).toBe('当前状态「草稿」不能执行「受理」');

    const before = await unread(agent);
    const submitted = await forwarder.call<Booking>('POST', `/booking/bookings/${booking.id}/transitions`, { action: 'submit', version: booking.version });
    expect(submitted.status).toBe(200);
    booking = submitted.body.result;
    expect(booking.status).toBe('submitted');
    expect(await unread(agent)).toBe(before + 1);
  });

  it('the forwarder cannot accept its own booking; another forwarder cannot read it', async () => {
    const own = await forwarder.call<unknown>('POST', `/booking/bookings/${booking.id}/transitions`, { action: 'accept', version: booking.version, fields: { bookingNo: 'X1' } });
    expect(own.status).toBe(403);
    // Submitted is held by the agent (a locked state): the forwarder does not edit it.
    const edit = await forwarder.call<unknown>('PUT', `/booking/bookings/${booking.id}`, { ...body(agentId), version: booking.version });
    expect(edit.status).toBe(409);
    expect((edit.body as unknown as Failure).message).toBe('当前状态「已提交」不能执行「编辑」');
    expect((await other.call<unknown>('GET', `/booking/bookings/${booking.id}`)).status).toBe(404);
    expect((await other.call<unknown>('POST', `/booking/bookings/${booking.id}/transitions`, { action: 'cancel', version: booking.version })).status).toBe(404);
  });

  it('the agent accepts only with a booking no.; the forwarder sees 已受理 and is told', async () => {
    const seen = await agent.call<Booking>('GET', `/booking/bookings/${booking.id}`);
    expect(seen.body.result.allowedActions.sort()).toEqual(['accept', 'reject']);
    const without = await agent.call<unknown>('POST', `/booking/bookings/${booking.id}/transitions`, { action: 'accept', version: booking.version });
    expect(without.status).toBe(400);
    expect((without.body as unknown as Failure).message).toBe('订舱号不能为空');

    const before = await unread(forwarder);
    const accepted = await agent.call<Booking>('POST', `/booking/bookings/${booking.id}/transitions`, { action: 'accept', version: booking.version, fields: { bookingNo: 'dhsa2611999' } });
    expect(accepted.status).toBe(200);
    expect(accepted.body.result).toMatchObject({ status: 'accepted', bookingNo: 'DHSA2611999', allowedActions: [] });
    expect(await unread(forwarder)).toBe(before + 1);

    const list = await forwarder.call<Page<Booking>>('GET', '/booking/bookings', undefined, { bookingNo: 'DHSA2611999' });
    expect(list.body.result.data.map((b) => [b.id, b.status])).toEqual([[booking.id, 'accepted']]);
    const xlsx = await app.inject({ method: 'GET', url: '/new/api/booking/bookings/export?bookingNo=DHSA2611999', headers: bearer(forwarder.token) });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');

    const history = await forwarder.call<Array<{ action: string; fromState: string | null; toState: string | null }>>('GET', `/booking/bookings/${booking.id}/history`);
    expect(history.body.result.map((h) => [h.action, h.fromState, h.toState])).toEqual([
      ['create', null, 'draft'], ['submit', 'draft', 'submitted'], ['accept', 'submitted', 'accepted'],
    ]);
    // Accepted is held by the agent: the forwarder can no longer edit it.
    const edit = await forwarder.call<unknown>('PUT', `/booking/bookings/${booking.id}`, { ...body(agentId), version: accepted.body.result.version });
    expect(edit.status).toBe(409);
  });

  it('a returned booking carries its reason; the forwarder edits and resubmits it', async () => {
    let b = (await forwarder.call<Booking>('POST', '/booking/bookings', body(agentId))).body.result;
    b = (await forwarder.call<Booking>('POST', `/booking/bookings/${b.id}/transitions`, { action: 'submit', version: b.version })).body.result;
    const noReason = await agent.call<unknown>('POST', `/booking/bookings/${b.id}/transitions`, { action: 'reject', version: b.version });
    expect(noReason.status).toBe(400);
    const rejected = await agent.call<Booking & { rejectReason: string }>('POST', `/booking/bookings/${b.id}/transitions`, { action: 'reject', version: b.version, reason: '船期已满' });
    expect(rejected.body.result).toMatchObject({ status: 'rejected', rejectReason: '船期已满' });
    const edited = await forwarder.call<Booking>('PUT', `/booking/bookings/${b.id}`, { ...body(agentId, { containers: '1x40HC COC' }), version: rejected.body.result.version });
    expect(edited.status).toBe(200);
    const again = await forwarder.call<Booking>('POST', `/booking/bookings/${b.id}/transitions`, { action: 'submit', version: edited.body.result.version });
    expect(again.body.result.status).toBe('submitted');
  });
});

function body(agentId: string, over: Record<string, unknown> = {}) {
  return {
    agentId, shipper: 'NINGBO SUNRISE TEXTILE CO., LTD.', consignee: 'HAMBURG TRADING GMBH', notifyParty: null, polCode: 'cnngb', podCode: 'DEHAM',
    voyageId: null, sailingFrom: '2026-12-10', sailingTo: '2026-12-17', containers: '2x40hc coc; 1x20gp soc', cargoDescription: 'COTTON T-SHIRTS',
    hsCode: '6109100021', packages: 850, packageKind: 'CARTONS', grossWeight: 21500.5, volume: 128, dangerous: false, reefer: false,
    freightTerms: 'prepaid', blType: 'telex', remark: null, ...over,
  };
}
