import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ADMIN, bearer, FORWARDER, startApp, tokenFor } from './helpers';

interface DictItem { dictCode: number; dictLabel: string; dictValue: string; dictType: string; status: string; dictSort: number }

describe('dictionaries and lookups', () => {
  let app: FastifyInstance;
  let admin: string;
  let forwarder: string;
  beforeAll(async () => {
    app = await startApp();
    admin = await tokenFor(app, ADMIN);
    forwarder = await tokenFor(app, FORWARDER);
  });
  afterAll(() => app.close());

  it('reads a dictionary publicly, in dictSort order, and the signed-in reading answers the same', async () => {
    const pub = await app.inject({ method: 'GET', url: '/new/api/base/dict/data/type/td_take_address' });
    expect(pub.statusCode).toBe(200);
    const items = pub.json().result as DictItem[];
    expect(items.map((i) => i.dictValue)).toEqual(['ZITYARD', 'JXTLYARD', 'DFDCYARD', 'GMCYARD', 'CXNYARD']);
    const sys = await app.inject({ method: 'GET', url: '/new/api/system/dict/data/dictType/td_take_address', headers: bearer(forwarder) });
    expect(sys.json().result).toEqual(items);
    const anonymous = await app.inject({ method: 'GET', url: '/new/api/system/dict/data/dictType/td_take_address' });
    expect(anonymous.statusCode).toBe(401);
    const unknown = await app.inject({ method: 'GET', url: '/new/api/base/dict/data/type/no_such_type' });
    expect(unknown.json().result).toEqual([]);
  });

  it('refuses every maintenance call to the forwarder with 403', async () => {
    const calls = [
      { method: 'GET' as const, url: '/new/api/system/dict/data/list' },
      { method: 'GET' as const, url: '/new/api/system/dict/data/1' },
      { method: 'POST' as const, url: '/new/api/system/dict/data', payload: { dictType: 'td_ctn_size', dictLabel: 'x', dictValue: 'x' } },
      { method: 'PUT' as const, url: '/new/api/system/dict/data', payload: { dictCode: 1, dictType: 'td_ctn_size', dictLabel: 'x', dictValue: 'x' } },
      { method: 'DELETE' as const, url: '/new/api/system/dict/data/1' },
    ];
    for (const call of calls) {
      const res = await app.inject({ ...call, headers: bearer(forwarder) });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(res.json().msg).toBe('禁止访问');
    }
    expect(await app.services.db.selectFrom('audit_log').select('id').where('entity', '=', 'dict_data').execute()).toHaveLength(0);
  });

  it('lets the administrator list, add, read, update and delete items, each change in the audit log', async () => {
    const list = await app.inject({ method: 'GET', url: '/new/api/system/dict/data/list?dictType=td_ctn_type&pageNo=2&pageSize=4', headers: bearer(admin) });
    expect(list.json().result).toMatchObject({ total: 10, pageNo: 2, pageSize: 4 });
    expect((list.json().result.data as DictItem[]).map((d) => d.dictValue)).toEqual(['T1', 'G1', 'DV', 'HQ']);

    const added = await app.inject({
      method: 'POST', url: '/new/api/system/dict/data', headers: bearer(admin),
      payload: { dictType: 'td_ctn_size', dictLabel: '53尺', dictValue: '53', dictSort: 9 },
    });
    expect(added.statusCode).toBe(200);
    const item = added.json().result as DictItem;
    expect(item).toMatchObject({ dictLabel: '53尺', dictValue: '53', status: '0' });

    const dup = await app.inject({
      method: 'POST', url: '/new/api/system/dict/data', headers: bearer(admin),
      payload: { dictType: 'td_ctn_size', dictLabel: '另一个', dictValue: '53' },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().msg).toBe('该字典类型下已存在相同的字典键值');

    const updated = await app.inject({
      method: 'PUT', url: '/new/api/system/dict/data', headers: bearer(admin),
      payload: { dictCode: item.dictCode, dictType: 'td_ctn_size', dictLabel: '53尺高箱', dictValue: '53', dictSort: 9, status: '1' },
    });
    expect(updated.statusCode).toBe(200);
    const got = await app.inject({ method: 'GET', url: `/new/api/system/dict/data/${item.dictCode}`, headers: bearer(admin) });
    expect(got.json().result).toMatchObject({ dictLabel: '53尺高箱', status: '1', dictSort: 9 });
    // Disabled items leave the public reading.
    const pub = await app.inject({ method: 'GET', url: '/new/api/base/dict/data/type/td_ctn_size' });
    expect((pub.json().result as DictItem[]).map((d) => d.dictValue)).not.toContain('53');

    const clash = await app.inject({
      method: 'PUT', url: '/new/api/system/dict/data', headers: bearer(admin),
      payload: { dictCode: item.dictCode, dictType: 'td_ctn_size', dictLabel: '53', dictValue: '20' },
    });
    expect(clash.statusCode).toBe(409);

    const missing = await app.inject({
      method: 'PUT', url: '/new/api/system/dict/data', headers: bearer(admin),
      payload: { dictCode: 999999, dictType: 'td_ctn_size', dictLabel: 'x', dictValue: 'x' },
    });
    expect(missing.statusCode).toBe(404);

    const deleted = await app.inject({ method: 'DELETE', url: `/new/api/system/dict/data/${item.dictCode},999999`, headers: bearer(admin) });
    expect(deleted.json().result).toEqual({ count: 1 });
    const after = await app.inject({ method: 'GET', url: `/new/api/system/dict/data/${item.dictCode}`, headers: bearer(admin) });
    expect(after.statusCode).toBe(404);

    const audit = await app.services.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'before', 'after', 'trace_id'])
      .where('entity', '=', 'dict_data')
      .where('entity_id', '=', String(item.dictCode))
      .orderBy('at')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
    const adminId = (await app.services.db.selectFrom('users').select('user_id').where('mobile', '=', ADMIN).executeTakeFirstOrThrow()).user_id;
    expect(audit.every((a) => a.actor_id === adminId && a.trace_id)).toBe(true);
    expect(audit[1]!.before).toMatchObject({ dictLabel: '53尺', status: '0' });
    expect(audit[1]!.after).toMatchObject({ dictLabel: '53尺高箱', status: '1' });
    expect(audit[2]!.after).toBeNull();
  });

  it('lists container agents, with a keyword over code and names', async () => {
    const all = await app.inject({ method: 'GET', url: '/new/api/ctnagent/list', headers: bearer(forwarder) });
    expect((all.json().result as unknown[]).length).toBeGreaterThanOrEqual(9);
    const some = await app.inject({ method: 'GET', url: `/new/api/ctnagent/list?keyword=${encodeURIComponent('马士基')}`, headers: bearer(forwarder) });
    expect(some.json().result).toEqual([expect.objectContaining({ containeragent: 'MSKDL', engdesc: expect.stringContaining('Maersk') })]);
    const wildcard = await app.inject({ method: 'GET', url: '/new/api/ctnagent/list?keyword=%25', headers: bearer(forwarder) });
    expect(wildcard.json().result).toEqual([]);
  });

  it("lists company mappings of source 'DW'", async () => {
    const res = await app.inject({ method: 'GET', url: '/new/api/mapping/list?source=DW&companyCode=FWD001', headers: bearer(forwarder) });
    expect(res.json().result).toEqual([
      expect.objectContaining({ companyCode: 'FWD001', companyName: '宁港国际货运代理有限公司', companyMappingCode: 'DW10086', source: 'DW' }),
    ]);
  });

  it('answers empty-container availability per yard, computed from the count, releases and gate moves, leaving out empty stock', async () => {
    const res = await app.inject({ method: 'GET', url: '/new/api/inquiry/emptyCtn?orgCode=ZITYARD', headers: bearer(forwarder) });
    type Detail = { ctnCount: string; ctnSizeType: string; lineCode: string; counted: number; inYard: number; reserved: number };
    const orgs = res.json().result as Array<{ orgCode: string; detailList: Detail[] }>;
    expect(orgs).toHaveLength(1);
    expect(orgs[0]!.orgCode).toBe('ZITYARD');
    expect(orgs[0]!.detailList.length).toBeGreaterThan(0);
    // Available = in the yard less what the agents released and is not yet out; a row is shown while either is above 0.
    expect(orgs[0]!.detailList.every((d) => /^(22G1|42G1|45G1|45R1)$/.test(d.ctnSizeType) && (d.inYard > 0 || d.reserved > 0))).toBe(true);
    expect(orgs[0]!.detailList.every((d) => Number(d.ctnCount) === Math.max(d.inYard - d.reserved, 0))).toBe(true);
    const zero = await app.services.db.selectFrom('empty_ctn_stock').selectAll().where('org_code', '=', 'ZITYARD').where('ctn_count', '=', 0).execute();
    expect(zero.length).toBeGreaterThan(0);
    expect(orgs[0]!.detailList.filter((d) => d.counted > 0).length).toBe(32 - zero.length);

    const narrowed = await app.inject({ method: 'GET', url: '/new/api/inquiry/emptyCtn?lineCode=msk&ctnSizeType=42g1', headers: bearer(forwarder) });
    const n = narrowed.json().result as typeof orgs;
    expect(n.flatMap((o) => o.detailList).every((d) => d.lineCode === 'MSK' && d.ctnSizeType === '42G1')).toBe(true);
  });

  it('finds vessels and voyages on the double-slash path, and asks for a criterion', async () => {
    const byName = await app.inject({ method: 'GET', url: `/new/api/base/vessel//getVesselVoyage?vesselName=${encodeURIComponent('宇宙')}`, headers: bearer(forwarder) });
    expect(byName.statusCode).toBe(200);
    const voyages = byName.json().result as Array<{ vesselCode: string; vesselEname: string; ieFlag: string; eta: string }>;
    expect(voyages.map((v) => v.ieFlag).sort()).toEqual(['E', 'I']);
    expect(voyages.every((v) => v.vesselEname === 'COSCO SHIPPING UNIVERSE')).toBe(true);
    expect(voyages[0]!.eta >= voyages[1]!.eta).toBe(true);

    const byEnglish = await app.inject({ method: 'GET', url: '/new/api/base/vessel//getVesselVoyage?vesselName=ever&ieFlag=E', headers: bearer(forwarder) });
    // EVER ACE, and the schedule's EVER ALOT and EVER GIVEN (domains/vessel/seed): export calls only.
    const english = byEnglish.json().result as Array<{ vesselCode: string; vesselEname: string; ieFlag: string }>;
    expect(english).toContainEqual(expect.objectContaining({ vesselCode: 'EVAC', ieFlag: 'E' }));
    expect(english.every((v) => v.vesselEname.startsWith('EVER ') && v.ieFlag === 'E')).toBe(true);

    const none = await app.inject({ method: 'GET', url: '/new/api/base/vessel//getVesselVoyage', headers: bearer(forwarder) });
    expect(none.statusCode).toBe(400);
    expect(none.json().msg).toBe('请输入船名、船舶代码或航次');

    const singleSlash = await app.inject({ method: 'GET', url: '/new/api/base/vessel/getVesselVoyage?vesselCode=EVAC', headers: bearer(forwarder) });
    expect(singleSlash.statusCode).toBe(404);
  });
});
