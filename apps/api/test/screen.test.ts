import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ADMIN, bearer, FLEET, FORWARDER, startApp, tokenFor } from './helpers';
import { listenWs, WsClient } from './ws-client';
import { ALARMS_CHANNEL } from '../src/domains/screen';
import { DEMO_ALARM_COUNT } from '../src/domains/screen/seed';
import { formatDateTime } from '../src/lib/datetime';

const api = '/new/api';

describe('the big screen', () => {
  let app: FastifyInstance;
  let admin: string;
  let fleet: string;
  let forwarder: string;
  let wsUrl: string;

  beforeAll(async () => {
    app = await startApp();
    [admin, fleet, forwarder] = await Promise.all([tokenFor(app, ADMIN), tokenFor(app, FLEET), tokenFor(app, FORWARDER)]);
    wsUrl = await listenWs(app, `${api}/screen/ws`);
  });
  afterAll(() => app.close());

  const get = (url: string, headers: Record<string, string>, query: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: `${api}${url}`, headers, query });

  it("lists today's alarms by default, newest first, paged", async () => {
    const res = await get('/screen/alarm/list', bearer(admin), { pageSize: '50' });
    expect(res.statusCode).toBe(200);
    const page = res.json().result as { data: Array<{ abnormalTime: string; alarmTypeName: string; category: number }>; total: number };
    expect(page.total).toBe(DEMO_ALARM_COUNT);
    const times = page.data.map((a) => a.abnormalTime);
    expect([...times].sort().reverse()).toEqual(times);
    const today = formatDateTime(new Date()).slice(0, 10);
    expect(times.every((t) => t.startsWith(today))).toBe(true);
    expect(page.data.map((a) => a.alarmTypeName)).toContain('超速');
    // type 1: driving alarms only.
    const driving = (await get('/screen/alarm/list', bearer(admin), { type: '1', pageSize: '50' })).json().result;
    expect(driving.total).toBeGreaterThan(0);
    expect(driving.total).toBeLessThan(page.total);
    expect((driving.data as Array<{ category: number }>).every((a) => a.category === 1)).toBe(true);
  });

  it('answers an empty window and refuses a window over 31 days or reversed, with the words shown', async () => {
    const none = await get('/screen/alarm/list', bearer(admin), { abnormalTimeStart: '2001-01-01 00:00:00', abnormalTimeEnd: '2001-01-01 23:59:59' });
    expect(none.json().result.total).toBe(0);
    const long = await get('/screen/alarm/list', bearer(admin), { abnormalTimeStart: '2024-01-01 00:00:00', abnormalTimeEnd: '2024-03-01 00:00:00' });
    expect(long.statusCode).toBe(400);
    expect(long.json().msg).toBe('查询时间范围不能超过31天');
    const reversed = await get('/screen/alarm/report', bearer(admin), { abnormalTimeStart: '2024-01-02 00:00:00', abnormalTimeEnd: '2024-01-01 00:00:00' });
    expect(reversed.json().msg).toBe('开始时间不能晚于结束时间');
  });

  it('ranks by vehicle, fleet and alarm type, highest first', async () => {
    for (const groupBy of ['truck', 'shop', 'alarmType'] as const) {
      const res = await get('/screen/alarm/ranking', bearer(admin), { groupBy, limit: '5' });
      const items = res.json().result as Array<{ rank: number; name: string; count: number }>;
      expect(items.length).toBeGreaterThan(0);
      expect(items.map((i) => i.rank)).toEqual(items.map((_, i) => i + 1));
      expect(items.map((i) => i.count)).toEqual([...items.map((i) => i.count)].sort((a, b) => b - a));
    }
    const byShop = (await get('/screen/alarm/ranking', bearer(admin), { groupBy: 'shop' })).json().result;
    expect(byShop[0]).toMatchObject({ name: '北仑顺达集卡车队有限公司', count: DEMO_ALARM_COUNT });
  });

  it('reports totals by type and a zero-filled hourly series over today', async () => {
    const r = (await get('/screen/alarm/report', bearer(admin))).json().result as {
      total: number; handled: number; open: number; byType: Array<{ count: number }>; series: Array<{ time: string; count: number }>;
    };
    expect(r.total).toBe(DEMO_ALARM_COUNT);
    expect(r.handled + r.open).toBe(r.total);
    expect(r.byType.reduce((n, t) => n + t.count, 0)).toBe(r.total);
    expect(r.series).toHaveLength(24);
    expect(r.series[0]!.time).toMatch(/^\d{4}-\d{2}-\d{2} 00:00$/);
    expect(r.series.reduce((n, s) => n + s.count, 0)).toBe(r.total);
    const daily = (await get('/screen/alarm/report', bearer(admin), { abnormalTimeStart: '2024-01-01 00:00:00', abnormalTimeEnd: '2024-01-07 23:59:59' })).json().result;
    expect(daily.series.map((s: { time: string }) => s.time)).toEqual(['2024-01-01', '2024-01-02', '2024-01-03', '2024-01-04', '2024-01-05', '2024-01-06', '2024-01-07']);
  });

  it('counts vehicles and online vehicles', async () => {
    const t = (await get('/screen/vehicle/totals', bearer(admin))).json().result;
    expect(t).toMatchObject({ total: expect.any(Number), online: expect.any(Number) });
    expect(t.online + t.offline).toBe(t.total);
  });

  it("lets only roles granted 数据看板 read the board; a fleet sees its own company's alarms", async () => {
    const refused = await get('/screen/alarm/list', bearer(forwarder));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe('当前账号无权查看数据看板，请联系管理员');
    expect((await get('/screen/alarm/list', bearer(fleet))).json().result.total).toBe(DEMO_ALARM_COUNT);
    expect((await get('/screen/alarm/list', {})).statusCode).toBe(401);
  });

  it('issues display tokens to administrators only; a token reads the board until revoked', async () => {
    const denied = await app.inject({ method: 'POST', url: `${api}/screen/displayToken`, headers: bearer(fleet), payload: { name: '调度大厅' } });
    expect(denied.statusCode).toBe(403);
    const made = await app.inject({ method: 'POST', url: `${api}/screen/displayToken`, headers: bearer(admin), payload: { name: '调度大厅', ttlDays: 30 } });
    expect(made.statusCode).toBe(200);
    const { id, token } = made.json().result as { id: string; token: string };
    expect(token).toMatch(/^dt_/);

    const listed = (await get('/screen/displayToken', bearer(admin))).json().result as Array<{ id: string; name: string; token?: string; lastUsedAt: string | null }>;
    expect(listed.find((t) => t.id === id)).toMatchObject({ name: '调度大厅', lastUsedAt: null });
    expect(listed.every((t) => t.token === undefined)).toBe(true);

    const display = { 'x-display-token': token };
    expect((await get('/screen/alarm/list', display)).json().result.total).toBe(DEMO_ALARM_COUNT);
    expect((await get('/screen/vehicle/totals', display)).statusCode).toBe(200);
    // Read-only and only the board: never the token administration.
    expect((await get('/screen/displayToken', display)).statusCode).toBe(401);
    expect((await get('/user/auth/getInfo', display)).statusCode).toBe(401);
    expect((await get('/screen/alarm/list', { 'x-display-token': 'dt_forged' })).statusCode).toBe(401);

    const revoked = await app.inject({ method: 'DELETE', url: `${api}/screen/displayToken`, headers: bearer(admin), query: { id } });
    expect(revoked.statusCode).toBe(200);
    expect((await get('/screen/alarm/list', display)).statusCode).toBe(401);
    const again = await app.inject({ method: 'DELETE', url: `${api}/screen/displayToken`, headers: bearer(admin), query: { id } });
    expect(again.statusCode).toBe(404);
  });

  it('pushes a newly stored alarm to a display socket, and closes it when the token is revoked', async () => {
    const made = await app.inject({ method: 'POST', url: `${api}/screen/displayToken`, headers: bearer(admin), payload: { name: '闸口屏' } });
    const { id, token } = made.json().result as { id: string; token: string };
    const c = await WsClient.open(wsUrl);
    c.send({ action: 1, token, jsonObjStr: '{}', extend: 'displayToken' });
    expect((await c.next(0)).content).toBe('ws连接成功');
    c.send({ action: 2, token });
    await c.next(1);

    const services = app.services;
    const row = await services.db
      .insertInto('alarms')
      .values({ truck_license: '浙B99999', alarm_type: 'speeding', category: 1, level: 3, abnormal_time: new Date(), speed: 96, shop_name: '北仑顺达集卡车队有限公司' })
      .returning((eb) => eb.cast<string>('id', 'text').as('id'))
      .executeTakeFirstOrThrow();
    await services.bus.publish(ALARMS_CHANNEL, { id: row.id });
    // Pushed, not timed: the push latency is measured by bench/screen.bench.ts, not asserted on a busy CI machine.
    const pushed = await c.next(4);
    expect(pushed.content).toMatchObject({ id: row.id, truckLicense: '浙B99999', alarmTypeName: '超速', speed: 96 });

    await app.inject({ method: 'DELETE', url: `${api}/screen/displayToken`, headers: bearer(admin), query: { id } });
    expect((await c.next(2)).content).toBe('看板令牌无效、已过期或已撤销，请联系管理员');
    expect((await c.closed).code).toBe(4401);
  });

  it("refuses a socket login without board access, and sends a fleet only its own company's alarms", async () => {
    const fwd = await WsClient.open(wsUrl);
    fwd.send({ action: 1, token: forwarder, jsonObjStr: '{}', extend: '' });
    expect((await fwd.next(2)).content).toBe('当前账号无权查看数据看板，请联系管理员');
    expect((await fwd.closed).code).toBe(4401);

    const f = await WsClient.open(wsUrl);
    f.send({ action: 1, token: fleet, jsonObjStr: '{}', extend: '' });
    await f.next(0);
    const other = await app.services.db.selectFrom('companies').select('company_id').where('company_code', '=', 'FWD001').executeTakeFirstOrThrow();
    const foreign = await app.services.db
      .insertInto('alarms')
      .values({ truck_license: '沪A00001', alarm_type: 'offline', category: 2, abnormal_time: new Date(), fleet_company_id: other.company_id })
      .returning((eb) => eb.cast<string>('id', 'text').as('id'))
      .executeTakeFirstOrThrow();
    await app.services.bus.publish(ALARMS_CHANNEL, { id: foreign.id });
    await expect(f.next(4, 600)).rejects.toThrow();
    f.ws.close();
  });
});
