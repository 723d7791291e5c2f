import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startApp } from './helpers';
import { Caller, MOBILES } from './trucking-helpers';

interface Truck {
  id: string;
  truckLicense: string;
  filingStatus: string;
  filingReason: string | null;
  version: number;
}

/**
 * A fleet truck's filing state (the filing itself is the permits domain's, test/vehicle-filing.test.ts): not set by
 * the fleet, kept by the filing, reset by a change of plate or type; the retired truck filing calls answer 404.
 */
describe("a truck's filing state", () => {
  let app: FastifyInstance;
  let fleet: Caller;
  let admin: Caller;

  beforeAll(async () => {
    app = await startApp();
    [fleet, admin] = await Caller.all(app, [MOBILES.fleet, MOBILES.admin]);
  });
  afterAll(() => app.close());

  it('files through the permits domain only: the old truck filing calls are gone', async () => {
    const t = (await fleet.call<Truck>('POST', '/fleet/trucks', { truckLicense: '浙BF0001', truckType: 'QYC', filingStatus: '2' })).body.result;
    // The fleet cannot set the filing state itself: a new truck is 未备案 whatever it sends.
    expect(t).toMatchObject({ filingStatus: '0' });
    expect(t).not.toHaveProperty('filingActions');
    expect((await fleet.call('POST', `/fleet/trucks/${t.id}/filing`, { version: 1 })).status).toBe(404);
    expect((await admin.call('POST', `/fleet/trucks/${t.id}/filingReview`, { action: 'approve', version: 1 })).status).toBe(404);
    expect((await fleet.call<Truck>('GET', `/fleet/trucks/${t.id}`)).body.result.filingStatus).toBe('0');
  });

  it('sends a filed truck back to 未备案 when its plate or type changes, not when only the remark does', async () => {
    // A demo truck filed through the permits domain (its approved filing set the state).
    const t = (await fleet.call<{ data: Truck[] }>('GET', '/fleet/trucks', undefined, { truckLicense: '浙BD1009' })).body.result.data[0]!;
    expect(t.filingStatus).toBe('2');
    const remark = await fleet.call<Truck>('PUT', `/fleet/trucks/${t.id}`, { truckLicense: '浙BD1009', trailerLicense: '浙B1009挂', truckType: 'QYC', remark: '夜班', version: t.version });
    expect(remark.body.result).toMatchObject({ filingStatus: '2', version: t.version + 1 });
    const retyped = await fleet.call<Truck>('PUT', `/fleet/trucks/${t.id}`, { truckLicense: '浙BD1009', trailerLicense: '浙B1009挂', truckType: 'BGC', version: t.version + 1 });
    expect(retyped.body.result).toMatchObject({ filingStatus: '0' });
  });

  it('filters the truck list by filing state', async () => {
    const pending = await admin.call<{ data: Truck[] }>('GET', '/fleet/trucks', undefined, { filingStatus: '1', pageSize: '50' });
    expect(pending.body.result.data.map((x) => x.truckLicense)).toContain('浙BE2001');
    expect(pending.body.result.data.every((x) => x.filingStatus === '1')).toBe(true);
  });

  it('counts a truck online for 5 minutes after its last position, the same on the big screen as in the vehicle list', async () => {
    const totals = async () => (await fleet.call<{ total: number; online: number }>('GET', '/screen/vehicle/totals')).body.result;
    const before = await totals();
    const fresh = (await fleet.call<Truck>('POST', '/fleet/trucks', { truckLicense: '浙BF0003', truckType: 'QYC' })).body.result;
    const stale = (await fleet.call<Truck>('POST', '/fleet/trucks', { truckLicense: '浙BF0004', truckType: 'QYC' })).body.result;
    const now = app.services.now().getTime();
    const at = (minutes: number) => new Date(now - minutes * 60_000);
    await app.services.db.insertInto('gps_last').values([
      { truck_id: fresh.id, lng: 121.8, lat: 29.9, speed: 30, direction: 90, gps_time: at(3) },
      { truck_id: stale.id, lng: 121.8, lat: 29.9, speed: 30, direction: 90, gps_time: at(7) },
    ]).execute();
    const after = await totals();
    expect(after.total - before.total).toBe(2);
    expect(after.online - before.online).toBe(1);
    const online = async (id: string) => (await fleet.call<Truck & { online: boolean }>('GET', `/fleet/trucks/${id}`)).body.result.online;
    expect(await online(fresh.id)).toBe(true);
    expect(await online(stale.id)).toBe(false);
  });
});
