import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startApp } from './helpers';
import { addCompanyWithUser, Caller, MOBILES } from './trucking-helpers';
import { containerNo } from '../src/domains/pickup/seed';
import { beijingDay } from '../src/domains/pickup/stores';

interface Application {
  id: string;
  applyNo: string;
  status: string;
  releaseYardId: string | null;
  releasedQuantity: number | null;
  reservedCount: number;
  edoId: string | null;
  allowedActions: string[];
  version: number;
}
interface Slot { id: string; start: string; capacity: number; used: number; free: number; sizeType: string }
interface Reservation { id: string; resNo: string; status: string; passCode: string; cancellable: boolean; slotId: string }
interface Page<T> { data: T[]; total: number }

const AGENT = '13800000005';
const YARD = '13800000008';
const OTHER_FORWARDER = '13800000042';
const DAY = 86_400_000;

describe('pick-up applications, releases and slot reservations', () => {
  let app: FastifyInstance;
  let forwarder: Caller;
  let agent: Caller;
  let yard: Caller;
  let other: Caller;
  let yardId: string;
  let agentId: string;
  let bookingNo: string;
  const tomorrow = beijingDay(new Date(Date.now() + DAY));

  const release = async (a: Application, fields: Record<string, unknown>) =>
    agent.call<Application>('POST', `/pickup/applications/${a.id}/transitions`, { action: 'release', version: a.version, fields });
  const apply = async (body: Record<string, unknown>) => {
    const made = await forwarder.call<Application>('POST', '/pickup/applications', { kind: 'empty', trade: 'foreign', agentId, bookingNo, sizeType: '40HC', quantity: 2, pickupDate: tomorrow, ...body });
    expect(made.status).toBe(200);
    const sent = await forwarder.call<Application>('POST', `/pickup/applications/${made.body.result.id}/transitions`, { action: 'submit', version: made.body.result.version });
    expect(sent.body.result.status).toBe('submitted');
    return sent.body.result;
  };
  const slotsOf = async (date: string) =>
    (await forwarder.call<Slot[]>('GET', '/pickup/slots', undefined, { yardId, date, sizeType: '40HC' })).body.result;

  beforeAll(async () => {
    app = await startApp();
    await addCompanyWithUser(app, { code: 'FWD003', name: '镇海联运有限公司', kind: 'forwarder' }, { mobile: OTHER_FORWARDER, name: '另一货代', roleKey: 'FORWARDER' });
    [forwarder, agent, yard, other] = await Caller.all(app, [MOBILES.forwarder, AGENT, YARD, OTHER_FORWARDER]);
    yardId = (await forwarder.call<{ data: Array<{ id: string }> }>('GET', '/pickup/yards')).body.result.data[0]!.id;
    agentId = (await forwarder.call<{ data: Array<{ id: string }> }>('GET', '/booking/agents')).body.result.data[0]!.id;
    bookingNo = (await forwarder.call<Page<{ bookingNo: string }>>('GET', '/booking/bookings', undefined, { status: 'accepted' })).body.result.data[0]!.bookingNo;
  });
  afterAll(() => app.close());

  it('seeds applications across the states for both parties and none for another forwarder', async () => {
    const mine = await forwarder.call<Page<Application>>('GET', '/pickup/applications', undefined, { pageSize: '10' });
    expect(mine.body.result.total).toBe(24);
    const waiting = await agent.call<Page<Application>>('GET', '/pickup/applications', undefined, { status: 'submitted' });
    expect(waiting.body.result.total).toBeGreaterThan(0);
    expect(waiting.body.result.data.every((a) => a.allowedActions.includes('release'))).toBe(true);
    expect((await other.call<Page<Application>>('GET', '/pickup/applications')).body.result.total).toBe(0);
  });

  it('refuses what breaks a rule, with the field and the spec\'s words', async () => {
    const bad = await forwarder.call('POST', '/pickup/applications', {
      kind: 'empty', trade: 'foreign', agentId, bookingNo, sizeType: '40HC', quantity: 2, pickupDate: tomorrow, containers: `${containerNo('MSKU', 123456)},MSKU1234567`,
    });
    expect(bad.status).toBe(400);
    expect((bad.body as unknown as { message: string }).message).toBe('第2个箱号校验位不正确，请填写正确的箱号');
    const noBooking = await forwarder.call('POST', '/pickup/applications', { kind: 'empty', trade: 'foreign', agentId, bookingNo: 'NOSUCH1', sizeType: '40HC', quantity: 1, pickupDate: tomorrow });
    expect(noBooking.status).toBe(400);
    const laden = await forwarder.call('POST', '/pickup/applications', { kind: 'laden', trade: 'domestic', agentId, blNo: 'COSU6300001', sizeType: '20GP', quantity: 1, pickupDate: tomorrow });
    expect((laden.body as unknown as { message: string }).message).toBe('提重箱请填写铅封号');
  });

  it('the agent releases (the D/O is issued), a full slot offers the nearest free ones, the quota and the capacity hold', async () => {
    const a = await apply({});
    expect((await release(a, { releaseYardId: yardId, releasedSizeType: '40HC', releasedQuantity: 2, validUntil: '2000-01-01' })).status).toBe(400);
    const done = await release(a, { releaseYardId: yardId, releasedSizeType: '40HC', releasedQuantity: 2, validUntil: beijingDay(new Date(Date.now() + 5 * DAY)) });
    expect(done.status).toBe(200);
    expect(done.body.result).toMatchObject({ status: 'released', releaseYardId: yardId, releasedQuantity: 2 });
    expect(done.body.result.edoId).toMatch(/^\d+$/);

    const slots = await slotsOf(tomorrow);
    const full = slots.find((s) => s.start.endsWith('T10:00:00+08:00'))!;
    expect(full.free).toBe(0);
    const refused = await forwarder.call('POST', '/pickup/reservations', { applicationId: a.id, slotId: full.id, truckPlate: '浙B3K721' });
    expect(refused.status).toBe(409);
    expect((refused.body as unknown as { message: string }).message).toBe('该时段已约满，请选择其他时段');
    const near = (await forwarder.call<Slot[]>('GET', `/pickup/slots/${full.id}/alternatives`)).body.result;
    expect(near.map((s) => s.start.slice(11, 16))).toEqual(['09:00', '11:00', '08:00']);

    const first = await forwarder.call<Reservation>('POST', '/pickup/reservations', { applicationId: a.id, slotId: near[0]!.id, truckPlate: '浙b 3k721' });
    expect(first.status).toBe(200);
    expect(first.body.result.passCode).toMatch(/^PORTPASS\|YY\d+\|浙B3K721\|\|/);
    expect(first.body.result.cancellable).toBe(true);
    expect((await forwarder.call('POST', '/pickup/reservations', { applicationId: a.id, slotId: near[1]!.id, truckPlate: '浙B5M208' })).status).toBe(200);
    const over = await forwarder.call('POST', '/pickup/reservations', { applicationId: a.id, slotId: near[1]!.id, truckPlate: '浙B7Q663' });
    expect((over.body as unknown as { message: string }).message).toBe('放箱数量已全部预约');
    expect((await other.call('POST', '/pickup/reservations', { applicationId: a.id, slotId: near[1]!.id, truckPlate: '浙B7Q663' })).status).toBe(404);
    expect((await other.call('GET', `/pickup/reservations/${first.body.result.id}`)).status).toBe(404);

    // Cancelling returns the place to the slot and to the release.
    const before = (await slotsOf(tomorrow)).find((s) => s.id === near[0]!.id)!;
    const cancelled = await forwarder.call<Reservation>('POST', `/pickup/reservations/${first.body.result.id}/cancel`);
    expect(cancelled.body.result.status).toBe('cancelled');
    expect((await slotsOf(tomorrow)).find((s) => s.id === near[0]!.id)!.used).toBe(before.used - 1);
    // The yard sees the reservations at its yard; the no-show waits for the slot's end.
    const atYard = await yard.call<Page<Reservation>>('GET', '/pickup/reservations');
    expect(atYard.body.result.total).toBeGreaterThan(2);
    const early = await yard.call('POST', `/pickup/reservations/${atYard.body.result.data[0]!.id}/no-show`);
    expect(early.status).toBe(409);
  });

  it('never books a slot beyond its capacity when many reserve at once', async () => {
    const day = beijingDay(new Date(Date.now() + 3 * DAY));
    const slot = (await slotsOf(day)).find((s) => s.start.endsWith('T15:00:00+08:00'))!;
    expect((await forwarder.call('PUT', `/pickup/slots/${slot.id}`, { capacity: 3 })).status).toBe(403);
    const set = await yard.call<Slot>('PUT', `/pickup/slots/${slot.id}`, { capacity: 3 });
    expect(set.body.result).toMatchObject({ capacity: 3, free: 3 });
    const a = await apply({ quantity: 12 });
    await release(a, { releaseYardId: yardId, releasedSizeType: '40HC', releasedQuantity: 12, validUntil: beijingDay(new Date(Date.now() + 5 * DAY)) });
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) =>
      forwarder.call('POST', '/pickup/reservations', { applicationId: a.id, slotId: slot.id, truckPlate: `浙B${String(10_000 + i)}` })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(results.filter((r) => r.status === 409)).toHaveLength(9);
    expect((await slotsOf(day)).find((s) => s.id === slot.id)).toMatchObject({ used: 3, free: 0 });
    expect((await yard.call('PUT', `/pickup/slots/${slot.id}`, { capacity: 2 })).status).toBe(409);
  });
});
