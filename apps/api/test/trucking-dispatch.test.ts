import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startApp } from './helpers';
import { Caller, MOBILES, addOtherFleet, ctn, orderBody, type OrderOut } from './trucking-helpers';

interface Dispatch {
  id: string;
  sendStatus: string;
  version: number;
  truckId: string;
  driverId: string;
  truckLicense: string;
}
interface Resources {
  trucks: Array<{ id: string; truckLicense: string; busy: boolean; filed: boolean }>;
  drivers: Array<{ id: string; name: string; busy: boolean; truckId: string | null }>;
}

describe('dispatch: who sends, one active dispatch per truck and driver, reassign, cancel, complete', () => {
  let app: FastifyInstance;
  let forwarder: Caller;
  let fleet: Caller;
  let otherFleet: Caller;
  let free: Resources;

  beforeAll(async () => {
    app = await startApp();
    await addOtherFleet(app);
    [forwarder, fleet, otherFleet] = await Caller.all(app, [MOBILES.forwarder, MOBILES.fleet, MOBILES.otherFleet]);
    const res = (await fleet.call<Resources>('GET', '/trucking/sends/resources')).body.result;
    // Free, filed trucks each with a free driver bound to it: trucks[i] and drivers[i] are a pair.
    const pairs = res.trucks.filter((t) => !t.busy && t.filed).flatMap((t) => {
      const d = res.drivers.find((x) => !x.busy && x.truckId === t.id);
      return d ? [{ t, d }] : [];
    });
    free = { trucks: pairs.map((p) => p.t), drivers: pairs.map((p) => p.d) };
  });
  afterAll(() => app.close());

  /** An order entrusted by the forwarder and reviewed by the fleet. */
  async function reviewed(containers: string[]): Promise<OrderOut> {
    const o = (await forwarder.call<OrderOut>('POST', '/trucking/orders', { ...(await orderBody(app, containers)), entrust: true })).body.result;
    return (await fleet.call<OrderOut>('POST', `/trucking/orders/${o.id}/transition`, { action: 'review', version: o.version })).body.result;
  }
  const send = (who: Caller, orderId: string, items: Array<{ containerId: string; truckId: string; driverId: string }>) =>
    who.call<Dispatch[]>('POST', '/trucking/sends', { orderId, items });

  it('lists the fleet\'s trucks and drivers with their busy state for the form', () => {
    expect(free.trucks.length).toBeGreaterThanOrEqual(4);
    expect(free.drivers.length).toBe(free.trucks.length);
  });

  it('refuses to dispatch an order that is not reviewed, or by anyone but its fleet', async () => {
    const o = (await forwarder.call<OrderOut>('POST', '/trucking/orders', { ...(await orderBody(app, [ctn('MSCU', 810001)])), entrust: true })).body.result;
    const item = { containerId: o.containers[0]!.id, truckId: free.trucks[0]!.id, driverId: free.drivers[0]!.id };
    const early = await send(fleet, o.id, [item]);
    expect(early.status).toBe(409);
    expect(early.body.msg).toBe('订单未审核，不能派单');
    expect((await send(forwarder, o.id, [item])).status).toBe(403);
    expect((await send(otherFleet, o.id, [item])).status).toBe(404);
  });

  it('refuses a truck whose port permit has lapsed, and takes it again once the permit is valid', async () => {
    const db = app.services.db;
    const filings = await db.selectFrom('vehicle_filings').select(['id', 'truck_id', 'valid_to']).where('status', '=', 'approved').execute();
    const i = free.trucks.findIndex((t) => filings.some((f) => String(f.truck_id) === t.id));
    expect(i).toBeGreaterThanOrEqual(0);
    const [truck, driver] = [free.trucks[i]!, free.drivers[i]!];
    const filing = filings.find((f) => String(f.truck_id) === truck.id)!;
    const o = await reviewed([ctn('MSCU', 815001)]);
    const item = { containerId: o.containers[0]!.id, truckId: truck.id, driverId: driver.id };
    await db.updateTable('vehicle_filings').set({ valid_to: '2020-01-31' }).where('id', '=', filing.id).execute();
    const refused = await send(fleet, o.id, [item]);
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe(`车辆${truck.truckLicense}未通过车辆备案，不能派单（车辆备案审核通过后方可派车）`);
    await db.updateTable('vehicle_filings').set({ valid_to: filing.valid_to }).where('id', '=', filing.id).execute();
    const sent = await send(fleet, o.id, [item]);
    expect(sent.status).toBe(200);
    const d = sent.body.result[0]!;
    // Free the pair for the tests that follow.
    expect((await fleet.call('POST', `/trucking/sends/${d.id}/transition`, { action: 'cancel', version: d.version })).status).toBe(200);
  });

  it('keeps a truck and a driver to one active dispatch, names them when refused, and frees them on cancel', async () => {
    const a = await reviewed([ctn('TGHU', 820001), ctn('TGHU', 820002)]);
    const [t0, t1] = free.trucks;
    const [d0, d1] = free.drivers;
    const first = await send(fleet, a.id, [{ containerId: a.containers[0]!.id, truckId: t0!.id, driverId: d0!.id }]);
    expect(first.status).toBe(200);
    expect(first.body.msg).toBe('派单成功');
    expect(first.body.result[0]).toMatchObject({ sendStatus: '01', truckLicense: t0!.truckLicense });

    const sameTruck = await send(fleet, a.id, [{ containerId: a.containers[1]!.id, truckId: t0!.id, driverId: d1!.id }]);
    expect(sameTruck.status).toBe(409);
    expect(sameTruck.body.msg).toBe(`车辆${t0!.truckLicense}已有进行中的派单`);
    const sameDriver = await send(fleet, a.id, [{ containerId: a.containers[1]!.id, truckId: t1!.id, driverId: d0!.id }]);
    expect(sameDriver.status).toBe(409);
    expect(sameDriver.body.msg).toBe(`司机${d0!.name}已有进行中的派单`);
    // A driver drives only the truck they are bound to.
    const [, , t2] = free.trucks;
    const unbound = await send(fleet, a.id, [{ containerId: a.containers[1]!.id, truckId: t1!.id, driverId: free.drivers[2]!.id }]);
    expect(unbound.status).toBe(409);
    expect(unbound.body.msg).toBe(`司机${free.drivers[2]!.name}未绑定车辆${t1!.truckLicense}，请先在车辆绑定中绑定后再派单`);
    expect(t2).toBeDefined();
    const again = await send(fleet, a.id, [{ containerId: a.containers[0]!.id, truckId: t1!.id, driverId: d1!.id }]);
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe(`箱号${a.containers[0]!.ctnNo}已派单或已完成`);

    // The order cannot go back to the forwarder while a container is on its way.
    const o = (await fleet.call<OrderOut>('GET', `/trucking/orders/${a.id}`)).body.result;
    const ret = await fleet.call('POST', `/trucking/orders/${a.id}/transition`, { action: 'return', version: o.version, reason: 'x' });
    expect(ret.status).toBe(409);
    expect(ret.body.msg).toBe('订单已有派单，不能退回');

    const d = first.body.result[0]!;
    const stale = await fleet.call('POST', `/trucking/sends/${d.id}/transition`, { action: 'cancel', version: d.version + 5 });
    expect(stale.status).toBe(409);
    expect((await forwarder.call('POST', `/trucking/sends/${d.id}/transition`, { action: 'cancel', version: d.version })).status).toBe(403);
    const cancelled = await fleet.call<Dispatch>('POST', `/trucking/sends/${d.id}/transition`, { action: 'cancel', version: d.version });
    expect(cancelled.body.result.sendStatus).toBe('04');
    const after = (await fleet.call<OrderOut>('GET', `/trucking/orders/${a.id}`)).body.result;
    expect(after.containers[0]!.sendStatus).toBe('08');
    // Truck and driver are free again.
    const reuse = await send(fleet, a.id, [{ containerId: a.containers[1]!.id, truckId: t0!.id, driverId: d0!.id }]);
    expect(reuse.status).toBe(200);
  });

  it('reassigns (old 03, new 01), then completes every container and with it the order (06)', async () => {
    const o = await reviewed([ctn('OOLU', 830001)]);
    const [, , t2, t3] = free.trucks;
    const [, , d2, d3] = free.drivers;
    const sent = (await send(fleet, o.id, [{ containerId: o.containers[0]!.id, truckId: t2!.id, driverId: d2!.id }])).body.result[0]!;
    const moved = await fleet.call<Dispatch & { replacesId: string }>('POST', `/trucking/sends/${sent.id}/transition`, { action: 'reassign', version: sent.version, truckId: t3!.id, driverId: d3!.id });
    expect(moved.status).toBe(200);
    expect(moved.body.result).toMatchObject({ sendStatus: '01', truckId: t3!.id, replacesId: sent.id });
    const old = await fleet.call<Dispatch>('GET', `/trucking/sends/${sent.id}`);
    expect(old.body.result.sendStatus).toBe('03');
    const completed = await fleet.call<Dispatch>('POST', `/trucking/sends/${moved.body.result.id}/transition`, { action: 'complete', version: moved.body.result.version });
    expect(completed.body.result.sendStatus).toBe('06');
    const done = (await forwarder.call<OrderOut & { doneCount: number }>('GET', `/trucking/orders/${o.id}`)).body.result;
    expect(done.status).toBe('06');
    expect(done.doneCount).toBe(1);
    expect(done.containers[0]!.sendStatus).toBe('06');
    expect(done.history.map((h) => h.action)).toEqual(['create', 'entrust', 'review', 'dispatch', 'reassign', 'deliver', 'complete']);
    const again = await fleet.call('POST', `/trucking/sends/${moved.body.result.id}/transition`, { action: 'cancel', version: completed.body.result.version });
    expect(again.status).toBe(409);
  });

  it('shows each fleet only its own dispatches', async () => {
    const mine = await fleet.call<{ total: number }>('GET', '/trucking/sends');
    expect(mine.body.result.total).toBeGreaterThan(0);
    const theirs = await otherFleet.call<{ total: number }>('GET', '/trucking/sends');
    expect(theirs.body.result.total).toBe(0);
  });
});
