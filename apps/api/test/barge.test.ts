import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startApp } from './helpers';
import { addCompanyWithUser, Caller, ctn, MOBILES } from './trucking-helpers';

interface Container {
  orderId: string;
  lineNo: number;
  ctnNo: string;
  ctnSizeType: string;
  ctnOperatorCode: string;
  depYardName: string | null;
  desYardName: string | null;
  carResNo: string | null;
  pierResNo: string | null;
  carrShopName: string | null;
  shopName: string | null;
  type: string;
}
interface Order {
  id: string;
  orderNo: string;
  direction: string;
  load: string;
  fromPort: string;
  toPort: string;
  terminalCompanyName: string | null;
  containerList: string;
  containerCount: number;
  teu: number;
  containers: Container[];
  status: string;
  allowedActions: string[];
  bargeName: string | null;
  bargeVoyageNo: string | null;
  bargeCompanyName: string | null;
  version: number;
}
interface Barge {
  id: string;
  name: string;
  version: number;
}
interface Page<T> {
  data: T[];
  total: number;
}

const TERMINAL = '13800000006';
const OPERATOR = '13800000007';
const OTHER_OPERATOR = '13800000037';
const OTHER_FORWARDER = '13800000038';
const URL = '/barge/orders';

const unread = async (who: Caller) =>
  (await who.call<{ allCount: number }>('GET', '/message/messageTemplate/queryUnReadNotice')).body.result.allCount;

