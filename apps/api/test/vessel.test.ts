import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import ExcelJS from 'exceljs';
import { hashPlain } from '../src/domains/auth/passwords';
import { DEMO_PASSWORD } from '../src/seed';
import { startApp } from './helpers';
import { Caller, MOBILES } from './trucking-helpers';

interface Voyage {
  id: string;
  vesselId: string;
  vesselName: string;
  importVoyage: string | null;
  exportVoyage: string | null;
  portCode: string | null;
  eta: string;
  ata: string | null;
  status: string;
  allowedActions: string[];
  ownerCompanyName: string | null;
  version: number;
}
interface Vessel {
  id: string;
  code: string;
  nameEn: string;
  imo: string | null;
  version: number;
}
interface Page<T> {
  data: T[];
  total: number;
  cursor: string | null;
}
interface HistoryEntry {
  action: string;
  actorName: string | null;
  companyName: string | null;
  fromState: string | null;
  toState: string | null;
  reason: string | null;
  changes: Array<{ field: string; before: unknown; after: unknown }>;
}

const AGENT = '13800000031';

/** A user of the seeded shipping-line agent AGT001 (owner of the seeded calls) with a role that keeps the schedule. */
async function addAgentUser(app: FastifyInstance): Promise<void> {
  const db = app.services.db;
  const company = await db.selectFrom('companies').select('company_id').where('company_code', '=', 'AGT001').executeTakeFirstOrThrow();
  const role = await db.insertInto('roles').values({ role_key: 'vesselAgent', role_name: '船代船期', data_scope: '2' }).returning('role_id').executeTakeFirstOrThrow();
  const menus = await db.selectFrom('menus').select('menu_id').where('perms', 'in', ['vessel:code:list', 'vessel:code:edit', 'vessel:code:export']).execute();
  await db.insertInto('role_menus').values(menus.map((m) => ({ role_id: role.role_id, menu_id: m.menu_id }))).execute();
  const user = await db
    .insertInto('users')
    .values({ mobile: AGENT, name: '船代调度', company_id: company.company_id, auth_status: '02', password_hash: await hashPlain(DEMO_PASSWORD) })
    .returning('user_id')
    .executeTakeFirstOrThrow();
  await db.insertInto('user_roles').values({ user_id: user.user_id, role_id: role.role_id }).execute();
}

const unread = async (who: Caller) =>
  (await who.call<{ allCount: number }>('GET', '/message/messageTemplate/queryUnReadNotice')).body.result.allCount;

