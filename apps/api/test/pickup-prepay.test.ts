/**
 * Pick-up reservations, part 2 (issue 14): a reservation moves to another slot until the cut-off, the new slot's
 * capacity never exceeded when several move at once; payment before reservation (emptyPrepayFull): the yard's fee is
 * held from the forwarder's prepayment balance on reserve, released on cancel, settled at gate-in; a balance that
 * does not cover it refuses the reservation and takes no place. Other companies reach nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startApp } from './helpers';
import { addCompanyWithUser, Caller, MOBILES } from './trucking-helpers';
import { DEMO_RESERVATION_FEE_CENTS } from '../src/domains/pickup/seed';
import { beijingDay } from '../src/domains/pickup/stores';
import { balances } from '../src/domains/ledger/ledger';

interface Application { id: string; version: number }
interface Slot { id: string; start: string; capacity: number; used: number; free: number }
interface Reservation { id: string; resNo: string; status: string; slotId: string; feeCents: number; passCode: string }
interface Page<T> { data: T[]; total: number }

const AGENT = '13800000005';
const YARD = '13800000008';
const OTHER_FORWARDER = '13800000045';
const DAY = 86_400_000;

describe('changing a reservation and paying for it from the prepayment balance', () => {
  let app: FastifyInstance;
  let forwarder: Caller;
  let agent: Caller;
  let yard: Caller;
  let other: Caller;
  let yardId: string;
  let companyId: string;
  const day = beijingDay(new Date(Date.now() + 2 * DAY));

  const slotsOf = async () => (await forwarder.call<Slot[]>('GET', '/pickup/slots', undefined, { yardId, date: day, sizeType: '40HC' })).body.result;
  const slotAt = async (hhmm: string) => (await slotsOf()).find((s) => s.start.slice(11, 16) === hhmm)!;
  const held = async () => (await balances(app.services.db, companyId)).held;
  const holdOf = (resNo: string) => app.services.db.selectFrom('ledger_holds').select(['status', 'amount_cents']).where('business_key', '=', resNo).where('business_type', '=', 'LIFTING').executeTakeFirst();
  const reserve = (applicationId: string, slotId: string, plate: string) => forwarder.call<Reservation>('POST', '/pickup/reservations', { applicationId, slotId, truckPlate: plate });

  beforeAll(async () => {
    app = await startApp();
    await addCompanyWithUser(app, { code: 'FWD045', name: '甬港通达货运有限公司', kind: 'forwarder' }, { mobile: OTHER_FORWARDER, name: '另一货代', roleKey: 'FORWARDER' });
    [forwarder, agent, yard, other] = await Caller.all(app, [MOBILES.forwarder, AGENT, YARD, OTHER_FORWARDER]);
    yardId = (await app.services.db.selectFrom('companies').select('company_id').where('company_code', '=', 'YRD001').executeTakeFirstOrThrow()).company_id;
    companyId = (await app.services.db.selectFrom('companies').select('company_id').where('company_code', '=', 'FWD001').executeTakeFirstOrThrow()).company_id;
  });
  afterAll(() => app.close());

  async function released(quantity: number): Promise<string> {
    const agentId = (await forwarder.call<{ data: Array<{ id: string }> }>('GET', '/booking/agents')).body.result.data[0]!.id;
    const bookingNo = (await forwarder.call<Page<{ bookingNo: string }>>('GET', '/booking/bookings', undefined, { status: 'accepted' })).body.result.data[0]!.bookingNo;
    const made = (await forwarder.call<Application>('POST', '/pickup/applications', { kind: 'empty', trade: 'foreign', agentId, bookingNo, sizeType: '40HC', quantity, pickupDate: day })).body.result;
    const sent = (await forwarder.call<Application>('POST', `/pickup/applications/${made.id}/transitions`, { action: 'submit', version: made.version })).body.result;
    const done = await agent.call<Application>('POST', `/pickup/applications/${sent.id}/transitions`, {
      action: 'release', version: sent.version, fields: { releaseYardId: yardId, releasedSizeType: '40HC', releasedQuantity: quantity, validUntil: beijingDay(new Date(Date.now() + 5 * DAY)) },
    });
    expect(done.status).toBe(200);
    return sent.id;
  }

  it('holds the fee on reserve and releases it on cancel', async () => {
    const applicationId = await released(2);
    const slot = await slotAt('14:00');
    await yard.call('PUT', `/pickup/slots/${slot.id}`, { capacity: slot.used + 5 });
    const before = await held();
    const r = await reserve(applicationId, slot.id, '浙B6P101');
    expect(r.status).toBe(200);
    expect(r.body.result.feeCents).toBe(DEMO_RESERVATION_FEE_CENTS);
    expect(await held()).toBe(before + BigInt(DEMO_RESERVATION_FEE_CENTS));
    expect(await holdOf(r.body.result.resNo)).toMatchObject({ status: 'held' });

    expect((await other.call('POST', `/pickup/reservations/${r.body.result.id}/cancel`)).status).toBe(404);
    const cancelled = await forwarder.call<Reservation>('POST', `/pickup/reservations/${r.body.result.id}/cancel`);
    expect(cancelled.body.result.status).toBe('cancelled');
    expect(await held()).toBe(before);
    expect(await holdOf(r.body.result.resNo)).toMatchObject({ status: 'released' });
  });

  it('refuses a reservation the balance cannot pay for, and takes no place', async () => {
    const applicationId = await released(1);
    const slot = await slotAt('15:00');
    await yard.call('PUT', `/pickup/slots/${slot.id}`, { capacity: slot.used + 5 });
    await app.services.db.updateTable('pickup_yard_fees').set({ reservation_fee_cents: 2_000_000_000 }).where('yard_company_id', '=', yardId).execute();
    try {
      const refused = await reserve(applicationId, slot.id, '浙B6P102');
      expect(refused.status).toBe(409);
      expect((refused.body as unknown as { message: string }).message).toBe('预付款余额不足以支付预约费20000000.00元，请先充值');
      expect((await slotAt('15:00')).used).toBe(slot.used);
    } finally {
      await app.services.db.updateTable('pickup_yard_fees').set({ reservation_fee_cents: DEMO_RESERVATION_FEE_CENTS }).where('yard_company_id', '=', yardId).execute();
    }
  });

  it('moves reservations to another slot, never beyond its capacity; the yard settles the fee at gate-in', async () => {
    const applicationId = await released(3);
    const from = await slotAt('16:00');
    await yard.call('PUT', `/pickup/slots/${from.id}`, { capacity: from.used + 3 });
    const a = (await reserve(applicationId, from.id, '浙B6P201')).body.result;
    const b = (await reserve(applicationId, from.id, '浙B6P202')).body.result;
    const to = await slotAt('17:00');
    await yard.call('PUT', `/pickup/slots/${to.id}`, { capacity: to.used + 1 });

    expect((await other.call('POST', `/pickup/reservations/${a.id}/change`, { slotId: to.id })).status).toBe(404);
    expect((await yard.call('POST', `/pickup/reservations/${a.id}/change`, { slotId: to.id })).status).toBe(403);
    expect((await forwarder.call('POST', `/pickup/reservations/${a.id}/change`, { slotId: from.id })).status).toBe(409);

    // Two move at once into the last place: one wins, the other is told the slot is full; nothing is overbooked.
    const moves = await Promise.all([a, b].map((r) => forwarder.call<Reservation>('POST', `/pickup/reservations/${r.id}/change`, { slotId: to.id })));
    expect(moves.map((m) => m.status).sort()).toEqual([200, 409]);
    expect((moves.find((m) => m.status === 409)!.body as unknown as { message: string }).message).toBe('该时段已约满，请选择其他时段');
    const moved = moves.find((m) => m.status === 200)!.body.result;
    expect(moved).toMatchObject({ slotId: to.id, status: 'booked', feeCents: DEMO_RESERVATION_FEE_CENTS });
    expect(moved.passCode).toContain(`${day} 17:00`);
    expect(await slotAt('17:00')).toMatchObject({ used: to.used + 1, free: 0 });
    expect((await slotAt('16:00')).used).toBe(from.used + 1);

    // Gate-in by the yard settles the held fee; the forwarder cannot record it.
    expect((await forwarder.call('POST', `/pickup/reservations/${moved.id}/gate-in`)).status).toBe(403);
    const gated = await yard.call<Reservation>('POST', `/pickup/reservations/${moved.id}/gate-in`);
    expect(gated.body.result.status).toBe('completed');
    expect(await holdOf(moved.resNo)).toMatchObject({ status: 'settled' });
    expect((await yard.call('POST', `/pickup/reservations/${moved.id}/gate-in`)).status).toBe(409);
    expect((await forwarder.call('POST', `/pickup/reservations/${moved.id}/change`, { slotId: from.id })).status).toBe(409);
  });
});
