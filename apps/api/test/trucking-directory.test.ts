import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startApp } from './helpers';
import { Caller, MOBILES, addCompanyWithUser } from './trucking-helpers';

interface Factory {
  id: string;
  factoryName: string;
  address: string;
  contactPhone: string | null;
  version: number;
}
interface Contact {
  id: string;
  name: string;
  mobile: string;
  version: number;
}
interface Page<T> {
  data: T[];
  total: number;
}
interface Container {
  ctnNo: string;
  orderNo: string;
  sendStatus: string;
  forwarderName: string | null;
}

const OTHER_FORWARDER = '13800000022';

/** A download (not an envelope). */
const raw = (who: Caller, url: string) => who.app.inject({ method: 'GET', url: `/new/api${url}`, headers: { authorization: `Bearer ${who.token}` } });

/** A second forwarder company with one FORWARDER user. */
const addOtherForwarder = (app: FastifyInstance) =>
  addCompanyWithUser(app, { code: 'FWD002', name: '甬城货运代理有限公司', kind: 'forwarder' }, { mobile: OTHER_FORWARDER, name: '另一货代', roleKey: 'FORWARDER' });

describe('frequent factories, frequent contacts and the container list: permissions, rules, scope, audit', () => {
  let app: FastifyInstance;
  let forwarder: Caller;
  let other: Caller;
  let fleet: Caller;
  let common: Caller;
  let admin: Caller;

  beforeAll(async () => {
    app = await startApp();
    await addOtherForwarder(app);
    [forwarder, other, fleet, common, admin] = await Caller.all(app, [MOBILES.forwarder, OTHER_FORWARDER, MOBILES.fleet, MOBILES.common, MOBILES.admin]);
  });
  afterAll(() => app.close());

  it('refuses the directory and the container list to roles without trucking:factory / trucking:contact / trucking:ctn permissions (403)', async () => {
    const calls: Array<['GET' | 'POST', string, unknown?]> = [
      ['GET', '/trucking/factories'],
      ['POST', '/trucking/factories', { factoryName: '某工厂', address: '宁波' }],
      ['GET', '/trucking/contacts'],
      ['POST', '/trucking/contacts', { name: '某人', mobile: '13911112222' }],
      ['GET', '/trucking/containers'],
    ];
    for (const who of [fleet, common]) {
      for (const [method, url, body] of calls) {
        const res = await who.call(method, url, body);
        expect(res.status, `${method} ${url}`).toBe(403);
        expect(res.body.msg).toBe('禁止访问');
      }
      expect((await raw(who, '/trucking/containers/export')).statusCode).toBe(403);
    }
  });

  it('lets a forwarder keep its factories with the form rules, a clear duplicate refusal, versions and an audit trail', async () => {
    const seeded = await forwarder.call<Page<Factory>>('GET', '/trucking/factories');
    expect(seeded.status).toBe(200);
    expect(seeded.body.result.data.map((f) => f.factoryName)).toContain('宁波吉利汽车部件有限公司');

    const missing = await forwarder.call('POST', '/trucking/factories', { factoryName: '  ', address: '宁波市北仑区' });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe('工厂名称不能为空');
    const badPhone = await forwarder.call('POST', '/trucking/factories', { factoryName: '北仑模具厂', address: '宁波市北仑区', contactPhone: '12345' });
    expect(badPhone.status).toBe(400);
    expect(badPhone.body.msg).toBe('请输入正确的电话号码');

    const made = await forwarder.call<Factory>('POST', '/trucking/factories', { factoryName: ' 北仑模具厂 ', address: '宁波市北仑区大碶街道', contactPhone: '0574-86112233' });
    expect(made.status).toBe(200);
    expect(made.body.result).toMatchObject({ factoryName: '北仑模具厂', contactPhone: '0574-86112233', version: 1 });
    const dup = await forwarder.call('POST', '/trucking/factories', { factoryName: '北仑模具厂', address: '别处' });
    expect(dup.status).toBe(409);
    expect(dup.body.msg).toBe('工厂“北仑模具厂”已存在');
    // Another company may use the same name: names are unique per company.
    expect((await other.call('POST', '/trucking/factories', { factoryName: '北仑模具厂', address: '宁波' })).status).toBe(200);

    const id = made.body.result.id;
    const edited = await forwarder.call<Factory>('PUT', `/trucking/factories/${id}`, { factoryName: '北仑模具厂', address: '宁波市北仑区小港街道', version: 1 });
    expect(edited.body.result).toMatchObject({ address: '宁波市北仑区小港街道', version: 2 });
    const stale = await forwarder.call('PUT', `/trucking/factories/${id}`, { factoryName: '北仑模具厂', address: '旧地址', version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toBe('数据已被他人修改，请刷新后重试');
    expect((await forwarder.call<Factory>('GET', `/trucking/factories/${id}`)).body.result.address).toBe('宁波市北仑区小港街道');

    const filtered = await forwarder.call<Page<Factory>>('GET', '/trucking/factories', undefined, { address: '小港' });
    expect(filtered.body.result.data.map((f) => f.id)).toEqual([id]);

    const audit = await app.services.db.selectFrom('audit_log').select('action').where('entity', '=', 'truck_factory').where('entity_id', '=', id).orderBy('at').execute();
    expect(audit.map((a) => a.action)).toEqual(['create', 'update']);

    const del = await forwarder.call('DELETE', `/trucking/factories/${id}`, undefined, { version: '2' });
    expect(del.status).toBe(200);
    expect((await forwarder.call('GET', `/trucking/factories/${id}`)).status).toBe(404);
  });

  it('keeps each company to its own directory; an administrator reads all and changes none', async () => {
    const mine = await forwarder.call<Factory>('POST', '/trucking/factories', { factoryName: '镇海石化仓库', address: '宁波市镇海区' });
    const id = mine.body.result.id;
    const theirs = await other.call<Page<Factory>>('GET', '/trucking/factories');
    expect(theirs.body.result.data.map((f) => f.factoryName)).not.toContain('镇海石化仓库');
    expect((await other.call('GET', `/trucking/factories/${id}`)).status).toBe(404);
    expect((await other.call('PUT', `/trucking/factories/${id}`, { factoryName: '改名', address: '宁波', version: 1 })).status).toBe(404);
    expect((await other.call('DELETE', `/trucking/factories/${id}`, undefined, { version: '1' })).status).toBe(404);

    const all = await admin.call<Page<Factory & { companyName: string }>>('GET', '/trucking/factories', undefined, { factoryName: '镇海石化' });
    expect(all.body.result.data).toEqual([expect.objectContaining({ id, companyName: '宁港国际货运代理有限公司' })]);
    expect((await admin.call('PUT', `/trucking/factories/${id}`, { factoryName: '改名', address: '宁波', version: 1 })).status).toBe(403);
    expect((await admin.call('POST', '/trucking/factories', { factoryName: '平台工厂', address: '宁波' })).status).toBe(403);
  });

  it('keeps frequent contacts with the mobile, landline and e-mail rules', async () => {
    const bad = await forwarder.call('POST', '/trucking/contacts', { name: '王五', mobile: '1234' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('请输入正确的手机号码');
    const badTel = await forwarder.call('POST', '/trucking/contacts', { name: '王五', mobile: '13911112222', tel: '86881234' });
    expect(badTel.body.msg).toBe('请输入正确的固定电话号码');
    const badMail = await forwarder.call('POST', '/trucking/contacts', { name: '王五', mobile: '13911112222', email: 'wang@' });
    expect(badMail.body.msg).toBe('请输入正确的邮箱地址');
    const ok = await forwarder.call<Contact>('POST', '/trucking/contacts', { name: '王五', mobile: '13911112222', tel: '0574-86881234', email: 'wang@example.com' });
    expect(ok.status).toBe(200);
    expect(ok.body.result).toMatchObject({ name: '王五', mobile: '13911112222', version: 1 });
    const dup = await forwarder.call('POST', '/trucking/contacts', { name: '王六', mobile: '13911112222' });
    expect(dup.status).toBe(409);
    expect(dup.body.msg).toBe('手机号13911112222的联系人已存在');
    const list = await forwarder.call<Page<Contact>>('GET', '/trucking/contacts', undefined, { mobile: '139111' });
    expect(list.body.result.data.map((c) => c.name)).toEqual(['王五']);
    expect((await other.call<Page<Contact>>('GET', '/trucking/contacts')).body.result.total).toBe(0);
    const res = await raw(forwarder, '/trucking/contacts/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
  });

  it('lists the containers of the orders in the caller scope, filtered, and exports them', async () => {
    const mine = await forwarder.call<Page<Container>>('GET', '/trucking/containers', undefined, { pageSize: '50' });
    expect(mine.status).toBe(200);
    expect(mine.body.result.total).toBeGreaterThan(10);
    expect(new Set(mine.body.result.data.map((c) => c.forwarderName))).toEqual(new Set(['宁港国际货运代理有限公司']));
    const one = mine.body.result.data[0]!;
    const byNo = await forwarder.call<Page<Container>>('GET', '/trucking/containers', undefined, { ctnNo: one.ctnNo.toLowerCase() });
    expect(byNo.body.result.data.map((c) => c.ctnNo)).toEqual([one.ctnNo]);
    const waiting = await forwarder.call<Page<Container>>('GET', '/trucking/containers', undefined, { sendStatus: '02', pageSize: '50' });
    expect(waiting.body.result.data.length).toBeGreaterThan(0);
    expect(waiting.body.result.data.every((c) => c.sendStatus === '02' || c.sendStatus === '08')).toBe(true);
    // Another forwarder sees none of them; the administrator sees them all.
    expect((await other.call<Page<Container>>('GET', '/trucking/containers')).body.result.total).toBe(0);
    expect((await admin.call<Page<Container>>('GET', '/trucking/containers')).body.result.total).toBe(mine.body.result.total);
    const xlsx = await raw(forwarder, '/trucking/containers/export');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(Number(xlsx.headers['x-export-total'])).toBe(mine.body.result.total);
  });
});
