import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startApp } from './helpers';
import { addCompanyWithUser, Caller, ctn, MOBILES } from './trucking-helpers';

interface Rec {
  id: string;
  status: string;
  allowedActions: string[];
  version: number;
  [k: string]: unknown;
}
interface Page<T> {
  data: T[];
  total: number;
}
interface HistoryEntry {
  action: string;
  fromState: string | null;
  toState: string | null;
  reason: string | null;
}

const TERMINAL = '13800000006';
const AGENT = '13800000005';
const OTHER_FORWARDER = '13800000033';
const SC = '/shipchange/applications';
const AN = '/arrival/notices';

const unread = async (who: Caller) =>
  (await who.call<{ allCount: number }>('GET', '/message/messageTemplate/queryUnReadNotice')).body.result.allCount;
const act = (who: Caller, url: string, r: Pick<Rec, 'id' | 'version'>, action: string, reason?: string) =>
  who.call<Rec>('POST', `${url}/${r.id}/transitions`, { action, version: r.version, ...(reason === undefined ? {} : { reason }) });

describe('vessel-change applications and arrival information on the entity mechanism', () => {
  let app: FastifyInstance;
  let forwarder: Caller;
  let terminal: Caller;
  let agent: Caller;
  let other: Caller;
  let atTerminal: string[];
  let elsewhere: string;
  let agentVoyage: string;

  beforeAll(async () => {
    app = await startApp();
    await addCompanyWithUser(app, { code: 'FWD003', name: '宁波远帆货运代理有限公司', kind: 'forwarder' }, { mobile: OTHER_FORWARDER, name: '另一货代', roleKey: 'FORWARDER' });
    [forwarder, terminal, agent, other] = await Caller.all(app, [MOBILES.forwarder, TERMINAL, AGENT, OTHER_FORWARDER]);
    const { db } = app.services;
    const tml = await db.selectFrom('companies').select('company_id').where('company_code', '=', 'TML001').executeTakeFirstOrThrow();
    const agt = await db.selectFrom('companies').select('company_id').where('company_code', '=', 'AGT001').executeTakeFirstOrThrow();
    const mine = await db.selectFrom('vessel_voyages').select(['seq', 'vessel_code']).where('terminal_company_id', '=', tml.company_id).where('company_id', '=', agt.company_id).limit(2).execute();
    atTerminal = mine.map((v) => String(v.seq));
    agentVoyage = atTerminal[0]!;
    // A call at no terminal company of the portal, kept by no agent of it: a change to it and its arrival are refused.
    const offsite = await db.insertInto('vessel_voyages')
      .values({ vessel_code: mine[0]!.vessel_code, voyage: '099E', ie_flag: 'E', export_voyage: '099E', port_code: 'CNNGB', terminal_code: 'ZHCT', eta: new Date(), terminal_company_id: null, company_id: null })
      .returning('seq').executeTakeFirstOrThrow();
    elsewhere = String(offsite.seq);
  });
  afterAll(() => app.close());

  it('lists the seeded rows to the parties only', async () => {
    expect((await forwarder.call<Page<Rec>>('GET', SC, undefined, { pageSize: '10' })).body.result.total).toBeGreaterThanOrEqual(20);
    expect((await terminal.call<Page<Rec>>('GET', SC, undefined, { pageSize: '10' })).body.result.total).toBeGreaterThanOrEqual(20);
    expect((await other.call<Page<Rec>>('GET', SC)).body.result.total).toBe(0);
    expect((await agent.call<Page<Rec>>('GET', AN, undefined, { pageSize: '10' })).body.result.total).toBeGreaterThanOrEqual(15);
    expect((await forwarder.call<Page<Rec>>('GET', AN, undefined, { pageSize: '10' })).body.result.total).toBeGreaterThanOrEqual(15);
    expect((await other.call<Page<Rec>>('GET', AN)).body.result.total).toBe(0);
    // Who holds no permission of the domain is refused the list.
    expect((await agent.call('GET', SC)).status).toBe(403);
    expect((await terminal.call('GET', AN)).status).toBe(403);
  });

  it('vessel change: apply → reject with a reason → edit and resubmit → approve; wrong party and state refused', async () => {
    const [from, to] = atTerminal as [string, string];
    const body = (containers: string, extra: Record<string, unknown> = {}) => ({ fromVoyageId: from, toVoyageId: to, containers, reason: '原船舱位不足', ...extra });
    const good = ctn('MSKU', 410001);
    const wrongDigit = `${good.slice(0, 10)}${(Number(good.slice(10)) + 1) % 10}`;
    const bad = await forwarder.call('POST', SC, body(`${ctn('TGHU', 410002)}\n${wrongDigit}`));
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('第2个箱号校验位不正确，请填写正确的箱号');
    expect((await forwarder.call('POST', SC, body(good, { toVoyageId: from }))).body.msg).toBe('新船名航次不能与原船名航次相同');
    expect((await forwarder.call('POST', SC, body(good, { toVoyageId: elsewhere }))).body.msg).toBe('原船与新船须停靠同一码头');
    expect((await forwarder.call('POST', SC, body(`${good}\n${good}`))).body.msg).toBe(`第2个箱号${good}重复`);
    // The terminal does not apply.
    expect((await terminal.call('POST', SC, body(good))).status).toBe(403);

    const created = await forwarder.call<Rec>('POST', SC, body(`${good}\n${ctn('TGHU', 410002).toLowerCase()}`));
    expect(created.status).toBe(200);
    let r = created.body.result;
    expect(r).toMatchObject({ status: 'draft', containers: `${good},${ctn('TGHU', 410002)}`, containerCount: 2, terminalCompanyName: '北仑第二集装箱码头有限公司' });
    expect(r.applyNo).toMatch(/^SC\d{12}$/);
    expect(r.allowedActions).toEqual(['submit']);

    // A draft is the forwarder's alone (issue 26 §4): the terminal does not reach it before it is submitted.
    const early = await act(terminal, SC, r, 'approve');
    expect(early.status).toBe(404);
    const before = await unread(terminal);
    r = (await act(forwarder, SC, r, 'submit')).body.result;
    expect(r.status).toBe('submitted');
    expect(await unread(terminal)).toBe(before + 1);
    expect((await act(forwarder, SC, r, 'approve')).status).toBe(403);
    expect((await other.call('GET', `${SC}/${r.id}`)).status).toBe(404);
    expect((await act(other, SC, r, 'approve')).status).toBe(404);
    expect((await terminal.call<Rec>('GET', `${SC}/${r.id}`)).body.result.allowedActions).toEqual(['approve', 'reject']);
    expect((await act(terminal, SC, r, 'reject', ' ')).status).toBe(400);
    const ownerBefore = await unread(forwarder);
    r = (await act(terminal, SC, r, 'reject', '新船已截港')).body.result;
    expect(r.status).toBe('rejected');
    expect(await unread(forwarder)).toBe(ownerBefore + 1);
    expect((await terminal.call('PUT', `${SC}/${r.id}`, { ...body(good), version: r.version })).status).toBe(403);
    r = (await forwarder.call<Rec>('PUT', `${SC}/${r.id}`, { ...body(good), version: r.version })).body.result;
    expect(r.containerCount).toBe(1);
    r = (await act(forwarder, SC, r, 'resubmit')).body.result;
    const approved = await act(terminal, SC, r, 'approve');
    expect(approved.body.result).toMatchObject({ status: 'approved', allowedActions: [] });
    expect((await forwarder.call('PUT', `${SC}/${r.id}`, { ...body(good), version: approved.body.result.version })).status).toBe(409);
    const history = await forwarder.call<HistoryEntry[]>('GET', `${SC}/${r.id}/history`);
    expect(history.body.result.map((h) => h.action)).toEqual(['create', 'submit', 'reject', 'update', 'resubmit', 'approve']);
    expect(history.body.result.find((h) => h.action === 'reject')).toMatchObject({ fromState: 'submitted', toState: 'rejected', reason: '新船已截港' });
  });

  it('arrival: the agent sends its voyage\'s arrival → the forwarder addressed acknowledges; wrong party and state refused', async () => {
    const body = (extra: Record<string, unknown> = {}) => ({ voyageId: agentVoyage, ata: '2026-11-20 06:30:00', berth: 'b12', dischargedCount: 864, addresseeCode: 'fwd001', remark: '已靠泊，开始卸船', ...extra });
    expect((await agent.call('POST', AN, body({ voyageId: elsewhere }))).body.msg).toBe('只能发送本公司船舶航次的到港信息');
    expect((await agent.call('POST', AN, body({ addresseeCode: 'AGT001' }))).body.msg).toBe('收件单位AGT001不存在或不是货代');
    expect((await agent.call('POST', AN, body({ dischargedCount: -1 }))).status).toBe(400);
    expect((await forwarder.call('POST', AN, body())).status).toBe(403);

    const created = await agent.call<Rec>('POST', AN, body());
    expect(created.status).toBe(200);
    let r = created.body.result;
    expect(r).toMatchObject({ status: 'draft', berth: 'B12', addresseeCode: 'FWD001', ata: '2026-11-20T06:30:00+08:00', allowedActions: ['send'] });
    expect(r.noticeNo).toMatch(/^AN\d{12}$/);
    // A draft is the agent's alone: the addressee neither reads nor acknowledges it; the agent cannot acknowledge a draft.
    expect((await forwarder.call('GET', `${AN}/${r.id}`)).status).toBe(404);
    expect((await act(forwarder, AN, r, 'acknowledge')).status).toBe(404);
    const early = await act(agent, AN, r, 'acknowledge');
    expect(early.status).toBe(409);
    expect(early.body.msg).toBe('当前状态「草稿」不能执行「确认收到」');
    const before = await unread(forwarder);
    r = (await act(agent, AN, r, 'send')).body.result;
    expect(r.status).toBe('sent');
    expect(await unread(forwarder)).toBe(before + 1);
    // Sent is locked: no edit; the agent cannot acknowledge its own notice; another forwarder cannot see it.
    expect((await agent.call('PUT', `${AN}/${r.id}`, { ...body(), version: r.version })).status).toBe(409);
    expect((await act(agent, AN, r, 'acknowledge')).status).toBe(403);
    expect((await other.call('GET', `${AN}/${r.id}`)).status).toBe(404);
    expect((await act(other, AN, r, 'acknowledge')).status).toBe(404);
    const agentBefore = await unread(agent);
    expect((await forwarder.call<Rec>('GET', `${AN}/${r.id}`)).body.result.allowedActions).toEqual(['acknowledge']);
    const acked = await act(forwarder, AN, r, 'acknowledge');
    expect(acked.body.result).toMatchObject({ status: 'acknowledged', allowedActions: [] });
    expect(await unread(agent)).toBe(agentBefore + 1);
    expect((await act(forwarder, AN, acked.body.result, 'acknowledge')).status).toBe(409);
    const history = await agent.call<HistoryEntry[]>('GET', `${AN}/${r.id}/history`);
    expect(history.body.result.map((h) => h.action)).toEqual(['create', 'send', 'acknowledge']);
    // The addressee named on send is no field of the notice: the timeline lists no change for it.
    expect((history.body.result[1] as unknown as { changes: unknown[] }).changes).toEqual([]);
  });
});
