import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ADMIN, bearer, FLEET, FORWARDER, startSignedIn } from './helpers';

interface PapRecord { id: string; truckLicense: string; trailerLicense: string; shopName: string }

describe('transportation privilege (pap) per shop', () => {
  let app: FastifyInstance;
  let forwarder: string;
  let fleet: string;
  let admin: string;
  beforeAll(async () => {
    ({ app, tokens: [forwarder, fleet, admin] } = await startSignedIn([FORWARDER, FLEET, ADMIN]));
  });
  afterAll(() => app.close());

  const get = (url: string, token?: string) => app.inject({ method: 'GET', url: `/new/api/pap/${url}`, headers: token ? bearer(token) : {} });

  it("counts the caller's shop's vehicles: 0 for the forwarder (the portal's extra image), 6 for the fleet", async () => {
    expect((await get('queryPapByShop', forwarder)).json().result).toBe(0);
    expect((await get('queryPapByShop', fleet)).json().result).toBe(6);
    expect((await get('queryPapByShop')).statusCode).toBe(401);
  });

  it('answers the privilege and the prepayment account of the shop', async () => {
    const priv = (await get('getTransportationPrivilege', fleet)).json().result;
    expect(priv).toMatchObject({ shopName: '北仑顺达集卡车队有限公司', enabled: true, vehicleCount: 6 });
    expect(priv.validTo).toMatch(/^\d{4}-12-31$/);
    expect((await get('getTransportationPrivilege', forwarder)).json().result).toMatchObject({ enabled: false, vehicleCount: 0 });

    expect((await get('checkPrePaystatus', fleet)).json().result).toMatchObject({ opened: true, status: '1', balance: '12800.00' });
    expect((await get('checkPrePaystatus', forwarder)).json().result).toMatchObject({ opened: false, status: '0', balance: null });
  });

  it("lists the shop's own vehicles only; an administrator sees every shop and narrows by name", async () => {
    const own = (await get('getTransportationDetails?pageSize=4', fleet)).json().result as { data: PapRecord[]; total: number };
    expect(own.total).toBe(6);
    expect(own.data).toHaveLength(4);
    expect(own.data.every((r) => r.shopName === '北仑顺达集卡车队有限公司')).toBe(true);
    expect((await get('getTransportationDetails', forwarder)).json().result).toMatchObject({ data: [], total: 0 });

    const one = (await get(`getTransportationDetails?truckLicense=${encodeURIComponent('b5m')}`, fleet)).json().result as { data: PapRecord[] };
    expect(one.data.map((r) => r.truckLicense)).toEqual(['浙B5M602']);

    const all = (await get(`getTransportationDetails?shopName=${encodeURIComponent('顺达')}`, admin)).json().result as { total: number };
    expect(all.total).toBe(6);
  });

  it('changes plates of its own vehicle, normalised, recorded in the audit log, and idempotent', async () => {
    const { data } = (await get('getTransportationDetails?pageSize=50', fleet)).json().result as { data: PapRecord[] };
    const target = data.find((r) => r.truckLicense === '浙B7N135')!;
    const url = (truck: string, trailer: string, id = target.id) =>
      `updateTransportationDetails?id=${id}&truckLicense=${encodeURIComponent(truck)}&trailerLicense=${encodeURIComponent(trailer)}`;

    const res = await get(url(' 浙b7n136 ', '浙b0777挂'), fleet);
    expect(res.statusCode).toBe(200);
    const again = await get(url('浙B7N136', '浙B0777挂'), fleet);
    expect(again.statusCode).toBe(200);
    const row = await app.services.db.selectFrom('pap_vehicles').selectAll().where('id', '=', target.id).executeTakeFirstOrThrow();
    expect([row.truck_license, row.trailer_license]).toEqual(['浙B7N136', '浙B0777挂']);
    const audit = await app.services.db.selectFrom('audit_log').selectAll().where('entity', '=', 'pap_vehicle').where('entity_id', '=', target.id).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.before).toMatchObject({ truckLicense: '浙B7N135', trailerLicense: '' });
    expect(audit[0]!.after).toMatchObject({ truckLicense: '浙B7N136', trailerLicense: '浙B0777挂' });

    const taken = await get(url('浙B3K821', ''), fleet);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().msg).toBe('该车牌已登记');
    const bad = await get(url('ABC', ''), fleet);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe('车牌号格式不正确');
    const notMine = await get(url('浙B7N137', ''), forwarder);
    expect(notMine.statusCode).toBe(404);
  });
});