describe('barge orders, the order pool and the terminal gathering order', () => {
  let app: FastifyInstance;
  let forwarder: Caller;
  let terminal: Caller;
  let operator: Caller;
  let rival: Caller;
  let stranger: Caller;
  let myBarge: Barge;
  let rivalBarge: Barge;

  beforeAll(async () => {
    app = await startApp();
    await addCompanyWithUser(app, { code: 'BRG002', name: '舟山江海驳运有限公司', kind: 'barge' as never }, { mobile: OTHER_OPERATOR, name: '另一驳船公司', roleKey: 'BARGE' });
    await addCompanyWithUser(app, { code: 'FWD003', name: '宁波远航货运代理有限公司', kind: 'forwarder' }, { mobile: OTHER_FORWARDER, name: '另一货代', roleKey: 'FORWARDER' });
    [forwarder, terminal, operator, rival, stranger] = await Caller.all(app, [MOBILES.forwarder, TERMINAL, OPERATOR, OTHER_OPERATOR, OTHER_FORWARDER]);
    myBarge = (await operator.call<Page<Barge>>('GET', '/barge/barges', undefined, { pageSize: '50' })).body.result.data[0]!;
    const created = await rival.call<Barge>('POST', '/barge/barges', { name: '舟江驳3号', registrationNo: '330901000031', capacityTeu: 80 });
    expect(created.status).toBe(200);
    rivalBarge = created.body.result;
  });
  afterAll(() => app.close());

  const lines = (...rows: string[]) => rows.join('\n');
  const body = (containerList: string, extra: Record<string, unknown> = {}) => ({
    direction: 'export', load: 'laden', riverPort: 'CNTAG', terminalCode: 'BLCT2', planDate: '2026-12-01', containerList, blNo: 'ngbb5200001', remark: null, ...extra,
  });
  const act = (who: Caller, o: Pick<Order, 'id' | 'version'>, action: string, extra: Record<string, unknown> = {}) =>
    who.call<Order>('POST', `${URL}/${o.id}/transitions`, { action, version: o.version, ...extra });

  it('lists the seeded orders: the forwarder its own, the operator the pool and what it took, the terminal its gathering orders', async () => {
    const mine = await forwarder.call<Page<Order>>('GET', URL, undefined, { pageSize: '10' });
    expect(mine.body.result.total).toBeGreaterThanOrEqual(40);
    const pool = await operator.call<Page<Order>>('GET', URL, undefined, { status: 'pooled', load: 'empty', pageSize: '50' });
    expect(pool.body.result.data.length).toBeGreaterThan(0);
    expect(pool.body.result.data.every((o) => o.status === 'pooled' && o.load === 'empty')).toBe(true);
    // A barge operator that took nothing reads the pool and nothing else.
    const rivals = await rival.call<Page<Order>>('GET', URL, undefined, { pageSize: '50' });
    expect(rivals.body.result.data.every((o) => o.status === 'pooled')).toBe(true);
    expect((await stranger.call<Page<Order>>('GET', URL)).body.result.total).toBe(0);
    const gathering = await terminal.call<Page<Order>>('GET', URL, undefined, { pageSize: '10' });
    expect(gathering.body.result.total).toBeGreaterThanOrEqual(40);
    // The barges are the operator's own.
    expect((await rival.call<Page<Barge>>('GET', '/barge/barges')).body.result.data.map((b) => b.name)).toEqual(['舟江驳3号']);
    expect((await forwarder.call('GET', '/barge/barges')).status).toBe(403);
  });

  it('refuses bad container lines with the form\'s words, line by line', async () => {
    const good = ctn('MSKU', 300001);
    const wrongDigit = `${good.slice(0, 10)}${(Number(good.slice(10)) + 1) % 10}`;
    const bad = await forwarder.call('POST', URL, body(lines(`${good} 22G1 MSK`, `${wrongDigit} 45G1 MSK`)));
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('第2个箱号校验位不正确，请填写正确的箱号');
    const size = await forwarder.call('POST', URL, body(`${good} 99X9 MSK`));
    expect(size.body.msg).toMatch(/^第1行尺寸箱型不正确/);
    const twice = await forwarder.call('POST', URL, body(lines(`${good} 22G1 MSK`, `${good} 22G1 MSK`)));
    expect(twice.body.msg).toBe(`第2行箱号${good}重复`);
    const port = await forwarder.call('POST', URL, body(`${good} 22G1 MSK`, { riverPort: 'CNXXX' }));
    expect(port.status).toBe(400);
    expect((await operator.call('POST', URL, body(`${good} 22G1 MSK`))).status).toBe(403);
  });

  it('walks place → pool → take (one of two operators wins) → depart → the terminal confirms the gathering', async () => {
    const created = await forwarder.call<Order>('POST', URL, body(lines(`${ctn('MSKU', 300011).toLowerCase()}  22g1 msk`, `${ctn('COSU', 300012)} 45G1 COS 冷藏`)));
    expect(created.status).toBe(200);
    let o = created.body.result;
    expect(o).toMatchObject({ status: 'draft', planDate: '2026-12-01', fromPort: 'CNTAG', toPort: 'CNNGB', containerCount: 2, teu: 3, terminalCompanyName: '北仑第二集装箱码头有限公司' });
    expect(o.orderNo).toMatch(/^BO\d{12}$/);
    expect(o.containerList).toBe(`${ctn('MSKU', 300011)} 22G1 MSK\n${ctn('COSU', 300012)} 45G1 COS 冷藏`);
    expect(o.containers.map((c) => [c.lineNo, c.ctnNo, c.ctnSizeType, c.ctnOperatorCode, c.depYardName, c.desYardName, c.type])).toEqual([
      [1, ctn('MSKU', 300011), '22G1', 'MSK', 'CNTAG', 'BLCT2', 'laden'],
      [2, ctn('COSU', 300012), '45G1', 'COS', 'CNTAG', 'BLCT2', 'laden'],
    ]);
    expect(o.allowedActions).toEqual(['submit', 'cancel']);
    // Not in the pool yet: no operator reads a draft.
    expect((await operator.call('GET', `${URL}/${o.id}`)).status).toBe(404);

    const operatorBefore = await unread(operator);
    o = (await act(forwarder, o, 'submit')).body.result;
    expect(o.status).toBe('pooled');
    expect(await unread(operator)).toBe(operatorBefore + 1);

    // Both operators see it in the pool and may take it; the forwarder may not, nor the terminal.
    const seenByRival = (await rival.call<Order>('GET', `${URL}/${o.id}`)).body.result;
    expect(seenByRival.allowedActions).toEqual(['take']);
    expect((await act(forwarder, o, 'take', { fields: { bargeId: myBarge.id, bargeVoyageNo: '2611E' } })).status).toBe(403);
    expect((await act(terminal, o, 'take', { fields: { bargeId: myBarge.id, bargeVoyageNo: '2611E' } })).status).toBe(403);
    // A take needs the operator's own barge and a voyage.
    const noVoyage = await act(operator, o, 'take', { fields: { bargeId: myBarge.id } });
    expect(noVoyage.status).toBe(400);
    const notMine = await act(operator, o, 'take', { fields: { bargeId: rivalBarge.id, bargeVoyageNo: '2611E' } });
    expect(notMine.status).toBe(400);
    expect(notMine.body.msg).toBe('请选择本公司的驳船');

    // The race: both take at once; the row lock lets one win, the other is told.
    const ownerBefore = await unread(forwarder);
    const terminalBefore = await unread(terminal);
    const [a, b] = await Promise.all([
      act(operator, o, 'take', { fields: { bargeId: myBarge.id, bargeVoyageNo: '2611e' } }),
      act(rival, o, 'take', { fields: { bargeId: rivalBarge.id, bargeVoyageNo: 'ZS-07' } }),
    ]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([200, 409]);
    const lost = a.status === 409 ? a : b;
    expect(lost.body.msg).toBe('该驳船订单已被其他驳船公司接单');
    const winner = a.status === 200 ? operator : rival;
    const loser = winner === operator ? rival : operator;
    o = (a.status === 200 ? a : b).body.result;
    expect(o.status).toBe('taken');
    expect(o.containers.every((c) => c.carResNo?.startsWith(`C${o.orderNo}-`))).toBe(true);
    expect(await unread(forwarder)).toBe(ownerBefore + 1);
    expect(await unread(terminal)).toBe(terminalBefore + 1);
    // Later, the loser asks again: still the clear answer, and it can no longer read the order.
    const again = await act(loser, o, 'take', { fields: { bargeId: winner === operator ? rivalBarge.id : myBarge.id, bargeVoyageNo: '1' } });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('该驳船订单已被其他驳船公司接单');
    expect((await loser.call('GET', `${URL}/${o.id}`)).status).toBe(404);

    // The winner departs; the terminal cannot depart, the forwarder cannot edit a taken order.
    expect((await act(terminal, o, 'depart')).status).toBe(403);
    expect((await forwarder.call('PUT', `${URL}/${o.id}`, { ...body(`${ctn('MSKU', 300011)} 22G1 MSK`), version: o.version })).status).toBe(409);
    const early = await act(terminal, o, 'complete');
    expect(early.status).toBe(409);
    expect(early.body.msg).toBe('当前状态「已接单」不能执行「确认集港」');
    o = (await act(winner, o, 'depart')).body.result;
    expect(o.status).toBe('sailing');
    const gathering = (await terminal.call<Order>('GET', `${URL}/${o.id}`)).body.result;
    expect(gathering.allowedActions).toEqual(['complete']);
    expect((await act(winner, o, 'complete')).status).toBe(403);
    o = (await act(terminal, o, 'complete')).body.result;
    expect(o.status).toBe('completed');
    expect(o.containers.every((c) => c.pierResNo?.startsWith(`P${o.orderNo}-`))).toBe(true);

    const history = await forwarder.call<Array<{ action: string; fromState: string | null; toState: string | null }>>('GET', `${URL}/${o.id}/history`);
    expect(history.body.result.map((h) => h.action)).toEqual(['create', 'submit', 'take', 'depart', 'complete']);
  });

  it('a release returns the order to the pool with a reason and frees it', async () => {
    let o = (await forwarder.call<Order>('POST', URL, body(`${ctn('CMAU', 300021)} 42G1 CMA`, { direction: 'import', load: 'empty', blNo: null }))).body.result;
    expect([o.fromPort, o.toPort]).toEqual(['CNNGB', 'CNTAG']);
    o = (await act(forwarder, o, 'submit')).body.result;
    o = (await act(operator, o, 'take', { fields: { bargeId: myBarge.id, bargeVoyageNo: '2612W' } })).body.result;
    expect(o.bargeCompanyName).toBe('甬江驳运有限公司');
    expect((await act(operator, o, 'release', { reason: ' ' })).status).toBe(400);
    o = (await act(operator, o, 'release', { reason: '驳船临时检修' })).body.result;
    expect(o).toMatchObject({ status: 'pooled', bargeCompanyName: null, bargeName: null, bargeVoyageNo: null });
    expect(o.containers.every((c) => c.carResNo === null)).toBe(true);
    // Back in the pool: the other operator may take it now.
    expect((await rival.call<Order>('GET', `${URL}/${o.id}`)).body.result.allowedActions).toEqual(['take']);
    o = (await act(forwarder, o, 'cancel')).body.result;
    expect(o.status).toBe('cancelled');
  });
});
