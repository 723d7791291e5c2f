import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startApp } from './helpers';
import { Caller, MOBILES, addOtherFleet } from './trucking-helpers';

interface Truck {
  id: string;
  truckLicense: string;
  version: number;
  online: boolean;
  driverNames: string[];
}

describe('fleet management: fleet:* permissions on the server, rules, uniqueness, scope', () => {
  let app: FastifyInstance;
  let fleet: Caller;
  let forwarder: Caller;
  let otherFleet: Caller;

  beforeAll(async () => {
    app = await startApp();
    await addOtherFleet(app);
    [fleet, forwarder, otherFleet] = await Caller.all(app, [MOBILES.fleet, MOBILES.forwarder, MOBILES.otherFleet]);
  });
  afterAll(() => app.close());

  it('refuses every fleet call to a user without the fleet:* permission (403)', async () => {
    const calls: Array<[string, string, unknown?]> = [
      ['POST', '/fleet/trucks', { truckLicense: '浙BX0001', truckType: 'QYC' }],
      ['GET', '/fleet/trucks'],
      ['POST', '/fleet/drivers', { name: '张三', mobile: '13912345678' }],
      ['GET', '/fleet/drivers'],
      ['GET', '/fleet/driverRelationTruck'],
      ['POST', '/fleet/driverRelationTruck', { driverId: '1', truckId: '1' }],
      ['GET', '/fleet/dispatchView'],
    ];
    for (const [method, url, body] of calls) {
      const res = await forwarder.call(method as 'GET' | 'POST', url, body);
      expect(res.status, `${method} ${url}`).toBe(403);
      expect(res.body.msg).toBe('禁止访问');
    }
  });

  it('adds a truck with the plate rule and a clear refusal of a duplicate', async () => {
    const bad = await fleet.call('POST', '/fleet/trucks', { truckLicense: 'AB12345', truckType: 'QYC' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('请输入正确的车牌号');
    const badType = await fleet.call('POST', '/fleet/trucks', { truckLicense: '浙BX0001', truckType: 'ROCKET' });
    expect(badType.body.msg).toBe('车辆类型“ROCKET”不是有效的选项');
    const ok = await fleet.call<Truck>('POST', '/fleet/trucks', { truckLicense: ' 浙bx0001 ', trailerLicense: '浙BX001挂', truckType: 'QYC' });
    expect(ok.status).toBe(200);
    expect(ok.body.result).toMatchObject({ truckLicense: '浙BX0001', online: false, version: 1 });
    const dup = await fleet.call('POST', '/fleet/trucks', { truckLicense: '浙BX0001', truckType: 'QYC' });
    expect(dup.status).toBe(409);
    expect(dup.body.msg).toBe('车牌号浙BX0001已存在');
    const edit = await fleet.call<Truck>('PUT', `/fleet/trucks/${ok.body.result.id}`, { truckLicense: '浙BX0001', truckType: 'BGC', version: 1 });
    expect(edit.body.result.version).toBe(2);
    const stale = await fleet.call('PUT', `/fleet/trucks/${ok.body.result.id}`, { truckLicense: '浙BX0001', truckType: 'QYC', version: 1 });
    expect(stale.status).toBe(409);
    expect((await otherFleet.call('GET', `/fleet/trucks/${ok.body.result.id}`)).status).toBe(404);
    expect((await otherFleet.call('PUT', `/fleet/trucks/${ok.body.result.id}`, { truckLicense: '浙BX0001', truckType: 'QYC', version: 2 })).status).toBe(404);
    const del = await fleet.call('DELETE', `/fleet/trucks/${ok.body.result.id}`, undefined, { version: '2' });
    expect(del.status).toBe(200);
  });

  it('adds drivers and binds one driver to one truck at a time', async () => {
    const badMobile = await fleet.call('POST', '/fleet/drivers', { name: '张三', mobile: '12345' });
    expect(badMobile.body.msg).toBe('请输入正确的手机号码');
    const d = await fleet.call<{ id: string }>('POST', '/fleet/drivers', { name: '张三', mobile: '13912345678' });
    const t1 = await fleet.call<Truck>('POST', '/fleet/trucks', { truckLicense: '浙BX0002', truckType: 'QYC' });
    const t2 = await fleet.call<Truck>('POST', '/fleet/trucks', { truckLicense: '浙BX0003', truckType: 'QYC' });
    const bind = await fleet.call<{ truckLicense: string }>('POST', '/fleet/driverRelationTruck', { driverId: d.body.result.id, truckId: t1.body.result.id });
    expect(bind.body.result.truckLicense).toBe('浙BX0002');
    const twice = await fleet.call('POST', '/fleet/driverRelationTruck', { driverId: d.body.result.id, truckId: t2.body.result.id });
    expect(twice.status).toBe(409);
    expect(twice.body.msg).toBe('该司机已绑定车辆浙BX0002');
    const truck = await fleet.call<Truck>('GET', `/fleet/trucks/${t1.body.result.id}`);
    expect(truck.body.result.driverNames).toEqual(['张三']);
    // Another fleet cannot bind our driver.
    const foreign = await otherFleet.call('POST', '/fleet/driverRelationTruck', { driverId: d.body.result.id, truckId: t2.body.result.id });
    expect(foreign.status).toBe(400);
  });

  it('lists each fleet its own trucks, and shows the dispatch view', async () => {
    const mine = await fleet.call<{ total: number; data: Truck[] }>('GET', '/fleet/trucks', undefined, { pageSize: '50' });
    expect(mine.body.result.total).toBeGreaterThanOrEqual(10);
    const theirs = await otherFleet.call<{ total: number }>('GET', '/fleet/trucks');
    expect(theirs.body.result.total).toBe(0);
    const view = await fleet.call<Array<{ truckLicense: string; dispatch: unknown }>>('GET', '/fleet/dispatchView');
    expect(view.body.result.some((v) => v.dispatch !== null)).toBe(true);
  });
});
