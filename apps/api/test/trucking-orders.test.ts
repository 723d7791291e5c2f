import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startApp } from './helpers';
import { Caller, MOBILES, addOtherFleet, ctn, orderBody, type OrderOut } from './trucking-helpers';

describe('trucking orders: status machine by role, containers, versions, audit, data scope', () => {
  let app: FastifyInstance;
  let forwarder: Caller;
  let fleet: Caller;
  let admin: Caller;
  let common: Caller;
  let otherFleet: Caller;

  beforeAll(async () => {
    app = await startApp();
    await addOtherFleet(app);
    [forwarder, fleet, admin, common, otherFleet] = await Caller.all(app, [MOBILES.forwarder, MOBILES.fleet, MOBILES.admin, MOBILES.common, MOBILES.otherFleet]);
  });
  afterAll(() => app.close());

  const create = async (containers: string[], extra: Record<string, unknown> = {}) =>
    forwarder.call<OrderOut>('POST', '/trucking/orders', await orderBody(app, containers, extra));
  const act = (who: Caller, o: { id: string; version: number }, action: string, extra: Record<string, unknown> = {}) =>
    who.call<OrderOut>('POST', `/trucking/orders/${o.id}/transition`, { action, version: o.version, ...extra });

  it('saves an order (05) with its containers and tells the forwarder what it may do', async () => {
    const { status, body } = await create([ctn('MSCU', 100001), ctn('TGHU', 100002)]);
    expect(status).toBe(200);
    expect(body.msg).toBe('订单已保存');
    expect(body.result.status).toBe('05');
    expect(body.result.orderNo).toMatch(/^TD\d{8}\d{8}$/);
    expect(body.result.containers.map((c) => c.ctnNo)).toEqual([ctn('MSCU', 100001), ctn('TGHU', 100002)]);
    expect(body.result.containers.every((c) => c.sendStatus === '02')).toBe(true);
    expect(body.result.actions).toEqual(expect.arrayContaining(['entrust', 'edit', 'delete']));
  });

  it('refuses bad container numbers with the form\'s words, naming the position', async () => {
    const fmt = await create([ctn('MSCU', 100003), 'MSCU12345', ctn('TGHU', 100004)]);
    expect(fmt.status).toBe(400);
    expect(fmt.body.msg).toBe('第2个箱号格式不正确，请填写正确的箱号');
    const good = ctn('MSCU', 100005);
    const wrongDigit = `${good.slice(0, 10)}${(Number(good[10]) + 1) % 10}`;
    const digit = await create([wrongDigit]);
    expect(digit.body.msg).toBe('第1个箱号校验位不正确，请填写正确的箱号');
    const dup = await create([good, good]);
    expect(dup.body.msg).toBe(`第2个箱号${good}重复`);
    const size = await forwarder.call('POST', '/trucking/orders', { ...(await orderBody(app, [good])), containers: [{ ctnNo: good, ctnSize: '99', ctnType: 'HC' }] });
    expect(size.status).toBe(400);
    expect(size.body.msg).toBe('尺寸“99”不是有效的选项');
    const yard = await create([good], { takeAddress: 'NOWHERE' });
    expect(yard.body.msg).toBe('提箱堆场“NOWHERE”不是有效的选项');
    const none = await create([]);
    expect(none.body.msg).toBe('请至少填写一个箱号');
  });

  it('walks 05 → 00 → 01 → 03 → 00 → 01 → 02 with each step taken only by its party', async () => {
    let o = (await create([ctn('CSNU', 200001)])).body.result;
    // A fleet never sees a forwarder's draft.
    expect((await fleet.call('GET', `/trucking/orders/${o.id}`)).status).toBe(404);
    const e = await act(forwarder, o, 'entrust');
    expect(e.status).toBe(200);
    o = e.body.result;
    expect(o.status).toBe('00');

    const byForwarder = await act(forwarder, o, 'review');
    expect(byForwarder.status).toBe(403);
    expect(byForwarder.body.msg).toBe('无权执行该操作');
    expect((await act(fleet, o, 'entrust')).status).toBe(403);
    expect((await act(admin, o, 'review')).status).toBe(403);
    expect((await act(otherFleet, o, 'review')).status).toBe(404);
    expect((await act(fleet, o, 'pay')).status).toBe(403);
    const payTooEarly = await act(forwarder, o, 'pay');
    expect(payTooEarly.status).toBe(409);
    expect(payTooEarly.body.msg).toBe('当前状态「已委托」不能执行「支付」');

    const fleetView = await fleet.call<OrderOut>('GET', `/trucking/orders/${o.id}`);
    expect(fleetView.body.result.actions).toEqual(expect.arrayContaining(['review', 'return']));
    expect(fleetView.body.result.actions).not.toContain('edit');

    const r = await act(fleet, o, 'review', { amount: 900 });
    expect(r.body.result.status).toBe('01');
    o = r.body.result;
    expect((await act(fleet, o, 'review')).status).toBe(409);

    const noReason = await act(fleet, o, 'return');
    expect(noReason.status).toBe(400);
    expect(noReason.body.msg).toBe('退回原因不能为空');
    const back = await act(fleet, o, 'return', { reason: '箱号有误' });
    expect(back.body.result.status).toBe('03');
    o = back.body.result;

    // Returned: the forwarder edits it and entrusts it again.
    const edited = await forwarder.call<OrderOut>('PUT', `/trucking/orders/${o.id}`, { ...(await orderBody(app, [ctn('CSNU', 200002)])), version: o.version });
    expect(edited.status).toBe(200);
    expect(edited.body.result.containers.map((c) => c.ctnNo)).toEqual([ctn('CSNU', 200002)]);
    o = (await act(forwarder, edited.body.result, 'entrust')).body.result;
    expect(o.status).toBe('00');
    o = (await act(fleet, o, 'review')).body.result;
    const paid = await act(forwarder, o, 'pay');
    expect(paid.body.result.status).toBe('02');
    expect(paid.body.result.history.map((h) => h.action)).toEqual(['create', 'entrust', 'review', 'return', 'update', 'entrust', 'review', 'pay']);
    expect(paid.body.result.history.at(-1)).toMatchObject({ fromStatus: '01', toStatus: '02' });
  });

  it('records every change in the audit trail (who, from → to, reason) and tells the counterpart of each transition', async () => {
    const unread = async (who: Caller) => (await who.call<{ allCount: number }>('GET', '/message/messageTemplate/queryUnReadNotice')).body.result.allCount;
    let o = (await create([ctn('CSNU', 200011)], { entrust: true })).body.result;
    const fleetBefore = await unread(fleet);
    const forwarderBefore = await unread(forwarder);
    o = (await act(fleet, o, 'return', { reason: '堆场有误' })).body.result;
    expect(await unread(forwarder)).toBe(forwarderBefore + 1);
    o = (await act(forwarder, o, 'entrust')).body.result;
    expect(await unread(fleet)).toBe(fleetBefore + 1);

    const trail = await forwarder.call<Array<{ action: string; actorName: string | null; companyName: string | null; fromState: string | null; toState: string | null; reason: string | null }>>(
      'GET', `/trucking/orders/${o.id}/history`,
    );
    expect(trail.status).toBe(200);
    expect(trail.body.result.map((h) => [h.action, h.fromState, h.toState, h.reason])).toEqual([
      ['create', null, '05', null],
      ['entrust', '05', '00', null],
      ['return', '00', '03', '堆场有误'],
      ['entrust', '03', '00', null],
    ]);
    expect(trail.body.result[2]?.companyName).toBeTruthy();
    expect((await fleet.call('GET', `/trucking/orders/${o.id}/history`)).status).toBe(200);
    expect((await otherFleet.call('GET', `/trucking/orders/${o.id}/history`)).status).toBe(404);
    // A state the action does not leave from is named with the action, in the caller's words.
    const again = await act(forwarder, o, 'entrust');
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('当前状态「已委托」不能执行「委托」');
  });

  it('deletes only saved drafts, and edits only saved or returned orders', async () => {
    const draft = (await create([ctn('OOLU', 300001)])).body.result;
    const entrusted = (await create([ctn('OOLU', 300002)], { entrust: true })).body.result;
    expect(entrusted.status).toBe('00');
    const del = await forwarder.call('DELETE', `/trucking/orders/${entrusted.id}`, undefined, { version: String(entrusted.version) });
    expect(del.status).toBe(409);
    const edit = await forwarder.call('PUT', `/trucking/orders/${entrusted.id}`, { ...(await orderBody(app, [ctn('OOLU', 300002)])), version: entrusted.version });
    expect(edit.status).toBe(409);
    expect((await fleet.call('DELETE', `/trucking/orders/${draft.id}`, undefined, { version: '1' })).status).toBe(403);
    expect((await forwarder.call('DELETE', `/trucking/orders/${draft.id}`, undefined, { version: String(draft.version) })).status).toBe(200);
    expect((await forwarder.call('GET', `/trucking/orders/${draft.id}`)).status).toBe(404);
  });

  it('refuses a stale update with 409 and overwrites nothing', async () => {
    const o = (await create([ctn('MSKU', 400001)], { remark: 'first' })).body.result;
    const a = await forwarder.call<OrderOut & { remark: string }>('PUT', `/trucking/orders/${o.id}`, { ...(await orderBody(app, [ctn('MSKU', 400001)], { remark: 'edit A' })), version: o.version });
    expect(a.status).toBe(200);
    const b = await forwarder.call('PUT', `/trucking/orders/${o.id}`, { ...(await orderBody(app, [ctn('MSKU', 400001)], { remark: 'edit B' })), version: o.version });
    expect(b.status).toBe(409);
    expect(b.body.msg).toBe('数据已被他人修改，请刷新后重试');
    const stale = await act(forwarder, o, 'entrust');
    expect(stale.status).toBe(409);
    const now = await forwarder.call<{ remark: string; version: number }>('GET', `/trucking/orders/${o.id}`);
    expect(now.body.result.remark).toBe('edit A');
    expect(now.body.result.version).toBe(o.version + 1);
  });

  it('records who changed what, before and after, in the audit log', async () => {
    const o = (await create([ctn('TCLU', 500001)])).body.result;
    await act(forwarder, o, 'entrust');
    const rows = await app.services.db.selectFrom('audit_log').selectAll().where('entity', '=', 'truck_order').where('entity_id', '=', o.id).orderBy('at').execute();
    const me = await app.services.db.selectFrom('users').select('user_id').where('mobile', '=', MOBILES.forwarder).executeTakeFirstOrThrow();
    expect(rows.map((r) => r.action)).toEqual(['create', 'entrust']);
    expect(rows.every((r) => r.actor_id === me.user_id && r.trace_id)).toBe(true);
    expect(rows[1]!.before).toMatchObject({ status: '05', version: 1 });
    expect(rows[1]!.after).toMatchObject({ status: '00', version: 2 });
  });

  it('applies each caller\'s data scope to lists and details', async () => {
    const o = (await create([ctn('HLCU', 600001)], { entrust: true, billNo: 'SCOPE01' })).body.result;
    const list = (who: Caller) => who.call<{ total: number; data: Array<{ id: string }> }>('GET', '/trucking/orders', undefined, { billNo: 'SCOPE01' });
    expect((await list(forwarder)).body.result.total).toBe(1);
    expect((await list(fleet)).body.result.total).toBe(1);
    expect((await list(admin)).body.result.total).toBe(1);
    expect((await list(otherFleet)).body.result.total).toBe(0);
    expect((await list(common)).body.result.total).toBe(0);
    expect((await otherFleet.call('GET', `/trucking/orders/${o.id}`)).status).toBe(404);
    expect((await otherFleet.call('GET', '/trucking/orders')).body.result).toMatchObject({ total: 0 });
  });

  it('lets only forwarders place orders (td:main:edit) and sorts only on the allowlist', async () => {
    const byFleet = await fleet.call('POST', '/trucking/orders', await orderBody(app, [ctn('MSCU', 700001)]));
    expect(byFleet.status).toBe(403);
    const badSort = await forwarder.call('GET', '/trucking/orders', undefined, { sortField: 'password_hash' });
    expect(badSort.status).toBe(400);
    const byNo = await forwarder.call<{ data: Array<{ orderNo: string }> }>('GET', '/trucking/orders', undefined, { sortField: 'orderNo', sortOrder: 'asc', pageSize: '50' });
    const nos = byNo.body.result.data.map((d) => d.orderNo);
    expect(nos).toEqual([...nos].sort());
  });
});
