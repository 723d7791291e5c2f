import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startApp } from './helpers';
import { Caller, MOBILES, addOtherFleet } from './trucking-helpers';

interface Truck {
  id: string;
  truckLicense: string;
  filingStatus: string;
  filingReason: string | null;
  filingActions: string[];
  version: number;
}

describe('vehicle filing: the fleet submits, a reviewer approves or rejects with a reason, enforced by the server', () => {
  let app: FastifyInstance;
  let fleet: Caller;
  let otherFleet: Caller;
  let forwarder: Caller;
  let admin: Caller;

  beforeAll(async () => {
    app = await startApp();
    await addOtherFleet(app);
    [fleet, otherFleet, forwarder, admin] = await Caller.all(app, [MOBILES.fleet, MOBILES.otherFleet, MOBILES.forwarder, MOBILES.admin]);
  });
  afterAll(() => app.close());

  it('runs 0 → 1 → 3 → 1 → 2 with the right party at each step, versions and an audit trail', async () => {
    // The fleet cannot set the filing state itself: a new truck is 未备案 whatever it sends.
    const made = await fleet.call<Truck>('POST', '/fleet/trucks', { truckLicense: '浙BF0001', truckType: 'QYC', filingStatus: '2' });
    expect(made.status).toBe(200);
    expect(made.body.result).toMatchObject({ filingStatus: '0', filingActions: ['submit'] });
    const id = made.body.result.id;
    const submit = (who: Caller, version: number) => who.call<Truck>('POST', `/fleet/trucks/${id}/filing`, { version });
    const review = (who: Caller, body: Record<string, unknown>) => who.call<Truck>('POST', `/fleet/trucks/${id}/filingReview`, body);

    // Refused by role: a forwarder holds no fleet:truck:filing; the fleet holds no fleet:truck:audit.
    expect((await submit(forwarder, 1)).status).toBe(403);
    const selfApprove = await review(fleet, { action: 'approve', version: 1 });
    expect(selfApprove.status).toBe(403);
    expect(selfApprove.body.msg).toBe('禁止访问');
    // Another fleet does not see the truck; nothing to approve before a submission.
    expect((await submit(otherFleet, 1)).status).toBe(404);
    const early = await review(admin, { action: 'approve', version: 1 });
    expect(early.status).toBe(409);
    expect(early.body.msg).toBe('当前状态（0）不允许该操作');

    const stale = await submit(fleet, 0);
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toBe('数据已被他人修改，请刷新后重试');
    const sent = await submit(fleet, 1);
    expect(sent.body.result).toMatchObject({ filingStatus: '1', version: 2, filingActions: [] });
    // Under review the truck cannot be edited.
    const frozen = await fleet.call('PUT', `/fleet/trucks/${id}`, { truckLicense: '浙BF0001', truckType: 'BGC', version: 2 });
    expect(frozen.status).toBe(409);
    expect(frozen.body.msg).toBe('车辆备案审核中，不能修改');

    const asAdmin = await admin.call<Truck>('GET', `/fleet/trucks/${id}`);
    expect(asAdmin.body.result.filingActions).toEqual(['approve', 'reject']);
    const noReason = await review(admin, { action: 'reject', version: 2, reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.msg).toBe('驳回原因不能为空');
    const rejected = await review(admin, { action: 'reject', version: 2, reason: '行驶证照片不清晰' });
    expect(rejected.body.result).toMatchObject({ filingStatus: '3', filingReason: '行驶证照片不清晰', version: 3 });
    expect((await fleet.call<Truck>('GET', `/fleet/trucks/${id}`)).body.result).toMatchObject({ filingStatus: '3', filingActions: ['submit'] });

    expect((await submit(fleet, 3)).body.result.filingStatus).toBe('1');
    const approved = await review(admin, { action: 'approve', version: 4 });
    expect(approved.body.result).toMatchObject({ filingStatus: '2', filingReason: null, version: 5 });
    const again = await review(admin, { action: 'approve', version: 5 });
    expect(again.status).toBe(409);
    expect((await submit(fleet, 5)).status).toBe(409);

    const audit = await app.services.db.selectFrom('audit_log').select('action').where('entity', '=', 'fleet_truck').where('entity_id', '=', id).orderBy('at').execute();
    expect(audit.map((a) => a.action)).toEqual(['create', 'filing.submit', 'filing.reject', 'filing.submit', 'filing.approve']);
  });

  it('sends a filed truck back to 未备案 when its plate or type changes, not when only the remark does', async () => {
    const t = (await fleet.call<Truck>('POST', '/fleet/trucks', { truckLicense: '浙BF0002', truckType: 'QYC' })).body.result;
    await fleet.call('POST', `/fleet/trucks/${t.id}/filing`, { version: 1 });
    await admin.call('POST', `/fleet/trucks/${t.id}/filingReview`, { action: 'approve', version: 2 });
    const remark = await fleet.call<Truck>('PUT', `/fleet/trucks/${t.id}`, { truckLicense: '浙BF0002', truckType: 'QYC', remark: '夜班', version: 3 });
    expect(remark.body.result).toMatchObject({ filingStatus: '2', version: 4 });
    const retyped = await fleet.call<Truck>('PUT', `/fleet/trucks/${t.id}`, { truckLicense: '浙BF0002', truckType: 'BGC', version: 4 });
    expect(retyped.body.result).toMatchObject({ filingStatus: '0', filingActions: ['submit'] });
  });

  it('filters the truck list by filing state', async () => {
    const pending = await admin.call<{ data: Truck[] }>('GET', '/fleet/trucks', undefined, { filingStatus: '1', pageSize: '50' });
    expect(pending.body.result.data.length).toBeGreaterThan(0);
    expect(pending.body.result.data.every((x) => x.filingStatus === '1' && x.filingActions.includes('approve'))).toBe(true);
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
