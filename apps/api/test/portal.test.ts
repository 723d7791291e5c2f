import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { containerNumber } from '../src/domains/portal/seed';
import { formatDateTime } from '../src/lib/datetime';
import { bearer, startApp, tokenFor } from './helpers';

let app: FastifyInstance;

// Starting a seeded server takes long on a busy machine.
beforeAll(async () => {
  app = await startApp();
}, 240_000);
afterAll(async () => {
  await app.close();
});

const post = (path: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: `/new/api/portal/query/${path}`, payload: payload as object, headers });

type Page<T> = { code: number; msg: string; result: { data: T[]; total: number; pageNo: number; pageSize: number } };

describe('public ship and container queries', () => {
  it('finds the containers discharged from a vessel by its Chinese name, newest first, paged', async () => {
    const res = await post('unloadingShip', { vessel: '中远海运宇宙', pageNo: 1, pageSize: 5 });
    expect(res.statusCode).toBe(200);
    const body = res.json() as Page<{ containerNo: string; vesselName: string; voyage: string; time: string | null }>;
    expect(body.result.total).toBe(12);
    expect(body.result.data).toHaveLength(5);
    expect(body.result.data.every((r) => r.vesselName === '中远海运宇宙' && r.voyage === '045W')).toBe(true);
    const times = body.result.data.map((r) => r.time ?? '');
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('needs at least one criterion and answers the form\u2019s words', async () => {
    const res = await post('unloadingShip', { pageNo: 1, pageSize: 10 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ msg: '请至少填写一个查询条件' });
  });

  it('checks container numbers as SPEC §5 does, naming the first bad one', async () => {
    const good = containerNumber('MSKU', 17);
    const res = await post('loadingShip', { containerNos: `${good},ABC1234567` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ msg: '第2个箱号格式不正确，请填写正确的箱号' });
  });

  it('answers in English when asked', async () => {
    const res = await post('truckGps', { truckLicense: '浙' }, { 'accept-language': 'en-US' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ msg: 'Enter at least 2 characters of the plate' });
  });

  it('tells the whole history of a container that came in and went out again', async () => {
    const twice = await app.services.db
      .selectFrom('portal_container_moves')
      .select('container_no')
      .where('event', 'in', ['discharge', 'gateIn'])
      .groupBy('container_no')
      .having((eb) => eb.fn.count('event'), '=', 2)
      .executeTakeFirstOrThrow();
    const res = await post('singleBoxHistory', { containerNo: twice.container_no });
    expect(res.statusCode).toBe(200);
    const history = (res.json() as { result: { events: Array<{ event: string; time: string }> } }).result;
    expect(history.events.map((e) => e.event).slice(0, 3)).toEqual(['discharge', 'gateOut', 'gateIn']);
    const times = history.events.map((e) => e.time);
    expect([...times].sort()).toEqual(times);
  });

  it('lists vessel calls and export cut-offs from the vessel schedule', async () => {
    const dock = (await post('dockDate', { vessel: 'CSUN' })).json() as Page<{ ieFlag: string; status: string }>;
    expect(dock.result.total).toBe(2);
    expect(dock.result.data.map((r) => r.ieFlag).sort()).toEqual(['E', 'I']);
    const entry = (await post('entryNotice', { vessel: 'CSUN' })).json() as Page<{ voyage: string; openTime: string; closeTime: string; status: string }>;
    expect(entry.result.data).toHaveLength(1);
    const row = entry.result.data[0]!;
    expect(row.voyage).toBe('145E');
    expect(['notOpen', 'open', 'closed']).toContain(row.status);
    expect(row.openTime < row.closeTime).toBe(true);
  });

  it('finds a vessel by its IMO number or call sign, with the call to show (船舶查询)', async () => {
    type Row = { vesselCode: string; imo: string | null; callSign: string | null; teu: number | null; call: { voyage: string; status: string } | null };
    const byImo = (await post('vesselInfo', { keyword: '9795610' })).json() as Page<Row>;
    expect(byImo.result.data.map((r) => [r.vesselCode, r.callSign, r.teu])).toEqual([['CSUN', 'VRSA6', 21237]]);
    // CSUN's calls: the one shown is at berth or the next planned, not one that departed while another is ahead.
    expect(['planned', 'berthed', 'departed']).toContain(byImo.result.data[0]!.call?.status);
    const dock = (await post('dockDate', { vessel: 'CSUN' })).json() as Page<{ voyage: string; status: string }>;
    const ahead = dock.result.data.filter((r) => r.status !== 'departed').map((r) => r.voyage);
    if (ahead.length) expect(ahead).toContain(byImo.result.data[0]!.call?.voyage);
    const byCallSign = (await post('vesselInfo', { keyword: 'owjf2' })).json() as Page<Row>;
    expect(byCallSign.result.data.map((r) => r.vesselCode)).toEqual(['MHGZ']);
    const all = (await post('vesselInfo', { pageNo: 1, pageSize: 5 })).json() as Page<Row>;
    expect(all.result.total).toBeGreaterThan(10);
    expect(all.result.data).toHaveLength(5);
    expect((await post('vesselInfo', { keyword: 'x'.repeat(51) })).statusCode).toBe(400);
  });

  it('finds the containers loaded on an export call by voyage, planned ones last', async () => {
    const res = await post('loadingShip', { voyage: '145e', pageNo: 1, pageSize: 50 });
    expect(res.statusCode).toBe(200);
    const body = res.json() as Page<{ voyage: string; vesselName: string; billNo: string | null; time: string | null }>;
    expect(body.result.total).toBeGreaterThan(0);
    expect(body.result.data).toHaveLength(body.result.total);
    expect(body.result.data.every((r) => r.voyage === '145E' && r.vesselName === '中远海运宇宙' && r.billNo?.startsWith('BKCSUN'))).toBe(true);
    const times = body.result.data.map((r) => r.time);
    const done = times.filter((t): t is string => t !== null);
    expect(times.slice(0, done.length)).toEqual([...done].sort().reverse());
  });

  it("tells whether a fleet's trucks report positions, without their coordinates", async () => {
    const truck = await app.services.db.selectFrom('fleet_trucks').select('id').where('truck_license', '=', '浙BD1002').executeTakeFirstOrThrow();
    const at = new Date(app.services.now().getTime() - 60_000);
    await app.services.db.insertInto('gps_last').values({ truck_id: truck.id, lng: 121.85, lat: 29.93, speed: 42, direction: 90, gps_time: at, stopped_since: null }).execute();
    const res = await post('truckGps', { truckLicense: '浙BD100', pageSize: 2 });
    expect(res.statusCode).toBe(200);
    const body = res.json() as Page<Record<string, unknown>>;
    expect(body.result).toMatchObject({ total: 9, pageNo: 1, pageSize: 2 });
    expect(body.result.data).toEqual([
      { truckLicense: '浙BD1001', fleetName: '北仑顺达集卡车队有限公司', online: false, gpsTime: null, speed: null },
      { truckLicense: '浙BD1002', fleetName: '北仑顺达集卡车队有限公司', online: true, gpsTime: formatDateTime(at), speed: 42 },
    ]);
  });

  it('lists the filing of the trucks of a fleet found by part of its name, by plate', async () => {
    const res = await post('truckFiling', { fleetName: '顺达', pageNo: 2, pageSize: 4 });
    expect(res.statusCode).toBe(200);
    const body = res.json() as Page<{ truckLicense: string; trailerLicense: string | null; fleetName: string | null; filingStatus: string; status: string }>;
    // The fleet's ten seeded trucks and the three filed under 港区通行证 (浙BE…, sorting after them).
    expect(body.result).toMatchObject({ total: 13, pageNo: 2, pageSize: 4 });
    expect(body.result.data.map((r) => r.truckLicense)).toEqual(['浙BD1005', '浙BD1006', '浙BD1007', '浙BD1008']);
    expect(body.result.data[0]).toEqual({ truckLicense: '浙BD1005', trailerLicense: '浙B1005挂', fleetName: '北仑顺达集卡车队有限公司', truckType: 'ZHC', filingStatus: '2', status: '0' });
    expect((await post('truckFiling', { fleetName: '  ' })).json()).toMatchObject({ msg: '请至少填写一个查询条件' });
  });

  it('lists the platform standards by category', async () => {
    const res = await post('platformStandard', { category: 'fee', pageSize: 50 });
    const body = res.json() as Page<{ category: string; price: number | null }>;
    expect(body.result.total).toBeGreaterThan(0);
    expect(body.result.data.every((r) => r.category === 'fee' && typeof r.price === 'number')).toBe(true);
  });
});

describe('API products and subscriptions', () => {
  it('lists the catalogue publicly and finds products by an endpoint path', async () => {
    const all = (await app.inject({ method: 'GET', url: '/new/api/portal/apiProducts' })).json() as { result: Array<{ code: string }> };
    expect(all.result.length).toBeGreaterThanOrEqual(5);
    const found = (await app.inject({ method: 'GET', url: '/new/api/portal/apiProducts', query: { keyword: 'dischargeList' } })).json() as { result: Array<{ code: string }> };
    expect(found.result.map((p) => p.code)).toEqual(['DISCHARGE_LIST']);
  });

  it('describes one product with endpoints, parameters and samples, and 404s an unknown one', async () => {
    const res = await app.inject({ method: 'GET', url: '/new/api/portal/apiProducts/CONTAINER_EVENTS' });
    const product = (res.json() as { result: { endpoints: Array<{ params: unknown[]; sampleResponse: string }> } }).result;
    expect(product.endpoints.length).toBe(3); // status, history, and the event subscription (domains/open/docs.ts)
    expect(product.endpoints[0]!.params.length).toBeGreaterThan(0);
    expect(() => JSON.parse(product.endpoints[0]!.sampleResponse)).not.toThrow();
    const missing = await app.inject({ method: 'GET', url: '/new/api/portal/apiProducts/NOPE' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ msg: 'API产品不存在' });
  });

  it('stores an authenticated enterprise\u2019s application once and shows its state', async () => {
    const token = await tokenFor(app, '13800000002');
    const apply = (payload: object) => app.inject({ method: 'POST', url: '/new/api/portal/apiSubscriptions', payload, headers: bearer(token) });
    const body = { productCode: 'VESSEL_SCHEDULE', purpose: '订舱系统同步船期', contactName: '张经理', contactMobile: '13800000002' };

    const first = await apply(body);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ result: { status: '0', productName: '船期查询API', companyName: '宁港国际货运代理有限公司' } });

    const again = await apply(body);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ msg: '该API产品已申请订阅' });

    const mine = await app.inject({ method: 'GET', url: '/new/api/portal/apiSubscriptions', query: { productCode: 'VESSEL_SCHEDULE' }, headers: bearer(token) });
    expect((mine.json() as { result: Array<{ status: string }> }).result.map((s) => s.status)).toEqual(['0']);

    const badMobile = await apply({ ...body, productCode: 'TRUCK_POSITION', contactMobile: '123' });
    expect(badMobile.statusCode).toBe(400);
    expect(badMobile.json()).toMatchObject({ msg: '请输入正确的手机号码' });
  });

  it('refuses visitors and users whose company is not authenticated', async () => {
    const body = { productCode: 'VESSEL_SCHEDULE', purpose: 'x', contactName: 'y', contactMobile: '13800000009' };
    const anonymous = await app.inject({ method: 'POST', url: '/new/api/portal/apiSubscriptions', payload: body });
    expect(anonymous.statusCode).toBe(401);

    await app.services.db.updateTable('companies').set({ auth_status: '00' }).where('company_code', '=', 'FLT001').execute();
    const token = await tokenFor(app, '13800000003');
    const res = await app.inject({ method: 'POST', url: '/new/api/portal/apiSubscriptions', payload: body, headers: bearer(token) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ msg: '仅已完成企业实名认证的企业可申请订阅' });
  });
});
