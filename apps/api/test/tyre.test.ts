/**
 * Tyre purchase (issue 15): platform staff keep the catalogue (nobody else writes it); a fleet orders from it, which
 * takes the stock and holds the amount from its prepayment in one transaction; platform staff ship, the fleet confirms
 * delivery (settled) or cancels before shipping (released, stock back). 50 concurrent orders for the last 5 tyres:
 * exactly 5 accepted, stock 0, the ledger holding exactly theirs. Another company reads none of the fleet's orders;
 * wrong parties and states are refused; short stock and short prepayment answer in the caller's language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { bearer, startApp } from './helpers';
import { addCompanyWithUser, Caller, FLEET_ID, MOBILES } from './trucking-helpers';

interface Tyre { id: string; title: string; status: string; stock: number; priceCents: number; version: number; allowedActions: string[] }
interface Order {
  id: string; orderNo: string; status: string; allowedActions: string[]; version: number; quantity: number; amountCents: number; unitPriceCents: number;
  tyreTitle: string; truckLicense: string | null; carrier: string | null; trackingNo: string | null; reason: string | null; buyerCompanyName: string | null;
}
interface Refusal { msg: string; field?: string }

const TYRES = '/tyre/tyres';
const ORDERS = '/tyre/orders';
const OTHER_FLEET = '13800000045';

describe('tyre purchase', () => {
  let app: FastifyInstance;
  let fleet: Caller;
  let admin: Caller;
  let other: Caller;
  let forwarder: Caller;
  let fleetId: string;
  let truckId: string;

  beforeAll(async () => {
    app = await startApp();
    await addCompanyWithUser(app, { code: 'FLT045', name: '梅山集卡运输有限公司', kind: 'fleet' }, { mobile: OTHER_FLEET, name: '另一车队', roleKey: 'driver' });
    [fleet, admin, other, forwarder] = await Caller.all(app, [MOBILES.fleet, MOBILES.admin, OTHER_FLEET, MOBILES.forwarder]);
    fleetId = await FLEET_ID(app);
    truckId = String((await app.services.db.selectFrom('fleet_trucks').select('id').where('fleet_company_id', '=', fleetId).orderBy('id').executeTakeFirstOrThrow()).id);
  });
  afterAll(() => app.close());

  const addTyre = async (extra: Record<string, unknown> = {}) =>
    admin.call<Tyre>('POST', TYRES, { brand: '朝阳', pattern: 'CB972', size: '11r22.5', loadIndex: '146/143', speedRating: 'M', tubeType: 'TL', priceCents: 95_000, stock: 10, ...extra });
  const order = (who: Caller, tyreId: string, quantity: number, extra: Record<string, unknown> = {}) =>
    who.call<Order>('POST', ORDERS, { tyreId, quantity, deliveryAddress: '宁波市北仑区明州路 88 号', contactName: '李队长', contactPhone: '13800000003', ...extra });
  const act = (who: Caller, o: Pick<Order, 'id' | 'version'>, action: string, extra: Record<string, unknown> = {}) =>
    who.call<Order>('POST', `${ORDERS}/${o.id}/transitions`, { action, version: o.version, ...extra });
  const stockOf = async (id: string) => (await app.services.db.selectFrom('tyres').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock;
  const holds = async (status: string, keys: string[]) => keys.length === 0 ? 0 : Number((await app.services.db.selectFrom('ledger_holds')
    .select((eb) => eb.fn.sum<string>('amount_cents').as('s')).where('business_type', '=', 'TYRE').where('status', '=', status).where('business_key', 'in', keys)
    .executeTakeFirstOrThrow()).s ?? 0);
  const available = async (companyId: string) => Number((await app.services.db.selectFrom('ledger_accounts').select('balance_cents')
    .where('company_id', '=', companyId).where('account', '=', 'available').executeTakeFirst())?.balance_cents ?? 0);

  it('lets only platform staff keep the catalogue, validating the size and load index; every company reads it', async () => {
    expect((await fleet.call('POST', TYRES, { brand: 'X', pattern: 'Y', size: '11R22.5', loadIndex: '146', speedRating: 'M', tubeType: 'TL', priceCents: 1, stock: 1 })).status).toBe(403);
    const bad = await addTyre({ size: '11-22.5' });
    expect(bad.status).toBe(400);
    expect(bad.body as unknown as Refusal).toMatchObject({ msg: '规格格式不正确（如 11R22.5、12.00R20、295/80R22.5）', field: 'body.size' });
    expect((await addTyre({ loadIndex: '14' })).body as unknown as Refusal).toMatchObject({ field: 'body.loadIndex' });
    expect((await addTyre({ stock: -1 })).status).toBe(400);
    const made = await addTyre({ size: '295/80r22.5' });
    expect(made.status).toBe(200);
    expect(made.body.result).toMatchObject({ title: '朝阳 CB972 295/80R22.5', status: 'onSale', stock: 10 });
    const found = await forwarder.call<{ data: Tyre[] }>('GET', TYRES, undefined, { size: '295/80', status: 'onSale' });
    expect(found.body.result.data.some((t) => t.id === made.body.result.id)).toBe(true);
    expect((await fleet.call('PUT', `${TYRES}/${made.body.result.id}`, { brand: '朝阳', pattern: 'CB972', size: '11R22.5', loadIndex: '146', speedRating: 'M', tubeType: 'TL', priceCents: 1, stock: 99, version: 1 })).status).toBe(403);
  });

  it('orders, ships, delivers: stock taken, amount held then settled; other companies see nothing, wrong parties and states are refused', async () => {
    const tyre = (await addTyre()).body.result;
    const before = await available(fleetId);
    const made = await order(fleet, tyre.id, 2, { truckId });
    expect(made.status).toBe(200);
    let o = made.body.result;
    expect(o).toMatchObject({ status: 'ordered', quantity: 2, unitPriceCents: 95_000, amountCents: 190_000, tyreTitle: '朝阳 CB972 11R22.5', allowedActions: ['cancel'] });
    expect(o.orderNo).toMatch(/^LT\d{12}$/);
    expect(o.truckLicense).toBeTruthy();
    expect(await stockOf(tyre.id)).toBe(8);
    expect(await available(fleetId)).toBe(before - 190_000);
    expect(await holds('held', [o.orderNo])).toBe(190_000);

    // Another fleet neither reads nor moves it; the fleet cannot ship its own, nor confirm what has not shipped.
    expect((await other.call('GET', `${ORDERS}/${o.id}`)).status).toBe(404);
    expect((await other.call<{ data: Order[] }>('GET', ORDERS)).body.result.data.some((x) => x.id === o.id)).toBe(false);
    expect((await act(other, o, 'cancel')).status).toBe(404);
    expect((await act(fleet, o, 'ship', { fields: { carrier: 'x', trackingNo: 'y' } })).status).toBe(403);
    expect((await act(fleet, o, 'deliver')).status).toBe(409);
    expect((await act(admin, o, 'ship')).status).toBe(400);
    expect((await fleet.call('PUT', `${ORDERS}/${o.id}`, { tyreId: tyre.id, quantity: 1, version: o.version })).status).toBeGreaterThanOrEqual(400);
    // A truck of another fleet is not the buyer's to name.
    const theirTruck = await app.services.db.insertInto('fleet_trucks').values({ fleet_company_id: (await FLEET_ID(app, 'FLT045')), truck_license: '浙B9T045', truck_type: 'QYC' })
      .returning((eb) => eb.cast<string>('id', 'text').as('id')).executeTakeFirstOrThrow();
    expect(((await order(fleet, tyre.id, 1, { truckId: theirTruck.id })).body as unknown as Refusal)).toMatchObject({ msg: '所选车辆不属于本单位', field: 'body.truckId' });

    const seen = (await admin.call<Order>('GET', `${ORDERS}/${o.id}`)).body.result;
    expect(seen.allowedActions.sort()).toEqual(['reject', 'ship']);
    o = (await act(admin, o, 'ship', { fields: { carrier: '顺丰快运', trackingNo: 'SF1234567890' } })).body.result;
    expect(o).toMatchObject({ status: 'shipped', carrier: '顺丰快运', trackingNo: 'SF1234567890', allowedActions: [] });
    expect((await fleet.call<Order>('GET', `${ORDERS}/${o.id}`)).body.result.allowedActions).toEqual(['deliver']);
    expect((await act(fleet, o, 'cancel')).status).toBe(409);
    o = (await act(fleet, o, 'deliver')).body.result;
    expect(o.status).toBe('delivered');
    expect(await holds('settled', [o.orderNo])).toBe(190_000);
    expect(await available(fleetId)).toBe(before - 190_000);
    expect(await stockOf(tyre.id)).toBe(8);
    const history = (await fleet.call<Array<{ action: string }>>('GET', `${ORDERS}/${o.id}/history`)).body.result;
    expect(history.map((h) => h.action)).toEqual(['create', 'ship', 'deliver']);
  });

  it('gives the stock and the money back on cancellation and rejection (with a reason)', async () => {
    const tyre = (await addTyre({ stock: 3 })).body.result;
    const before = await available(fleetId);
    const a = (await order(fleet, tyre.id, 2)).body.result;
    const cancelled = (await act(fleet, a, 'cancel')).body.result;
    expect(cancelled.status).toBe('cancelled');
    expect(await stockOf(tyre.id)).toBe(3);
    expect(await holds('released', [a.orderNo])).toBe(190_000);
    const b = (await order(fleet, tyre.id, 3)).body.result;
    expect((await act(admin, b, 'reject')).status).toBe(400);
    const rejected = (await act(admin, b, 'reject', { reason: '该批次质检不合格' })).body.result;
    expect(rejected).toMatchObject({ status: 'cancelled', reason: '该批次质检不合格', allowedActions: [] });
    expect(await stockOf(tyre.id)).toBe(3);
    expect(await available(fleetId)).toBe(before);
    // A withdrawn tyre takes no order.
    const t = (await admin.call<Tyre>('GET', `${TYRES}/${tyre.id}`)).body.result;
    await admin.call('POST', `${TYRES}/${tyre.id}/transitions`, { action: 'withdraw', version: t.version });
    expect(((await order(fleet, tyre.id, 1)).body as unknown as Refusal).msg).toBe('该轮胎已下架，不能下单');
  });

  it('refuses short stock and short prepayment in the caller\'s language, taking nothing', async () => {
    const tyre = (await addTyre({ stock: 2 })).body.result;
    const short = await order(fleet, tyre.id, 3);
    expect(short.status).toBe(409);
    expect((short.body as unknown as Refusal).msg).toBe('库存不足：该轮胎仅剩 2 条');
    const res = await app.inject({
      method: 'POST', url: `/new/api${ORDERS}`, headers: { ...bearer(fleet.token), 'accept-language': 'en-US' },
      payload: { tyreId: tyre.id, quantity: 3, deliveryAddress: 'x', contactName: 'Li', contactPhone: '13800000003' },
    });
    expect((res.json() as Refusal).msg).toBe('Not enough in stock: only 2 of this tyre left');
    const poor = await order(other, tyre.id, 1, { contactPhone: '13800000045' });
    expect(poor.status).toBe(409);
    expect((poor.body as unknown as Refusal).msg).toBe('预付款可用余额不足，请先充值');
    expect(await stockOf(tyre.id)).toBe(2);
    expect(await app.services.db.selectFrom('tyre_orders').select('id').where('tyre_id', '=', tyre.id).executeTakeFirst()).toBeUndefined();
  });

  it('an order replayed with the same Idempotency-Key is one order', async () => {
    const tyre = (await addTyre({ stock: 4 })).body.result;
    const send = () => app.inject({
      method: 'POST', url: `/new/api${ORDERS}`, headers: { ...bearer(fleet.token), 'idempotency-key': 'tyre-order-replay-0001' },
      payload: { tyreId: tyre.id, quantity: 1, deliveryAddress: 'x', contactName: 'Li', contactPhone: '13800000003' },
    });
    const [a, b] = [await send(), await send()];
    expect((a.json() as { result: Order }).result.id).toBe((b.json() as { result: Order }).result.id);
    expect(await stockOf(tyre.id)).toBe(3);
  });

  it('50 concurrent orders for the last 5 tyres: exactly 5 accepted, stock 0, the ledger holds theirs; a cancellation gives one back', async () => {
    const tyre = (await addTyre({ stock: 5, priceCents: 10_000 })).body.result;
    const results = await Promise.all(Array.from({ length: 50 }, () => order(fleet, tyre.id, 1)));
    const accepted = results.filter((r) => r.status === 200).map((r) => r.body.result);
    expect(accepted).toHaveLength(5);
    for (const r of results.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(409);
      expect((r.body as unknown as Refusal).msg).toBe('库存不足：该轮胎仅剩 0 条');
    }
    expect(await stockOf(tyre.id)).toBe(0);
    expect(await holds('held', accepted.map((o) => o.orderNo))).toBe(50_000);
    const all = await app.services.db.selectFrom('tyre_orders').select('order_no').where('tyre_id', '=', tyre.id).execute();
    expect(all).toHaveLength(5);
    await act(fleet, accepted[0]!, 'cancel');
    expect(await stockOf(tyre.id)).toBe(1);
    expect(await holds('held', accepted.map((o) => o.orderNo))).toBe(40_000);
  });
});
