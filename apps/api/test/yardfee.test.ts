import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startApp } from './helpers';
import { addCompanyWithUser, Caller, MOBILES } from './trucking-helpers';
import { containerNumber } from '../src/domains/portal/seed';

interface Line { itemCode: string; quantity: number; unitCents: number; amountCents: number; custom: boolean }
interface Visit { id: string; containerNo: string; status: string; feeCents: number; feeLines: Line[]; payable: boolean; chargeNo: string | null; version: number }
interface Rate { id: string; itemCode: string; priceCents: number; version: number }
interface Item { id: string; itemCode: string; ctnSize: string | null; emptyFull: string | null; priceCents: number }
interface Page<T> { data: T[]; total: number }

const TERMINAL = '13800000006';
const YARD = '13800000008';
const OTHER_FORWARDER = '13800000043';

describe('yard fees: tariffs, custom rates, visit fees paid from the ledger', () => {
  let app: FastifyInstance;
  let forwarder: Caller;
  let terminal: Caller;
  let yard: Caller;
  let other: Caller;
  let bookingNo: string;
  const ctn = containerNumber('TGHU', 880_000 + (Date.now() % 9_000));
  const gate = (event: string, containerNo = ctn) => terminal.call('POST', '/open/gateMoves', { containerNo, event, sizeType: '22G1', emptyFull: 'E', billNo: bookingNo });
  const visitOf = async (who: Caller, containerNo = ctn) => (await who.call<Page<Visit>>('GET', '/yardfee/visits', undefined, { containerNo })).body.result;
  const available = async () => {
    const res = await forwarder.call<{ availableCents: number }>('GET', '/ledger/account');
    return res.body.result.availableCents;
  };

  beforeAll(async () => {
    app = await startApp();
    await addCompanyWithUser(app, { code: 'FWD004', name: '象山远洋货代有限公司', kind: 'forwarder' }, { mobile: OTHER_FORWARDER, name: '另一货代', roleKey: 'FORWARDER' });
    [forwarder, terminal, yard, other] = await Caller.all(app, [MOBILES.forwarder, TERMINAL, YARD, OTHER_FORWARDER]);
    bookingNo = (await forwarder.call<Page<{ bookingNo: string }>>('GET', '/booking/bookings', undefined, { status: 'accepted' })).body.result.data[0]!.bookingNo;
  });
  afterAll(() => app.close());

  it('seeds tariffs, a rate for the forwarder and visits at the yard, some paid', async () => {
    const items = await terminal.call<Page<Item>>('GET', '/yardfee/items');
    expect(items.body.result.total).toBeGreaterThanOrEqual(7);
    const mine = await forwarder.call<Page<Visit>>('GET', '/yardfee/visits', undefined, { status: 'paid' });
    expect(mine.body.result.total).toBeGreaterThan(0);
    expect(mine.body.result.data.every((v) => v.chargeNo?.startsWith('YF') && v.feeCents > 0)).toBe(true);
    const rates = await forwarder.call<Page<Rate>>('GET', '/yardfee/rates');
    expect(rates.body.result.total).toBeGreaterThan(0);
  });

  it('computes the fee of a gate-in/gate-out visit at the terminal; only the operator changes rates, and the fee follows', async () => {
    expect((await gate('gateIn')).status).toBe(200);
    const open = (await visitOf(forwarder)).data[0]!;
    expect(open.status).toBe('in');
    expect(open.payable).toBe(false);
    // Still in the yard: nothing to pay yet.
    const early = await forwarder.call('POST', `/yardfee/visits/${open.id}/pay`);
    expect(early.status).toBe(409);
    expect((await gate('gateOut')).status).toBe(200);
    const out = (await visitOf(forwarder)).data[0]!;
    expect(out.status).toBe('out');
    expect(out.payable).toBe(true);
    const liftOn = out.feeLines.find((l) => l.itemCode === 'LIFT_ON')!;
    expect(liftOn.custom).toBe(false);
    // Storage: one day, within the free days of the forwarder's agreed rate.
    expect(out.feeLines.find((l) => l.itemCode === 'STORAGE')).toMatchObject({ quantity: 0, amountCents: 0 });

    const items = (await terminal.call<Page<Item>>('GET', '/yardfee/items', undefined, { itemCode: 'LIFT_ON' })).body.result.data;
    const body = { itemId: items[0]!.id, customerCode: 'FWD001', priceCents: liftOn.unitCents - 3_300 };
    // The customer cannot set or change rates.
    expect((await forwarder.call('POST', '/yardfee/rates', body)).status).toBe(403);
    const made = await terminal.call<Rate>('POST', '/yardfee/rates', body);
    expect(made.status).toBe(200);
    expect((await forwarder.call('PUT', `/yardfee/rates/${made.body.result.id}`, { ...body, priceCents: 1, version: made.body.result.version })).status).toBe(403);
    expect((await forwarder.call('DELETE', `/yardfee/rates/${made.body.result.id}`, undefined, { version: String(made.body.result.version) })).status).toBe(403);
    // Another operator neither reads nor changes it; nor may it use another's item.
    expect((await yard.call('GET', `/yardfee/rates/${made.body.result.id}`)).status).toBe(404);
    expect((await yard.call('PUT', `/yardfee/rates/${made.body.result.id}`, { ...body, version: made.body.result.version })).status).toBe(404);
    expect((await yard.call('POST', '/yardfee/rates', body)).status).toBe(400);

    const after = (await visitOf(forwarder)).data[0]!;
    expect(after.feeLines.find((l) => l.itemCode === 'LIFT_ON')).toMatchObject({ unitCents: liftOn.unitCents - 3_300, custom: true });
    expect(after.feeCents).toBe(out.feeCents - 3_300);
    await terminal.call('DELETE', `/yardfee/rates/${made.body.result.id}`, undefined, { version: String(made.body.result.version) });
  });

  it('lets only the customer pay, once, from its prepayment balance; strangers see nothing', async () => {
    const v = (await visitOf(forwarder)).data[0]!;
    expect((await visitOf(other)).total).toBe(0);
    expect((await other.call('GET', `/yardfee/visits/${v.id}`)).status).toBe(404);
    expect((await other.call('POST', `/yardfee/visits/${v.id}/pay`)).status).toBe(404);
    expect((await yard.call('GET', `/yardfee/visits/${v.id}`)).status).toBe(404);
    // The terminal reads it but does not pay for its customer.
    expect((await terminal.call<Visit>('GET', `/yardfee/visits/${v.id}`)).body.result.feeCents).toBe(v.feeCents);
    expect((await terminal.call('POST', `/yardfee/visits/${v.id}/pay`)).status).toBe(403);

    const before = await available();
    const paid = await forwarder.call<Visit>('POST', `/yardfee/visits/${v.id}/pay`);
    expect(paid.status).toBe(200);
    expect(paid.body.result).toMatchObject({ status: 'paid', feeCents: v.feeCents, payable: false });
    expect(await available()).toBe(before - v.feeCents);
    const again = await forwarder.call<Visit>('POST', `/yardfee/visits/${v.id}/pay`);
    expect(again.body.result.chargeNo).toBe(paid.body.result.chargeNo);
    expect(await available()).toBe(before - v.feeCents);
    const holds = await forwarder.call<Page<{ businessKey: string; status: string; businessType: string }>>('GET', '/ledger/holds', undefined, { businessType: 'YARD', businessKey: paid.body.result.chargeNo! });
    expect(holds.body.result.data[0]).toMatchObject({ status: 'settled', businessType: 'YARD' });

    // A rate changed after paying leaves the bill as paid.
    const kept = await forwarder.call<Visit>('GET', `/yardfee/visits/${v.id}`);
    expect(kept.body.result.feeCents).toBe(v.feeCents);
  });

  it('refuses a payment the balance does not cover, and moves no money', async () => {
    const rich = containerNumber('TGHU', 890_000 + (Date.now() % 9_000));
    await gate('gateIn', rich);
    await gate('gateOut', rich);
    const v = (await visitOf(forwarder, rich)).data[0]!;
    const db = app.services.db;
    const item = await db.selectFrom('yardfee_items').select('id').where('item_code', '=', 'LIFT_ON')
      .where('company_id', '=', (await db.selectFrom('companies').select('company_id').where('company_code', '=', 'TML001').executeTakeFirstOrThrow()).company_id).executeTakeFirstOrThrow();
    const big = await terminal.call<Rate>('POST', '/yardfee/rates', { itemId: String(item.id), customerCode: 'FWD001', priceCents: 99_000_000 });
    const before = await available();
    const refused = await forwarder.call('POST', `/yardfee/visits/${v.id}/pay`);
    expect(refused.status).toBe(409);
    expect((refused.body as unknown as { message: string }).message).toBe('可用余额不足');
    expect(await available()).toBe(before);
    expect((await visitOf(forwarder, rich)).data[0]!.status).toBe('out');
    await terminal.call('DELETE', `/yardfee/rates/${big.body.result.id}`, undefined, { version: String(big.body.result.version) });
  });

  it('reports paid fees by item to the customer and the terminal, nothing to a stranger', async () => {
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const q = { by: 'item', from: `${today.slice(0, 4)}-01-01`, to: today };
    const mine = await forwarder.call<{ rows: Array<{ key: string; amountCents: number }>; totalCents: number }>('GET', '/yardfee/report', undefined, q);
    expect(mine.status).toBe(200);
    expect(mine.body.result.rows.some((r) => r.key === 'LIFT_ON')).toBe(true);
    const theirs = await terminal.call<{ totalCents: number }>('GET', '/yardfee/report', undefined, { ...q, by: 'customer' });
    expect(theirs.body.result.totalCents).toBeGreaterThan(0);
    expect((await other.call<{ totalCents: number }>('GET', '/yardfee/report', undefined, q)).body.result.totalCents).toBe(0);
    expect((await forwarder.call('GET', '/yardfee/report', undefined, { ...q, from: '2020-01-01' })).status).toBe(400);
  });

  it('charges a weighing once: one ordered at the weighbridge is its order\'s fee, not the visit\'s; another weighing is the visit\'s', async () => {
    const db = app.services.db;
    const terminalCompany = (await db.selectFrom('companies').select('company_id').where('company_code', '=', 'TML001').executeTakeFirstOrThrow()).company_id;
    const ordered = containerNumber('MSKU', 870_000 + (Date.now() % 9_000));
    await gate('gateIn', ordered);
    const order = await forwarder.call<{ id: string; version: number; weighNo: string; feeCents: number }>('POST', '/weigh/orders', {
      terminalId: terminalCompany, station: 'BL', direction: 'export', containerNo: ordered, ctnSize: '20', ctnType: 'GP', truckLicense: '浙B6Q213',
      cargoName: '五金工具', vgmMethod: '1', vgmResponsibleParty: '宁波港城进出口有限公司', vgmSignatory: '陈明',
    });
    expect(order.status).toBe(200);
    const weighed = await terminal.call('POST', `/weigh/orders/${order.body.result.id}/transitions`, { action: 'weigh', version: order.body.result.version, fields: { tareKg: 2_200, grossKg: 18_000 } });
    expect(weighed.status).toBe(200);
    await gate('gateOut', ordered);
    const visit = (await visitOf(forwarder, ordered)).data[0]!;
    expect(visit.status).toBe('out');
    expect(visit.feeLines.map((l) => l.itemCode)).not.toContain('WEIGH');
    const weighHold = await forwarder.call<Page<{ status: string; amountCents: number }>>('GET', '/ledger/holds', undefined, { businessType: 'WEIGH', businessKey: order.body.result.weighNo });
    expect(weighHold.body.result.data[0]).toMatchObject({ status: 'settled', amountCents: order.body.result.feeCents });

    // A weighing list nobody ordered (weighed at the yard's own scale) is charged on the visit.
    const loose = containerNumber('MSKU', 880_000 + (Date.now() % 9_000));
    await gate('gateIn', loose);
    await db.insertInto('weigh_lists').values({
      list_no: `T${loose}`, company_id: terminalCompany, truck_license: '浙B6Q213', ctn_no: loose, ctn_size: '20', ctn_type: 'GP', seal_no: null, gross_kg: 18_000, tare_kg: 2_200,
      cargo_name: null, yard_name: '北仑地磅站', weigher: '测试', weigh_time: new Date(),
    }).execute();
    await gate('gateOut', loose);
    const charged = (await visitOf(forwarder, loose)).data[0]!;
    expect(charged.feeLines.find((l) => l.itemCode === 'WEIGH')).toMatchObject({ quantity: 1 });
  });

  it('keeps tariffs to yards and terminals', async () => {
    expect((await forwarder.call('GET', '/yardfee/items')).status).toBe(403);
    expect((await forwarder.call('POST', '/yardfee/items', { itemCode: 'WEIGH', name: '过磅费', freeDays: 0, priceCents: 100 })).status).toBe(403);
    const made = await yard.call<Item>('POST', '/yardfee/items', { itemCode: 'WEIGH', name: '夜间过磅费', freeDays: 3, priceCents: 6_000 });
    expect(made.status).toBe(200);
    expect((await terminal.call('GET', `/yardfee/items/${made.body.result.id}`)).status).toBe(404);
  });
});