describe('vessels and voyages on the entity mechanism', () => {
  let app: FastifyInstance;
  let admin: Caller;
  let forwarder: Caller;
  let agent: Caller;

  beforeAll(async () => {
    app = await startApp();
    await addAgentUser(app);
    [admin, forwarder, agent] = await Caller.all(app, [MOBILES.admin, MOBILES.forwarder, AGENT]);
  });
  afterAll(() => app.close());

  it('lists the schedule with filters, the sort allow-list and keyset paging', async () => {
    const first = await forwarder.call<Page<Voyage>>('GET', '/vessel/voyages', undefined, { pageSize: '20' });
    expect(first.status).toBe(200);
    expect(first.body.result.total).toBeGreaterThanOrEqual(60);
    const etas = first.body.result.data.map((v) => v.eta);
    expect(etas).toEqual([...etas].sort().reverse());
    // A forwarder reads the schedule but may take no action on it.
    expect(first.body.result.data.every((v) => v.allowedActions.length === 0)).toBe(true);

    const second = await forwarder.call<Page<Voyage>>('GET', '/vessel/voyages', undefined, { pageSize: '20', pageNo: '2', cursor: first.body.result.cursor! });
    expect(second.body.result.data).toHaveLength(20);
    expect(second.body.result.data[0]!.eta <= etas.at(-1)!).toBe(true);
    expect(second.body.result.data.map((v) => v.id)).not.toContain(first.body.result.data.at(-1)!.id);

    const byName = await forwarder.call<Page<Voyage>>('GET', '/vessel/voyages', undefined, { vesselName: '新宁波', status: 'planned,berthed', sortField: 'eta', sortOrder: 'asc' });
    expect(byName.body.result.data.length).toBeGreaterThan(0);
    expect(byName.body.result.data.every((v) => v.vesselName === 'XIN NING BO (新宁波)' && ['planned', 'berthed'].includes(v.status))).toBe(true);

    const byEta = await forwarder.call<Page<Voyage>>('GET', '/vessel/voyages', undefined, { etaFrom: '2000-01-01 00:00:00', etaTo: '2000-12-31 00:00:00' });
    expect(byEta.body.result.total).toBe(0);

    const badSort = await forwarder.call('GET', '/vessel/voyages', undefined, { sortField: 'berth' });
    expect(badSort.status).toBe(400);
  });

  it('refuses a vessel whose IMO number fails its check digit with the form message, and takes a valid one', async () => {
    const body = { code: 'TSTV', nameEn: 'TEST VOYAGER', nameZh: '测试航行者', imo: '9321484', type: 'container', mmsi: '413000001', flag: 'CN' };
    const bad = await agent.call('POST', '/vessel/vessels', body);
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('请输入正确的IMO编号（7位数字，末位为校验位）');

    const english = await agent.app.inject({
      method: 'POST', url: '/new/api/vessel/vessels', payload: body, headers: { authorization: `Bearer ${agent.token}`, 'accept-language': 'en-US' },
    });
    expect(english.json().msg).toBe('Please enter a valid IMO number (7 digits, the last a check digit)');

    const missing = await agent.call('POST', '/vessel/vessels', { ...body, nameEn: '  ', imo: '9321483' });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe('英文船名不能为空');

    const created = await agent.call<Vessel>('POST', '/vessel/vessels', { ...body, imo: 'IMO 9074729' });
    expect(created.status).toBe(200);
    expect(created.body.result).toMatchObject({ code: 'TSTV', imo: '9074729', nameEn: 'TEST VOYAGER' });

    const again = await agent.call('POST', '/vessel/vessels', { ...body, code: 'TSTW', imo: '9074729' });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('IMO编号「9074729」已存在');

    const byForwarder = await forwarder.call('POST', '/vessel/vessels', { ...body, code: 'TSTX', imo: '9321483' });
    expect(byForwarder.status).toBe(403);
  });

  it('berths a call by the terminal permission, refuses the wrong state (409) and the wrong party (403), writes the history and tells the owner', async () => {
    const planned = (await admin.call<Page<Voyage>>('GET', '/vessel/voyages', undefined, { status: 'planned', vesselName: 'EVER GIVEN' })).body.result.data[0]!;
    expect(planned.ownerCompanyName).toBe('东海船务代理有限公司');
    expect(planned.allowedActions).toEqual(expect.arrayContaining(['berth', 'cancel']));

    const byForwarder = await forwarder.call('POST', `/vessel/voyages/${planned.id}/transitions`, { action: 'berth', version: planned.version });
    expect(byForwarder.status).toBe(403);
    expect(byForwarder.body.msg).toBe('无权执行该操作');

    const tooEarly = await admin.call('POST', `/vessel/voyages/${planned.id}/transitions`, { action: 'close', version: planned.version });
    expect(tooEarly.status).toBe(409);
    expect(tooEarly.body.msg).toBe('当前状态「计划」不能执行「关闭」');

    const before = await unread(agent);
    const berthed = await admin.call<Voyage>('POST', `/vessel/voyages/${planned.id}/transitions`, { action: 'berth', version: planned.version });
    expect(berthed.status).toBe(200);
    expect(berthed.body.result.status).toBe('berthed');
    expect(berthed.body.result.ata).not.toBeNull();
    expect(berthed.body.result.allowedActions).toEqual(['depart']);
    expect(await unread(agent)).toBe(before + 1);

    const stale = await admin.call('POST', `/vessel/voyages/${planned.id}/transitions`, { action: 'depart', version: planned.version });
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toBe('数据已被他人修改，请刷新后重试');

    const again = await admin.call('POST', `/vessel/voyages/${planned.id}/transitions`, { action: 'berth', version: berthed.body.result.version });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('当前状态「已靠泊」不能执行「靠泊」');

    const history = await forwarder.call<HistoryEntry[]>('GET', `/vessel/voyages/${planned.id}/history`);
    expect(history.status).toBe(200);
    const last = history.body.result.at(-1)!;
    expect(last).toMatchObject({ action: 'berth', fromState: 'planned', toState: 'berthed', actorName: '平台管理员', companyName: '港口社区运营中心' });
    expect(last.changes.map((c) => c.field)).toEqual(['ata']);
  });

  it('lets the owner cancel a planned call only with a reason, and records it', async () => {
    const planned = (await agent.call<Page<Voyage>>('GET', '/vessel/voyages', undefined, { status: 'planned', vesselName: 'MSC IRINA' })).body.result.data[0]!;
    expect(planned.allowedActions).toEqual(['cancel']);
    const noReason = await agent.call('POST', `/vessel/voyages/${planned.id}/transitions`, { action: 'cancel', version: planned.version, reason: ' ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.msg).toBe('请填写取消的原因');
    const cancelled = await agent.call<Voyage>('POST', `/vessel/voyages/${planned.id}/transitions`, { action: 'cancel', version: planned.version, reason: '船舶改港' });
    expect(cancelled.body.result.status).toBe('cancelled');
    const history = (await agent.call<HistoryEntry[]>('GET', `/vessel/voyages/${planned.id}/history`)).body.result;
    expect(history.at(-1)).toMatchObject({ action: 'cancel', reason: '船舶改港', toState: 'cancelled' });
    const edit = await agent.call('PUT', `/vessel/voyages/${planned.id}`, { vesselId: planned.vesselId, exportVoyage: '999E', portCode: 'CNNGB', terminalCode: 'BLCT', eta: planned.eta, version: cancelled.body.result.version });
    expect(edit.status).toBe(409);
  });

  it('creates and edits a call with the form rules, writing what changed', async () => {
    const vessel = (await agent.call<Page<Vessel>>('GET', '/vessel/vessels', undefined, { nameEn: 'ZHONG GU' })).body.result.data[0]!;
    const body = { vesselId: vessel.id, importVoyage: '101w', exportVoyage: '102e', portCode: 'CNNGB', terminalCode: 'blct', berth: '05', eta: '2030-05-01 08:00:00' };
    const badPort = await agent.call('POST', '/vessel/voyages', { ...body, portCode: 'NGB' });
    expect(badPort.status).toBe(400);
    expect(badPort.body.msg).toBe('请输入正确的UN/LOCODE港口代码（如CNNGB）');
    const noVoyage = await agent.call('POST', '/vessel/voyages', { ...body, importVoyage: null, exportVoyage: '' });
    expect(noVoyage.body.msg).toBe('进口航次和出口航次至少填写一个');

    const created = await agent.call<Voyage>('POST', '/vessel/voyages', body);
    expect(created.status).toBe(200);
    expect(created.body.result).toMatchObject({ status: 'planned', importVoyage: '101W', exportVoyage: '102E', ownerCompanyName: '东海船务代理有限公司' });
    const edited = await agent.call<Voyage>('PUT', `/vessel/voyages/${created.body.result.id}`, { ...body, berth: '06', version: created.body.result.version });
    expect(edited.status).toBe(200);
    const history = (await agent.call<HistoryEntry[]>('GET', `/vessel/voyages/${created.body.result.id}/history`)).body.result;
    expect(history.map((h) => h.action)).toEqual(['create', 'update']);
    expect(history[1]!.changes).toEqual([{ field: 'berth', before: '05', after: '06' }]);

    // The lookups still find the call by its export voyage.
    const lookup = await forwarder.call<Array<{ voyage: string; ieFlag: string }>>('GET', '/base/vessel//getVesselVoyage', undefined, { vesselCode: 'ZGDH', voyage: '102E' });
    expect(lookup.body.result).toEqual([expect.objectContaining({ voyage: '102E', ieFlag: 'E' })]);
  });

  it('exports the filtered schedule to Excel with labels, not codes', async () => {
    const res = await app.inject({
      method: 'GET', url: '/new/api/vessel/voyages/export', query: { vesselName: 'EVER GIVEN', status: 'closed' }, headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(expect.arrayContaining(['船名', '出口航次', '状态']));
    const statusColumn = header.indexOf('状态') + 1;
    expect(sheet.rowCount).toBeGreaterThan(1);
    for (let r = 2; r <= sheet.rowCount; r += 1) expect(sheet.getRow(r).getCell(statusColumn).value).toBe('已关闭');
  });
});
