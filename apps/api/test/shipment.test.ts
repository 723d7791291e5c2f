import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { shipmentTruckingPrefill } from '@port/sdk/domains/shipment';
import { startApp } from './helpers';
import { addCompanyWithUser, Caller, ctn, MOBILES, orderBody } from './trucking-helpers';

interface Shipment {
  id: string;
  shipmentNo: string;
  direction: 'export' | 'import';
  status: string;
  allowedActions: string[];
  blNo: string;
  bookingId: string | null;
  bookingNo: string | null;
  voyageId: string;
  vesselName: string | null;
  voyageNo: string | null;
  polCode: string;
  podCode: string;
  shipper: string;
  consignee: string;
  containers: string;
  containerCount: number;
  cargoDescription: string;
  packages: number;
  grossWeightKg: number;
  customsStatus: string;
  deliveryAddress: string | null;
  truckingOrders: string;
  version: number;
}
interface Page<T> {
  data: T[];
  total: number;
}

const URL = '/shipment/shipments';
const OTHER_FORWARDER = '13800000034';

describe('export and import orders (shipment) with trucking orders placed from them', () => {
  let app: FastifyInstance;
  let forwarder: Caller;
  let fleet: Caller;
  let other: Caller;
  let booking: { id: string; bookingNo: string; shipper: string; consignee: string; polCode: string; podCode: string; voyageId: string; cargoDescription: string; packages: number };

  beforeAll(async () => {
    app = await startApp();
    await addCompanyWithUser(app, { code: 'FWD004', name: '北仑联运货代有限公司', kind: 'forwarder' }, { mobile: OTHER_FORWARDER, name: '另一货代', roleKey: 'FORWARDER' });
    [forwarder, fleet, other] = await Caller.all(app, [MOBILES.forwarder, MOBILES.fleet, OTHER_FORWARDER]);
    const accepted = await forwarder.call<Page<typeof booking>>('GET', '/booking/bookings', undefined, { status: 'accepted', pageSize: '50' });
    booking = accepted.body.result.data.find((b) => b.voyageId)!;
  });
  afterAll(() => app.close());

  const lines = `${ctn('MSKU', 420001)} 40hc sl778001 21500\n${ctn('CSNU', 420002)}  20GP SL778002 14300`;
  const act = (who: Caller, s: Pick<Shipment, 'id' | 'version'>, action: string, reason?: string) =>
    who.call<Shipment>('POST', `${URL}/${s.id}/transitions`, { action, version: s.version, ...(reason === undefined ? {} : { reason }) });

  it('lists the seeded orders of the forwarder only, exports and imports, with paging', async () => {
    const mine = await forwarder.call<Page<Shipment>>('GET', URL, undefined, { pageSize: '10' });
    expect(mine.status).toBe(200);
    expect(mine.body.result.total).toBeGreaterThanOrEqual(30);
    const imports = await forwarder.call<Page<Shipment>>('GET', URL, undefined, { direction: 'import', pageSize: '50' });
    expect(imports.body.result.data.length).toBeGreaterThan(0);
    expect(imports.body.result.data.every((s) => s.direction === 'import' && s.podCode === 'CNNGB')).toBe(true);
    expect((await other.call<Page<Shipment>>('GET', URL)).body.result.total).toBe(0);
    expect((await fleet.call('GET', URL)).status).toBe(403);
  });

  it('makes an export from an accepted booking, places a trucking order from it that the fleet sees, and walks the status flow', async () => {
    const noBooking = await forwarder.call('POST', URL, { direction: 'export', blNo: 'NGB1', containers: lines, customsStatus: 'notDeclared' });
    expect(noBooking.status).toBe(400);
    expect(noBooking.body.msg).toBe('请填写船名航次');
    const badLine = await forwarder.call('POST', URL, { direction: 'export', bookingId: booking.id, blNo: 'NGB1', containers: `${ctn('MSKU', 420001)} 40HC SL778001 99000`, customsStatus: 'notDeclared' });
    expect(badLine.body.msg).toBe('第1行毛重不正确，应为1000–45000之间的整数(kg)');
    const importFromBooking = await forwarder.call('POST', URL, { direction: 'import', bookingId: booking.id, blNo: 'NGB1', containers: lines, customsStatus: 'notDeclared' });
    expect(importFromBooking.body.msg).toBe('只有出口订单可以关联订舱委托');
    // Another company's booking is not the caller's to use.
    expect((await other.call('POST', URL, { direction: 'export', bookingId: booking.id, blNo: 'NGB1', containers: lines, customsStatus: 'notDeclared' })).body.msg)
      .toBe('订舱委托不存在或尚未受理');

    const created = await forwarder.call<Shipment>('POST', URL, {
      direction: 'export', bookingId: booking.id, blNo: 'ngb 2611 7788', containers: lines, customsStatus: 'declared', deliveryAddress: '宁波市北仑区大港工业城8号',
    });
    expect(created.status).toBe(200);
    let s = created.body.result;
    expect(s).toMatchObject({
      status: 'draft', blNo: 'NGB26117788', bookingNo: booking.bookingNo, shipper: booking.shipper, consignee: booking.consignee, polCode: booking.polCode,
      podCode: booking.podCode, voyageId: booking.voyageId, cargoDescription: booking.cargoDescription, packages: booking.packages,
      containerCount: 2, grossWeightKg: 35800, truckingOrders: '',
    });
    expect(s.shipmentNo).toMatch(/^EX\d{12}$/);
    expect(s.containers).toBe(`${ctn('MSKU', 420001)} 40HC SL778001 21500\n${ctn('CSNU', 420002)} 20GP SL778002 14300`);
    expect(s.allowedActions).toEqual(['confirm', 'cancel']);
    expect((await other.call('GET', `${URL}/${s.id}`)).status).toBe(404);
    expect((await act(other, s, 'confirm')).status).toBe(404);

    // What the trucking form starts with, and the order placed from it: the fleet sees it; the shipment lists it.
    const prefill = shipmentTruckingPrefill(s as never);
    expect(prefill).toMatchObject({ orderType: 'E', billNo: 'NGB26117788', vessel: s.vesselName, voyage: s.voyageNo });
    expect(prefill.containers[0]).toEqual({ ctnNo: ctn('MSKU', 420001), ctnSize: '40', ctnType: 'HC', sealNo: 'SL778001', weightKg: 21500 });
    const { shipmentId: _id, shipmentNo: _no, ...order } = prefill;
    const placed = await forwarder.call<{ id: string; orderNo: string }>('POST', '/trucking/orders', { ...(await orderBody(app, [])), ...order, entrust: true });
    expect(placed.status).toBe(200);
    const fleetList = await fleet.call<Page<{ id: string; billNo: string }>>('GET', '/trucking/orders', undefined, { billNo: 'NGB26117788' });
    expect(fleetList.body.result.data.map((o) => o.id)).toContain(placed.body.result.id);
    s = (await forwarder.call<Shipment>('GET', `${URL}/${s.id}`)).body.result;
    expect(s.truckingOrders).toBe(`${placed.body.result.orderNo}:${placed.body.result.id}:00`);

    const early = await act(forwarder, s, 'complete');
    expect(early.status).toBe(409);
    expect(early.body.msg).toBe('当前状态「草稿」不能执行「完成」');
    s = (await act(forwarder, s, 'confirm')).body.result;
    expect(s.status).toBe('confirmed');
    s = (await act(forwarder, s, 'ship')).body.result;
    expect(s.status).toBe('inTransport');
    // In transport the order is no longer edited nor cancelled.
    expect((await forwarder.call('PUT', `${URL}/${s.id}`, { direction: 'export', bookingId: booking.id, blNo: 'NGB26117788', containers: lines, customsStatus: 'released', version: s.version })).status).toBe(409);
    expect((await act(forwarder, s, 'cancel', '客户取消')).status).toBe(409);
    s = (await act(forwarder, s, 'complete')).body.result;
    expect(s.status).toBe('completed');
    const history = await forwarder.call<Array<{ action: string }>>('GET', `${URL}/${s.id}/history`);
    expect(history.body.result.map((h) => h.action)).toEqual(['create', 'confirm', 'ship', 'complete']);
  });

  it('makes an import without a booking, edits it while confirmed, and cancels it only with a reason', async () => {
    const body = {
      direction: 'import', blNo: 'PUS81009999', voyageId: booking.voyageId, polCode: 'krpus', podCode: 'CNNGB', shipper: 'SAMSUNG C&T CORPORATION, SEOUL',
      consignee: '宁波方太厨具有限公司', containers: `${ctn('OOLU', 430001)} 40RH SL880001 26800`, cargoDescription: '冷冻鱼片', packages: 1200, customsStatus: 'notDeclared',
    };
    expect((await forwarder.call('POST', URL, { ...body, polCode: 'PUS' })).status).toBe(400);
    let s = (await forwarder.call<Shipment>('POST', URL, body)).body.result;
    expect(s).toMatchObject({ shipmentNo: expect.stringMatching(/^IM\d{12}$/), polCode: 'KRPUS', bookingId: null });
    s = (await act(forwarder, s, 'confirm')).body.result;
    const edited = await forwarder.call<Shipment>('PUT', `${URL}/${s.id}`, { ...body, customsStatus: 'inspection', version: s.version });
    expect(edited.status).toBe(200);
    s = edited.body.result;
    expect(s.customsStatus).toBe('inspection');
    expect((await act(forwarder, s, 'cancel')).status).toBe(400);
    expect((await act(forwarder, s, 'cancel', '货物查验扣留')).body.result.status).toBe('cancelled');
  });
});
