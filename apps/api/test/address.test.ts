import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startApp } from './helpers';

interface Node { value: string; label: string; isLeaf: boolean }
const BASE = '/new/api/base/address';

describe('address cascaders', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(() => app.close());

  const get = async (url: string, lang?: string) => {
    const res = await app.inject({ method: 'GET', url: `${BASE}${url}`, headers: lang ? { 'accept-language': lang } : {} });
    return { status: res.statusCode, body: res.json() as { code: number; msg: string; result: Node[]; field?: string } };
  };

  it('loads the provinces, then level by level down to 北仑区 under 宁波市 and its towns as leaves', async () => {
    const provinces = await get('/getAllProvince');
    expect(provinces.status).toBe(200);
    expect(provinces.body.result.length).toBe(31);
    expect(provinces.body.result).toContainEqual({ value: '33', label: '浙江省', isLeaf: false });

    const cities = await get('/getChildrenAddressInfo?parentCode=33');
    expect(cities.body.result).toContainEqual({ value: '3302', label: '宁波市', isLeaf: false });

    const counties = await get('/getChildrenAddressInfo?parentCode=3302');
    expect(counties.body.result).toContainEqual({ value: '330206', label: '北仑区', isLeaf: false });

    const towns = await get('/getChildrenAddressInfo?parentCode=330206');
    expect(towns.body.result.length).toBeGreaterThan(5);
    expect(towns.body.result.every((t) => t.value.length === 9 && t.value.startsWith('330206') && t.isLeaf)).toBe(true);
    expect(towns.body.result.map((t) => t.label)).toContain('大榭街道');
  });

  it('stops the 3-level invoice cascader at the county, and a 1-level one at the province', async () => {
    const counties = await get('/getChildrenAddressInfo?parentCode=3302&level=3');
    expect(counties.body.result).toContainEqual({ value: '330206', label: '北仑区', isLeaf: true });
    const below = await get('/getChildrenAddressInfo?parentCode=330206&level=3');
    expect(below.body.result).toEqual([]);
    const provinces = await get('/getAllProvince?level=1');
    expect(provinces.body.result.every((p) => p.isLeaf)).toBe(true);
  });

  it('refuses a level that is not an integer from 1 to 4 with a clear 400', async () => {
    for (const level of ['0', '5', '2.5', 'abc', '-1']) {
      const res = await get(`/getChildrenAddressInfo?parentCode=33&level=${level}`);
      expect(res.status, level).toBe(400);
      expect(res.body.msg).toBe('地址层级必须是1到4之间的整数');
      expect(res.body.field).toBe('level');
    }
    const en = await get('/getAllProvince?level=9', 'en-US');
    expect(en.body.msg).toBe('The address level must be an integer from 1 to 4');
    const badParent = await get('/getChildrenAddressInfo?parentCode=3');
    expect(badParent.status).toBe(400);
    expect(badParent.body.field).toBe('query.parentCode');
    // No form labels this parameter: its name made readable.
    expect(badParent.body.msg).toContain('parent code');
  });

  it('serves the same data by map-service adcodes (three levels)', async () => {
    const provinces = await get('/getAllProvinceGD');
    expect(provinces.body.result).toContainEqual({ value: '330000', label: '浙江省', isLeaf: false });
    const cities = await get('/getChildrenAddressInfoGD?parentCode=330000');
    expect(cities.body.result).toContainEqual({ value: '330200', label: '宁波市', isLeaf: false });
    const counties = await get('/getChildrenAddressInfoGD?parentCode=330200');
    expect(counties.body.result).toContainEqual({ value: '330206', label: '北仑区', isLeaf: true });
    const none = await get('/getChildrenAddressInfoGD?parentCode=330206');
    expect(none.body.result).toEqual([]);
  });

  it('names a code with its full path, and several at once in the order asked', async () => {
    const one = await app.inject({ method: 'GET', url: `${BASE}/getAddress/330206` });
    expect(one.json().result).toEqual({
      code: '330206', name: '北仑区', level: 3, parentCode: '3302', fullName: '浙江省宁波市北仑区',
      path: [{ code: '33', name: '浙江省' }, { code: '3302', name: '宁波市' }, { code: '330206', name: '北仑区' }],
    });
    const missing = await app.inject({ method: 'GET', url: `${BASE}/getAddress/999999` });
    expect(missing.statusCode).toBe(404);

    const many = await app.inject({ method: 'POST', url: `${BASE}/info`, payload: { codes: ['330206', '99', '33', '3302'] } });
    const infos = many.json().result as Array<{ code: string; fullName: string }>;
    expect(infos.map((i) => [i.code, i.fullName])).toEqual([['330206', '浙江省宁波市北仑区'], ['33', '浙江省'], ['3302', '浙江省宁波市']]);
  });
});
